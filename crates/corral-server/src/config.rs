//! The service's configuration: flags, and a TOML file (`--config`) with
//! the server's settings and its tenants. With neither, one anonymous
//! tenant is served on 127.0.0.1:8080 with the default limits.

use std::collections::BTreeMap;
use std::time::Duration;

use corral::Limits;
use serde::Deserialize;

use crate::limits::{self, LimitValue};
use crate::osspec::Mount;
use crate::units::{parse_bytes, parse_duration};

/// The file's shape. Sizes and durations take units ("2MiB", "1h").
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    #[serde(default)]
    pub server: ServerSection,
    #[serde(default)]
    pub tenants: Vec<TenantSection>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerSection {
    pub addr: Option<String>,
    /// `memory`, a SQLite file path, or a postgres:// URL.
    pub store: Option<String>,
    /// Threads running programs (default: the number of cores).
    pub workers: Option<usize>,
    /// Run programs in isolated worker processes (default true); false
    /// runs them on the server's own threads.
    pub isolate: Option<bool>,
    /// Runs waiting for a worker before new ones get 503.
    pub queue: Option<usize>,
    /// Wall time after which the isolated worker running a job is
    /// killed, whatever the run's own `time` (default none: the run's
    /// `time` plus a grace).
    pub hard_time: Option<String>,
    pub max_body: Option<String>,
    /// How long a suspended run waits for its answers.
    pub suspend_ttl: Option<String>,
    /// How long an unused session is kept.
    pub session_ttl: Option<String>,
    /// How long a finished run's record is kept, and how many at most.
    pub keep_age: Option<String>,
    pub keep_count: Option<u64>,
    /// Keep every run's record (default: only `record: true` and
    /// suspended runs).
    pub keep_all: Option<bool>,
    /// Bytes of written-file content one envelope carries.
    pub files_bytes: Option<String>,
    /// How long SIGTERM waits for runs in flight.
    pub drain_timeout: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TenantSection {
    pub name: String,
    #[serde(default)]
    pub keys: Vec<String>,
    /// Default limits of the tenant's runs.
    #[serde(default)]
    pub limits: BTreeMap<String, LimitValue>,
    /// What a request may ask for at most.
    #[serde(default)]
    pub max_limits: BTreeMap<String, LimitValue>,
    /// Runs in flight at once.
    pub concurrency: Option<usize>,
    /// Runs started per second (sustained), and the burst above it.
    pub rate: Option<f64>,
    pub burst: Option<f64>,
    pub fs_quota: Option<String>,
    #[serde(default)]
    pub mounts: Vec<Mount>,
}

/// Everything resolved.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: String,
    pub store: String,
    pub workers: usize,
    /// Runs and resumptions go to isolated worker processes.
    pub isolate: bool,
    /// The corral binary whose hidden `worker` subcommand the pool starts.
    pub worker_exe: std::path::PathBuf,
    /// The outer layer's wall-time ceiling of any job in a worker.
    pub hard_time: Option<Duration>,
    pub queue: usize,
    pub max_body: u64,
    pub suspend_ttl: Duration,
    pub session_ttl: Duration,
    pub keep_age: Duration,
    pub keep_count: u64,
    pub keep_all: bool,
    pub files_bytes: u64,
    pub drain_timeout: Duration,
    pub purge_every: Duration,
    pub tenants: Vec<TenantConfig>,
}

#[derive(Debug, Clone)]
pub struct TenantConfig {
    pub name: String,
    pub keys: Vec<String>,
    pub limits: Limits,
    pub max: Limits,
    pub concurrency: Option<usize>,
    pub rate: Option<(f64, f64)>,
    pub fs_quota: Option<u64>,
    pub mounts: Vec<Mount>,
}

impl TenantConfig {
    /// The tenant served when no keys are configured.
    pub fn anonymous() -> TenantConfig {
        TenantConfig {
            name: "anonymous".into(),
            keys: Vec::new(),
            limits: Limits::default(),
            max: default_max(),
            concurrency: None,
            rate: None,
            fs_quota: Some(DEFAULT_FS_QUOTA),
            mounts: Vec::new(),
        }
    }
}

const DEFAULT_FS_QUOTA: u64 = 16 << 20;

/// Maxima every tenant has unless its config says otherwise: a run on a
/// worker thread must end, and its output must fit a response.
pub fn default_max() -> Limits {
    let mut l = Limits::none();
    l.time = Some(Duration::from_secs(60));
    l.memory = Some(1 << 30);
    l.output_bytes = Some(16 << 20);
    l.program_bytes = Some(4 << 20);
    l
}

impl Default for Config {
    fn default() -> Self {
        Config {
            addr: "127.0.0.1:8080".into(),
            store: "corral.db".into(),
            workers: std::thread::available_parallelism().map_or(2, |n| n.get()),
            isolate: true,
            worker_exe: std::env::current_exe().unwrap_or_else(|_| "corral".into()),
            hard_time: None,
            queue: 256,
            max_body: 4 << 20,
            suspend_ttl: Duration::from_secs(3600),
            session_ttl: Duration::from_secs(3600),
            keep_age: Duration::from_secs(24 * 3600),
            keep_count: 10_000,
            keep_all: false,
            files_bytes: 1 << 20,
            drain_timeout: Duration::from_secs(30),
            purge_every: Duration::from_secs(60),
            tenants: vec![TenantConfig::anonymous()],
        }
    }
}

fn dur(field: &str, s: &Option<String>, default: Duration) -> Result<Duration, String> {
    match s {
        None => Ok(default),
        Some(s) => parse_duration(s)
            .map_err(|e| format!("{field}: {e}"))?
            .ok_or_else(|| format!("{field}: must not be none")),
    }
}

fn bytes(field: &str, s: &Option<String>, default: u64) -> Result<u64, String> {
    match s {
        None => Ok(default),
        Some(s) => parse_bytes(s)
            .map_err(|e| format!("{field}: {e}"))?
            .ok_or_else(|| format!("{field}: must not be none")),
    }
}

impl Config {
    /// Resolve a parsed file over the defaults.
    pub fn from_file(f: FileConfig) -> Result<Config, String> {
        let d = Config::default();
        let s = &f.server;
        let mut c = Config {
            addr: s.addr.clone().unwrap_or(d.addr),
            store: s.store.clone().unwrap_or(d.store),
            workers: s.workers.unwrap_or(d.workers).max(1),
            isolate: s.isolate.unwrap_or(d.isolate),
            worker_exe: d.worker_exe,
            hard_time: match &s.hard_time {
                None => d.hard_time,
                Some(t) => parse_duration(t).map_err(|e| format!("server.hard_time: {e}"))?,
            },
            queue: s.queue.unwrap_or(d.queue),
            max_body: bytes("server.max_body", &s.max_body, d.max_body)?,
            suspend_ttl: dur("server.suspend_ttl", &s.suspend_ttl, d.suspend_ttl)?,
            session_ttl: dur("server.session_ttl", &s.session_ttl, d.session_ttl)?,
            keep_age: dur("server.keep_age", &s.keep_age, d.keep_age)?,
            keep_count: s.keep_count.unwrap_or(d.keep_count),
            keep_all: s.keep_all.unwrap_or(d.keep_all),
            files_bytes: bytes("server.files_bytes", &s.files_bytes, d.files_bytes)?,
            drain_timeout: dur("server.drain_timeout", &s.drain_timeout, d.drain_timeout)?,
            purge_every: d.purge_every,
            tenants: Vec::new(),
        };
        let mut seen_keys = std::collections::HashSet::new();
        for t in &f.tenants {
            let field = format!("tenants[{}]", t.name);
            let max = limits::apply(
                &default_max(),
                &t.max_limits,
                &format!("{field}.max_limits"),
            )?;
            let lim = limits::apply(&Limits::default(), &t.limits, &format!("{field}.limits"))?;
            // Defaults above the maxima are lowered to them.
            let lim = clamp(lim, &max);
            if t.keys.is_empty() && f.tenants.len() > 1 {
                return Err(format!(
                    "{field}: no keys (only a lone tenant may go without)"
                ));
            }
            for k in &t.keys {
                if k.is_empty() || !seen_keys.insert(k.clone()) {
                    return Err(format!("{field}: key is empty or used twice"));
                }
            }
            let rate = match (t.rate, t.burst) {
                (None, _) => None,
                (Some(r), b) if r > 0.0 && r.is_finite() => Some((r, b.unwrap_or(r).max(1.0))),
                _ => return Err(format!("{field}.rate: must be a positive number")),
            };
            c.tenants.push(TenantConfig {
                name: t.name.clone(),
                keys: t.keys.clone(),
                limits: lim,
                max,
                concurrency: t.concurrency,
                rate,
                fs_quota: Some(bytes(
                    &format!("{field}.fs_quota"),
                    &t.fs_quota,
                    DEFAULT_FS_QUOTA,
                )?),
                mounts: t.mounts.clone(),
            });
        }
        if c.tenants.is_empty() {
            c.tenants.push(TenantConfig::anonymous());
        }
        Ok(c)
    }

    pub fn load(path: &str) -> Result<Config, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let f: FileConfig = toml::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
        Config::from_file(f).map_err(|e| format!("{path}: {e}"))
    }

    /// Whether requests must carry an API key.
    pub fn keys_required(&self) -> bool {
        self.tenants.iter().any(|t| !t.keys.is_empty())
    }
}

/// `l` with every limit above `max` lowered to it.
fn clamp(mut l: Limits, max: &Limits) -> Limits {
    let given: BTreeMap<String, LimitValue> = limits::NAMES
        .iter()
        .filter_map(|n| {
            let m = limits::get(max, n)?;
            match limits::get(&l, n) {
                Some(v) if v <= m => None,
                _ => Some((n.to_string(), LimitValue::Int(m))),
            }
        })
        .collect();
    if let Ok(c) = limits::apply(&l, &given, "clamp") {
        l = c;
    }
    l
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_with_tenants_resolves() {
        let f: FileConfig = toml::from_str(
            r#"
            [server]
            max_body = "1MiB"
            [[tenants]]
            name = "a"
            keys = ["ka"]
            concurrency = 2
            rate = 5
            limits = { time = "2s" }
            max_limits = { time = "3s", memory = "64MiB" }
            [[tenants]]
            name = "b"
            keys = ["kb"]
            "#,
        )
        .unwrap();
        let c = Config::from_file(f).unwrap();
        assert_eq!(c.max_body, 1 << 20);
        assert!(c.keys_required());
        let a = &c.tenants[0];
        assert_eq!(a.limits.time, Some(Duration::from_secs(2)));
        // The default memory (128MiB) is lowered to the maximum.
        assert_eq!(a.limits.memory, Some(64 << 20));
        assert_eq!(a.rate, Some((5.0, 5.0)));
    }

    #[test]
    fn typos_are_refused() {
        assert!(toml::from_str::<FileConfig>("[server]\nadress = \"x\"").is_err());
    }
}
