//! Resource limits, usage accounting and the exhaustion verdict.

use std::time::{Duration, Instant};

pub mod watch;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LimitKind {
    Time,
    CpuTime,
    Steps,
    Memory,
    StackDepth,
    AstDepth,
    ProgramBytes,
    OutputBytes,
    Parallel,
    HostCalls,
}

impl LimitKind {
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::Time => "time",
            LimitKind::CpuTime => "cpu_time",
            LimitKind::Steps => "steps",
            LimitKind::Memory => "memory",
            LimitKind::StackDepth => "stack_depth",
            LimitKind::AstDepth => "ast_depth",
            LimitKind::ProgramBytes => "program_bytes",
            LimitKind::OutputBytes => "output_bytes",
            LimitKind::Parallel => "parallel",
            LimitKind::HostCalls => "host_calls",
        }
    }

    /// Unit used when rendering max/used.
    pub fn unit(self) -> &'static str {
        match self {
            LimitKind::Time | LimitKind::CpuTime => "ms",
            LimitKind::Memory | LimitKind::ProgramBytes | LimitKind::OutputBytes => "bytes",
            LimitKind::Steps => "steps",
            LimitKind::StackDepth => "frames",
            LimitKind::AstDepth => "levels",
            LimitKind::Parallel | LimitKind::HostCalls => "calls",
        }
    }
}

/// A limit that was exceeded: which, its maximum and the amount used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Exhausted {
    pub limit: LimitKind,
    pub max: u64,
    pub used: u64,
}

impl std::fmt::Display for Exhausted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "resource exhausted: {} (max {} {}, used {})",
            self.limit.name(),
            self.max,
            self.limit.unit(),
            self.used
        )
    }
}

/// The configured limits of one run. `None` disables a limit.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    pub time: Option<Duration>,
    pub cpu_time: Option<Duration>,
    pub steps: Option<u64>,
    pub memory: Option<u64>,
    pub stack_depth: Option<u64>,
    pub ast_depth: Option<u64>,
    pub program_bytes: Option<u64>,
    pub output_bytes: Option<u64>,
    pub parallel: Option<u64>,
    pub host_calls: Option<u64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Some(Duration::from_secs(5)),
            cpu_time: None,
            steps: None,
            memory: Some(128 << 20),
            stack_depth: Some(1000),
            ast_depth: Some(200),
            program_bytes: Some(1 << 20),
            output_bytes: Some(1 << 20),
            parallel: Some(8),
            host_calls: None,
        }
    }
}

impl Limits {
    /// No limits at all (for `corral profile` and trusted embedding).
    pub fn none() -> Self {
        Limits {
            time: None,
            cpu_time: None,
            steps: None,
            memory: None,
            stack_depth: None,
            ast_depth: None,
            program_bytes: None,
            output_bytes: None,
            parallel: None,
            host_calls: None,
        }
    }
}

/// What a run consumed.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Usage {
    pub steps: u64,
    pub wall_ms: f64,
    /// CPU time of the running thread. A run that ends within its first
    /// few thousand steps without a host call reports its wall time (an
    /// upper bound), sparing two system calls; see `CpuMeter`.
    pub cpu_ms: f64,
    pub peak_memory_bytes: u64,
    pub allocations: u64,
    pub output_bytes: u64,
    pub max_stack_depth: u64,
    pub host_calls: u64,
    pub baseline_bytes: u64,
}

/// Checks the clock-based limits. Reading the clock costs tens of
/// nanoseconds, so the VM calls `check` only every few thousand steps.
#[derive(Debug)]
pub struct Clock {
    pub start: Instant,
    deadline: Option<Instant>,
    cpu_start: Option<Duration>,
    cpu_limit: Option<Duration>,
    time_limit: Option<Duration>,
    /// Set when work that could not be interrupted was skipped because it
    /// would have ended past a limit: the next check ends the run.
    doomed: Option<Exhausted>,
}

impl Clock {
    pub fn new(limits: &Limits) -> Clock {
        let start = Instant::now();
        let clock = Clock {
            start,
            deadline: limits.time.map(|d| start + d),
            cpu_start: limits.cpu_time.map(|_| thread_cpu_time()),
            cpu_limit: limits.cpu_time,
            time_limit: limits.time,
            doomed: None,
        };
        watch::arm(
            clock.deadline,
            clock.cpu_start.zip(clock.cpu_limit).map(|(s, l)| s + l),
        );
        clock
    }

    /// When the run's `time` ends (None: no time limit).
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    pub fn check(&self) -> Result<(), Exhausted> {
        if let Some(ex) = &self.doomed {
            return Err(*ex);
        }
        if let Some(deadline) = self.deadline {
            let now = Instant::now();
            if now > deadline {
                let used = now.duration_since(self.start);
                return Err(Exhausted {
                    limit: LimitKind::Time,
                    max: self.time_limit.map_or(0, |d| d.as_millis() as u64),
                    used: ceil_ms(used),
                });
            }
        }
        if let (Some(limit), Some(start)) = (self.cpu_limit, self.cpu_start) {
            let used = thread_cpu_time().saturating_sub(start);
            if used > limit {
                return Err(Exhausted {
                    limit: LimitKind::CpuTime,
                    max: limit.as_millis() as u64,
                    used: ceil_ms(used),
                });
            }
        }
        Ok(())
    }
}

/// How far past its limit a run refused up front reports it would have
/// ended, at most (`Clock::check_ahead`).
const REFUSED_PAST: Duration = Duration::from_millis(1);

impl Clock {
    /// End the run at the next check with `ex`.
    pub fn doom(&mut self, ex: Exhausted) {
        self.doomed = Some(ex);
    }

    /// Would work estimated to take `est` still fit? An indivisible
    /// operation (one huge big-int multiplication) cannot be interrupted
    /// once started, so it is refused up front when it would end past a
    /// limit. `used` then reports where the run would have ended, but at
    /// most a millisecond past the limit: the estimates are pessimistic,
    /// and the run really stopped before the limit.
    pub fn check_ahead(&self, est: Duration) -> Result<(), Exhausted> {
        if let Some(deadline) = self.deadline {
            let now = Instant::now();
            if now + est > deadline {
                let limit = deadline.duration_since(self.start);
                let spent = now.duration_since(self.start);
                let used = (spent + est).min((limit + REFUSED_PAST).max(spent));
                return Err(Exhausted {
                    limit: LimitKind::Time,
                    max: self.time_limit.map_or(0, |d| d.as_millis() as u64),
                    used: ceil_ms(used),
                });
            }
        }
        if let (Some(limit), Some(start)) = (self.cpu_limit, self.cpu_start) {
            let spent = thread_cpu_time().saturating_sub(start);
            if spent + est > limit {
                let used = (spent + est).min((limit + REFUSED_PAST).max(spent));
                return Err(Exhausted {
                    limit: LimitKind::CpuTime,
                    max: limit.as_millis() as u64,
                    used: ceil_ms(used),
                });
            }
        }
        Ok(())
    }
}

/// The CPU time a run segment uses (`Usage::cpu_ms`). Reading the thread's
/// CPU clock is a system call (~0.4 µs here, as much as a whole small run),
/// so it is read only once the segment may be long or may wait: at the VM's
/// first limit check (after `CLOCK_INTERVAL` steps), before any host call,
/// operation of the virtual OS or streamed output, or from the start when a
/// `cpu_time` limit applies. Until that read the segment's wall time stands
/// in for its CPU time: a thread cannot use more CPU than wall time, so the
/// figure never undercounts, and before the read the segment only computes.
#[derive(Debug)]
pub struct CpuMeter {
    start: Instant,
    /// Wall and CPU clocks when the CPU clock was first read.
    mark: Option<(Instant, Duration)>,
}

impl CpuMeter {
    /// A meter for a segment that started at `start`; `eager` reads the CPU
    /// clock now.
    pub fn new(start: Instant, eager: bool) -> CpuMeter {
        let mut m = CpuMeter { start, mark: None };
        if eager {
            m.engage();
        }
        m
    }

    /// Read the CPU clock from here on, if not yet.
    #[inline]
    pub fn engage(&mut self) {
        if self.mark.is_none() {
            self.mark = Some((Instant::now(), thread_cpu_time()));
        }
    }

    /// CPU time used since the start (see the type).
    pub fn used(&self) -> Duration {
        self.used_until(Instant::now())
    }

    /// As `used`, given the wall clock's reading `now` (one reading serves
    /// both the wall and the CPU time of a run's report).
    pub fn used_until(&self, now: Instant) -> Duration {
        match self.mark {
            None => now.saturating_duration_since(self.start),
            Some((at, cpu)) => {
                at.saturating_duration_since(self.start) + thread_cpu_time().saturating_sub(cpu)
            }
        }
    }
}

/// Whole milliseconds, rounded up: a run stopped just past a 150 ms limit
/// reports `used 151`, never a `used` equal to `max`.
fn ceil_ms(d: Duration) -> u64 {
    d.as_nanos().div_ceil(1_000_000) as u64
}

/// CPU time of the calling thread. `clock_gettime` costs tens of
/// nanoseconds (reading `/proc` cost ~7 µs, most of a small run's start-up)
/// and has nanosecond rather than 10 ms resolution.
#[cfg(unix)]
pub fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc == 0 {
        return Duration::new(
            ts.tv_sec.max(0) as u64,
            ts.tv_nsec.clamp(0, 999_999_999) as u32,
        );
    }
    proc_thread_cpu_time()
}

#[cfg(not(unix))]
pub fn thread_cpu_time() -> Duration {
    proc_thread_cpu_time()
}

/// Fallback: utime + stime of `/proc/thread-self/stat`, in clock ticks.
fn proc_thread_cpu_time() -> Duration {
    // /proc/thread-self/stat fields 14/15 are utime/stime in clock ticks.
    if let Ok(s) = std::fs::read_to_string("/proc/thread-self/stat")
        && let Some(rest) = s.rsplit(')').next()
    {
        let f: Vec<&str> = rest.split_whitespace().collect();
        if f.len() > 13 {
            let ut: u64 = f[11].parse().unwrap_or(0);
            let st: u64 = f[12].parse().unwrap_or(0);
            return Duration::from_millis((ut + st) * 10);
        }
    }
    Duration::ZERO
}
