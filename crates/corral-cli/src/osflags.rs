//! Flags that compose the virtual OS a run sees: files, mounts, clock,
//! time zone, environment and random seed.

use clap::Args as ClapArgs;
use corral::capabilities::os::{Clock, DEFAULT_EPOCH, OsConfig};

#[derive(ClapArgs, Default)]
pub struct OsFlags {
    /// Mount a host directory: HOST_DIR:GUEST_PATH[:ro|:rw] (read-only by
    /// default; nothing can leave HOST_DIR, links and `..` included).
    #[arg(long = "mount", value_name = "HOST:GUEST[:MODE]")]
    mounts: Vec<String>,
    /// Copy a host file into the in-memory filesystem: GUEST_PATH=HOST_FILE.
    #[arg(long = "file", value_name = "GUEST=HOST")]
    files: Vec<String>,
    /// An environment variable of the program (repeatable).
    #[arg(long = "env", value_name = "NAME=VALUE")]
    env: Vec<String>,
    /// The clock: `fixed` (default: starts at 2025-01-01T00:00:00Z and
    /// advances only by sleeping), `fixed:ISO8601` or seconds since the
    /// epoch to start a fixed clock there, or `real`.
    #[arg(long, value_name = "CLOCK")]
    clock: Option<String>,
    /// The local time zone: an offset from UTC like +02:00, optionally with
    /// a name: +02:00,CEST (default UTC).
    #[arg(long, value_name = "OFFSET[,NAME]")]
    tz: Option<String>,
    /// The seed `random` starts from (default 0).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// The program's working directory (default /).
    #[arg(long, value_name = "PATH")]
    cwd: Option<String>,
    /// Bytes the program may write to files in total (default 64MiB).
    #[arg(long = "fs-quota", value_name = "BYTES")]
    fs_quota: Option<String>,
}

/// Default cap on bytes written to files.
const DEFAULT_QUOTA: u64 = 64 << 20;

impl OsFlags {
    pub fn build(&self) -> Result<OsConfig, String> {
        let mut os = OsConfig::default();
        for f in &self.files {
            let (guest, host) = f
                .split_once('=')
                .ok_or_else(|| format!("--file {f}: expected GUEST_PATH=HOST_FILE"))?;
            check_guest_path("--file", guest)?;
            let data =
                std::fs::read(host).map_err(|e| format!("--file: cannot read {host}: {e}"))?;
            os.fs.add_file(guest, data);
        }
        for m in &self.mounts {
            let (rest, writable) = match m.rsplit_once(':') {
                Some((r, "rw")) => (r, true),
                Some((r, "ro")) => (r, false),
                _ => (m.as_str(), false),
            };
            let (host, guest) = rest
                .rsplit_once(':')
                .ok_or_else(|| format!("--mount {m}: expected HOST_DIR:GUEST_PATH[:ro|:rw]"))?;
            check_guest_path("--mount", guest)?;
            os.fs
                .mount(guest, std::path::Path::new(host), writable)
                .map_err(|e| format!("--mount: cannot open directory {host}: {e}"))?;
        }
        for e in &self.env {
            let (k, v) = e
                .split_once('=')
                .ok_or_else(|| format!("--env {e}: expected NAME=VALUE"))?;
            if k.is_empty() {
                return Err(format!("--env {e}: empty name"));
            }
            os.env.retain(|(n, _)| n != k);
            os.env.push((k.to_string(), v.to_string()));
        }
        if let Some(c) = &self.clock {
            os.clock = match c.as_str() {
                "real" => Clock::Real,
                "fixed" => Clock::Fixed {
                    start: DEFAULT_EPOCH,
                },
                n => match parse_clock_start(n.strip_prefix("fixed:").unwrap_or(n)) {
                    Some(start) => Clock::Fixed { start },
                    None => {
                        return Err(format!(
                            "--clock {c}: expected real, fixed, fixed:ISO8601 (2024-05-01T12:00:00Z) or seconds since the epoch"
                        ));
                    }
                },
            };
        }
        if let Some(tz) = &self.tz {
            let (off, name) = match tz.split_once(',') {
                Some((o, n)) => (o, Some(n)),
                None => (tz.as_str(), None),
            };
            let secs = parse_offset(off).ok_or_else(|| {
                format!("--tz {tz}: expected an offset like +02:00 or -05:30, optionally ,NAME")
            })?;
            os.utc_offset_secs = secs;
            os.tz_name = match name {
                Some(n) if !n.is_empty() => n.into(),
                _ => format_offset(secs).into(),
            };
        }
        if let Some(s) = self.seed {
            os.seed = s;
        }
        if let Some(c) = &self.cwd {
            check_guest_path("--cwd", c)?;
            os.cwd = corral::capabilities::os::normalize("/", c).into();
        }
        let quota = match &self.fs_quota {
            Some(q) => crate::units::parse_bytes(q).map_err(|e| format!("--fs-quota: {e}"))?,
            None => Some(DEFAULT_QUOTA),
        };
        os.fs.set_quota(quota);
        Ok(os)
    }
}

fn check_guest_path(flag: &str, p: &str) -> Result<(), String> {
    if !p.starts_with('/') {
        return Err(format!("{flag}: guest path {p:?} must be absolute"));
    }
    if p.contains('\0') {
        return Err(format!("{flag}: guest path contains a NUL byte"));
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

#[cfg(test)]
mod tests {
    use super::parse_clock_start as p;

    #[test]
    fn clock_starts() {
        assert_eq!(p("0"), Some(0.0));
        assert_eq!(p("2025-01-01"), Some(1_735_689_600.0));
        assert_eq!(p("2025-01-01T00:00:00Z"), Some(1_735_689_600.0));
        assert_eq!(p("2024-02-29T12:30:15.5"), Some(1_709_209_815.5));
        assert_eq!(p("2025-01-01T02:00:00+02:00"), Some(1_735_689_600.0));
        assert_eq!(p("2024-12-31T22:00-02:00"), Some(1_735_689_600.0));
        assert_eq!(p("9999-12-31T23:59:59Z"), Some(253_402_300_799.0));
        for bad in [
            "",
            "2025-13-01",
            "2023-02-29",
            "2025-01-01T24:00",
            "2025-1-1",
            "1969-12-31",
            "2025-01-01T10:00:00+25:00",
            "2025-01-01T10:00:00.",
            "x",
            "-5",
            "inf",
            "NaN",
            "2025-01-01T10",
            "10000-01-01",
        ] {
            assert_eq!(p(bad), None, "{bad}");
        }
    }
}
