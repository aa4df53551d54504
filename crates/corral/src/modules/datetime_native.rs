//! `_datetime`: the hot paths of `datetime` (modules/py/datetime.py) in Rust.
//!
//! The public classes stay Python classes (so subclassing, pickling and the
//! rarely used corners keep their one definition); their commonest special
//! methods are replaced by the native methods here. Each native method takes
//! a fast path only when every operand is an instance of exactly one of the
//! base classes (recognised by the class's own `__corral_tp_name__`) whose
//! fields are plain ints; anything else (subclasses, tzinfo subclasses whose
//! `utcoffset` is guest code, big ints, odd arguments) calls the Python
//! implementation the class keeps under `_py<dunder>`, so the semantics have
//! a single definition.
//!
//! Instances made here share their attribute-name strings (the class's
//! `_corral_keys` tuple), which keeps a date or datetime to one small dict.

use num_traits::ToPrimitive;

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::{Instance, Obj, ObjRef, StrText, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_datetime",
    functions: &[
        NativeDef {
            name: "new_delta",
            f: new_delta_fn,
        },
        NativeDef {
            // Shown as `__new__`; the module attribute is set by `init`.
            name: "__new__",
            f: td_new,
        },
        NativeDef {
            // Shown as `__new__`; the module attribute is set by `init`.
            name: "__new__",
            f: |vm, a| date_new(vm, a, false),
        },
        NativeDef {
            // Shown as `__new__`; the module attribute is set by `init`.
            name: "__new__",
            f: |vm, a| date_new(vm, a, true),
        },
        NativeDef {
            name: "new_date",
            f: |vm, a| new_plain(vm, a, 3),
        },
        NativeDef {
            name: "new_datetime",
            f: |vm, a| new_plain(vm, a, 9),
        },
    ],
    init,
};

taken_over_methods! {
    "td_total_seconds" as "total_seconds" => td_total_seconds,
    "cmp_eq" as "__eq__" => |vm, a| compare(vm, a, CmpOp::Eq),
    "cmp_ne" as "__ne__" => |vm, a| compare(vm, a, CmpOp::Ne),
    "cmp_lt" as "__lt__" => |vm, a| compare(vm, a, CmpOp::Lt),
    "cmp_le" as "__le__" => |vm, a| compare(vm, a, CmpOp::Le),
    "cmp_gt" as "__gt__" => |vm, a| compare(vm, a, CmpOp::Gt),
    "cmp_ge" as "__ge__" => |vm, a| compare(vm, a, CmpOp::Ge),
    "td_hash" as "__hash__" => td_hash,
    "td_add" as "__add__" => |vm, a| td_arith(vm, a, "__add__"),
    "td_radd" as "__radd__" => |vm, a| td_arith(vm, a, "__radd__"),
    "td_sub" as "__sub__" => |vm, a| td_arith(vm, a, "__sub__"),
    "td_rsub" as "__rsub__" => |vm, a| td_arith(vm, a, "__rsub__"),
    "td_neg" as "__neg__" => td_neg,
    "d_hash" as "__hash__" => d_hash,
    "d_add" as "__add__" => |vm, a| d_add(vm, a, "__add__"),
    "d_radd" as "__radd__" => |vm, a| d_add(vm, a, "__radd__"),
    "d_sub" as "__sub__" => d_sub,
    "d_isoformat" as "isoformat" => d_isoformat,
    "d_str" as "__str__" => d_isoformat,
    "d_strftime" as "strftime" => strftime,
    "d_weekday" as "weekday" => |vm, a| d_weekday(vm, a, 0),
    "d_isoweekday" as "isoweekday" => |vm, a| d_weekday(vm, a, 1),
    "d_toordinal" as "toordinal" => d_toordinal,
    "d_isocalendar" as "isocalendar" => d_isocalendar,
    "dt_hash" as "__hash__" => dt_hash,
    "dt_add" as "__add__" => |vm, a| dt_add(vm, a, "__add__"),
    "dt_radd" as "__radd__" => |vm, a| dt_add(vm, a, "__radd__"),
    "dt_sub" as "__sub__" => dt_sub,
    "dt_date" as "date" => dt_date,
    "dt_isoformat" as "isoformat" => dt_isoformat,
    "dt_str" as "__str__" => dt_str,
    "dt_strftime" as "strftime" => strftime,
}

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    // The three constructors share the name `__new__`, which is what
    // `timedelta.__new__.__name__` shows; their attributes tell them apart.
    let Some(Value::Native(delta)) = super::get_attr(vm, m, "new_delta")? else {
        return Err(Error::fault("_datetime functions"));
    };
    for (i, attr) in ["td_new", "d_new", "dt_new"].iter().enumerate() {
        let id = super::NativeId {
            module: delta.module,
            func: delta.func + 1 + i as u16,
        };
        super::set_attr(vm, m, attr, Value::Native(id))?;
    }
    super::bind_methods(vm, m, "_datetime", ATTRS.iter().copied())?;
    Ok(())
}

// ----- recognising instances -----

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Delta,
    Date,
    DateTime,
    TimeZone,
}

/// An instance of one of the classes (its fields are its attributes).
#[derive(Clone, Copy)]
struct Inst {
    obj: ObjRef,
    /// Bit `p` set: the class's shared key `p` is the field the fast paths
    /// read there (see `FIELDS`), so `field` need not compare names.
    verified: u16,
}

/// The fields each kind's builders store, in shared-key order.
const FIELDS: [&[&str]; 4] = [
    &["_days", "_seconds", "_microseconds"],
    &["_year", "_month", "_day"],
    &[
        "_year",
        "_month",
        "_day",
        "_hour",
        "_minute",
        "_second",
        "_microsecond",
        "_tzinfo",
    ],
    &["_offset"],
];

/// What a class is to the fast paths, remembered per class while the VM's
/// lookup epoch holds (no class changed, no collection ran), so the usual
/// operand costs no dict lookup on its class.
#[derive(Clone, Copy)]
struct ClassInfo {
    epoch: u64,
    class: u32,
    kind: Option<Kind>,
    keys: Option<ObjRef>,
    verified: u16,
    /// The special methods the VM's hooks (`fast_compare`, `fast_binary`,
    /// `fast_hash`) decide without calling are still this module's.
    native: bool,
    /// The class's `__new__` is this module's and no class of its MRO
    /// defines `__init__` (so a call is its `__new__` alone).
    native_new: bool,
}

/// Entries, in sets of two: classes whose slots collide in one set (a
/// datetime and a timedelta class did) both stay cached.
const CLASS_WAYS: usize = 16;

thread_local! {
    static CLASS_INFO: [std::cell::Cell<ClassInfo>; CLASS_WAYS] = const {
        [const {
            std::cell::Cell::new(ClassInfo {
                epoch: 0,
                class: u32::MAX,
                kind: None,
                keys: None,
                verified: 0,
                native: false,
                native_new: false,
            })
        }; CLASS_WAYS]
    };
}

fn class_info(vm: &Vm, cls: ObjRef) -> ClassInfo {
    let epoch = vm.lookup_epoch.get();
    let way = (cls.0 as usize * 2) % CLASS_WAYS;
    if let Some(hit) = CLASS_INFO.with(|c| {
        [way, way + 1].into_iter().find_map(|w| {
            let e = c[w].get();
            (e.epoch == epoch && e.class == cls.0).then_some(e)
        })
    }) {
        return hit;
    }
    let mut info = ClassInfo {
        epoch,
        class: cls.0,
        kind: None,
        keys: None,
        verified: 0,
        native: false,
        native_new: false,
    };
    let Obj::Class(c) = vm.heap.get(cls) else {
        return info;
    };
    // Only the base classes themselves carry these in their own dict.
    info.kind = c
        .dict
        .get_str(&vm.heap, "__corral_tp_name__")
        .and_then(|n| match vm.str_of(n)? {
            "datetime.timedelta" => Some(Kind::Delta),
            "datetime.date" => Some(Kind::Date),
            "datetime.datetime" => Some(Kind::DateTime),
            "datetime.timezone" => Some(Kind::TimeZone),
            _ => None,
        });
    info.keys = match c.dict.get_str(&vm.heap, "_corral_keys") {
        Some(Value::Obj(r)) if matches!(vm.heap.get(r), Obj::Tuple(_)) => Some(r),
        _ => None,
    };
    // Shared keys only grow, and growing them starts a new epoch, so a
    // position found right here stays right while the entry is used.
    info.verified = info.kind.map_or(0, |k| {
        FIELDS[k as usize]
            .iter()
            .zip(&c.inst_keys)
            .enumerate()
            .filter(|(_, (want, have))| ***want == ***have)
            .fold(0u16, |bits, (p, _)| bits | 1 << p)
    });
    // A class whose special methods a program replaced must be asked.
    // Recognised by module and name: the address of a `NativeDef` is no
    // identity (a promoted static may be duplicated across codegen units).
    info.native = info.kind.is_some_and(|k| k != Kind::TimeZone)
        && HOOKED.iter().all(|&dunder| {
            matches!(c.dict.get_str(&vm.heap, dunder),
                Some(Value::Native(id)) if id.module_name() == MODULE.name && id.name() == dunder)
        });
    info.native_new = info.kind.is_some_and(|k| k != Kind::TimeZone)
        && matches!(c.dict.get_str(&vm.heap, "__new__"),
            Some(Value::Native(id)) if id.module_name() == MODULE.name && id.name() == "__new__")
        && matches!(
            vm.class_lookup(Value::Obj(cls), "__init__"),
            None | Some(Value::Method(..))
        );
    // The set's newer entry moves over; the older one is dropped.
    CLASS_INFO.with(|c| {
        c[way + 1].set(c[way].get());
        c[way].set(info);
    });
    info
}

/// Whether `cls` is one of this module's classes with the special methods
/// the VM's hooks stand in for still its own: the only classes
/// `fast_compare`, `fast_binary` and `fast_hash` answer for, so the VM
/// (remembering this per class) skips them for every other class.
pub(crate) fn is_native_class(vm: &Vm, cls: ObjRef) -> bool {
    class_info(vm, cls).native
}

/// The special methods the VM's hooks stand in for.
const HOOKED: [&str; 10] = [
    "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__add__", "__radd__",
    "__sub__",
];

/// The base class an object is exactly an instance of, with its class and
/// instance dict.
fn kind_of(vm: &Vm, v: Value) -> Option<(Kind, ObjRef, Inst)> {
    exact_inst(vm, v, false)
}

/// `kind_of`; with `native_only`, only for a class whose hooked special
/// methods are still this module's.
fn exact_inst(vm: &Vm, v: Value, native_only: bool) -> Option<(Kind, ObjRef, Inst)> {
    let Value::Obj(r) = v else { return None };
    let Obj::Instance(i) = vm.heap.get(r) else {
        return None;
    };
    if !i.base_value().is_undef() {
        return None;
    }
    let info = class_info(vm, i.class);
    if native_only && !info.native {
        return None;
    }
    Some((
        info.kind?,
        i.class,
        Inst {
            obj: r,
            verified: info.verified,
        },
    ))
}

/// Field `name` of an instance, looked for first at shared key `at`
/// (where the builders put it), so the usual read looks nothing up.
fn field(vm: &Vm, inst: Inst, at: usize, name: &str) -> Option<Value> {
    let Obj::Instance(i) = vm.heap.get(inst.obj) else {
        return None;
    };
    if i.dict.is_none() && inst.verified & (1 << at) != 0 {
        return i.values.get(at).copied();
    }
    vm.attr_of(i, name)
}

fn int_field(vm: &Vm, dict: Inst, at: usize, name: &str) -> Option<i64> {
    match field(vm, dict, at, name)? {
        Value::Int(i) => Some(i),
        _ => None,
    }
}

const US_PER_SECOND: i64 = 1_000_000;
const US_PER_DAY: i64 = 86_400 * US_PER_SECOND;
const MAX_DELTA_DAYS: i64 = 999_999_999;
const MAX_ORDINAL: i64 = 3_652_059;

/// A timedelta's total microseconds (needs i128: the range is ±8.6e19).
fn delta_us(vm: &Vm, v: Value) -> Option<i128> {
    let (Kind::Delta, _, d) = kind_of(vm, v)? else {
        return None;
    };
    inst_delta_us(vm, d)
}

/// The total microseconds of a timedelta instance's fields.
fn inst_delta_us(vm: &Vm, d: Inst) -> Option<i128> {
    let days = int_field(vm, d, 0, "_days")?;
    let secs = int_field(vm, d, 1, "_seconds")?;
    let us = int_field(vm, d, 2, "_microseconds")?;
    Some((days as i128 * 86_400 + secs as i128) * US_PER_SECOND as i128 + us as i128)
}

#[derive(Clone, Copy)]
struct Ymd {
    y: i64,
    m: i64,
    d: i64,
}

fn ymd_of(vm: &Vm, dict: Inst) -> Option<Ymd> {
    let y = int_field(vm, dict, 0, "_year")?;
    let m = int_field(vm, dict, 1, "_month")?;
    let d = int_field(vm, dict, 2, "_day")?;
    Ymd::checked(y, m, d)
}

impl Ymd {
    /// Fields in the ranges the fast paths handle (a program may have set
    /// anything; those go the Python way).
    fn checked(y: i64, m: i64, d: i64) -> Option<Ymd> {
        ((1..=9999).contains(&y) && (1..=12).contains(&m) && (1..=31).contains(&d)).then_some(Ymd {
            y,
            m,
            d,
        })
    }
}

#[derive(Clone, Copy)]
struct Dt {
    date: Ymd,
    h: i64,
    mi: i64,
    s: i64,
    us: i64,
    tz: Value,
}

impl Dt {
    /// Microseconds since 0001-01-01T00:00 of the wall clock.
    fn total_us(&self) -> i64 {
        let days = to_ordinal(self.date);
        (((days * 24 + self.h) * 60 + self.mi) * 60 + self.s) * US_PER_SECOND + self.us
    }
}

fn dt_of(vm: &Vm, dict: Inst) -> Option<Dt> {
    // The usual instance: all eight fields where the builders put them,
    // read in one visit.
    if dict.verified & 0xff == 0xff
        && let Obj::Instance(i) = vm.heap.get(dict.obj)
        && i.dict.is_none()
        && let Some(
            &[
                Value::Int(y),
                Value::Int(m),
                Value::Int(d),
                Value::Int(h),
                Value::Int(mi),
                Value::Int(s),
                Value::Int(us),
                tz,
            ],
        ) = i.values.get(..8)
    {
        let date = Ymd::checked(y, m, d)?;
        return Some(Dt {
            date,
            h,
            mi,
            s,
            us,
            tz,
        });
    }
    let date = ymd_of(vm, dict)?;
    Some(Dt {
        date,
        h: int_field(vm, dict, 3, "_hour")?,
        mi: int_field(vm, dict, 4, "_minute")?,
        s: int_field(vm, dict, 5, "_second")?,
        us: int_field(vm, dict, 6, "_microsecond")?,
        tz: field(vm, dict, 7, "_tzinfo")?,
    })
}

/// A plain datetime operand: its class and fields.
fn as_dt(vm: &Vm, v: Value) -> Option<(ObjRef, Dt)> {
    match kind_of(vm, v)? {
        (Kind::DateTime, c, d) => Some((c, dt_of(vm, d)?)),
        _ => None,
    }
}

fn as_date(vm: &Vm, v: Value) -> Option<(ObjRef, Ymd)> {
    match kind_of(vm, v)? {
        (Kind::Date, c, d) => Some((c, ymd_of(vm, d)?)),
        _ => None,
    }
}

/// The fixed offset (microseconds) of a tzinfo the fast paths understand:
/// None for naive, an exact `timezone`; otherwise the guest must be asked.
fn fixed_offset(vm: &Vm, tz: Value) -> Option<Option<i64>> {
    if tz == Value::None {
        return Some(None);
    }
    let (Kind::TimeZone, _, d) = kind_of(vm, tz)? else {
        return None;
    };
    let off = delta_us(vm, field(vm, d, 0, "_offset")?)?;
    Some(Some(off as i64))
}

// ----- the calendar -----

fn leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

const MONTH_STARTS: [[i64; 14]; 2] = [
    [
        0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365,
    ],
    [
        0, 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366,
    ],
];

fn days_before_year(y: i64) -> i64 {
    let y = y - 1;
    y * 365 + y / 4 - y / 100 + y / 400
}

fn day_of_year(d: Ymd) -> i64 {
    MONTH_STARTS[leap(d.y) as usize][d.m as usize] + d.d
}

fn to_ordinal(d: Ymd) -> i64 {
    days_before_year(d.y) + day_of_year(d)
}

/// The date of ordinal `n` (1 ..= MAX_ORDINAL).
fn from_ordinal(n: i64) -> Ymd {
    let mut y = n * 400 / 146_097 + 1;
    if days_before_year(y) >= n {
        y -= 1;
    } else if days_before_year(y + 1) < n {
        y += 1;
    }
    let doy = n - days_before_year(y);
    let starts = &MONTH_STARTS[leap(y) as usize];
    let mut m = (doy + 30) / 31;
    if m < 12 && doy > starts[m as usize + 1] {
        m += 1;
    }
    Ymd {
        y,
        m,
        d: doy - starts[m as usize],
    }
}

/// 0 for Monday.
fn weekday(d: Ymd) -> i64 {
    (to_ordinal(d) + 6) % 7
}

fn iso_week1_monday(y: i64) -> i64 {
    let jan4 = days_before_year(y) + 4;
    jan4 - (jan4 + 6) % 7
}

/// (ISO year, week, weekday 1..7).
fn iso_calendar(d: Ymd) -> (i64, i64, i64) {
    let n = to_ordinal(d);
    let mut y = d.y;
    let mut week1 = iso_week1_monday(y);
    if n < week1 {
        y -= 1;
        week1 = iso_week1_monday(y);
    } else if y < 9999 && n >= iso_week1_monday(y + 1) {
        y += 1;
        week1 = iso_week1_monday(y);
    }
    (y, (n - week1) / 7 + 1, (n - week1) % 7 + 1)
}

// ----- building instances -----

/// A new instance of `cls` whose dict holds `vals` under the names of the
/// class's `_corral_keys` (shared str objects), in that order.
fn build(vm: &mut Vm, cls: ObjRef, vals: &[Value]) -> Result<Value> {
    let info = class_info(vm, cls);
    // The usual case: a base class whose shared keys start with its fields
    // (as `verified` says), fold left at its default.
    if let Some(k) = info.kind
        && k != Kind::TimeZone
    {
        let n = FIELDS[k as usize].len();
        let all = (1u16 << n) - 1;
        let plain_fold = vals.len() == n || (vals.len() == n + 1 && vals[n] == Value::Int(0));
        if info.verified & all == all && plain_fold {
            let mut inst = Instance::new(cls, Value::Undef);
            inst.values = vals[..n].to_vec();
            return vm.alloc(Obj::Instance(Box::new(inst)));
        }
    }
    let keys = match info.keys {
        Some(k) => Value::Obj(k),
        // A subclass: its base's keys.
        None => vm
            .class_lookup(Value::Obj(cls), "_corral_keys")
            .ok_or_else(|| Error::fault("datetime class without _corral_keys"))?,
    };
    let mut fields: Vec<(StrText, Value)> = Vec::with_capacity(vals.len());
    {
        let Value::Obj(kr) = keys else {
            return Err(Error::fault("_corral_keys"));
        };
        let Obj::Tuple(ks) = vm.heap.get(kr) else {
            return Err(Error::fault("_corral_keys"));
        };
        if ks.len() != vals.len() {
            return Err(Error::fault("_corral_keys length"));
        }
        for (k, v) in ks.iter().zip(vals) {
            let Value::Obj(kr) = *k else {
                return Err(Error::fault("_corral_keys item"));
            };
            let Obj::Str(text) = vm.heap.get(kr) else {
                return Err(Error::fault("_corral_keys item"));
            };
            // fold=0 is the class's default (datetime._fold): leaving it out
            // saves the instance a value.
            if text.as_str() == "_fold" && *v == Value::Int(0) {
                continue;
            }
            fields.push((text.text(), *v));
        }
    }
    // The usual case: the class's shared keys start with these fields, so
    // the values are the instance's whole state.
    let shared = matches!(vm.heap.get(cls), Obj::Class(c)
        if c.inst_keys.len() >= fields.len()
            && c.inst_keys.iter().zip(&fields).all(|(a, (b, _))| **a == **b));
    if shared {
        let mut inst = Instance::new(cls, Value::Undef);
        inst.values = fields.iter().map(|(_, v)| *v).collect();
        return vm.alloc(Obj::Instance(Box::new(inst)));
    }
    let v = vm.alloc(Obj::Instance(Box::new(Instance::new(cls, Value::Undef))))?;
    if let Value::Obj(r) = v {
        for (name, x) in &fields {
            vm.instance_store(r, name, *x)?;
        }
    }
    Ok(v)
}

/// A timedelta of class `cls` holding `us` microseconds, normalised and
/// range-checked with CPython's messages.
fn make_delta(vm: &mut Vm, cls: ObjRef, us: i128) -> Result<Value> {
    let day = US_PER_DAY as i128;
    let days = us.div_euclid(day);
    let rest = us.rem_euclid(day) as i64;
    if !(-(MAX_DELTA_DAYS as i128)..=MAX_DELTA_DAYS as i128).contains(&days) {
        if !(-(1i128 << 31)..(1i128 << 31)).contains(&days) {
            return Err(Error::overflow("Python int too large to convert to C int"));
        }
        return Err(Error::overflow(format!(
            "days={days}; must have magnitude <= 999999999"
        )));
    }
    build(
        vm,
        cls,
        &[
            Value::Int(days as i64),
            Value::Int(rest / US_PER_SECOND),
            Value::Int(rest % US_PER_SECOND),
        ],
    )
}

fn class_arg(vm: &Vm, v: Value) -> Result<ObjRef> {
    match v {
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::Class(_)) => Ok(r),
        _ => Err(Error::fault("_datetime: not a class")),
    }
}

/// `new_delta(cls, us)`: the timedelta of `us` (an int) microseconds.
fn new_delta_fn(vm: &mut Vm, a: Args) -> Result<Value> {
    if a.pos.len() != 2 {
        return Err(Error::fault("new_delta(cls, us)"));
    }
    let cls = class_arg(vm, a.pos[0])?;
    let us = match a.pos[1] {
        Value::Int(i) => i as i128,
        Value::Bool(b) => b as i128,
        v => match vm.int_big(v) {
            Some(b) => match b.to_i128() {
                Some(i) => i,
                None => return Err(Error::overflow("Python int too large to convert to C int")),
            },
            None => return Err(Error::fault("new_delta: not an int")),
        },
    };
    make_delta(vm, cls, us)
}

const TD_PARAMS: [&str; 7] = [
    "days",
    "seconds",
    "microseconds",
    "milliseconds",
    "minutes",
    "hours",
    "weeks",
];

/// `timedelta.__new__` when every argument is an int (exact arithmetic);
/// floats, int subclasses, unknown keywords and mistakes go to the Python
/// definition (`_py__new__`).
fn td_new(vm: &mut Vm, a: Args) -> Result<Value> {
    if let [cls, pos @ ..] = a.pos
        && pos.len() <= TD_PARAMS.len()
        && let Ok(cref) = class_arg(vm, *cls)
    {
        let mut vals = [0i128; 7];
        let mut seen = [false; 7];
        let mut plain = true;
        for (i, v) in pos.iter().enumerate() {
            match v {
                Value::Int(n) => (vals[i], seen[i]) = (*n as i128, true),
                _ => plain = false,
            }
        }
        for (k, v) in a.kw {
            match (TD_PARAMS.iter().position(|p| *p == &**k), v) {
                (Some(i), Value::Int(n)) if !seen[i] => (vals[i], seen[i]) = (*n as i128, true),
                _ => plain = false,
            }
        }
        if plain {
            let [days, secs, us, ms, mins, hours, weeks] = vals;
            let s = ((weeks * 7 + days) * 24 + hours) * 3600 + mins * 60 + secs;
            return make_delta(vm, cref, s * US_PER_SECOND as i128 + ms * 1000 + us);
        }
    }
    slow_new(vm, &a)
}

const DT_PARAMS: [&str; 9] = [
    "year",
    "month",
    "day",
    "hour",
    "minute",
    "second",
    "microsecond",
    "tzinfo",
    "fold",
];

/// `cls(*args)` for a plain base class (timedelta, date, datetime) whose
/// `__new__` is still this module's and which has no `__init__` of its
/// own: the constructor called straight from the VM's class call, with
/// the arguments the call left at `vm.stack[pos + 1..][..n]` (the last
/// `kw.len()` of them by keyword). None: call the class the usual way.
pub(crate) fn fast_new(
    vm: &mut Vm,
    cls: ObjRef,
    pos: usize,
    n: usize,
    kw: &[std::rc::Rc<str>],
) -> Option<Result<Value>> {
    let info = class_info(vm, cls);
    let kind = info.kind.filter(|_| info.native_new)?;
    let mut full = [Value::Undef; 10];
    if n >= full.len() || kw.len() > n {
        return None;
    }
    full[0] = Value::Obj(cls);
    full[1..=n].copy_from_slice(vm.stack.get(pos + 1..pos + 1 + n)?);
    let npos = n - kw.len();
    let pairs: Vec<(std::rc::Rc<str>, Value)> = kw
        .iter()
        .cloned()
        .zip(full[1 + npos..=n].iter().copied())
        .collect();
    let a = Args {
        pos: &full[..=npos],
        kw: &pairs,
    };
    Some(match kind {
        Kind::Delta => td_new(vm, a),
        Kind::Date => date_new(vm, a, false),
        Kind::DateTime => date_new(vm, a, true),
        Kind::TimeZone => return None,
    })
}

/// Call the Python `__new__` a class keeps as `_py__new__`.
fn slow_new(vm: &mut Vm, a: &Args) -> Result<Value> {
    let cls = a.pos.first().copied().unwrap_or(Value::None);
    let Some(f) = vm.class_lookup(cls, "_py__new__") else {
        return Err(Error::fault("datetime: missing Python __new__"));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}

/// `date.__new__` / `datetime.__new__` for in-range int fields and a tzinfo
/// that is None or a `timezone`; everything else (errors included, for
/// their messages) is the Python definition's.
fn date_new(vm: &mut Vm, a: Args, with_time: bool) -> Result<Value> {
    let n = if with_time { 9 } else { 3 };
    if let [cls, pos @ ..] = a.pos
        && pos.len() <= n.min(8)
        && let Ok(cref) = class_arg(vm, *cls)
    {
        let mut vals = [
            Value::Undef,
            Value::Undef,
            Value::Undef,
            Value::Int(0),
            Value::Int(0),
            Value::Int(0),
            Value::Int(0),
            Value::None,
            Value::Int(0),
        ];
        let mut seen = [false; 9];
        let mut plain = true;
        for (i, v) in pos.iter().enumerate() {
            (vals[i], seen[i]) = (*v, true);
        }
        for (k, v) in a.kw {
            match DT_PARAMS[..n].iter().position(|p| *p == &**k) {
                Some(i) if !seen[i] => (vals[i], seen[i]) = (*v, true),
                _ => plain = false,
            }
        }
        let int = |v: Value| match v {
            Value::Int(i) => Some(i),
            _ => None,
        };
        let fields: Option<Vec<i64>> = vals[..7.min(n)].iter().map(|v| int(*v)).collect();
        if plain
            && let Some(f) = fields
            && (1..=9999).contains(&f[0])
            && (1..=12).contains(&f[1])
            && f[2] >= 1
            && f[2] <= month_length(f[0], f[1])
            && (!with_time
                || ((0..24).contains(&f[3])
                    && (0..60).contains(&f[4])
                    && (0..60).contains(&f[5])
                    && (0..1_000_000).contains(&f[6])
                    && matches!(vals[8], Value::Int(0 | 1))
                    && (vals[7] == Value::None
                        || matches!(kind_of(vm, vals[7]), Some((Kind::TimeZone, ..))))))
        {
            return build(vm, cref, &vals[..n]);
        }
    }
    slow_new(vm, &a)
}

fn month_length(y: i64, m: i64) -> i64 {
    let starts = &MONTH_STARTS[leap(y) as usize];
    starts[m as usize + 1] - starts[m as usize]
}

/// `new_date(cls, y, m, d)` / `new_datetime(cls, y, mo, d, h, mi, s, us,
/// tz, fold)`: an instance with fields already checked by the caller.
fn new_plain(vm: &mut Vm, a: Args, n: usize) -> Result<Value> {
    if a.pos.len() != n + 1 {
        return Err(Error::fault("_datetime builder arity"));
    }
    let cls = class_arg(vm, a.pos[0])?;
    build(vm, cls, &a.pos[1..])
}

fn make_date(vm: &mut Vm, cls: ObjRef, d: Ymd) -> Result<Value> {
    build(
        vm,
        cls,
        &[Value::Int(d.y), Value::Int(d.m), Value::Int(d.d)],
    )
}

/// A datetime of class `cls` at `total` wall-clock microseconds.
fn make_dt(vm: &mut Vm, cls: ObjRef, total: i128, tz: Value) -> Result<Value> {
    let day = US_PER_DAY as i128;
    let days = total.div_euclid(day);
    if !(1..=MAX_ORDINAL as i128).contains(&days) {
        return Err(Error::overflow("date value out of range"));
    }
    let date = from_ordinal(days as i64);
    let rest = total.rem_euclid(day) as i64;
    let us = rest % US_PER_SECOND;
    let secs = rest / US_PER_SECOND;
    build(
        vm,
        cls,
        &[
            Value::Int(date.y),
            Value::Int(date.m),
            Value::Int(date.d),
            Value::Int(secs / 3600),
            Value::Int(secs / 60 % 60),
            Value::Int(secs % 60),
            Value::Int(us),
            tz,
            Value::Int(0),
        ],
    )
}

// ----- falling back to the Python definitions -----

/// Call the Python implementation the class keeps as `_py<dunder>`.
fn slow(vm: &mut Vm, a: &Args, dunder: &str) -> Result<Value> {
    let me = a.pos.first().copied().unwrap_or(Value::None);
    let cls = vm.class_of(me);
    let name = format!("_py{dunder}");
    let Some(f) = vm.class_lookup(cls, &name) else {
        return Err(Error::fault("datetime: missing Python fallback"));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}

fn two(a: &Args) -> Option<(Value, Value)> {
    match (a.pos, a.kw.is_empty()) {
        ([x, y], true) => Some((*x, *y)),
        _ => None,
    }
}

fn one(a: &Args) -> Option<Value> {
    match (a.pos, a.kw.is_empty()) {
        ([x], true) => Some(*x),
        _ => None,
    }
}

fn cmp_dunder(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "__eq__",
        CmpOp::Ne => "__ne__",
        CmpOp::Lt => "__lt__",
        CmpOp::Le => "__le__",
        CmpOp::Gt => "__gt__",
        CmpOp::Ge => "__ge__",
    }
}

fn test<T: Ord>(op: CmpOp, a: T, b: T) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}

/// The ordering key of a plain operand, when two of one kind compare
/// without guest code: timedeltas by duration, dates by ordinal,
/// datetimes by wall clock when they share their tzinfo, else by UTC
/// when both offsets are fixed.
fn compare(vm: &mut Vm, a: Args, op: CmpOp) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((p, q)) = order_keys(vm, x, y)
    {
        return Ok(Value::Bool(test(op, p, q)));
    }
    slow(vm, &a, cmp_dunder(op))
}

fn order_keys(vm: &Vm, x: Value, y: Value) -> Option<(i128, i128)> {
    let (kx, _, dx) = kind_of(vm, x)?;
    let (ky, _, dy) = kind_of(vm, y)?;
    if kx != ky {
        return None;
    }
    match kx {
        Kind::Delta => delta_us(vm, x).zip(delta_us(vm, y)),
        Kind::Date => ymd_of(vm, dx)
            .zip(ymd_of(vm, dy))
            .map(|(p, q)| (to_ordinal(p) as i128, to_ordinal(q) as i128)),
        Kind::DateTime => match (dt_of(vm, dx)?, dt_of(vm, dy)?) {
            (p, q) if p.tz == q.tz => Some((p.total_us() as i128, q.total_us() as i128)),
            (p, q) => match (fixed_offset(vm, p.tz)?, fixed_offset(vm, q.tz)?) {
                (Some(op_), Some(oq)) => {
                    Some(((p.total_us() - op_) as i128, (q.total_us() - oq) as i128))
                }
                _ => None,
            },
        },
        Kind::TimeZone => None,
    }
}

/// `a <op> b` decided here, without a method call, when both are plain
/// instances of one class whose comparisons are still this module's (the
/// common case of sorting and comparing tuples of dates); None when the
/// class's methods must be called.
pub(crate) fn fast_compare(vm: &Vm, op: CmpOp, a: Value, b: Value) -> Option<bool> {
    fast_order(vm, a, b).map(|o| op.eval(o))
}

/// How two plain instances of one class order, when the six comparisons
/// agree with one ordering (as they do for these classes' values, naive or
/// aware alike once a comparison is possible at all): a tuple comparison
/// learns both whether the items are equal and how they order in one step.
pub(crate) fn fast_order(vm: &Vm, a: Value, b: Value) -> Option<std::cmp::Ordering> {
    let (Value::Obj(ra), Value::Obj(rb)) = (a, b) else {
        return None;
    };
    let (Obj::Instance(x), Obj::Instance(y)) = (vm.heap.get(ra), vm.heap.get(rb)) else {
        return None;
    };
    if x.class != y.class || !x.base_value().is_undef() || !y.base_value().is_undef() {
        return None;
    }
    let info = class_info(vm, x.class);
    if !info.native {
        return None;
    }
    // Dates, and datetimes sharing their tzinfo (naive ones included),
    // order as their field tuples do, as the Python definitions compare
    // them; the fields sit at the verified shared-key positions.
    let wall = match info.kind? {
        Kind::Date => 3,
        Kind::DateTime if x.values.get(7).is_some() && x.values.get(7) == y.values.get(7) => 7,
        _ => 0,
    };
    if wall > 0
        && info.verified & ((1 << wall) - 1) == (1 << wall) - 1
        && let Some(o) = field_order(x.values.get(..wall)?, y.values.get(..wall)?)
    {
        return Some(o);
    }
    let (p, q) = order_keys(vm, a, b)?;
    Some(p.cmp(&q))
}

/// Lexicographic order of two runs of int fields; None if one is not an int.
fn field_order(xs: &[Value], ys: &[Value]) -> Option<std::cmp::Ordering> {
    for (p, q) in xs.iter().zip(ys) {
        match (p, q) {
            (Value::Int(p), Value::Int(q)) if p != q => return Some(p.cmp(q)),
            (Value::Int(_), Value::Int(_)) => {}
            _ => return None,
        }
    }
    Some(std::cmp::Ordering::Equal)
}

/// The kind of an exact instance of a base class whose hooked special
/// methods are still this module's; None for anything the VM must
/// dispatch the usual way.
fn native_kind(vm: &Vm, v: Value) -> Option<Kind> {
    native_inst(vm, v).map(|(k, _, _)| k)
}

/// `native_kind` with the instance's class and fields.
fn native_inst(vm: &Vm, v: Value) -> Option<(Kind, ObjRef, Inst)> {
    exact_inst(vm, v, true)
}

/// `a + b` / `a - b` of two plain instances, called straight from the
/// VM's operator dispatch: the native method Python's operator protocol
/// would end at (for `delta + date`, the date's `__radd__`, as the
/// delta's `__add__` declines). None: dispatch the usual way. The pairs
/// handled are never a class and its subclass, so the reflected-first
/// rule does not apply, and none has an in-place method.
pub(crate) fn fast_binary(vm: &mut Vm, op: BinOp, a: Value, b: Value) -> Option<Result<Value>> {
    use Kind::{Date, DateTime, Delta};
    if !matches!(op, BinOp::Add | BinOp::Sub) {
        return None;
    }
    let (ka, ca, ia) = native_inst(vm, a)?;
    let (kb, cb, ib) = native_inst(vm, b)?;
    // The commonest pairs computed from the fields already found (the
    // methods below would find them again); unusual fields go there.
    let sub = op == BinOp::Sub;
    let direct = match (ka, kb) {
        (DateTime, Delta) | (Delta, DateTime) if !(sub && ka == Delta) => {
            let (cls, d, t) = if ka == DateTime {
                (ca, ia, ib)
            } else {
                (cb, ib, ia)
            };
            match (dt_of(vm, d), inst_delta_us(vm, t)) {
                (Some(dt), Some(us)) => {
                    let total = dt.total_us() as i128;
                    Some(make_dt(
                        vm,
                        cls,
                        if sub { total - us } else { total + us },
                        dt.tz,
                    ))
                }
                _ => None,
            }
        }
        (Delta, Delta) => match (inst_delta_us(vm, ia), inst_delta_us(vm, ib)) {
            (Some(p), Some(q)) => Some(make_delta(vm, ca, if sub { p - q } else { p + q })),
            _ => None,
        },
        _ => None,
    };
    if direct.is_some() {
        return direct;
    }
    let (ab, ba) = ([a, b], [b, a]);
    Some(match (op, ka, kb) {
        (BinOp::Add, DateTime, Delta) => dt_add(vm, Args::new(&ab), "__add__"),
        (BinOp::Add, Delta, DateTime) => dt_add(vm, Args::new(&ba), "__radd__"),
        (BinOp::Sub, DateTime, Delta | DateTime) => dt_sub(vm, Args::new(&ab)),
        (BinOp::Add, Date, Delta) => d_add(vm, Args::new(&ab), "__add__"),
        (BinOp::Add, Delta, Date) => d_add(vm, Args::new(&ba), "__radd__"),
        (BinOp::Sub, Date, Delta | Date) => d_sub(vm, Args::new(&ab)),
        (BinOp::Add, Delta, Delta) => td_arith(vm, Args::new(&ab), "__add__"),
        (BinOp::Sub, Delta, Delta) => td_arith(vm, Args::new(&ab), "__sub__"),
        _ => return None,
    })
}

/// `hash(v)` of a plain instance without the method call; None: hash the
/// usual way.
pub(crate) fn fast_hash(vm: &mut Vm, v: Value) -> Option<Result<i64>> {
    let args = [v];
    let r = match native_kind(vm, v)? {
        Kind::Delta => td_hash(vm, Args::new(&args)),
        Kind::Date => d_hash(vm, Args::new(&args)),
        Kind::DateTime => dt_hash(vm, Args::new(&args)),
        Kind::TimeZone => return None,
    };
    Some(match r {
        Ok(Value::Int(i)) => Ok(if i == -1 { -2 } else { i }),
        // The Python definitions hash ints and tuples of ints.
        Ok(h) => crate::builtins::functions::py_hash(vm, h),
        Err(e) => Err(e),
    })
}

/// Python's hash of an int that fits i64.
fn int_hash(v: i64) -> i64 {
    const M: i64 = (1 << 61) - 1;
    let h = if v >= 0 { v % M } else { -((-v) % M) };
    if h == -1 { -2 } else { h }
}

fn td_hash(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((Kind::Delta, _, d)) = kind_of(vm, x)
        && let (Some(days), Some(s), Some(us)) = (
            int_field(vm, d, 0, "_days"),
            int_field(vm, d, 1, "_seconds"),
            int_field(vm, d, 2, "_microseconds"),
        )
    {
        // The hash of the (days, seconds, microseconds) tuple.
        let mut h = crate::num::TupleHasher::new();
        h.push(int_hash(days));
        h.push(int_hash(s));
        h.push(int_hash(us));
        return Ok(Value::Int(h.finish()));
    }
    slow(vm, &a, "__hash__")
}

fn td_arith(vm: &mut Vm, a: Args, dunder: &str) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((_, cls, _)) = kind_of(vm, x)
        && let (Some(p), Some(q)) = (delta_us(vm, x), delta_us(vm, y))
    {
        let us = match dunder {
            "__add__" | "__radd__" => p + q,
            "__sub__" => p - q,
            _ => q - p,
        };
        return make_delta(vm, cls, us);
    }
    slow(vm, &a, dunder)
}

fn td_neg(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, cls, _)) = kind_of(vm, x)
        && let Some(p) = delta_us(vm, x)
    {
        return make_delta(vm, cls, -p);
    }
    slow(vm, &a, "__neg__")
}

fn td_total_seconds(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some(p) = delta_us(vm, x)
    {
        // Exact when the count fits a double's mantissa, as for CPython's
        // int / int true division.
        if p.unsigned_abs() < (1u128 << 53) {
            return Ok(Value::Float(p as f64 / US_PER_SECOND as f64));
        }
    }
    slow(vm, &a, "total_seconds")
}

fn d_hash(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, d)) = as_date(vm, x)
    {
        return Ok(Value::Int(int_hash(to_ordinal(d))));
    }
    slow(vm, &a, "__hash__")
}

/// The timedelta class, for results of subtraction.
fn delta_class(vm: &Vm, me: Value) -> Option<ObjRef> {
    match vm.class_lookup(vm.class_of(me), "_corral_delta") {
        Some(Value::Obj(r)) => Some(r),
        _ => None,
    }
}

fn d_add(vm: &mut Vm, a: Args, dunder: &str) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((cls, d)) = as_date(vm, x)
        && let Some((Kind::Delta, _, td)) = kind_of(vm, y)
        && let Some(days) = int_field(vm, td, 0, "_days")
    {
        let n = to_ordinal(d) + days;
        if !(1..=MAX_ORDINAL).contains(&n) {
            return Err(Error::overflow("date value out of range"));
        }
        return make_date(vm, cls, from_ordinal(n));
    }
    slow(vm, &a, dunder)
}

fn d_sub(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((cls, d)) = as_date(vm, x)
    {
        if let Some((Kind::Delta, _, td)) = kind_of(vm, y)
            && let Some(days) = int_field(vm, td, 0, "_days")
        {
            let n = to_ordinal(d) - days;
            if !(1..=MAX_ORDINAL).contains(&n) {
                return Err(Error::overflow("date value out of range"));
            }
            return make_date(vm, cls, from_ordinal(n));
        }
        if let Some((_, e)) = as_date(vm, y)
            && let Some(tc) = delta_class(vm, x)
        {
            let days = to_ordinal(d) - to_ordinal(e);
            return make_delta(vm, tc, days as i128 * US_PER_DAY as i128);
        }
    }
    slow(vm, &a, "__sub__")
}

fn iso_date(d: Ymd) -> String {
    format!("{:04}-{:02}-{:02}", d.y, d.m, d.d)
}

fn d_isoformat(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, d)) = as_date(vm, x)
    {
        return vm.new_str(iso_date(d));
    }
    slow(vm, &a, "isoformat")
}

/// weekday()/isoweekday() of a date or datetime (both keep the date fields).
fn d_weekday(vm: &mut Vm, a: Args, plus: i64) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((Kind::Date | Kind::DateTime, _, dict)) = kind_of(vm, x)
        && let Some(d) = ymd_of(vm, dict)
    {
        return Ok(Value::Int(weekday(d) + plus));
    }
    slow(vm, &a, if plus == 0 { "weekday" } else { "isoweekday" })
}

fn d_toordinal(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((Kind::Date | Kind::DateTime, _, dict)) = kind_of(vm, x)
        && let Some(d) = ymd_of(vm, dict)
    {
        return Ok(Value::Int(to_ordinal(d)));
    }
    slow(vm, &a, "toordinal")
}

/// isocalendar() of a date or datetime: the IsoCalendarDate class (a
/// Python tuple subclass) is called with the computed fields.
fn d_isocalendar(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((Kind::Date | Kind::DateTime, cls, dict)) = kind_of(vm, x)
        && let Some(d) = ymd_of(vm, dict)
        && let Some(make) = vm.class_lookup(Value::Obj(cls), "_corral_isocal")
    {
        let (y, w, wd) = iso_calendar(d);
        let items = vec![Value::Int(y), Value::Int(w), Value::Int(wd)];
        // The tuple subclass's instance made as its __new__ would make it.
        if let Value::Obj(ic) = make
            && matches!(vm.heap.get(ic), Obj::Class(c) if c.builtin_base == crate::objects::TypeId::Tuple)
        {
            let t = vm.new_tuple(items)?;
            return vm.alloc(Obj::Instance(Box::new(Instance::new(ic, t))));
        }
        return vm.call(make, &items);
    }
    slow(vm, &a, "isocalendar")
}

fn dt_hash(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, dt)) = as_dt(vm, x)
        && let Some(off) = fixed_offset(vm, dt.tz)
    {
        return Ok(Value::Int(int_hash(dt.total_us() - off.unwrap_or(0))));
    }
    slow(vm, &a, "__hash__")
}

fn dt_add(vm: &mut Vm, a: Args, dunder: &str) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((cls, dt)) = as_dt(vm, x)
        && let Some(us) = delta_us(vm, y)
    {
        return make_dt(vm, cls, dt.total_us() as i128 + us, dt.tz);
    }
    slow(vm, &a, dunder)
}

fn dt_sub(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((x, y)) = two(&a)
        && let Some((cls, dt)) = as_dt(vm, x)
    {
        if let Some(us) = delta_us(vm, y) {
            return make_dt(vm, cls, dt.total_us() as i128 - us, dt.tz);
        }
        if let Some((_, other)) = as_dt(vm, y)
            && let Some(tc) = delta_class(vm, x)
        {
            let offsets = if dt.tz == other.tz {
                Some((0, 0))
            } else {
                match (fixed_offset(vm, dt.tz), fixed_offset(vm, other.tz)) {
                    (Some(Some(p)), Some(Some(q))) => Some((p, q)),
                    _ => None,
                }
            };
            if let Some((p, q)) = offsets {
                let diff = (dt.total_us() - p) as i128 - (other.total_us() - q) as i128;
                return make_delta(vm, tc, diff);
            }
        }
    }
    slow(vm, &a, "__sub__")
}

fn dt_date(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, dt)) = as_dt(vm, x)
        && let Some(Value::Obj(dc)) = vm.class_lookup(vm.class_of(x), "_corral_date")
    {
        return make_date(vm, dc, dt.date);
    }
    slow(vm, &a, "date")
}

fn offset_text(us: i64, sep: &str, out: &mut String) {
    let (sign, us) = if us < 0 { ('-', -us) } else { ('+', us) };
    let minutes = us / 60_000_000;
    let rest = us % 60_000_000;
    out.push(sign);
    out.push_str(&format!("{:02}{sep}{:02}", minutes / 60, minutes % 60));
    if rest != 0 {
        out.push_str(&format!("{sep}{:02}", rest / US_PER_SECOND));
        if rest % US_PER_SECOND != 0 {
            out.push_str(&format!(".{:06}", rest % US_PER_SECOND));
        }
    }
}

fn iso_dt(dt: &Dt, sep: char, off: Option<i64>) -> String {
    let mut s = iso_date(dt.date);
    s.push(sep);
    s.push_str(&format!("{:02}:{:02}:{:02}", dt.h, dt.mi, dt.s));
    if dt.us != 0 {
        s.push_str(&format!(".{:06}", dt.us));
    }
    if let Some(o) = off {
        offset_text(o, ":", &mut s);
    }
    s
}

fn dt_isoformat(vm: &mut Vm, a: Args) -> Result<Value> {
    if let [x, rest @ ..] = a.pos
        && rest.len() <= 1
        && a.kw.iter().all(|(k, _)| &**k == "sep")
        && let Some((_, dt)) = as_dt(vm, *x)
        && let Some(off) = fixed_offset(vm, dt.tz)
    {
        let sep_v = rest.first().copied().or_else(|| a.kw("sep"));
        let sep = match sep_v {
            None => Some('T'),
            Some(v) => vm.str_of(v).and_then(|s| {
                let mut c = s.chars();
                match (c.next(), c.next()) {
                    (Some(ch), None) => Some(ch),
                    _ => None,
                }
            }),
        };
        if let Some(sep) = sep
            && (rest.is_empty() || a.kw.is_empty())
        {
            return vm.new_str(iso_dt(&dt, sep, off));
        }
    }
    slow(vm, &a, "isoformat")
}

fn dt_str(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(x) = one(&a)
        && let Some((_, dt)) = as_dt(vm, x)
        && let Some(off) = fixed_offset(vm, dt.tz)
    {
        return vm.new_str(iso_dt(&dt, ' ', off));
    }
    slow(vm, &a, "__str__")
}

// ----- strftime -----

const DAY_NAMES: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// glibc's C-locale strftime for the directives whose output does not
/// depend on flags or widths; None: leave the whole format to the Python
/// implementation (flags, %z/%Z of a zone, years before 1000, anything
/// unusual).
fn format_fields(fmt: &str, dt: &Dt, off: Option<i64>) -> Option<String> {
    use std::fmt::Write;
    let d = dt.date;
    if d.y < 1000 {
        return None;
    }
    let wd = weekday(d) as usize;
    let yday = day_of_year(d);
    let mut out = String::with_capacity(fmt.len() + 16);
    let mut chars = fmt.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let code = chars.next()?;
        let hour12 = if dt.h % 12 == 0 { 12 } else { dt.h % 12 };
        let ampm = if dt.h < 12 { "AM" } else { "PM" };
        let sunday_wd = (wd as i64 + 1) % 7;
        let r = match code {
            'a' => write!(out, "{}", &DAY_NAMES[wd][..3]),
            'A' => write!(out, "{}", DAY_NAMES[wd]),
            'b' | 'h' => write!(out, "{}", &MONTH_NAMES[d.m as usize - 1][..3]),
            'B' => write!(out, "{}", MONTH_NAMES[d.m as usize - 1]),
            'c' => write!(
                out,
                "{} {} {:>2} {:02}:{:02}:{:02} {}",
                &DAY_NAMES[wd][..3],
                &MONTH_NAMES[d.m as usize - 1][..3],
                d.d,
                dt.h,
                dt.mi,
                dt.s,
                d.y
            ),
            'C' => write!(out, "{:02}", d.y / 100),
            'd' => write!(out, "{:02}", d.d),
            'D' | 'x' => write!(out, "{:02}/{:02}/{:02}", d.m, d.d, d.y % 100),
            'e' => write!(out, "{:>2}", d.d),
            'F' => write!(out, "{}-{:02}-{:02}", d.y, d.m, d.d),
            'G' => write!(out, "{}", iso_calendar(d).0),
            'g' => write!(out, "{:02}", iso_calendar(d).0 % 100),
            'V' => write!(out, "{:02}", iso_calendar(d).1),
            'H' => write!(out, "{:02}", dt.h),
            'I' => write!(out, "{:02}", hour12),
            'j' => write!(out, "{:03}", yday),
            'm' => write!(out, "{:02}", d.m),
            'M' => write!(out, "{:02}", dt.mi),
            'n' => writeln!(out),
            't' => write!(out, "\t"),
            'p' => write!(out, "{ampm}"),
            'r' => write!(out, "{:02}:{:02}:{:02} {ampm}", hour12, dt.mi, dt.s),
            'R' => write!(out, "{:02}:{:02}", dt.h, dt.mi),
            'S' => write!(out, "{:02}", dt.s),
            'T' | 'X' => write!(out, "{:02}:{:02}:{:02}", dt.h, dt.mi, dt.s),
            'u' => write!(out, "{}", wd + 1),
            'w' => write!(out, "{sunday_wd}"),
            'U' => write!(out, "{:02}", (yday - 1 + 7 - sunday_wd) / 7),
            'W' => write!(out, "{:02}", (yday - 1 + 7 - wd as i64) / 7),
            'y' => write!(out, "{:02}", d.y % 100),
            'Y' => write!(out, "{}", d.y),
            'f' => write!(out, "{:06}", dt.us),
            // Empty for a naive value; a zone's name is the Python path's.
            'Z' if dt.tz == Value::None => Ok(()),
            'z' => {
                if let Some(o) = off {
                    offset_text(o, "", &mut out);
                }
                Ok(())
            }
            '%' => write!(out, "%"),
            _ => return None,
        };
        r.ok()?;
    }
    Some(out)
}

/// date.strftime / datetime.strftime.
fn strftime(vm: &mut Vm, a: Args) -> Result<Value> {
    // A long format is the Python path's: its output, up to some 30 times
    // the format's size, is charged as it grows there.
    if let Some((x, f)) = two(&a)
        && let Some(fmt) = vm.str_of(f)
        && fmt.len() <= 4096
    {
        let fields = match kind_of(vm, x) {
            Some((Kind::Date, _, d)) => ymd_of(vm, d).map(|date| {
                let dt = Dt {
                    date,
                    h: 0,
                    mi: 0,
                    s: 0,
                    us: 0,
                    tz: Value::None,
                };
                (dt, None)
            }),
            Some((Kind::DateTime, _, d)) => dt_of(vm, d).and_then(|dt| {
                // %Z needs the zone's name: the Python path asks for it.
                if dt.tz != Value::None && fmt.contains("%Z") {
                    return None;
                }
                fixed_offset(vm, dt.tz).map(|off| (dt, off))
            }),
            _ => None,
        };
        if let Some((dt, off)) = fields {
            let text = if fmt.contains('%') {
                format_fields(fmt, &dt, off)
            } else {
                Some(fmt.to_string())
            };
            if let Some(t) = text {
                return vm.new_str(t);
            }
        }
    }
    slow(vm, &a, "strftime")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_round_trip() {
        for n in [1, 59, 60, 365, 366, 730_120, 738_000, MAX_ORDINAL] {
            assert_eq!(to_ordinal(from_ordinal(n)), n);
        }
        let d = from_ordinal(738_886);
        assert_eq!((d.y, d.m, d.d), (2024, 1, 1));
    }

    #[test]
    fn iso_calendar_at_year_ends() {
        let d = Ymd {
            y: 2024,
            m: 12,
            d: 30,
        };
        assert_eq!(iso_calendar(d), (2025, 1, 1));
        let d = Ymd {
            y: 2021,
            m: 1,
            d: 3,
        };
        assert_eq!(iso_calendar(d), (2020, 53, 7));
    }
}
