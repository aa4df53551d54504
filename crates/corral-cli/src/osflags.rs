//! Flags that compose the virtual OS a run sees: files, mounts, clock,
//! time zone, environment and random seed.

use clap::Args as ClapArgs;
use corral::host::os::{Clock, DEFAULT_EPOCH, OsConfig};

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
    /// advances only by sleeping), seconds since the epoch to start a fixed
    /// clock there, or `real`.
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
                n => match n.parse::<f64>() {
                    Ok(start)
                        if start.is_finite() && (0.0..=253_402_300_799.0).contains(&start) =>
                    {
                        Clock::Fixed { start }
                    }
                    _ => {
                        return Err(format!(
                            "--clock {c}: expected real, fixed or seconds since the epoch (0 to 253402300799)"
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
                Some(n) if !n.is_empty() => n.to_string(),
                _ => format_offset(secs),
            };
        }
        if let Some(s) = self.seed {
            os.seed = s;
        }
        if let Some(c) = &self.cwd {
            check_guest_path("--cwd", c)?;
            os.cwd = corral::host::os::normalize("/", c);
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
