//! The parent's side of one worker: start it, hand it a job, answer its
//! host calls with the run's real `Host`, and watch the clock. A worker is
//! never trusted: whatever it sends or however it dies, the parent turns
//! it into a verdict and goes on.

use std::ffi::OsString;
use std::io::{BufReader, Read};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use corral::api::RunResult;
use corral::capabilities::os::FsResult;
use corral::capabilities::{CallOutcome, Grant, Host, HostError, HostValue, LedgerEntry};
use corral::{Exhausted, LimitKind, Limits, Usage, Verdict};

use crate::deadline::DeadlineReader;
use crate::wire::{
    FnSpec, FsOp, FsOut, HostSpec, Layers, OsSpec, Reply, ResumeJob, RunJob, SessionDone,
    SessionJob, SessionOp, ToParent, ToWorker, WireResult, read_frame, write_frame,
};

type Frame = std::io::Result<(ToParent, Vec<u8>)>;

/// How long a new worker may take to arm and say so.
const START_TIMEOUT: Duration = Duration::from_secs(10);
/// The last bytes of a worker's stderr kept to explain its death.
const STDERR_TAIL: usize = 4096;

/// One worker process.
pub struct WorkerProc {
    child: Child,
    stdin: ChildStdin,
    /// `/proc/<pid>/statm` of the worker, for its RSS.
    statm: Option<std::fs::File>,
    /// The worker's stdout, read where the answer is awaited.
    frames: BufReader<DeadlineReader>,
    stderr: Arc<Mutex<Vec<u8>>>,
    pub layers: Layers,
    pub runs: u64,
    pub tenant: Option<String>,
}

/// What a worker was asked to do.
pub enum Job<'a> {
    Run {
        source: &'a str,
        filename: &'a str,
        return_last_expr: bool,
        limits: &'a Limits,
        inputs: &'a [(String, HostValue)],
    },
    Resume {
        snapshot: &'a [u8],
        answers: Vec<corral::api::Answer>,
        /// Limits to go on under (None: the snapshot's own).
        limits: Option<&'a Limits>,
    },
    Replay {
        record_json: &'a str,
    },
    /// One op on a session whose state is `state` (None for `New`).
    Session {
        state: Option<&'a [u8]>,
        op: SessionOp,
    },
}

/// A run carried out in a worker.
#[derive(Debug)]
pub struct IsolatedResult {
    /// The verdict and everything else, as in process (`paused` is None:
    /// a suspended run is `snapshot`).
    pub result: RunResult,
    /// Verdict `suspended`: the run, to resume with `Pool::resume`.
    pub snapshot: Option<Vec<u8>>,
    /// The in-memory files as the program left them.
    pub files: Vec<(String, Vec<u8>)>,
    /// The outer layer stopped the run (`resource` names the limit).
    pub enforced_by_os: bool,
    /// The layers the worker had armed.
    pub layers: Layers,
    /// For a replay: (divergence, answered, recorded).
    pub replay: Option<(Option<String>, usize, usize)>,
}

/// A session op carried out in a worker.
#[derive(Debug)]
pub struct SessionResult {
    /// `Run` and `Resume`: the run. For any op, also a worker that ended
    /// before it answered (killed by the outer layer, or a fault): then
    /// `state` is None and the session is to be treated as cancelled.
    pub run: Option<IsolatedResult>,
    /// `Get`: the variable's value (None: no such variable).
    pub value: Option<HostValue>,
    /// The session's new state (None: unchanged, or the worker ended
    /// before it answered).
    pub state: Option<Vec<u8>>,
    /// The layers the worker had armed.
    pub layers: Layers,
}

/// What a worker's job ended with.
#[derive(Debug)]
pub enum Outcome {
    Run(IsolatedResult),
    Session(SessionResult),
}

/// Why a job gave no result.
#[derive(Debug)]
pub enum JobError {
    /// The worker refused the job (bad snapshot bytes, answers that do not
    /// fit the pending calls, a value that cannot be set); nothing ran.
    Refused(String),
    /// A session's state bytes did not load.
    Unloadable(String),
}

/// Why a worker could not be had.
#[derive(Debug, Clone)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The ceilings a worker is started with.
#[derive(Clone, Debug)]
pub struct WorkerCeilings {
    pub address_space: u64,
    pub cpu_seconds: u64,
    pub run_cpu_seconds: u64,
}

impl WorkerProc {
    /// Start `exe [args] worker` and wait until it has armed.
    pub fn start(
        exe: &Path,
        args: &[OsString],
        c: &WorkerCeilings,
    ) -> Result<WorkerProc, StartError> {
        let mut cmd = Command::new(exe);
        #[cfg(unix)]
        crate::stack::raise_stack_limit(&mut cmd);
        let mut child = cmd
            .args(args)
            .arg("worker")
            .arg("--address-space")
            .arg(c.address_space.to_string())
            .arg("--cpu-seconds")
            .arg(c.cpu_seconds.to_string())
            .arg("--run-cpu-seconds")
            .arg(c.run_cpu_seconds.to_string())
            .arg("--parent")
            .arg(std::process::id().to_string())
            .env_clear()
            // Keep the allocators' address-space reservations small: they
            // count against RLIMIT_AS.
            .env("MIMALLOC_ARENA_RESERVE", "32MiB")
            .env("MALLOC_ARENA_MAX", "1")
            .current_dir("/")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| StartError(format!("cannot start worker {}: {e}", exe.display())))?;
        let (stdin, stdout, stderr) =
            match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
                (Some(i), Some(o), Some(e)) => (i, o, e),
                _ => return Err(StartError("worker pipes missing".into())),
            };
        let frames = BufReader::new(DeadlineReader::new(stdout));
        let tail = Arc::new(Mutex::new(Vec::new()));
        let t2 = tail.clone();
        std::thread::Builder::new()
            .name("corral-worker-err".into())
            .spawn(move || {
                let mut r = stderr;
                let mut buf = [0u8; 1024];
                while let Ok(n) = r.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut t) = t2.lock() {
                        t.extend_from_slice(&buf[..n]);
                        let over = t.len().saturating_sub(STDERR_TAIL);
                        t.drain(..over);
                    }
                }
            })
            .map_err(|e| StartError(format!("stderr thread: {e}")))?;
        let statm = std::fs::File::open(format!("/proc/{}/statm", child.id())).ok();
        let mut w = WorkerProc {
            statm,
            child,
            stdin,
            frames,
            stderr: tail,
            layers: Layers::default(),
            runs: 0,
            tenant: None,
        };
        match w.next_frame(Some(Instant::now() + START_TIMEOUT)) {
            Ok((ToParent::Ready(layers), _)) => {
                w.layers = layers;
                Ok(w)
            }
            Ok((ToParent::ArmFailed(e), _)) => {
                w.kill();
                Err(StartError(format!("worker could not arm: {e}")))
            }
            _ => {
                w.kill();
                let why = w.death();
                Err(StartError(format!("worker did not start: {why}")))
            }
        }
    }

    /// The worker's next frame, or `TimedOut` once `deadline` passes.
    fn next_frame(&mut self, deadline: Option<Instant>) -> Frame {
        self.frames.get_mut().deadline = deadline;
        read_frame::<_, ToParent>(&mut self.frames)
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Resident memory of the worker, bytes (Linux; None elsewhere).
    pub fn rss_bytes(&self) -> Option<u64> {
        // Checked after every run: read through the handle opened at start
        // rather than paying an open, a stat and a close each time.
        #[cfg(unix)]
        let s = {
            use std::os::unix::fs::FileExt;
            let mut buf = [0u8; 128];
            let n = self.statm.as_ref()?.read_at(&mut buf, 0).ok()?;
            String::from_utf8_lossy(&buf[..n]).into_owned()
        };
        #[cfg(not(unix))]
        let s = std::fs::read_to_string(format!("/proc/{}/statm", self.child.id())).ok()?;
        let pages: u64 = s.split_whitespace().nth(1)?.parse().ok()?;
        Some(pages * 4096)
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// How the (dead) worker ended, in words.
    fn death(&mut self) -> String {
        let status = self.child.wait().ok();
        let tail = self.stderr_tail();
        let mut s = match status {
            Some(st) => describe_status(&st),
            None => "unknown".into(),
        };
        if !tail.is_empty() {
            s.push_str(&format!(" ({})", tail.trim()));
        }
        s
    }

    fn stderr_tail(&self) -> String {
        // Give the stderr thread a moment to drain what the worker wrote
        // before it died.
        std::thread::sleep(Duration::from_millis(2));
        self.stderr
            .lock()
            .map(|t| String::from_utf8_lossy(&t).into_owned())
            .unwrap_or_default()
    }

    /// Carry out `job`, answering host calls with `host`. `deadline` is
    /// when the watchdog kills the worker; `hard_memory` is reported when
    /// the address-space ceiling ended it. The worker must be discarded
    /// when `reusable` comes back false. A worker that ends without
    /// answering is an `Outcome` of the job's kind whose run says how.
    pub fn execute(
        &mut self,
        job: Job<'_>,
        host: &Host,
        deadline: Option<Instant>,
        run_deadline: Option<Instant>,
        hard_memory: u64,
    ) -> (Result<Outcome, JobError>, bool) {
        let spec = host_spec(host);
        let session = matches!(job, Job::Session { .. });
        let (msg, blob): (ToWorker, &[u8]) = match job {
            Job::Run {
                source,
                filename,
                return_last_expr,
                limits,
                inputs,
            } => (
                ToWorker::Run(Box::new(RunJob {
                    source: source.to_string(),
                    filename: filename.to_string(),
                    return_last_expr,
                    limits: limits.clone(),
                    inputs: inputs.to_vec(),
                    host: spec,
                })),
                &[],
            ),
            Job::Resume {
                snapshot,
                answers,
                limits,
            } => (
                ToWorker::Resume(Box::new(ResumeJob {
                    limits: limits.cloned(),
                    answers,
                    host: spec,
                })),
                snapshot,
            ),
            Job::Replay { record_json } => (
                ToWorker::Replay {
                    record_json: record_json.to_string(),
                },
                &[],
            ),
            Job::Session { state, op } => (
                ToWorker::Session(Box::new(SessionJob { op, host: spec })),
                state.unwrap_or(&[]),
            ),
        };
        let (ending, reusable) =
            self.converse(&msg, blob, host, deadline, run_deadline, hard_memory);
        let layers = self.layers.clone();
        let lost = |ir: IsolatedResult| {
            if session {
                Outcome::Session(SessionResult {
                    layers: ir.layers.clone(),
                    run: Some(ir),
                    value: None,
                    state: None,
                })
            } else {
                Outcome::Run(ir)
            }
        };
        let r = match ending {
            Ending::Done(w, blob) if !session => Ok(Outcome::Run(finish(*w, blob, layers))),
            Ending::Session(d, blob) if session => {
                let SessionDone {
                    run,
                    value,
                    changed,
                } = *d;
                let run = run.map(|w| {
                    let mut ir = finish(*w, Vec::new(), layers.clone());
                    // A session's suspended run lives in the session's state.
                    ir.snapshot = None;
                    ir
                });
                Ok(Outcome::Session(SessionResult {
                    run,
                    value,
                    state: changed.then_some(blob),
                    layers,
                }))
            }
            Ending::Done(..) | Ending::Session(..) => {
                // An answer of the wrong kind: this worker is not to be
                // believed any further.
                self.kill();
                let mut r = Ledger::default().result(Instant::now());
                r.fault = Some("the worker answered a job of another kind".into());
                return (Ok(lost(self.outer(r, false))), false);
            }
            Ending::Refused(m) => Err(JobError::Refused(m)),
            Ending::Unloadable(m) => Err(JobError::Unloadable(m)),
            Ending::Lost(ir) => Ok(lost(*ir)),
        };
        (r, reusable)
    }

    /// Send a job and answer the worker's host calls until it ends.
    fn converse(
        &mut self,
        msg: &ToWorker,
        blob: &[u8],
        host: &Host,
        deadline: Option<Instant>,
        run_deadline: Option<Instant>,
        hard_memory: u64,
    ) -> (Ending, bool) {
        let started = Instant::now();
        self.runs += 1;
        let mut ledger = Ledger::default();
        if write_frame(&mut self.stdin, msg, blob).is_err() {
            return (
                Ending::Lost(Box::new(self.died(started, &ledger, hard_memory))),
                false,
            );
        }
        loop {
            let (msg, blob) = match self.next_frame(deadline) {
                Ok(x) => x,
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {
                    self.kill();
                    return (
                        Ending::Lost(Box::new(self.timed_out(started, &ledger))),
                        false,
                    );
                }
                Err(e) => {
                    // Garbage or a closed pipe: either way this worker is
                    // done (a closed pipe means it is dying already).
                    if e.kind() != std::io::ErrorKind::UnexpectedEof {
                        self.kill();
                    }
                    return (
                        Ending::Lost(Box::new(self.died(started, &ledger, hard_memory))),
                        false,
                    );
                }
            };
            let reply = match msg {
                ToParent::Done(w) => return (Ending::Done(w, blob), true),
                ToParent::Session(d) => return (Ending::Session(d, blob), true),
                ToParent::Refused(m) => return (Ending::Refused(m), true),
                ToParent::Unloadable(m) => return (Ending::Unloadable(m), true),
                ToParent::Call { name, args, kwargs } => {
                    let t0 = Instant::now();
                    // The call counts inside the run's time: a host that waits
                    // on something else gives up when the run's time ends.
                    let r = corral::capabilities::with_deadline(run_deadline, || {
                        host.capabilities().call(&name, &args, &kwargs)
                    });
                    ledger.note(&name, args, kwargs, &r, t0);
                    Reply::Call(r)
                }
                ToParent::Lookup { name } => {
                    let found = host.capabilities().lookup(&name);
                    Reply::Lookup(found.map(|g| fn_spec(name, g)))
                }
                ToParent::Fs(op) => {
                    let name = op.ledger_name();
                    let r = fs_op(host, op);
                    ledger.note_fs(name, &r);
                    Reply::Fs(r)
                }
                ToParent::Ready(_) | ToParent::ArmFailed(_) => {
                    self.kill();
                    return (
                        Ending::Lost(Box::new(self.died(started, &ledger, hard_memory))),
                        false,
                    );
                }
            };
            if write_frame(&mut self.stdin, &ToWorker::Reply(reply), &[]).is_err() {
                return (
                    Ending::Lost(Box::new(self.died(started, &ledger, hard_memory))),
                    false,
                );
            }
        }
    }

    fn timed_out(&mut self, started: Instant, ledger: &Ledger) -> IsolatedResult {
        let ms = started.elapsed().as_millis() as u64;
        let mut r = ledger.result(started);
        r.verdict = Verdict::ResourceExhausted;
        r.resource = Some(Exhausted {
            limit: LimitKind::Time,
            max: ms,
            used: ms,
        });
        self.outer(r, true)
    }

    /// The worker ended without a result: an outer-layer ceiling or a fault.
    fn died(&mut self, started: Instant, ledger: &Ledger, hard_memory: u64) -> IsolatedResult {
        let status = self.child.wait().ok();
        let tail = self.stderr_tail();
        let mut r = ledger.result(started);
        let sig = status.as_ref().and_then(signal_of);
        let ms = started.elapsed().as_millis() as u64;
        if sig == Some(libc::SIGXCPU) {
            r.verdict = Verdict::ResourceExhausted;
            r.resource = Some(Exhausted {
                limit: LimitKind::CpuTime,
                max: ms,
                used: ms,
            });
            return self.outer(r, true);
        }
        if tail.contains("memory allocation of") {
            // "memory allocation of N bytes failed": the worker held up to
            // the ceiling and asked for N more.
            let asked = tail
                .split("memory allocation of ")
                .nth(1)
                .and_then(|t| t.split(' ').next())
                .and_then(|n| n.parse::<u64>().ok())
                .unwrap_or(1)
                .max(1);
            r.verdict = Verdict::ResourceExhausted;
            r.resource = Some(Exhausted {
                limit: LimitKind::Memory,
                max: hard_memory,
                used: hard_memory.saturating_add(asked),
            });
            return self.outer(r, true);
        }
        r.verdict = Verdict::HostFault;
        let how = status
            .as_ref()
            .map(describe_status)
            .unwrap_or_else(|| "ended".into());
        r.fault = Some(format!("the worker died: {how}"));
        self.outer(r, false)
    }

    fn outer(&self, result: RunResult, enforced_by_os: bool) -> IsolatedResult {
        IsolatedResult {
            result,
            snapshot: None,
            files: Vec::new(),
            enforced_by_os,
            layers: self.layers.clone(),
            replay: None,
        }
    }
}

/// How a conversation with a worker ended.
enum Ending {
    Done(Box<WireResult>, Vec<u8>),
    Session(Box<SessionDone>, Vec<u8>),
    Refused(String),
    Unloadable(String),
    /// The worker ended without answering.
    Lost(Box<IsolatedResult>),
}

impl Drop for WorkerProc {
    fn drop(&mut self) {
        self.kill();
    }
}

#[cfg(unix)]
fn signal_of(st: &std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(st)
}

#[cfg(not(unix))]
fn signal_of(_st: &std::process::ExitStatus) -> Option<i32> {
    None
}

fn describe_status(st: &std::process::ExitStatus) -> String {
    match (signal_of(st), st.code()) {
        (Some(sig), _) => {
            let name = nix::sys::signal::Signal::try_from(sig)
                .map(|s| s.as_str().to_string())
                .unwrap_or_else(|_| format!("signal {sig}"));
            format!("killed by {name}")
        }
        (None, Some(c)) => format!("exited with status {c}"),
        _ => "ended".into(),
    }
}

fn fs_op(host: &Host, op: FsOp) -> Result<FsOut, i32> {
    let fs = &host.os.fs;
    let caps = host.capabilities();
    let r: FsResult<FsOut> = match op {
        FsOp::Read { path, max } => fs.read(caps, &path, max).map(FsOut::Bytes),
        FsOp::Write { path, data, mode } => {
            fs.write(caps, &path, &data, mode, 0.0).map(|_| FsOut::Unit)
        }
        FsOp::Stat { path } => fs.stat(caps, &path).map(FsOut::Stat),
        FsOp::Listdir { path } => fs.listdir(caps, &path).map(FsOut::Names),
        FsOp::Mkdir { path } => fs.mkdir(caps, &path, 0.0).map(|_| FsOut::Unit),
        FsOp::Rmdir { path } => fs.rmdir(caps, &path).map(|_| FsOut::Unit),
        FsOp::Remove { path } => fs.remove(caps, &path).map(|_| FsOut::Unit),
        FsOp::Rename { from, to } => fs.rename(caps, &from, &to).map(|_| FsOut::Unit),
    };
    r.map_err(|e| e.0)
}

impl FsOp {
    fn ledger_name(&self) -> &'static str {
        match self {
            FsOp::Read { .. } => "fs.read",
            FsOp::Write { .. } => "fs.write",
            FsOp::Stat { .. } => "fs.stat",
            FsOp::Listdir { .. } => "fs.listdir",
            FsOp::Mkdir { .. } => "fs.mkdir",
            FsOp::Rmdir { .. } => "fs.rmdir",
            FsOp::Remove { .. } => "fs.remove",
            FsOp::Rename { .. } => "fs.rename",
        }
    }
}

pub fn fn_spec(name: String, g: Grant) -> FnSpec {
    FnSpec {
        name,
        is_async: g.is_async,
        suspend: g.suspends,
    }
}

pub fn host_spec(host: &Host) -> HostSpec {
    let os = &host.os;
    HostSpec {
        functions: host
            .capabilities()
            .declared()
            .into_iter()
            .map(|(n, g)| fn_spec(n, g))
            .collect(),
        lookup: host.capabilities().has_lookup(),
        os: OsSpec {
            env: os.env.clone(),
            clock: os.clock,
            utc_offset_secs: os.utc_offset_secs,
            tz_name: os.tz_name.to_string(),
            seed: os.seed,
            cwd: os.cwd.to_string(),
            dirs: os.fs.memory_dirs(),
            files: os.fs.memory_files(),
            mounts: os.fs.mounts(),
            quota: os.fs.quota(),
            memory_read_only: os.fs.memory_read_only(),
        },
    }
}

fn finish(w: WireResult, snapshot: Vec<u8>, layers: Layers) -> IsolatedResult {
    let suspended = w.verdict == Verdict::Suspended;
    IsolatedResult {
        result: RunResult {
            verdict: w.verdict,
            value_repr: w.value_repr,
            value: w.value,
            stdout: w.stdout,
            stderr: w.stderr,
            error: w.error,
            resource: w.resource,
            fault: w.fault,
            usage: w.usage,
            trace: w.trace,
            pending: w.pending,
            paused: None,
        },
        snapshot: suspended.then_some(snapshot),
        files: w.files,
        enforced_by_os: false,
        layers,
        replay: w.replay,
    }
}

/// The parent's own record of the host calls it answered for a run: what
/// the envelope's `trace` holds when the worker dies before reporting its
/// ledger.
#[derive(Default)]
struct Ledger {
    entries: Vec<LedgerEntry>,
}

impl Ledger {
    fn note(
        &mut self,
        name: &str,
        args: Vec<HostValue>,
        kwargs: Vec<(String, HostValue)>,
        r: &Result<HostValue, HostError>,
        t0: Instant,
    ) {
        let seq = self.entries.len() as u64 + 1;
        let (outcome, result, error) = match r {
            Ok(v) => (CallOutcome::Ok, Some(v.clone()), None),
            Err(e) if e.denied => (CallOutcome::Denied, None, Some(e.clone())),
            Err(e) => (CallOutcome::Error, None, Some(e.clone())),
        };
        self.entries.push(LedgerEntry {
            seq,
            call_id: seq,
            function: name.to_string(),
            args,
            kwargs,
            outcome,
            result_bytes: result.as_ref().map_or(0, |v| v.to_json().len() as u64),
            result,
            error,
            ms: t0.elapsed().as_secs_f64() * 1000.0,
        });
    }

    fn note_fs(&mut self, name: &str, r: &Result<FsOut, i32>) {
        let seq = self.entries.len() as u64 + 1;
        self.entries.push(LedgerEntry {
            seq,
            call_id: seq,
            function: name.to_string(),
            args: Vec::new(),
            kwargs: Vec::new(),
            outcome: if r.is_ok() {
                CallOutcome::Ok
            } else {
                CallOutcome::Error
            },
            result: None,
            error: None,
            result_bytes: 0,
            ms: 0.0,
        });
    }

    fn result(&self, started: Instant) -> RunResult {
        RunResult {
            verdict: Verdict::HostFault,
            value_repr: None,
            value: None,
            stdout: String::new(),
            stderr: String::new(),
            error: None,
            resource: None,
            fault: None,
            usage: Usage {
                wall_ms: started.elapsed().as_secs_f64() * 1000.0,
                host_calls: self.entries.len() as u64,
                ..Usage::default()
            },
            trace: self.entries.clone(),
            pending: Vec::new(),
            paused: None,
        }
    }
}
