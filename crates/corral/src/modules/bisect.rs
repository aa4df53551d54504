//! The `bisect` module.

use super::common::{call_method, call_rooted};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "bisect",
    functions: &[
        NativeDef {
            name: "bisect_right",
            f: |vm, a| bisect(vm, a, "bisect_right", true),
        },
        NativeDef {
            name: "bisect_left",
            f: |vm, a| bisect(vm, a, "bisect_left", false),
        },
        NativeDef {
            name: "insort_right",
            f: |vm, a| insort(vm, a, "insort_right", true),
        },
        NativeDef {
            name: "insort_left",
            f: |vm, a| insort(vm, a, "insort_left", false),
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    let br = super::get_attr(vm, m, "bisect_right")?.unwrap_or(Value::None);
    set_attr(vm, m, "bisect", br)?;
    let ir = super::get_attr(vm, m, "insort_right")?.unwrap_or(Value::None);
    set_attr(vm, m, "insort", ir)
}

struct BArgs {
    a: Value,
    x: Value,
    lo: i64,
    hi: i64,
    key: Option<Value>,
}

/// `(a, x, lo=0, hi=None, *, key=None)` with argument-clinic messages.
fn parse(vm: &mut Vm, args: &Args, fname: &str) -> Result<BArgs> {
    let names = ["a", "x", "lo", "hi"];
    if args.pos.len() > 4 {
        return Err(Error::type_error(format!(
            "{fname}() takes at most 4 positional arguments ({} given)",
            args.pos.len()
        )));
    }
    let mut vals: [Option<Value>; 4] = [None; 4];
    for (i, v) in args.pos.iter().enumerate() {
        vals[i] = Some(*v);
    }
    let mut key = None;
    for (k, v) in args.kw {
        if &**k == "key" {
            key = Some(*v);
            continue;
        }
        match names.iter().position(|n| **n == **k) {
            Some(i) if vals[i].is_none() => vals[i] = Some(*v),
            Some(i) => {
                return Err(Error::type_error(format!(
                    "argument for {fname}() given by name ('{}') and position ({})",
                    names[i],
                    i + 1
                )));
            }
            None => {
                return Err(Error::type_error(format!(
                    "'{k}' is an invalid keyword argument for {fname}()"
                )));
            }
        }
    }
    for (i, name) in names.iter().enumerate().take(2) {
        if vals[i].is_none() {
            return Err(Error::type_error(format!(
                "{fname}() missing required argument '{name}' (pos {})",
                i + 1
            )));
        }
    }
    let lo = match vals[2] {
        Some(v) => vm.index_of(v)?,
        None => 0,
    };
    let hi = match vals[3] {
        None | Some(Value::None) => -1,
        Some(v) => vm.index_of(v)?,
    };
    Ok(BArgs {
        a: vals[0].unwrap_or(Value::None),
        x: vals[1].unwrap_or(Value::None),
        lo,
        hi,
        key: key.filter(|k| !matches!(k, Value::None)),
    })
}

fn search(vm: &mut Vm, b: &BArgs, item: Value, right: bool) -> Result<i64> {
    let mut lo = b.lo;
    let mut hi = b.hi;
    if lo < 0 {
        return Err(Error::value_error("lo must be non-negative"));
    }
    if hi == -1 {
        hi = vm.len_of(b.a)? as i64;
    }
    let mut steps = 0u64;
    while lo < hi {
        steps += 1;
        if steps.is_multiple_of(64) {
            vm.charge_steps(64)?;
        }
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let mut litem = seq_item(vm, b.a, mid)?;
        if let Some(k) = b.key {
            litem = call_rooted(vm, k, &[litem])?;
        }
        let lt = if right {
            vm.less_than(item, litem)?
        } else {
            vm.less_than(litem, item)?
        };
        if right == lt {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

/// `PySequence_GetItem`.
fn seq_item(vm: &mut Vm, a: Value, i: i64) -> Result<Value> {
    if let Value::Obj(r) = a {
        if let Obj::List(l) = vm.heap.get(r) {
            if let Some(v) = l.get(i as usize) {
                return Ok(*v);
            }
            return Err(Error::index_error("list index out of range"));
        }
        if matches!(
            vm.heap.get(r),
            Obj::Set(_) | Obj::FrozenSet(_) | Obj::Dict(_)
        ) && !vm.is_user(a)
        {
            return Err(Error::type_error(format!(
                "'{}' object does not support indexing",
                vm.type_name(a)
            )));
        }
    }
    vm.get_item(a, Value::Int(i))
}

fn bisect(vm: &mut Vm, a: Args, fname: &str, right: bool) -> Result<Value> {
    let b = parse(vm, &a, fname)?;
    let i = search(vm, &b, b.x, right)?;
    Ok(Value::Int(i))
}

fn insort(vm: &mut Vm, a: Args, fname: &str, right: bool) -> Result<Value> {
    let b = parse(vm, &a, fname)?;
    let item = match b.key {
        Some(k) => call_rooted(vm, k, &[b.x])?,
        None => b.x,
    };
    let i = search(vm, &b, item, right)?;
    let exact_list = matches!(b.a, Value::Obj(r) if matches!(vm.heap.get(r), Obj::List(_)));
    if exact_list {
        let r = b.a.as_obj().ok_or_else(|| Error::fault("list"))?;
        super::common::list_insert(vm, r, i as usize, b.x)?;
    } else {
        call_method(vm, b.a, "insert", &[Value::Int(i), b.x])?;
    }
    Ok(Value::None)
}
