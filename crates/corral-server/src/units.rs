//! Parsing of limit values with units: `500ms`, `2s`, `64MiB`, `10k`, `none`.

use std::time::Duration;

fn split_number(s: &str) -> Result<(f64, &str), String> {
    let s = s.trim();
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(s.len());
    if end == 0 {
        return Err(format!(
            "expected a number with an optional unit, got '{s}'"
        ));
    }
    let num: f64 = s[..end]
        .replace('_', "")
        .parse()
        .map_err(|_| format!("invalid number in '{s}'"))?;
    Ok((num, s[end..].trim()))
}

fn is_none(s: &str) -> bool {
    s.trim().eq_ignore_ascii_case("none")
}

pub fn parse_duration(s: &str) -> Result<Option<Duration>, String> {
    if is_none(s) {
        return Ok(None);
    }
    let (n, unit) = split_number(s)?;
    let secs = match unit {
        "" | "s" | "sec" => n,
        "ms" => n / 1000.0,
        "us" | "µs" => n / 1_000_000.0,
        "m" | "min" => n * 60.0,
        "h" => n * 3600.0,
        other => return Err(format!("unknown time unit '{other}' (use ms, s, m, h)")),
    };
    if !secs.is_finite() || secs > 1e9 {
        return Err(format!("duration out of range: '{s}'"));
    }
    Ok(Some(Duration::from_secs_f64(secs)))
}

pub fn parse_bytes(s: &str) -> Result<Option<u64>, String> {
    if is_none(s) {
        return Ok(None);
    }
    let (n, unit) = split_number(s)?;
    let mult: f64 = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kb" => 1e3,
        "kib" => 1024.0,
        "m" | "mb" => 1e6,
        "mib" => 1024.0 * 1024.0,
        "g" | "gb" => 1e9,
        "gib" => 1024.0 * 1024.0 * 1024.0,
        other => {
            return Err(format!(
                "unknown size unit '{other}' (use B, KiB, MiB, GiB, KB, MB, GB)"
            ));
        }
    };
    let v = n * mult;
    if !v.is_finite() || v > u64::MAX as f64 {
        return Err(format!("size out of range: '{s}'"));
    }
    Ok(Some(v as u64))
}

pub fn parse_count(s: &str) -> Result<Option<u64>, String> {
    if is_none(s) {
        return Ok(None);
    }
    let (n, unit) = split_number(s)?;
    let mult: f64 = match unit {
        "" => 1.0,
        "k" | "K" => 1e3,
        "M" | "m" => 1e6,
        "G" | "g" | "B" => 1e9,
        other => return Err(format!("unknown count suffix '{other}' (use k, M, G)")),
    };
    let v = n * mult;
    if !v.is_finite() || v > u64::MAX as f64 {
        return Err(format!("count out of range: '{s}'"));
    }
    Ok(Some(v.round() as u64))
}
