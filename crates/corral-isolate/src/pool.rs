//! A pool of warm, armed workers. A run checks one out, carries out its
//! job on the caller's thread (so the caller's `Host`, which is not Send,
//! answers the host calls), and gives it back, or retires it after an
//! outer-layer kill, a fault, too many runs or too much resident memory;
//! a replacement starts in the background.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use corral::Limits;
use corral::capabilities::Host;

use crate::parent::{
    IsolatedResult, Job, JobError, Outcome, SessionResult, StartError, WorkerCeilings, WorkerProc,
};
use crate::wire::{Layers, SessionOp};

/// How a pool runs its workers.
#[derive(Clone, Debug)]
pub struct PoolOptions {
    /// Warm workers kept ready.
    pub size: usize,
    /// The corral binary (its hidden `worker` subcommand is the worker).
    pub worker_exe: PathBuf,
    /// Arguments before `worker`: for an embedder whose worker is not the
    /// corral binary (the Python package starts its interpreter with a
    /// `-c` that calls `worker_from_args`).
    pub worker_args: Vec<OsString>,
    /// Address-space ceiling of each worker (RLIMIT_AS), bytes.
    pub hard_memory: u64,
    /// Wall-time ceiling of any run, whatever its `time` limit.
    pub hard_time: Option<Duration>,
    /// How long past a run's `time` the watchdog waits before it kills.
    pub grace: Duration,
    /// CPU seconds one run may use before the kernel stops it (SIGXCPU).
    pub run_cpu_seconds: u64,
    /// Runs a worker serves before it is retired.
    pub max_runs: u64,
    /// Resident memory past which a worker is retired after its run.
    pub max_rss: u64,
    /// Callers that may wait for a worker when all are busy.
    pub queue: usize,
    /// How long a caller waits for a worker.
    pub queue_timeout: Duration,
    /// Let runs of different tenants use the same worker.
    pub share_tenants: bool,
}

/// How far past a run's deadline the parent still waits on a host call.
const HOST_CALL_SLACK: Duration = Duration::from_millis(50);

/// 2 × the default memory limit + 256 MiB.
pub const DEFAULT_HARD_MEMORY: u64 = 2 * (128 << 20) + (256 << 20);

impl Default for PoolOptions {
    fn default() -> Self {
        PoolOptions {
            size: 2,
            worker_exe: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("corral")),
            worker_args: Vec::new(),
            hard_memory: DEFAULT_HARD_MEMORY,
            hard_time: None,
            grace: Duration::from_secs(1),
            run_cpu_seconds: 60,
            max_runs: 10_000,
            max_rss: 512 << 20,
            queue: 256,
            queue_timeout: Duration::from_secs(30),
            share_tenants: false,
        }
    }
}

impl PoolOptions {
    /// The hard memory ceiling DESIGN.md gives for a run's memory limit.
    pub fn hard_memory_for(limits: &Limits) -> u64 {
        limits.memory.map_or(DEFAULT_HARD_MEMORY, |m| {
            m.saturating_mul(2).saturating_add(256 << 20)
        })
    }
}

/// Why a pool could not carry out a job.
#[derive(Debug)]
pub enum PoolError {
    /// Every worker is busy and the queue is full, or the wait timed out.
    Busy(String),
    /// No worker could be started.
    Start(StartError),
    /// The worker refused the job (bad snapshot, answers that do not fit).
    Refused(String),
    /// A session's state bytes did not load.
    Unloadable(String),
    /// The pool is shut down.
    Closed,
}

impl std::fmt::Display for PoolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PoolError::Busy(m) => write!(f, "pool busy: {m}"),
            PoolError::Start(e) => write!(f, "{e}"),
            PoolError::Refused(m) => write!(f, "{m}"),
            PoolError::Unloadable(m) => write!(f, "the state does not load: {m}"),
            PoolError::Closed => f.write_str("the pool is shut down"),
        }
    }
}

impl std::error::Error for PoolError {}

/// What a run asks of the pool besides its job.
#[derive(Clone, Debug, Default)]
pub struct RunTicket {
    /// The tenant the run belongs to (an opaque key).
    pub tenant: Option<String>,
    /// The run's `time` limit, for the watchdog.
    pub time: Option<Duration>,
}

struct State {
    idle: Vec<WorkerProc>,
    /// Workers idle, busy or starting.
    live: usize,
    waiting: usize,
    closed: bool,
    last_start_error: Option<StartError>,
    started: u64,
    retired: u64,
}

struct Inner {
    opts: PoolOptions,
    state: Mutex<State>,
    ready: Condvar,
    spawner: Mutex<Sender<Spawn>>,
}

/// A request to the spawner thread.
enum Spawn {
    /// Start a worker for the idle list.
    Refill(Weak<Inner>),
    /// Start a worker and hand it back.
    Now(Sender<Result<WorkerProc, StartError>>),
}

/// Every worker is started from this one thread, which lives as long as
/// the pool: the kernel sends a worker its parent-death signal when the
/// *thread* that started it ends, so workers started from short-lived
/// threads (a server's request threads) would die with them.
fn spawner(exe: PathBuf, args: Vec<OsString>, c: WorkerCeilings) -> Sender<Spawn> {
    let (tx, rx) = channel::<Spawn>();
    let _ = std::thread::Builder::new()
        .name("corral-pool-spawner".into())
        .spawn(move || {
            for req in rx {
                let w = WorkerProc::start(&exe, &args, &c);
                match req {
                    Spawn::Refill(pool) => {
                        if let Some(inner) = pool.upgrade() {
                            Pool { inner }.arrive(w);
                        }
                    }
                    Spawn::Now(reply) => {
                        let _ = reply.send(w);
                    }
                }
            }
        });
    tx
}

/// A pool of isolated workers. Cheap to clone; share it across threads.
#[derive(Clone)]
pub struct Pool {
    inner: Arc<Inner>,
}

/// Counters, for metrics.
#[derive(Clone, Debug, Default)]
pub struct PoolStats {
    pub idle: usize,
    pub live: usize,
    pub waiting: usize,
    pub started: u64,
    pub retired: u64,
}

fn ceilings(o: &PoolOptions) -> WorkerCeilings {
    WorkerCeilings {
        address_space: o.hard_memory,
        // The worker's whole life: enough for every run it may serve.
        cpu_seconds: o
            .run_cpu_seconds
            .saturating_mul(o.max_runs)
            .clamp(1, 1 << 30),
        run_cpu_seconds: o.run_cpu_seconds,
    }
}

impl Pool {
    /// Start `opts.size` workers in the background and return at once.
    pub fn new(opts: PoolOptions) -> Pool {
        let size = opts.size.max(1);
        let opts = PoolOptions { size, ..opts };
        let tx = spawner(
            opts.worker_exe.clone(),
            opts.worker_args.clone(),
            ceilings(&opts),
        );
        let pool = Pool {
            inner: Arc::new(Inner {
                spawner: Mutex::new(tx),
                opts,
                state: Mutex::new(State {
                    idle: Vec::new(),
                    live: 0,
                    waiting: 0,
                    closed: false,
                    last_start_error: None,
                    started: 0,
                    retired: 0,
                }),
                ready: Condvar::new(),
            }),
        };
        for _ in 0..size {
            pool.refill();
        }
        pool
    }

    pub fn options(&self) -> &PoolOptions {
        &self.inner.opts
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.inner.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Start a worker on the spawner thread and wait for it.
    fn start_now(&self) -> Result<WorkerProc, StartError> {
        let (tx, rx) = channel();
        let sent = self
            .inner
            .spawner
            .lock()
            .map(|s| s.send(Spawn::Now(tx)).is_ok())
            .unwrap_or(false);
        if !sent {
            return Err(StartError("the pool's spawner thread is gone".into()));
        }
        rx.recv()
            .unwrap_or_else(|_| Err(StartError("the pool's spawner thread is gone".into())))
    }

    /// Start a worker in the background; it joins the idle list.
    fn refill(&self) {
        {
            let mut st = self.lock();
            if st.closed || st.live >= self.inner.opts.size {
                return;
            }
            st.live += 1;
        }
        let sent = self
            .inner
            .spawner
            .lock()
            .map(|s| s.send(Spawn::Refill(Arc::downgrade(&self.inner))).is_ok())
            .unwrap_or(false);
        if !sent {
            self.lock().live -= 1;
        }
    }

    fn arrive(&self, w: Result<WorkerProc, StartError>) {
        let mut st = self.lock();
        match w {
            Ok(w) if !st.closed => {
                st.started += 1;
                st.idle.push(w);
            }
            Ok(_) => st.live -= 1,
            Err(e) => {
                st.live -= 1;
                st.last_start_error = Some(e);
            }
        }
        self.inner.ready.notify_all();
    }

    /// Take an idle worker for `tenant`, or start one.
    fn checkout(&self, tenant: Option<&str>) -> Result<WorkerProc, PoolError> {
        let opts = &self.inner.opts;
        let deadline = Instant::now() + opts.queue_timeout;
        let mut st = self.lock();
        let mut queued = false;
        let result = loop {
            if st.closed {
                break Err(PoolError::Closed);
            }
            let fits = |w: &WorkerProc| {
                opts.share_tenants || w.tenant.is_none() || w.tenant.as_deref() == tenant
            };
            if let Some(i) = st.idle.iter().position(fits) {
                break Ok(st.idle.swap_remove(i));
            }
            // Only another tenant's workers are idle: retire one and start
            // a fresh worker in its place. Or there is room for one more.
            let other_tenants = st.idle.pop();
            if other_tenants.is_some() || st.live < opts.size {
                if other_tenants.is_some() {
                    st.retired += 1;
                } else {
                    st.live += 1;
                }
                drop(st);
                drop(other_tenants);
                let fresh = self.start_now();
                st = self.lock();
                match fresh {
                    Ok(w) => {
                        st.started += 1;
                        break Ok(w);
                    }
                    Err(e) => {
                        st.live -= 1;
                        break Err(PoolError::Start(e));
                    }
                }
            }
            if st.live == 0
                && let Some(e) = st.last_start_error.clone()
            {
                break Err(PoolError::Start(e));
            }
            if !queued {
                if st.waiting >= opts.queue {
                    break Err(PoolError::Busy(format!(
                        "all {} workers are busy and {} runs are already waiting",
                        opts.size, st.waiting
                    )));
                }
                st.waiting += 1;
                queued = true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break Err(PoolError::Busy(format!(
                    "no worker became free within {:?}",
                    opts.queue_timeout
                )));
            }
            st = self
                .inner
                .ready
                .wait_timeout(st, left)
                .map(|(g, _)| g)
                .unwrap_or_else(|e| e.into_inner().0);
        };
        if queued {
            st.waiting -= 1;
        }
        result
    }

    fn checkin(&self, mut w: WorkerProc, reusable: bool) {
        let opts = &self.inner.opts;
        let keep = reusable
            && w.runs < opts.max_runs
            && w.rss_bytes().is_none_or(|rss| rss <= opts.max_rss);
        let mut st = self.lock();
        if keep && !st.closed {
            st.idle.push(w);
            self.inner.ready.notify_one();
            return;
        }
        st.live -= 1;
        st.retired += 1;
        drop(st);
        w.kill();
        self.refill();
    }

    /// Carry out a job in a worker, answering its host calls with `host`.
    /// Session jobs go through `session`.
    pub fn execute(
        &self,
        job: Job<'_>,
        host: &Host,
        ticket: &RunTicket,
    ) -> Result<IsolatedResult, PoolError> {
        if matches!(job, Job::Session { .. }) {
            return Err(PoolError::Refused(
                "a session job goes through Pool::session".into(),
            ));
        }
        match self.carry_out(job, host, ticket)? {
            Outcome::Run(r) => Ok(r),
            Outcome::Session(s) => s
                .run
                .ok_or_else(|| PoolError::Refused("the worker answered a session".into())),
        }
    }

    /// One op on a session, in a worker that loads the session from
    /// `state` (None for `SessionOp::New`), carries out `op`, answering its
    /// host calls with `host`, and hands back the new state. Workers keep
    /// nothing between jobs: whoever holds the state may send the next op
    /// to any worker. `ticket.time` is the session's `time` limit.
    pub fn session(
        &self,
        state: Option<&[u8]>,
        op: SessionOp,
        host: &Host,
        ticket: &RunTicket,
    ) -> Result<SessionResult, PoolError> {
        match self.carry_out(Job::Session { state, op }, host, ticket)? {
            Outcome::Session(s) => Ok(s),
            Outcome::Run(r) => Ok(SessionResult {
                layers: r.layers.clone(),
                run: Some(r),
                value: None,
                state: None,
            }),
        }
    }

    fn carry_out(
        &self,
        job: Job<'_>,
        host: &Host,
        ticket: &RunTicket,
    ) -> Result<Outcome, PoolError> {
        let mut w = self.checkout(ticket.tenant.as_deref())?;
        if !self.inner.opts.share_tenants {
            w.tenant = ticket.tenant.clone();
        }
        let start = Instant::now();
        let o = &self.inner.opts;
        let soft = ticket.time.map(|t| start + t + o.grace);
        let hard = o.hard_time.map(|t| start + t);
        let deadline = match (soft, hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        // The worker's clock starts a little after ours: the host gives up a
        // little after the run's own deadline, so the worker, checking its
        // clock once the answer arrives, ends the run `resource_exhausted`
        // (time) rather than raising the host's timeout into the program.
        let run_deadline = ticket.time.map(|t| start + t + HOST_CALL_SLACK);
        let (r, reusable) = w.execute(job, host, deadline, run_deadline, o.hard_memory);
        self.checkin(w, reusable);
        r.map_err(|e| match e {
            JobError::Refused(m) => PoolError::Refused(m),
            JobError::Unloadable(m) => PoolError::Unloadable(m),
        })
    }

    /// Run `source` as `corral::run_source` would, in a worker.
    pub fn run(
        &self,
        source: &str,
        opts: &corral::RunOptions,
        tenant: Option<&str>,
    ) -> Result<IsolatedResult, PoolError> {
        let ticket = RunTicket {
            tenant: tenant.map(str::to_string),
            time: opts.limits.time,
        };
        self.execute(
            Job::Run {
                source,
                filename: &opts.filename,
                return_last_expr: opts.return_last_expr,
                limits: &opts.limits,
                inputs: &opts.inputs,
            },
            &opts.host,
            &ticket,
        )
    }

    /// Resume a suspended run from its snapshot with the host's answers.
    pub fn resume(
        &self,
        snapshot: &[u8],
        answers: Vec<corral::api::Answer>,
        host: &Host,
        limits: Option<&Limits>,
        tenant: Option<&str>,
    ) -> Result<IsolatedResult, PoolError> {
        let ticket = RunTicket {
            tenant: tenant.map(str::to_string),
            time: limits.and_then(|l| l.time),
        };
        self.execute(
            Job::Resume {
                snapshot,
                answers,
                limits,
            },
            host,
            &ticket,
        )
    }

    /// Replay a record (`corral run --record`) in a worker.
    pub fn replay(
        &self,
        record_json: &str,
        time: Option<Duration>,
    ) -> Result<IsolatedResult, PoolError> {
        let ticket = RunTicket { tenant: None, time };
        self.execute(Job::Replay { record_json }, &Host::new(), &ticket)
    }

    /// Wait until at least one worker is idle (or starting failed): for
    /// measuring warm runs, and for callers that want the pool ready.
    pub fn wait_ready(&self, timeout: Duration) -> Result<Layers, PoolError> {
        let deadline = Instant::now() + timeout;
        let mut st = self.lock();
        loop {
            if let Some(w) = st.idle.first() {
                return Ok(w.layers.clone());
            }
            if st.live == 0 {
                return Err(match st.last_start_error.clone() {
                    Some(e) => PoolError::Start(e),
                    None => PoolError::Closed,
                });
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(PoolError::Busy("no worker ready in time".into()));
            }
            st = self
                .inner
                .ready
                .wait_timeout(st, left)
                .map(|(g, _)| g)
                .unwrap_or_else(|e| e.into_inner().0);
        }
    }

    /// Pids and resident memory of the idle workers.
    pub fn idle_workers(&self) -> Vec<(u32, Option<u64>)> {
        self.lock()
            .idle
            .iter()
            .map(|w| (w.pid(), w.rss_bytes()))
            .collect()
    }

    pub fn stats(&self) -> PoolStats {
        let st = self.lock();
        PoolStats {
            idle: st.idle.len(),
            live: st.live,
            waiting: st.waiting,
            started: st.started,
            retired: st.retired,
        }
    }

    /// Stop every idle worker; busy ones stop when their run ends.
    pub fn shutdown(&self) {
        let idle = {
            let mut st = self.lock();
            st.closed = true;
            st.live -= st.idle.len();
            std::mem::take(&mut st.idle)
        };
        drop(idle);
        self.inner.ready.notify_all();
    }
}
