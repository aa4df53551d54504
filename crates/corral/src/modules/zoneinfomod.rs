//! `_zoneinfo`: the IANA time-zone database compiled into the binary (jiff's
//! bundled tzdb), for the `zoneinfo` module (modules/py/zoneinfo.py). The
//! guest never sees host files: the database is the same on every host, so
//! a run's answers do not depend on where it runs.
//!
//! Zones are named by key; every function takes the key again rather than
//! keeping a handle, so `ZoneInfo` objects stay plain guest objects.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use jiff::Timestamp;
use jiff::civil::DateTime;
use jiff::tz::{AmbiguousOffset, TimeZone};
use num_traits::ToPrimitive;

use super::common::{Sig, bind, index_of};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::capabilities::HostValue;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_zoneinfo",
    functions: &[
        NativeDef {
            name: "exists",
            f: exists,
        },
        NativeDef {
            name: "at_utc",
            f: at_utc,
        },
        NativeDef {
            name: "local_offsets",
            f: local_offsets,
        },
        NativeDef {
            name: "fixed_offset",
            f: fixed_offset,
        },
        NativeDef {
            name: "available",
            f: available,
        },
    ],
    init: |_, _| Ok(()),
};

/// What a zone needs beyond jiff's answers: the DST amount of each local
/// time type, which TZif files do not store (only an is-DST flag).
struct Zone {
    tz: TimeZone,
    /// (UTC offset, abbreviation) of a DST type -> its DST amount, seconds.
    dst_amounts: HashMap<(i32, String), i32>,
}

thread_local! {
    /// Zones by key. The database is fixed, so entries never go stale; the
    /// number of keys is bounded by the database.
    static ZONES: RefCell<HashMap<String, Rc<Zone>>> = RefCell::new(HashMap::new());
}

/// Explicit transitions are looked at up to here (2038, where the TZif
/// files CPython reads stop listing them and the POSIX rule takes over).
const TABLE_END: i64 = 2_147_483_647;
/// A bound on the transitions scanned per zone (the largest zones have a
/// few hundred before 2038).
const MAX_TRANSITIONS: usize = 4000;

/// The DST amount of each DST type, as CPython's zoneinfo infers it: at the
/// type's first use whose neighbouring transition (the previous one, else
/// the next) is standard time, the difference of their offsets; one hour
/// when no use has a standard neighbour.
fn dst_table(tz: &TimeZone) -> HashMap<(i32, String), i32> {
    // (offset, abbreviation, is_dst) of each transition, in time order.
    let mut seq: Vec<(i32, String, bool)> = Vec::new();
    let start = Timestamp::MIN;
    for t in tz.following(start).take(MAX_TRANSITIONS) {
        if t.timestamp().as_second() > TABLE_END {
            break;
        }
        seq.push((
            t.offset().seconds(),
            t.abbreviation().to_string(),
            t.dst().is_dst(),
        ));
    }
    let mut table: HashMap<(i32, String), i32> = HashMap::new();
    for i in 1..seq.len() {
        let (off, ref abbr, dst) = seq[i];
        if !dst || table.get(&(off, abbr.clone())).is_some_and(|v| *v != 0) {
            continue;
        }
        let mut amount = 0;
        if !seq[i - 1].2 {
            amount = off - seq[i - 1].0;
        }
        if amount == 0
            && let Some(next) = seq.get(i + 1)
            && !next.2
        {
            amount = off - next.0;
        }
        table.insert((off, abbr.clone()), amount);
    }
    table
}

/// The zone named exactly `key` (the database's lookup ignores case; a
/// file system lookup, which CPython does, does not).
fn zone(key: &str) -> Option<Rc<Zone>> {
    if let Some(z) = ZONES.with(|z| z.borrow().get(key).cloned()) {
        return Some(z);
    }
    let tz = TimeZone::get(key).ok()?;
    if tz.iana_name() != Some(key) {
        return None;
    }
    let dst_amounts = dst_table(&tz);
    let z = Rc::new(Zone { tz, dst_amounts });
    ZONES.with(|m| m.borrow_mut().insert(key.to_string(), z.clone()));
    Some(z)
}

fn key_arg(vm: &Vm, v: Option<Value>) -> Result<String> {
    let v = v.unwrap_or(Value::None);
    match vm.str_of(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(Error::type_error(format!(
            "expected str, got {}",
            vm.type_name(v)
        ))),
    }
}

fn known(key: &str) -> Result<Rc<Zone>> {
    zone(key).ok_or_else(|| Error::value_error(format!("unknown time zone {key:?}")))
}

fn int_arg(vm: &mut Vm, v: Option<Value>) -> Result<i64> {
    let n = index_of(vm, v.unwrap_or(Value::None))?;
    n.to_i64()
        .ok_or_else(|| Error::overflow("time value out of range"))
}

/// `exists(key)`: is `key` a zone of the database?
fn exists(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("exists", &["key"], 1))?;
    let key = key_arg(vm, b.get(0))?;
    Ok(Value::Bool(zone(&key).is_some()))
}

/// The offset, DST amount and abbreviation in force at `secs` UTC.
fn info_at(z: &Zone, secs: i64) -> Result<(i32, i32, String)> {
    let ts = Timestamp::from_second(secs).map_err(|_| Error::overflow("timestamp out of range"))?;
    let info = z.tz.to_offset_info(ts);
    let off = info.offset().seconds();
    let abbr = info.abbreviation().to_string();
    let dst = if info.dst().is_dst() {
        match z.dst_amounts.get(&(off, abbr.clone())) {
            Some(&d) if d != 0 => d,
            // Never beside standard time: CPython's guess.
            Some(_) => 3600,
            // Only in the POSIX rule past the table: the standard offset
            // is the one in force before the latest switch to DST.
            None => dst_from_rule(z, ts, off),
        }
    } else {
        0
    };
    Ok((off, dst, abbr))
}

/// The DST amount at `ts` from the nearest earlier standard-time period;
/// one hour when there is none.
fn dst_from_rule(z: &Zone, ts: Timestamp, off: i32) -> i32 {
    let mut prev_std = None;
    for t in z.tz.preceding(ts).take(8) {
        if !t.dst().is_dst() {
            prev_std = Some(t.offset().seconds());
            break;
        }
    }
    match prev_std {
        Some(std) if std != off => off - std,
        _ => 3600,
    }
}

/// `at_utc(key, secs)` -> (utcoffset, dst, tzname), offsets in seconds.
fn at_utc(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("at_utc", &["key", "secs"], 2))?;
    let key = key_arg(vm, b.get(0))?;
    let secs = int_arg(vm, b.get(1))?;
    let z = known(&key)?;
    let (off, dst, abbr) = info_at(&z, secs)?;
    HostValue::Tuple(vec![
        HostValue::Int(off.into()),
        HostValue::Int(dst.into()),
        HostValue::Str(abbr),
    ])
    .to_guest(vm)
}

/// `local_offsets(key, y, mo, d, h, mi, s)` -> (before, after): the UTC
/// offsets a wall-clock time may have. They differ in a gap or a fold;
/// `before` is the offset in force before the transition.
fn local_offsets(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "local_offsets",
            &["key", "year", "month", "day", "hour", "minute", "second"],
            7,
        ),
    )?;
    let key = key_arg(vm, b.get(0))?;
    let mut f = [0i64; 6];
    for (i, x) in f.iter_mut().enumerate() {
        *x = int_arg(vm, b.get(i + 1))?;
    }
    let z = known(&key)?;
    let small = |v: i64| i8::try_from(v).ok();
    let dt = match (
        i16::try_from(f[0]).ok(),
        small(f[1]),
        small(f[2]),
        small(f[3]),
        small(f[4]),
        small(f[5]),
    ) {
        (Some(y), Some(mo), Some(d), Some(h), Some(mi), Some(s)) => {
            DateTime::new(y, mo, d, h, mi, s, 0).ok()
        }
        _ => None,
    };
    let Some(dt) = dt else {
        return Err(Error::value_error("date-time out of range"));
    };
    let (before, after) = match z.tz.to_ambiguous_timestamp(dt).offset() {
        AmbiguousOffset::Unambiguous { offset } => (offset, offset),
        AmbiguousOffset::Gap { before, after } | AmbiguousOffset::Fold { before, after } => {
            (before, after)
        }
    };
    HostValue::Tuple(vec![
        HostValue::Int(before.seconds().into()),
        HostValue::Int(after.seconds().into()),
    ])
    .to_guest(vm)
}

/// `fixed_offset(key)`: the zone's only offset, or None when it has
/// transitions.
fn fixed_offset(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("fixed_offset", &["key"], 1))?;
    let key = key_arg(vm, b.get(0))?;
    let z = known(&key)?;
    // A TZif zone without transitions is fixed too, though jiff only calls
    // zones built from one offset fixed.
    let fixed = z.tz.following(Timestamp::MIN).next().is_none();
    Ok(if fixed {
        let off = z.tz.to_offset_info(Timestamp::UNIX_EPOCH).offset();
        Value::Int(off.seconds().into())
    } else {
        Value::None
    })
}

/// `available()`: every key of the database, sorted.
fn available(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("available", &[], 0))?;
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|n| n.as_str().to_string())
        .collect();
    names.sort();
    let bytes: usize = names.iter().map(|n| n.len() + 64).sum();
    vm.heap.check_room(bytes)?;
    HostValue::List(names.into_iter().map(HostValue::Str).collect()).to_guest(vm)
}
