//! Limits a call asks for, which may only lower the server's: each is a
//! string as the CLI takes it (`"500ms"`, `"2s"`, `"64MiB"`, `"10k"`,
//! `"none"`) or an integer in the base unit (milliseconds, bytes, counts).

use std::time::Duration;

use corral::Limits;
use serde_json::{Map, Value as J};

#[derive(Clone, Copy)]
enum Unit {
    Millis,
    Bytes,
    Count,
}

/// The server's limits, lowered where the call asks for less. Asking for
/// more (or for `none` where the server has a limit) keeps the server's.
pub fn lower(server: &Limits, asked: &Map<String, J>) -> Result<Limits, String> {
    let mut l = server.clone();
    for (name, v) in asked {
        let unit = match name.as_str() {
            "time" | "cpu_time" => Unit::Millis,
            "memory" | "program_bytes" | "output_bytes" => Unit::Bytes,
            "steps" | "stack_depth" | "ast_depth" | "parallel" | "host_calls" => Unit::Count,
            other => return Err(format!("limits: unknown limit {other:?}")),
        };
        let want = parse(v, unit).map_err(|e| format!("limits.{name}: {e}"))?;
        let min = |have: Option<u64>| match (have, want) {
            (Some(h), Some(w)) => Some(h.min(w)),
            (Some(h), None) => Some(h),
            (None, w) => w,
        };
        let ms = |d: Option<Duration>| d.map(|d| d.as_millis().min(u64::MAX as u128) as u64);
        let dur = |m: Option<u64>| m.map(Duration::from_millis);
        match name.as_str() {
            "time" => l.time = dur(min(ms(l.time))),
            "cpu_time" => l.cpu_time = dur(min(ms(l.cpu_time))),
            "steps" => l.steps = min(l.steps),
            "memory" => l.memory = min(l.memory),
            "stack_depth" => l.stack_depth = min(l.stack_depth),
            "ast_depth" => l.ast_depth = min(l.ast_depth),
            "program_bytes" => l.program_bytes = min(l.program_bytes),
            "output_bytes" => l.output_bytes = min(l.output_bytes),
            "parallel" => l.parallel = min(l.parallel),
            _ => l.host_calls = min(l.host_calls),
        }
    }
    Ok(l)
}

/// One limit in its base unit; None for `none`.
fn parse(v: &J, unit: Unit) -> Result<Option<u64>, String> {
    let s = match v {
        J::Null => return Ok(None),
        J::Number(n) => {
            return n
                .as_u64()
                .map(Some)
                .ok_or_else(|| format!("expected a non-negative integer, got {n}"));
        }
        J::String(s) => s.trim(),
        _ => return Err("expected a string like \"2s\" or an integer".into()),
    };
    if s.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(s.len());
    let n: f64 = s[..end]
        .replace('_', "")
        .parse()
        .map_err(|_| format!("expected a number with an optional unit, got {s:?}"))?;
    let suffix = s[end..].trim();
    let mult = match unit {
        Unit::Millis => match suffix {
            "ms" => 1.0,
            "" | "s" | "sec" => 1000.0,
            "us" | "µs" => 0.001,
            "m" | "min" => 60_000.0,
            "h" => 3_600_000.0,
            u => return Err(format!("unknown time unit {u:?} (use ms, s, m, h)")),
        },
        Unit::Bytes => match suffix.to_ascii_lowercase().as_str() {
            "" | "b" => 1.0,
            "k" | "kb" => 1e3,
            "kib" => 1024.0,
            "m" | "mb" => 1e6,
            "mib" => 1024.0 * 1024.0,
            "g" | "gb" => 1e9,
            "gib" => 1024.0 * 1024.0 * 1024.0,
            u => return Err(format!("unknown size unit {u:?} (use B, KiB, MiB, GiB)")),
        },
        Unit::Count => match suffix {
            "" => 1.0,
            "k" | "K" => 1e3,
            "M" | "m" => 1e6,
            "G" | "g" => 1e9,
            u => return Err(format!("unknown count suffix {u:?} (use k, M, G)")),
        },
    };
    let x = n * mult;
    if !x.is_finite() || x > u64::MAX as f64 {
        return Err(format!("out of range: {s:?}"));
    }
    Ok(Some(x.round() as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn asked(v: J) -> Map<String, J> {
        match v {
            J::Object(m) => m,
            _ => Map::new(),
        }
    }

    #[test]
    fn a_call_may_lower_but_never_raise() {
        let server = Limits::default();
        let l = lower(&server, &asked(json!({"time": "200ms", "memory": "1GiB"}))).unwrap();
        assert_eq!(l.time, Some(Duration::from_millis(200)));
        assert_eq!(l.memory, server.memory);
        let l = lower(&server, &asked(json!({"time": "none", "steps": 1000}))).unwrap();
        assert_eq!(l.time, server.time);
        assert_eq!(l.steps, Some(1000));
        assert!(lower(&server, &asked(json!({"speed": 1}))).is_err());
        assert!(lower(&server, &asked(json!({"time": "2 parsecs"}))).is_err());
        assert!(lower(&server, &asked(json!({"time": -1}))).is_err());
    }
}
