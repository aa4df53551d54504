//! The virtual OS of a request (`os`: env, seed, clock, tz, cwd, files),
//! checked on the async side into plain data, and built into the engine's
//! `OsConfig` on the thread that runs the program (it holds `Rc`s).

use base64::Engine as _;
use corral::capabilities::os::{Clock, DEFAULT_EPOCH, OsConfig};
use serde::{Deserialize, Serialize};

use crate::api::{FileContent, OsRequest};

/// A host directory the operator mounts for a tenant (config file only).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Mount {
    pub host: String,
    pub guest: String,
    #[serde(default)]
    pub writable: bool,
}

/// A request's `os`, checked: everything needed to build an `OsConfig`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct OsSpec {
    pub env: Vec<(String, String)>,
    pub seed: Option<u64>,
    /// Start of a fixed clock; None with `real_clock` false means the default.
    pub clock_start: Option<f64>,
    pub real_clock: bool,
    pub utc_offset_secs: i32,
    pub tz_name: Option<String>,
    pub cwd: Option<String>,
    pub files: Vec<(String, Vec<u8>)>,
    pub mounts: Vec<Mount>,
    /// Bytes the program may write to files in total.
    pub fs_quota: Option<u64>,
}

impl OsSpec {
    /// Check a request's `os`, naming the field that is wrong.
    pub fn from_request(r: &OsRequest) -> Result<OsSpec, String> {
        let mut spec = OsSpec::default();
        for (k, v) in &r.env {
            if k.is_empty() || k.contains(['=', '\0']) || v.contains('\0') {
                return Err(format!(
                    "os.env: {k:?} is not a valid variable (empty, '=' or NUL)"
                ));
            }
            spec.env.push((k.clone(), v.clone()));
        }
        spec.seed = r.seed;
        if let Some(c) = &r.clock {
            match c.as_str() {
                "real" => spec.real_clock = true,
                "fixed" => spec.clock_start = Some(DEFAULT_EPOCH),
                n => match parse_clock_start(n.strip_prefix("fixed:").unwrap_or(n)) {
                    Some(s) => spec.clock_start = Some(s),
                    None => {
                        return Err(format!(
                            "os.clock: {c:?} is not real, fixed, fixed:ISO8601 (2024-05-01T12:00:00Z) or seconds since the epoch"
                        ));
                    }
                },
            }
        }
        if let Some(tz) = &r.tz {
            let (off, name) = match tz.split_once(',') {
                Some((o, n)) => (o, Some(n)),
                None => (tz.as_str(), None),
            };
            let secs = parse_offset(off).ok_or_else(|| {
                format!("os.tz: {tz:?} is not an offset like +02:00 or -05:30, optionally ,NAME")
            })?;
            spec.utc_offset_secs = secs;
            spec.tz_name = Some(match name {
                Some(n) if !n.is_empty() => n.to_string(),
                _ => format_offset(secs),
            });
        }
        if let Some(c) = &r.cwd {
            check_guest_path("os.cwd", c)?;
            spec.cwd = Some(c.clone());
        }
        for (path, content) in &r.files {
            check_guest_path("os.files", path)?;
            let data = match content {
                FileContent::Text(s) => s.clone().into_bytes(),
                FileContent::Encoded { content, encoding } => match encoding.as_str() {
                    "utf-8" | "utf8" => content.clone().into_bytes(),
                    "base64" => base64::engine::general_purpose::STANDARD
                        .decode(content)
                        .map_err(|e| format!("os.files[{path:?}]: bad base64: {e}"))?,
                    other => {
                        return Err(format!(
                            "os.files[{path:?}]: encoding {other:?} is not utf-8 or base64"
                        ));
                    }
                },
            };
            spec.files.push((path.clone(), data));
        }
        Ok(spec)
    }

    /// The engine's OS configuration (on the run's thread).
    pub fn build(&self, with_files: bool) -> Result<OsConfig, String> {
        let mut os = OsConfig {
            env: self.env.clone(),
            ..OsConfig::default()
        };
        if let Some(s) = self.seed {
            os.seed = s;
        }
        if self.real_clock {
            os.clock = Clock::Real;
        } else if let Some(start) = self.clock_start {
            os.clock = Clock::Fixed { start };
        }
        os.utc_offset_secs = self.utc_offset_secs;
        if let Some(n) = &self.tz_name {
            os.tz_name = n.as_str().into();
        }
        if let Some(c) = &self.cwd {
            os.cwd = corral::capabilities::os::normalize("/", c).into();
        }
        if with_files {
            for (p, data) in &self.files {
                os.fs.add_file(p, data.clone());
            }
        }
        for m in &self.mounts {
            os.fs
                .mount(&m.guest, std::path::Path::new(&m.host), m.writable)
                .map_err(|e| format!("mount {}: cannot open directory: {e}", m.host))?;
        }
        os.fs.set_quota(self.fs_quota);
        Ok(os)
    }
}

fn check_guest_path(field: &str, p: &str) -> Result<(), String> {
    if !p.starts_with('/') {
        return Err(format!("{field}: guest path {p:?} must be absolute"));
    }
    if p.contains('\0') {
        return Err(format!("{field}: guest path contains a NUL byte"));
    }
    Ok(())
}

/// `+HH:MM` / `-HH:MM` / `Z` → seconds east of UTC (less than a day).
fn parse_offset(s: &str) -> Option<i32> {
    if s == "Z" || s == "UTC" {
        return Some(0);
    }
    let (sign, rest) = match s.as_bytes().first()? {
        b'+' => (1, &s[1..]),
        b'-' => (-1, &s[1..]),
        _ => return None,
    };
    let (h, m) = rest.split_once(':').unwrap_or((rest, "0"));
    let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
    if !(0..24).contains(&h) || !(0..60).contains(&m) {
        return None;
    }
    Some(sign * (h * 3600 + m * 60))
}

fn format_offset(secs: i32) -> String {
    if secs == 0 {
        return "UTC".into();
    }
    let sign = if secs < 0 { '-' } else { '+' };
    let a = secs.abs();
    format!("UTC{sign}{:02}:{:02}", a / 3600, a % 3600 / 60)
}

/// Where a fixed clock starts: seconds since the epoch, or an ISO 8601
/// date or date-time (`2024-05-01`, `2024-05-01T12:30:00.5+02:00`; no
/// offset means UTC). Years 1970 to 9999.
fn parse_clock_start(s: &str) -> Option<f64> {
    if let Ok(n) = s.parse::<f64>() {
        return (n.is_finite() && (0.0..=MAX_EPOCH).contains(&n)).then_some(n);
    }
    let (date, time) = match s.split_once(['T', 't', ' ']) {
        Some((d, t)) => (d, Some(t)),
        None => (s, None),
    };
    let num = |t: &str, len: usize| -> Option<i64> {
        (t.len() == len && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    let mut d = date.split('-');
    let (y, m, day) = (num(d.next()?, 4)?, num(d.next()?, 2)?, num(d.next()?, 2)?);
    if d.next().is_some() || !(1..=12).contains(&m) || day < 1 || day > days_in_month(y, m) {
        return None;
    }
    let mut secs = 0.0;
    let mut offset = 0i64;
    if let Some(t) = time {
        let (clock, off) = if let Some(c) = t.strip_suffix(['Z', 'z']) {
            (c, None)
        } else if let Some(i) = t.rfind(['+', '-']) {
            (&t[..i], Some(&t[i..]))
        } else {
            (t, None)
        };
        if let Some(off) = off {
            let sign = if off.starts_with('-') { -1 } else { 1 };
            let (oh, om) = off[1..].split_once(':')?;
            let (oh, om) = (num(oh, 2)?, num(om, 2)?);
            if oh > 23 || om > 59 {
                return None;
            }
            offset = sign * (oh * 3600 + om * 60);
        }
        let (hms, frac) = match clock.split_once('.') {
            Some((a, f)) if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => {
                (a, format!("0.{f}").parse::<f64>().ok()?)
            }
            Some(_) => return None,
            None => (clock, 0.0),
        };
        let mut parts = hms.split(':');
        let h = num(parts.next()?, 2)?;
        let mi = num(parts.next()?, 2)?;
        let sec = match parts.next() {
            Some(p) => num(p, 2)?,
            None => 0,
        };
        if parts.next().is_some() || h > 23 || mi > 59 || sec > 59 {
            return None;
        }
        secs = (h * 3600 + mi * 60 + sec) as f64 + frac;
    }
    let t = days_from_civil(y, m, day) as f64 * 86400.0 + secs - offset as f64;
    (0.0..=MAX_EPOCH).contains(&t).then_some(t)
}

/// The end of year 9999, the last instant `datetime` can show.
const MAX_EPOCH: f64 = 253_402_300_799.0;

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a proleptic Gregorian date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}
