//! Where runs execute. A `Backend` takes a `Job` — plain, serializable
//! data: code and options in, the envelope and snapshot bytes out — so a
//! pool of worker processes can stand in for the in-process threads here
//! without the HTTP layer changing.
//!
//! By default every job — runs, resumptions and every session op — goes
//! to a pool of isolated worker processes (corral-isolate) driven from
//! these threads. A session travels to its worker as its state bytes and
//! comes back the same way, so workers keep nothing between jobs and any
//! node may serve a session's next run. `--in-process` runs everything on
//! the threads.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};

use corral::Limits;
use corral_isolate::Pool;
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;

use crate::osspec::OsSpec;

/// What a new run needs, as plain data.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RunSpec {
    pub code: String,
    pub inputs: Vec<(String, serde_json::Value)>,
    pub limits: Limits,
    pub os: OsSpec,
    /// Functions whose calls suspend: (name, is_async).
    pub suspend: Vec<(String, bool)>,
    /// Return a replay record with the envelope.
    pub record: bool,
    /// Bytes of file content the envelope may carry.
    pub files_cap: u64,
}

/// A session's fixed settings, kept beside its snapshot bytes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SessionMeta {
    pub suspend: Vec<(String, bool)>,
    /// The OS without its files (those live in the snapshot's image).
    pub os: OsSpec,
    /// (path, hash) of the files the session started with: only files
    /// that differ come back in envelopes.
    pub initial_files: Vec<(String, u64)>,
    pub files_cap: u64,
    /// A run of this session waiting for answers.
    pub suspended_run: Option<String>,
    /// A run exhausted a resource or faulted: the session is cancelled
    /// (DESIGN.md). Kept here because the engine's session snapshot does
    /// not carry it.
    #[serde(default)]
    pub cancelled: bool,
    /// The session's limits (also inside its state), for the isolated
    /// worker's watchdog, which must know the run's `time` before the
    /// worker has loaded the state. None for sessions stored before it
    /// was kept: their runs are bounded by the outer layer's ceilings.
    #[serde(default)]
    pub limits: Option<Limits>,
}

/// One unit of work for a backend.
#[derive(Debug, Serialize, Deserialize)]
pub enum Job {
    Run {
        run_id: String,
        /// Whose run it is: an isolated worker serves one tenant.
        tenant: String,
        spec: RunSpec,
    },
    Resume {
        run_id: String,
        tenant: String,
        snapshot: Vec<u8>,
        answers: serde_json::Value,
        /// The OS the run started with, files excepted.
        os: OsSpec,
        initial_files: Vec<(String, u64)>,
        files_cap: u64,
    },
    SessionNew {
        tenant: String,
        inputs: Vec<(String, serde_json::Value)>,
        limits: Limits,
        os: OsSpec,
        suspend: Vec<(String, bool)>,
    },
    SessionRun {
        run_id: String,
        tenant: String,
        session: Vec<u8>,
        meta: SessionMeta,
        code: String,
    },
    SessionResume {
        run_id: String,
        tenant: String,
        session: Vec<u8>,
        meta: SessionMeta,
        answers: serde_json::Value,
    },
    SessionGet {
        tenant: String,
        session: Vec<u8>,
        meta: SessionMeta,
        name: String,
    },
    SessionSet {
        tenant: String,
        session: Vec<u8>,
        meta: SessionMeta,
        name: String,
        value: serde_json::Value,
    },
}

/// What a job produced.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct JobOutput {
    /// The result envelope (runs), or a variable's value (SessionGet).
    pub envelope: serde_json::Value,
    /// `ok`, `error`, `resource_exhausted`, `suspended` or `host_fault`
    /// (empty for jobs that run no code).
    pub verdict: String,
    /// The host fault's message, for the operator's log.
    pub fault: Option<String>,
    /// A suspended run's snapshot, or a session's new state.
    pub snapshot: Option<Vec<u8>>,
    /// The replay record (`record: true`).
    pub record: Option<serde_json::Value>,
    /// SessionNew: the hashes of its initial files.
    pub initial_files: Vec<(String, u64)>,
}

/// A job the engine refused for a reason the client must hear.
#[derive(Debug, Serialize, Deserialize)]
pub enum Refused {
    /// The request is wrong (bad answers, a value that cannot be converted).
    BadRequest(String),
    /// A named thing does not exist (a session variable).
    NotFound(String),
    /// The service itself failed (a stored snapshot that does not load).
    Fault(String),
    /// Every isolated worker is busy and the pool's queue is full.
    Busy,
}

#[derive(Debug)]
pub enum BackendError {
    /// Every worker is busy and the queue is full.
    Saturated,
    /// The backend failed (a worker died).
    Fault(String),
}

pub type JobResult = Result<JobOutput, Refused>;
pub type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// Gauges for /metrics.
#[derive(Debug, Default, Clone, Copy)]
pub struct BackendStats {
    pub workers: usize,
    pub busy: usize,
    pub queued: usize,
}

pub trait Backend: Send + Sync + 'static {
    /// Queue `job`; the future resolves when it has run.
    fn execute(&self, job: Job) -> BoxFuture<Result<JobResult, BackendError>>;
    fn stats(&self) -> BackendStats;
    fn name(&self) -> &'static str;
}

struct Task {
    job: Job,
    reply: oneshot::Sender<JobResult>,
}

/// Runs jobs in-process on a fixed set of threads with a bounded queue;
/// a full queue is `Saturated` (503) rather than unbounded latency.
pub struct ThreadBackend {
    tx: SyncSender<Task>,
    counts: Arc<Counts>,
    workers: usize,
    /// Jobs admitted at once: running plus queued.
    capacity: usize,
    pool: Option<Pool>,
}

#[derive(Default)]
struct Counts {
    busy: AtomicUsize,
    queued: AtomicUsize,
    /// Admitted and not yet answered. A worker gives its place back before
    /// it replies, so a client that has its answer finds the worker free
    /// (a rendezvous channel alone would refuse it until the worker thread
    /// is back waiting).
    admitted: AtomicUsize,
}

/// The engine recurses natively on some deep structures; the CLI gives it
/// a large stack, and so do these threads (address space, not memory).
const WORKER_STACK: usize = 256 << 20;

impl ThreadBackend {
    /// `pool`: the isolated workers runs go to (None: in process).
    pub fn new(workers: usize, queue: usize, pool: Option<Pool>) -> std::io::Result<ThreadBackend> {
        let workers = workers.max(1);
        let capacity = workers + queue;
        let (tx, rx) = sync_channel::<Task>(capacity);
        let rx = Arc::new(Mutex::new(rx));
        let counts = Arc::new(Counts::default());
        for i in 0..workers {
            let rx = rx.clone();
            let counts = counts.clone();
            let pool = pool.clone();
            std::thread::Builder::new()
                .name(format!("corral-run-{i}"))
                .stack_size(WORKER_STACK)
                .spawn(move || worker_loop(&rx, &counts, pool.as_ref()))?;
        }
        Ok(ThreadBackend {
            tx,
            counts,
            capacity,
            workers,
            pool,
        })
    }
}

fn worker_loop(rx: &Mutex<Receiver<Task>>, counts: &Counts, pool: Option<&Pool>) {
    loop {
        let task = {
            let Ok(guard) = rx.lock() else { return };
            match guard.recv() {
                Ok(t) => t,
                Err(_) => return,
            }
        };
        counts.queued.fetch_sub(1, Ordering::Relaxed);
        counts.busy.fetch_add(1, Ordering::Relaxed);
        // The engine contains its own faults; this catches ours, so that a
        // bug in the service's glue costs one request, not a worker.
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            crate::exec::execute(task.job, pool)
        }))
        .unwrap_or_else(|_| {
            Err(Refused::Fault(
                "a worker thread panicked (contained)".into(),
            ))
        });
        counts.busy.fetch_sub(1, Ordering::Relaxed);
        counts.admitted.fetch_sub(1, Ordering::AcqRel);
        let _ = task.reply.send(out);
    }
}

impl Backend for ThreadBackend {
    fn execute(&self, job: Job) -> BoxFuture<Result<JobResult, BackendError>> {
        let (reply, rx) = oneshot::channel();
        if self.counts.admitted.fetch_add(1, Ordering::AcqRel) >= self.capacity {
            self.counts.admitted.fetch_sub(1, Ordering::AcqRel);
            return Box::pin(async move { Err(BackendError::Saturated) });
        }
        self.counts.queued.fetch_add(1, Ordering::Relaxed);
        match self.tx.try_send(Task { job, reply }) {
            Ok(()) => Box::pin(async move {
                rx.await
                    .map_err(|_| BackendError::Fault("the worker thread stopped".into()))
            }),
            Err(e) => {
                self.counts.queued.fetch_sub(1, Ordering::Relaxed);
                self.counts.admitted.fetch_sub(1, Ordering::AcqRel);
                let err = match e {
                    TrySendError::Full(_) => BackendError::Saturated,
                    TrySendError::Disconnected(_) => {
                        BackendError::Fault("no worker threads are running".into())
                    }
                };
                Box::pin(async move { Err(err) })
            }
        }
    }

    fn stats(&self) -> BackendStats {
        BackendStats {
            workers: self.workers,
            busy: self.counts.busy.load(Ordering::Relaxed),
            queued: self.counts.queued.load(Ordering::Relaxed),
        }
    }

    fn name(&self) -> &'static str {
        if self.pool.is_some() {
            "pool"
        } else {
            "threads"
        }
    }
}
