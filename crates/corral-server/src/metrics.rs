//! Prometheus metrics, kept with atomics and rendered in the text format:
//! runs by verdict, run latency, HTTP responses by status, host faults,
//! rejections by reason, and the backend's queue.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::backend::BackendStats;

const VERDICTS: [&str; 5] = [
    "ok",
    "error",
    "resource_exhausted",
    "suspended",
    "host_fault",
];

/// Upper bounds (seconds) of the run latency histogram.
const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0, 30.0,
];

#[derive(Default)]
pub struct Metrics {
    runs: [AtomicU64; 5],
    latency: [AtomicU64; BUCKETS.len()],
    latency_count: AtomicU64,
    latency_sum_us: AtomicU64,
    pub host_faults: AtomicU64,
    http: Mutex<BTreeMap<u16, u64>>,
    rejected: Mutex<BTreeMap<&'static str, u64>>,
}

impl Metrics {
    /// A run carried out: its verdict and the seconds it took end to end.
    pub fn run(&self, verdict: &str, secs: f64) {
        if let Some(i) = VERDICTS.iter().position(|v| *v == verdict) {
            self.runs[i].fetch_add(1, Ordering::Relaxed);
        }
        if verdict == "host_fault" {
            self.host_faults.fetch_add(1, Ordering::Relaxed);
        }
        for (i, b) in BUCKETS.iter().enumerate() {
            if secs <= *b {
                self.latency[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.latency_sum_us
            .fetch_add((secs * 1e6) as u64, Ordering::Relaxed);
    }

    pub fn http(&self, status: u16) {
        let mut m = self.http.lock().unwrap_or_else(|p| p.into_inner());
        *m.entry(status).or_default() += 1;
    }

    pub fn rejected(&self, reason: &'static str) {
        let mut m = self.rejected.lock().unwrap_or_else(|p| p.into_inner());
        *m.entry(reason).or_default() += 1;
    }

    pub fn render(
        &self,
        b: BackendStats,
        backend: &str,
        draining: bool,
        tenants: &[(String, usize)],
    ) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "# HELP corral_runs_total Runs carried out, by verdict.");
        let _ = writeln!(s, "# TYPE corral_runs_total counter");
        for (i, v) in VERDICTS.iter().enumerate() {
            let n = self.runs[i].load(Ordering::Relaxed);
            let _ = writeln!(s, "corral_runs_total{{verdict=\"{v}\"}} {n}");
        }
        let _ = writeln!(
            s,
            "# HELP corral_host_faults_total Runs that ended in a host fault (an interpreter bug contained)."
        );
        let _ = writeln!(s, "# TYPE corral_host_faults_total counter");
        let _ = writeln!(
            s,
            "corral_host_faults_total {}",
            self.host_faults.load(Ordering::Relaxed)
        );
        let _ = writeln!(
            s,
            "# HELP corral_run_duration_seconds Time from request to envelope of runs carried out."
        );
        let _ = writeln!(s, "# TYPE corral_run_duration_seconds histogram");
        for (i, b) in BUCKETS.iter().enumerate() {
            let n = self.latency[i].load(Ordering::Relaxed);
            let _ = writeln!(s, "corral_run_duration_seconds_bucket{{le=\"{b}\"}} {n}");
        }
        let count = self.latency_count.load(Ordering::Relaxed);
        let _ = writeln!(
            s,
            "corral_run_duration_seconds_bucket{{le=\"+Inf\"}} {count}"
        );
        let sum = self.latency_sum_us.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(s, "corral_run_duration_seconds_sum {sum}");
        let _ = writeln!(s, "corral_run_duration_seconds_count {count}");
        let _ = writeln!(
            s,
            "# HELP corral_http_responses_total HTTP responses by status."
        );
        let _ = writeln!(s, "# TYPE corral_http_responses_total counter");
        for (code, n) in self.http.lock().unwrap_or_else(|p| p.into_inner()).iter() {
            let _ = writeln!(s, "corral_http_responses_total{{status=\"{code}\"}} {n}");
        }
        let _ = writeln!(
            s,
            "# HELP corral_rejected_total Requests refused before running, by reason."
        );
        let _ = writeln!(s, "# TYPE corral_rejected_total counter");
        for (r, n) in self
            .rejected
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
        {
            let _ = writeln!(s, "corral_rejected_total{{reason=\"{r}\"}} {n}");
        }
        let _ = writeln!(s, "# HELP corral_workers Workers running programs.");
        let _ = writeln!(s, "# TYPE corral_workers gauge");
        let _ = writeln!(s, "corral_workers{{backend=\"{backend}\"}} {}", b.workers);
        let _ = writeln!(
            s,
            "# HELP corral_workers_busy Workers running a program now."
        );
        let _ = writeln!(s, "# TYPE corral_workers_busy gauge");
        let _ = writeln!(s, "corral_workers_busy {}", b.busy);
        let _ = writeln!(s, "# HELP corral_queue_depth Jobs waiting for a worker.");
        let _ = writeln!(s, "# TYPE corral_queue_depth gauge");
        let _ = writeln!(s, "corral_queue_depth {}", b.queued);
        let _ = writeln!(
            s,
            "# HELP corral_tenant_runs_in_flight Runs in flight by tenant."
        );
        let _ = writeln!(s, "# TYPE corral_tenant_runs_in_flight gauge");
        for (t, n) in tenants {
            let t = t.replace(['\\', '"', '\n'], "_");
            let _ = writeln!(s, "corral_tenant_runs_in_flight{{tenant=\"{t}\"}} {n}");
        }
        let _ = writeln!(
            s,
            "# HELP corral_draining 1 while the service drains for shutdown."
        );
        let _ = writeln!(s, "# TYPE corral_draining gauge");
        let _ = writeln!(s, "corral_draining {}", u8::from(draining));
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_faults_are_counted_apart() {
        let m = Metrics::default();
        m.run("ok", 0.001);
        m.run("host_fault", 0.002);
        let text = m.render(BackendStats::default(), "threads", false, &[]);
        assert!(text.contains("corral_runs_total{verdict=\"host_fault\"} 1"));
        assert!(text.contains("corral_host_faults_total 1"));
        assert!(text.contains("corral_run_duration_seconds_bucket{le=\"0.001\"} 1"));
        assert!(text.contains("corral_run_duration_seconds_count 2"));
    }
}
