//! Running a program to its end on the current thread: the engine runs
//! without the GIL; calls of `async def` host functions suspend it, are
//! answered together by the caller's answerer, and the run resumes (as the
//! CLI's `drive` does with its functions process). What comes back
//! (`Outcome`) is plain data that may cross threads.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use corral::api::{Answer, Paused};

use corral::capabilities::{LedgerEntry, PendingCall};
use corral::limits::{Exhausted, Usage};
use corral::{ErrorInfo, Program, RunResult, Verdict};

use crate::spec::{Ctx, Spec};

/// The result of a run (or run segment), free of engine handles.
pub struct Outcome {
    pub verdict: Verdict,
    pub value: Option<corral::capabilities::HostValue>,
    pub value_repr: Option<String>,
    pub stdout: String,
    pub stderr: String,
    pub error: Option<ErrorInfo>,
    pub resource: Option<Exhausted>,
    pub fault: Option<String>,
    pub usage: Usage,
    pub trace: Vec<LedgerEntry>,
    pub pending: Vec<PendingCall>,
    /// Verdict `suspended` of a one-shot run: the run as bytes.
    pub snapshot: Option<Vec<u8>>,
    /// The host raised KeyboardInterrupt: the run was ended.
    pub cancelled: bool,
    /// A run carried out by an isolated worker: its layers.
    pub isolation: Option<Isolation>,
}

/// The operating system's layers around a run in a worker process.
pub struct Isolation {
    pub layers: Vec<String>,
    pub landlock_abi: u32,
    /// Why a best-effort layer did not arm.
    pub notes: Vec<String>,
    /// The outer layer, not the interpreter, stopped the run.
    pub enforced_by_os: bool,
}

impl Outcome {
    /// An outcome that is only a host fault (the run could not start or go on).
    pub fn fault(msg: impl Into<String>) -> Outcome {
        Outcome {
            verdict: Verdict::HostFault,
            value: None,
            value_repr: None,
            stdout: String::new(),
            stderr: String::new(),
            error: None,
            resource: None,
            fault: Some(msg.into()),
            usage: Usage::default(),
            trace: Vec::new(),
            pending: Vec::new(),
            snapshot: None,
            cancelled: false,
            isolation: None,
        }
    }
}

/// Answers calls of `async def` host functions; None when the answers will
/// never come (the caller went away), which ends the run where it is.
pub type Answerer<'a> = dyn FnMut(Vec<PendingCall>) -> Option<Vec<Answer>> + 'a;

/// What a program to run is: source text, or a compiled program.
pub enum ProgramRef {
    Source(String),
    Compiled { id: u64, bytes: Arc<Vec<u8>> },
}

/// Compiled programs already loaded on this thread, by id: loading one from
/// its bytes is paid once per thread, not once per run.
const CACHE_MAX: usize = 64;

thread_local! {
    static PROGRAMS: RefCell<HashMap<u64, Program>> = RefCell::new(HashMap::new());
}

fn load_program(id: u64, bytes: &[u8]) -> Result<Program, String> {
    if let Some(p) = PROGRAMS.with(|c| c.borrow().get(&id).cloned()) {
        return Ok(p);
    }
    let p = Program::from_bytes(bytes).map_err(|e| e.to_string())?;
    PROGRAMS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_MAX {
            c.clear();
        }
        c.insert(id, p.clone());
    });
    Ok(p)
}

/// Run a program from its start to its end (or a suspension the caller
/// must answer).
pub fn run(spec: &Spec, program: &ProgramRef, answer: &mut Answerer<'_>) -> Outcome {
    let host = match spec.host() {
        Ok(h) => h,
        Err(e) => return Outcome::fault(e),
    };
    let opts = spec.options(host.clone());
    let r = match program {
        ProgramRef::Source(s) => corral::run_source(s, &opts),
        ProgramRef::Compiled { id, bytes } => match load_program(*id, bytes) {
            Ok(p) => corral::api::run_program(&p, &opts),
            Err(e) => return Outcome::fault(e),
        },
    };
    let mut resume = |p: Option<Paused>, a: Vec<Answer>| match p {
        Some(p) => p.resume(&host, a).map_err(|e| e.message),
        None => Err("the run cannot be resumed".to_string()),
    };
    drive(r, spec, answer, &mut resume)
}

/// Resume a suspended run from its snapshot with the caller's answers.
/// Functions the run was granted that `spec` does not provide go on
/// suspending.
pub fn resume(
    spec: &Spec,
    snapshot: &[u8],
    answers: Vec<Answer>,
    limits: bool,
    answer: &mut Answerer<'_>,
) -> Result<Outcome, String> {
    let mut paused = Paused::from_snapshot_with_key(snapshot, spec.snapshot_key.as_deref())
        .map_err(|e| e.to_string())?;
    if limits {
        paused.set_limits(spec.limits.clone());
    }
    let mut host = spec.host()?;
    for (name, is_async) in paused.declared_functions().to_vec() {
        if host.get(&name).is_none() {
            host = host.suspending(&name, is_async);
        }
    }
    let r = paused.resume(&host, answers).map_err(|e| e.message)?;
    let mut resume = |p: Option<Paused>, a: Vec<Answer>| match p {
        Some(p) => p.resume(&host, a).map_err(|e| e.message),
        None => Err("the run cannot be resumed".to_string()),
    };
    Ok(drive(r, spec, answer, &mut resume))
}

/// Answer the calls of `async def` functions as long as the run suspends
/// at them; stop at calls only the caller can answer (`suspend=`).
pub fn drive(
    mut r: RunResult,
    spec: &Spec,
    answer: &mut Answerer<'_>,
    resume: &mut dyn FnMut(Option<Paused>, Vec<Answer>) -> Result<RunResult, String>,
) -> Outcome {
    let async_names = spec.async_names();
    let ctx: &Ctx = &spec.ctx;
    let mut stdout = String::new();
    let mut stderr = String::new();
    loop {
        stdout.push_str(&r.stdout);
        stderr.push_str(&r.stderr);
        if r.verdict != Verdict::Suspended || ctx.is_cancelled() {
            break;
        }
        let ours: Vec<PendingCall> = r
            .pending
            .iter()
            .filter(|c| async_names.contains(&c.function))
            .cloned()
            .collect();
        if ours.is_empty() {
            break;
        }
        let Some(answers) = answer(ours) else {
            ctx.cancel();
            break;
        };
        if ctx.is_cancelled() {
            break;
        }
        r = match resume(r.paused.take(), answers) {
            Ok(next) => next,
            Err(e) => {
                let mut o = Outcome::fault(format!("resuming after async calls: {e}"));
                o.stdout = stdout;
                o.stderr = stderr;
                return o;
            }
        };
    }
    r.stdout = stdout;
    r.stderr = stderr;
    let snapshot = match (&r.paused, &spec.snapshot_key) {
        (Some(p), Some(k)) if !ctx.is_cancelled() => Some(p.snapshot_signed(k)),
        (Some(p), None) if !ctx.is_cancelled() => Some(p.snapshot()),
        _ => None,
    };
    outcome(r, snapshot, ctx.is_cancelled())
}

fn outcome(r: RunResult, snapshot: Option<Vec<u8>>, cancelled: bool) -> Outcome {
    Outcome {
        verdict: r.verdict,
        value: r.value,
        value_repr: r.value_repr,
        stdout: r.stdout,
        stderr: r.stderr,
        error: r.error,
        resource: r.resource,
        fault: r.fault,
        usage: r.usage,
        trace: r.trace,
        pending: r.pending,
        snapshot,
        cancelled,
        isolation: None,
    }
}
