//! Limits in requests and in the config file: each value a string as the
//! CLI takes it (`"200ms"`, `"64MiB"`, `"10k"`, `"none"`) or an integer in
//! the limit's base unit (milliseconds, bytes, counts). A tenant's maxima
//! bound what a request may ask for.

use std::collections::BTreeMap;
use std::time::Duration;

use corral::Limits;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::units::{parse_bytes, parse_count, parse_duration};

/// One limit's value: an integer in the base unit, or a string with a unit
/// (`"none"` disables the limit).
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema, PartialEq)]
#[serde(untagged)]
pub enum LimitValue {
    Int(u64),
    Text(String),
}

/// The limit names of DESIGN.md, in its order.
pub const NAMES: [&str; 10] = [
    "time",
    "cpu_time",
    "steps",
    "memory",
    "stack_depth",
    "ast_depth",
    "program_bytes",
    "output_bytes",
    "parallel",
    "host_calls",
];

/// A limit's value in its base unit (None: disabled).
pub fn get(l: &Limits, name: &str) -> Option<u64> {
    let ms = |d: Option<Duration>| d.map(|d| d.as_millis().min(u64::MAX as u128) as u64);
    match name {
        "time" => ms(l.time),
        "cpu_time" => ms(l.cpu_time),
        "steps" => l.steps,
        "memory" => l.memory,
        "stack_depth" => l.stack_depth,
        "ast_depth" => l.ast_depth,
        "program_bytes" => l.program_bytes,
        "output_bytes" => l.output_bytes,
        "parallel" => l.parallel,
        "host_calls" => l.host_calls,
        _ => None,
    }
}

fn set(l: &mut Limits, name: &str, v: Option<u64>) {
    let d = v.map(Duration::from_millis);
    match name {
        "time" => l.time = d,
        "cpu_time" => l.cpu_time = d,
        "steps" => l.steps = v,
        "memory" => l.memory = v,
        "stack_depth" => l.stack_depth = v,
        "ast_depth" => l.ast_depth = v,
        "program_bytes" => l.program_bytes = v,
        "output_bytes" => l.output_bytes = v,
        "parallel" => l.parallel = v,
        "host_calls" => l.host_calls = v,
        _ => {}
    }
}

/// Parse one value of limit `name` into its base unit.
pub fn parse_value(name: &str, v: &LimitValue) -> Result<Option<u64>, String> {
    let s = match v {
        LimitValue::Int(n) => return Ok(Some(*n)),
        LimitValue::Text(s) => s,
    };
    match name {
        "time" | "cpu_time" => {
            parse_duration(s).map(|d| d.map(|d| d.as_millis().min(u64::MAX as u128) as u64))
        }
        "memory" | "program_bytes" | "output_bytes" => parse_bytes(s),
        _ => parse_count(s),
    }
}

/// `base` with the entries of `given` applied (unknown names refused).
pub fn apply(
    base: &Limits,
    given: &BTreeMap<String, LimitValue>,
    field: &str,
) -> Result<Limits, String> {
    let mut l = base.clone();
    for (name, v) in given {
        if !NAMES.contains(&name.as_str()) {
            return Err(format!(
                "{field}.{name}: unknown limit (known: {})",
                NAMES.join(", ")
            ));
        }
        let x = parse_value(name, v).map_err(|e| format!("{field}.{name}: {e}"))?;
        set(&mut l, name, x);
    }
    Ok(l)
}

/// Refuse limits above the tenant's maxima: a request may lower a limit,
/// never raise it (nor disable one that has a maximum).
pub fn check_within(l: &Limits, max: &Limits) -> Result<(), String> {
    for name in NAMES {
        if let Some(m) = get(max, name) {
            match get(l, name) {
                None => {
                    return Err(format!(
                        "limits.{name}: cannot be disabled; this tenant's maximum is {m}"
                    ));
                }
                Some(v) if v > m => {
                    return Err(format!(
                        "limits.{name}: {v} is above this tenant's maximum of {m}"
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(pairs: &[(&str, LimitValue)]) -> BTreeMap<String, LimitValue> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn strings_and_integers_in_base_units() {
        let l = apply(
            &Limits::default(),
            &map(&[
                ("time", LimitValue::Text("200ms".into())),
                ("memory", LimitValue::Text("64MiB".into())),
                ("steps", LimitValue::Text("10k".into())),
                ("stack_depth", LimitValue::Int(50)),
                ("output_bytes", LimitValue::Text("none".into())),
            ]),
            "limits",
        )
        .unwrap();
        assert_eq!(l.time, Some(Duration::from_millis(200)));
        assert_eq!(l.memory, Some(64 << 20));
        assert_eq!(l.steps, Some(10_000));
        assert_eq!(l.stack_depth, Some(50));
        assert_eq!(l.output_bytes, None);
    }

    #[test]
    fn unknown_names_and_bad_units_say_what_is_wrong() {
        let e = apply(
            &Limits::default(),
            &map(&[("tme", LimitValue::Int(1))]),
            "limits",
        )
        .unwrap_err();
        assert!(e.starts_with("limits.tme: unknown limit"), "{e}");
        let e = apply(
            &Limits::default(),
            &map(&[("time", LimitValue::Text("3 parsecs".into()))]),
            "limits",
        )
        .unwrap_err();
        assert!(e.contains("limits.time"), "{e}");
    }

    #[test]
    fn maxima_refuse_raising_and_disabling() {
        let max = apply(
            &Limits::none(),
            &map(&[("time", LimitValue::Text("1s".into()))]),
            "max",
        )
        .unwrap();
        let lower = apply(
            &Limits::none(),
            &map(&[("time", LimitValue::Int(500))]),
            "l",
        )
        .unwrap();
        assert!(check_within(&lower, &max).is_ok());
        let higher = apply(
            &Limits::none(),
            &map(&[("time", LimitValue::Int(2000))]),
            "l",
        )
        .unwrap();
        assert!(check_within(&higher, &max).is_err());
        assert!(check_within(&Limits::none(), &max).is_err());
    }
}
