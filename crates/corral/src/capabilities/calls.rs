//! External (host) functions: registration, the call path inside the VM,
//! suspension for the host, and the capability ledger.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::value::HostValue;
use super::{Grant, Host};
use crate::error::{Error, Result};
use crate::limits::{Exhausted, LimitKind};
use crate::objects::heap::alloc_size;
use crate::objects::{External, FutKind, FutState, Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

/// An exception the host raises into the program (or a refusal).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HostError {
    /// A builtin exception type name (ValueError, KeyError, …); unknown
    /// names become RuntimeError.
    pub type_name: String,
    pub message: String,
    /// The host refused the call (recorded as `denied`; raises PermissionError
    /// unless `type_name` says otherwise).
    pub denied: bool,
}

impl HostError {
    pub fn new(type_name: impl Into<String>, message: impl Into<String>) -> HostError {
        HostError {
            type_name: type_name.into(),
            message: message.into(),
            denied: false,
        }
    }

    pub fn denied(message: impl Into<String>) -> HostError {
        HostError {
            type_name: "PermissionError".into(),
            message: message.into(),
            denied: true,
        }
    }
}

thread_local! {
    static CURRENT_CALL: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
    static CURRENT_DEADLINE: std::cell::Cell<Option<std::time::Instant>> =
        const { std::cell::Cell::new(None) };
}

/// When the run a synchronous callback is answering must end (inside the
/// callback; None elsewhere or without a `time` limit). Host calls count
/// inside the run's time: a callback that waits on something else (a
/// process, a socket, a worker's parent) should give up by then, and the
/// run then ends `resource_exhausted` (time).
pub fn current_deadline() -> Option<std::time::Instant> {
    CURRENT_DEADLINE.with(|c| c.get())
}

/// Call `f` with `current_deadline()` answering `deadline`: for a host that
/// answers a run's calls outside the VM (the parent of an isolated worker).
pub fn with_deadline<R>(deadline: Option<std::time::Instant>, f: impl FnOnce() -> R) -> R {
    let outer = CURRENT_DEADLINE.with(|c| c.replace(deadline));
    let r = f();
    CURRENT_DEADLINE.with(|c| c.set(outer));
    r
}

/// The ledger id of the call a synchronous callback is answering (inside
/// the callback; None elsewhere), to correlate host logs with the ledger.
pub fn current_call_id() -> Option<u64> {
    CURRENT_CALL.with(|c| c.get())
}

/// What became of a host call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallOutcome {
    Ok,
    Error,
    Denied,
    /// Handed to the host, no answer yet (the run is suspended).
    Pending,
    /// The program cancelled the awaiting task before the host answered.
    Cancelled,
}

impl CallOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            CallOutcome::Ok => "ok",
            CallOutcome::Error => "error",
            CallOutcome::Denied => "denied",
            CallOutcome::Pending => "pending",
            CallOutcome::Cancelled => "cancelled",
        }
    }
}

/// One entry of the capability ledger.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LedgerEntry {
    /// 1-based order of the call.
    pub seq: u64,
    pub call_id: u64,
    pub function: String,
    /// Arguments, summarized when large.
    pub args: Vec<HostValue>,
    pub kwargs: Vec<(String, HostValue)>,
    pub outcome: CallOutcome,
    /// The result (kept for replay when at most `LEDGER_RESULT_MAX` bytes of JSON).
    pub result: Option<HostValue>,
    pub error: Option<HostError>,
    /// Size of the result as JSON.
    pub result_bytes: u64,
    /// Time the host took: the callback's, or for a suspended call the time
    /// from suspension to resumption (0 when resumed in another process).
    pub ms: f64,
}

/// Largest result kept in the ledger for replay.
pub const LEDGER_RESULT_MAX: usize = 64 * 1024;
/// Arguments larger than this (as JSON) are summarized in the ledger.
const LEDGER_ARG_MAX: usize = 1024;

/// A call handed to the host while the run is suspended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingCall {
    pub call_id: u64,
    pub function: String,
    pub args: Vec<HostValue>,
    pub kwargs: Vec<(String, HostValue)>,
    /// The asyncio future the answer completes (async functions).
    pub(crate) future: Option<ObjRef>,
}

/// Where a suspended run continues.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SuspendKind {
    /// A direct call of a suspending function: its answer is the call's value.
    Call,
    /// The event loop of `asyncio.run` is idle, waiting for async calls.
    Loop,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuspendPoint {
    pub kind: SuspendKind,
    /// Stack index of the callee of the call instruction that suspended.
    pub pos: u32,
}

/// `pos` before the call instruction has recorded it.
pub(crate) const UNSET_POS: u32 = u32::MAX;

/// The host-facing state a VM carries (serialized with it).
#[derive(Serialize, Deserialize)]
pub struct HostState {
    pub ledger: Vec<LedgerEntry>,
    /// Calls handed to the host (at most `parallel`).
    pub inflight: Vec<PendingCall>,
    /// Async calls waiting for a `parallel` slot.
    pub queued: Vec<PendingCall>,
    pub next_call_id: u64,
    pub suspend: Option<SuspendPoint>,
    /// The main task of the `asyncio.run` loop that may suspend.
    pub loop_main: Option<ObjRef>,
    pub baseline_bytes: u64,
    /// Functions granted at the start (name, is_async), so a resumed run
    /// can be given them again.
    pub declared: Vec<(String, bool)>,
    /// Wall and CPU milliseconds of the run's earlier segments.
    pub prior_wall_ms: f64,
    pub prior_cpu_ms: f64,
    /// The program's working directory in the virtual filesystem.
    pub cwd: Rc<str>,
    /// Seconds slept on the fixed clock.
    pub slept: f64,
    /// When the run suspended (in this process): times suspended calls.
    #[serde(skip)]
    pub suspended_at: Option<std::time::Instant>,
    /// Ledger entries not denied, kept as they change (checking
    /// `host_calls` must not scan the ledger at every call).
    #[serde(skip)]
    counted: u64,
    /// Replaced by the run's own host before anything runs (a new VM's
    /// is a placeholder, cheap to make).
    #[serde(skip, default = "Host::unconfigured")]
    pub host: Host,
    /// The in-memory files of a run loaded from a snapshot: they replace
    /// those of the host that resumes it.
    #[serde(skip)]
    pub(crate) restored_fs: Option<super::os::FsImage>,
}

impl Default for HostState {
    fn default() -> Self {
        HostState::new(Host::unconfigured())
    }
}

impl HostState {
    /// The state of a fresh run answered by `host`. Taking the host here
    /// spares a run building a default one (its virtual filesystem) only to
    /// replace it.
    pub(crate) fn new(host: Host) -> HostState {
        let cwd = host.os.cwd.clone();
        HostState {
            ledger: Vec::new(),
            inflight: Vec::new(),
            queued: Vec::new(),
            next_call_id: 0,
            suspend: None,
            loop_main: None,
            baseline_bytes: 0,
            declared: Vec::new(),
            prior_wall_ms: 0.0,
            prior_cpu_ms: 0.0,
            cwd,
            slept: 0.0,
            suspended_at: None,
            counted: 0,
            host,
            restored_fs: None,
        }
    }

    pub(crate) fn roots(&self) -> impl Iterator<Item = Value> + '_ {
        self.inflight
            .iter()
            .chain(self.queued.iter())
            .filter_map(|p| p.future.map(Value::Obj))
            .chain(self.loop_main.map(Value::Obj))
    }

    /// Take `host` as the one answering this run's host calls; a run loaded
    /// from a snapshot first puts its in-memory files into the host's
    /// filesystem.
    pub(crate) fn adopt(&mut self, host: Host) {
        if let Some(img) = self.restored_fs.take() {
            host.os.fs.restore(img);
        }
        self.host = host;
    }

    /// Calls counted against `host_calls` (denied ones are not).
    pub fn calls_made(&self) -> u64 {
        self.counted
    }

    /// Recount `calls_made` from the ledger (after loading a snapshot).
    pub(crate) fn recount(&mut self) {
        self.counted = self
            .ledger
            .iter()
            .filter(|e| e.outcome != CallOutcome::Denied)
            .count() as u64;
    }
}

fn summarize(v: &HostValue) -> HostValue {
    let json = v.to_json();
    if json.len() <= LEDGER_ARG_MAX {
        return v.clone();
    }
    let mut cut = 200;
    while !json.is_char_boundary(cut) {
        cut -= 1;
    }
    HostValue::Other {
        type_name: v.type_name().into(),
        repr: format!("{}… ({} bytes)", &json[..cut], json.len()),
    }
}

const LEDGER_ENTRY_BYTES: usize = std::mem::size_of::<LedgerEntry>();

/// Bytes a ledger entry holds outside the ledger's buffer (its values at
/// their JSON size, a close estimate of what they take).
fn entry_bytes(e: &LedgerEntry) -> usize {
    let json = |v: &HostValue| v.to_json().len();
    alloc_size(e.function.len())
        + alloc_size(e.args.len() * std::mem::size_of::<HostValue>())
        + e.args.iter().map(json).sum::<usize>()
        + e.kwargs
            .iter()
            .map(|(k, v)| k.len() + json(v))
            .sum::<usize>()
        + e.result.as_ref().map_or(0, json)
        + e.error.as_ref().map_or(0, error_bytes)
}

fn error_bytes(e: &HostError) -> usize {
    alloc_size(e.type_name.len()) + alloc_size(e.message.len())
}

/// What a ledger holds, charged to a run loaded from a snapshot.
pub(crate) fn ledger_bytes(ledger: &[LedgerEntry]) -> usize {
    alloc_size(ledger.len() * LEDGER_ENTRY_BYTES) + ledger.iter().map(entry_bytes).sum::<usize>()
}

/// The exception type a host error raises.
fn error_type(e: &HostError) -> TypeId {
    match crate::builtins::lookup(&e.type_name) {
        Some(Value::Type(t)) if t.is_exception() => t,
        _ if e.denied => TypeId::PermissionError,
        _ => TypeId::RuntimeError,
    }
}

pub(crate) fn host_error_to_error(e: &HostError) -> Error {
    let t = error_type(e);
    if t == TypeId::RuntimeError && e.type_name != "RuntimeError" && !e.type_name.is_empty() {
        Error::new(t, format!("{}: {}", e.type_name, e.message))
    } else {
        Error::new(t, e.message.clone())
    }
}

impl Vm {
    /// The guest value of an external function.
    pub fn new_external(&mut self, name: &str, is_async: bool) -> Result<Value> {
        self.alloc(Obj::External(Box::new(External {
            name: name.into(),
            is_async,
        })))
    }

    /// Record a call in the ledger, charging what the entry holds (and
    /// the ledger's buffer when it must grow) against `memory` first: the
    /// ledger lives as long as the run, and the guest decides its length.
    fn ledger_push(
        &mut self,
        call_id: u64,
        function: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
        outcome: CallOutcome,
    ) -> Result<usize> {
        let entry = self.ledger_entry(call_id, function, args, kwargs, outcome);
        let mut bytes = entry_bytes(&entry);
        let ledger = &self.host.ledger;
        let (len, cap) = (ledger.len(), ledger.capacity());
        let new_cap = (cap * 2).max(8);
        if len == cap {
            // The new buffer whole: the old one is held while it copies.
            bytes += alloc_size(new_cap * LEDGER_ENTRY_BYTES);
        }
        self.heap.charge(bytes)?;
        if len == cap {
            self.host.ledger.reserve_exact(new_cap - len);
            self.heap.uncharge(alloc_size(cap * LEDGER_ENTRY_BYTES));
        }
        if entry.outcome != CallOutcome::Denied {
            self.host.counted += 1;
        }
        self.host.ledger.push(entry);
        Ok(len)
    }

    /// The last entry of a run that ends on it (the `host_calls` limit):
    /// recorded whatever the memory account says, once per run.
    fn ledger_push_final(
        &mut self,
        call_id: u64,
        function: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
        error: HostError,
    ) {
        let mut entry = self.ledger_entry(call_id, function, args, kwargs, CallOutcome::Denied);
        entry.error = Some(error);
        self.host.ledger.push(entry);
    }

    fn ledger_entry(
        &self,
        call_id: u64,
        function: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
        outcome: CallOutcome,
    ) -> LedgerEntry {
        LedgerEntry {
            seq: self.host.ledger.len() as u64 + 1,
            call_id,
            function: function.into(),
            args: args.iter().map(summarize).collect(),
            kwargs: kwargs
                .iter()
                .map(|(k, v)| (k.clone(), summarize(v)))
                .collect(),
            outcome,
            result: None,
            error: None,
            result_bytes: 0,
            ms: 0.0,
        }
    }

    /// Record a call's outcome; a result kept for replay (and an error's
    /// text) is charged against `memory` before it is copied in.
    fn ledger_settle(
        &mut self,
        call_id: u64,
        outcome: std::result::Result<&HostValue, &HostError>,
        ms: f64,
    ) -> Result<()> {
        let Some(i) = self.host.ledger.iter().rposition(|e| e.call_id == call_id) else {
            return Ok(());
        };
        let mut kept = None;
        let (state, error, result_bytes) = match outcome {
            Ok(v) if v.deeper_than(super::value::MAX_DEPTH) => (
                CallOutcome::Error,
                Some(HostError::new("ValueError", "result nested too deeply")),
                0,
            ),
            Ok(v) => {
                let n = v.to_json().len();
                if n <= LEDGER_RESULT_MAX {
                    kept = Some(v);
                }
                (CallOutcome::Ok, None, n as u64)
            }
            Err(err) => (
                if err.denied {
                    CallOutcome::Denied
                } else {
                    CallOutcome::Error
                },
                Some(err.clone()),
                0,
            ),
        };
        let charge =
            kept.map_or(0, |_| result_bytes as usize) + error.as_ref().map_or(0, error_bytes);
        self.heap.charge(charge)?;
        let e = &mut self.host.ledger[i];
        match (
            e.outcome == CallOutcome::Denied,
            state == CallOutcome::Denied,
        ) {
            (false, true) => self.host.counted = self.host.counted.saturating_sub(1),
            (true, false) => self.host.counted += 1,
            _ => {}
        }
        e.ms = ms;
        e.outcome = state;
        e.error = error;
        e.result_bytes = result_bytes;
        e.result = kept.cloned();
        Ok(())
    }

    /// Call the external function `r` with the arguments at stack[pos+1..].
    pub(crate) fn call_external(
        &mut self,
        r: ObjRef,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Value> {
        // Host code may wait: from here the CPU clock is read (CpuMeter).
        self.cpu.engage();
        let (name, is_async) = match self.heap.get(r) {
            Obj::External(x) => (x.name.clone(), x.is_async),
            _ => return Err(Error::fault("not an external function")),
        };
        let nkw = kw.map_or(0, |k| k.len());
        let vals: Vec<Value> = self.stack[pos + 1..pos + 1 + n].to_vec();
        let mut args = Vec::with_capacity(n - nkw);
        for v in &vals[..n - nkw] {
            args.push(HostValue::from_guest(self, *v));
        }
        let mut kwargs = Vec::with_capacity(nkw);
        if let Some(names) = kw {
            for (k, v) in names.iter().zip(&vals[n - nkw..]) {
                kwargs.push((k.to_string(), HostValue::from_guest(self, *v)));
            }
        }
        let call_id = self.host.next_call_id + 1;
        self.host.next_call_id = call_id;
        if let Some(max) = self.limits.host_calls {
            let used = self.host.calls_made() + 1;
            if used > max {
                self.ledger_push_final(
                    call_id,
                    &name,
                    &args,
                    &kwargs,
                    HostError::denied("host_calls limit reached"),
                );
                return Err(Error::exhausted(Exhausted {
                    limit: LimitKind::HostCalls,
                    max,
                    used,
                }));
            }
        }
        // A replayed ledger answers every call at once.
        let replay = self.host.host.replay.clone();
        let grant = match replay {
            Some(_) => Some(Grant {
                is_async,
                suspends: false,
            }),
            None => self.host.host.capabilities().function(&name),
        };
        match grant {
            None => {
                let err = HostError::denied(format!("external function '{name}' is not available"));
                self.ledger_push(call_id, &name, &args, &kwargs, CallOutcome::Denied)?;
                self.ledger_settle(call_id, Err(&err), 0.0)?;
                Err(host_error_to_error(&err))
            }
            Some(Grant {
                suspends: false, ..
            }) => {
                self.ledger_push(call_id, &name, &args, &kwargs, CallOutcome::Pending)?;
                let t0 = std::time::Instant::now();
                let outer = CURRENT_CALL.with(|c| c.replace(Some(call_id)));
                let outer_deadline = CURRENT_DEADLINE.with(|c| c.replace(self.clock.deadline()));
                let res = match &replay {
                    Some(r) => r.answer(&name, &args, &kwargs),
                    None => self.host.host.capabilities().call(&name, &args, &kwargs),
                };
                CURRENT_CALL.with(|c| c.set(outer));
                CURRENT_DEADLINE.with(|c| c.set(outer_deadline));
                let ms = t0.elapsed().as_secs_f64() * 1000.0;
                self.ledger_settle(call_id, res.as_ref(), ms)?;
                // A call that outlived the run's time ends it here, whatever
                // it answered.
                self.clock.check().map_err(Error::exhausted)?;
                let res = match res {
                    Ok(v) => v.to_guest(self),
                    Err(e) => Err(host_error_to_error(&e)),
                };
                if !is_async {
                    return res;
                }
                let fut = self.new_future(FutKind::Plain, None)?;
                match res {
                    Ok(v) => self.finish_future(fut, FutState::Done(v))?,
                    Err(e) if !e.is_catchable() => return Err(e),
                    Err(e) => {
                        let exc = self.materialize(e)?;
                        self.finish_future(fut, FutState::Failed(Value::Obj(exc)))?
                    }
                }
                Ok(Value::Obj(fut))
            }
            Some(Grant { suspends: true, .. }) => {
                if is_async {
                    let fut = self.new_future(FutKind::Plain, None)?;
                    self.ledger_push(call_id, &name, &args, &kwargs, CallOutcome::Pending)?;
                    let p = PendingCall {
                        call_id,
                        function: name.to_string(),
                        args,
                        kwargs,
                        future: Some(fut),
                    };
                    if self.parallel_room() {
                        self.host.inflight.push(p);
                    } else {
                        self.host.queued.push(p);
                    }
                    return Ok(Value::Obj(fut));
                }
                if self.native_depth > 0 || self.event_loop.is_some() {
                    let err = HostError::new(
                        "RuntimeError",
                        format!(
                            "external function '{name}' cannot suspend here (inside a callback, \
                             generator or coroutine); declare it async and await it"
                        ),
                    );
                    self.ledger_push(call_id, &name, &args, &kwargs, CallOutcome::Denied)?;
                    self.ledger_settle(
                        call_id,
                        Err(&HostError {
                            denied: true,
                            ..err.clone()
                        }),
                        0.0,
                    )?;
                    return Err(host_error_to_error(&err));
                }
                self.ledger_push(call_id, &name, &args, &kwargs, CallOutcome::Pending)?;
                self.host.inflight.push(PendingCall {
                    call_id,
                    function: name.to_string(),
                    args,
                    kwargs,
                    future: None,
                });
                // Every path into here at native depth 0 is a call
                // instruction whose callee sits at `pos`.
                self.host.suspend = Some(SuspendPoint {
                    kind: SuspendKind::Call,
                    pos: pos as u32,
                });
                Err(Error::suspend())
            }
        }
    }

    /// A host operation of the virtual OS (a file operation, a clock read):
    /// counted against `host_calls`, recorded in the ledger, answered by
    /// `op` (or by the replayed ledger). The caller raises the error.
    pub(crate) fn host_op(
        &mut self,
        name: &str,
        args: Vec<HostValue>,
        op: impl FnOnce(&mut Vm) -> std::result::Result<HostValue, HostError>,
    ) -> Result<std::result::Result<HostValue, HostError>> {
        // Host code may wait: from here the CPU clock is read (CpuMeter).
        self.cpu.engage();
        let call_id = self.host.next_call_id + 1;
        self.host.next_call_id = call_id;
        if let Some(max) = self.limits.host_calls {
            let used = self.host.calls_made() + 1;
            if used > max {
                self.ledger_push_final(
                    call_id,
                    name,
                    &args,
                    &[],
                    HostError::denied("host_calls limit reached"),
                );
                return Err(Error::exhausted(Exhausted {
                    limit: LimitKind::HostCalls,
                    max,
                    used,
                }));
            }
        }
        self.ledger_push(call_id, name, &args, &[], CallOutcome::Pending)?;
        let t0 = std::time::Instant::now();
        let res = match self.host.host.replay.clone() {
            Some(r) => r.answer(name, &args, &[]),
            None => op(self),
        };
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        self.ledger_settle(call_id, res.as_ref(), ms)?;
        Ok(res)
    }

    fn parallel_room(&self) -> bool {
        match self.limits.parallel {
            Some(max) => (self.host.inflight.len() as u64) < max.max(1),
            None => true,
        }
    }

    /// Called by the dispatch loop when a call instruction fails: a
    /// suspension records where the call's value goes.
    pub(crate) fn note_call_error(&mut self, e: Error, pos: usize) -> Error {
        if e.is_suspend()
            && let Some(sp) = self.host.suspend.as_mut()
            && sp.pos == UNSET_POS
        {
            sp.pos = pos as u32;
        }
        e
    }

    /// The event loop is idle. If async host calls are in flight, suspend
    /// (when the loop can be resumed) and return Err; Ok(()) if there is
    /// nothing to wait for.
    pub(crate) fn loop_idle_host(&mut self) -> Result<()> {
        // Drop calls whose futures the program cancelled.
        let mut cancelled = Vec::new();
        for list in [&mut self.host.inflight, &mut self.host.queued] {
            list.retain(|p| {
                let live = p.future.is_none_or(
                    |f| matches!(self.heap.get(f), Obj::Future(x) if x.state == FutState::Pending),
                );
                if !live {
                    cancelled.push(p.call_id);
                }
                live
            });
        }
        for id in cancelled {
            if let Some(e) = self.host.ledger.iter_mut().rev().find(|e| e.call_id == id)
                && e.outcome == CallOutcome::Pending
            {
                e.outcome = CallOutcome::Cancelled;
            }
        }
        self.promote_queued();
        if self.host.inflight.is_empty() {
            return Ok(());
        }
        if self.native_depth > 0 || self.host.loop_main.is_none() {
            return Err(Error::new(
                TypeId::RuntimeError,
                "awaiting a suspending external function is only possible in the event loop \
                 of asyncio.run() called outside callbacks and generators",
            ));
        }
        self.host.suspend = Some(SuspendPoint {
            kind: SuspendKind::Loop,
            pos: UNSET_POS,
        });
        Err(Error::suspend())
    }

    fn promote_queued(&mut self) {
        while !self.host.queued.is_empty() && self.parallel_room() {
            let p = self.host.queued.remove(0);
            self.host.inflight.push(p);
        }
    }

    /// Apply the host's answers to in-flight calls. Returns a description
    /// of what was wrong with them, if anything (nothing is applied then).
    pub(crate) fn apply_answers(
        &mut self,
        answers: Vec<(u64, std::result::Result<HostValue, HostError>)>,
    ) -> std::result::Result<Option<Result<Value>>, String> {
        let Some(sp) = self.host.suspend else {
            return Err("the run is not suspended".into());
        };
        let ms = self
            .host
            .suspended_at
            .map_or(0.0, |t| t.elapsed().as_secs_f64() * 1000.0);
        if answers.is_empty() {
            return Err("no answers given".into());
        }
        for (i, (id, _)) in answers.iter().enumerate() {
            if !self.host.inflight.iter().any(|p| p.call_id == *id) {
                return Err(format!("call {id} is not pending"));
            }
            if answers[..i].iter().any(|(x, _)| x == id) {
                return Err(format!("call {id} answered twice"));
            }
        }
        if sp.kind == SuspendKind::Call {
            let (id, ans) = answers
                .into_iter()
                .next()
                .unwrap_or((0, Ok(HostValue::None)));
            self.host.inflight.retain(|p| p.call_id != id);
            if let Err(e) = self.ledger_settle(id, ans.as_ref(), ms) {
                return Ok(Some(Err(e)));
            }
            let v = match ans {
                Ok(v) => v.to_guest(self),
                Err(e) => Err(host_error_to_error(&e)),
            };
            return Ok(Some(v));
        }
        for (id, ans) in answers {
            let Some(idx) = self.host.inflight.iter().position(|p| p.call_id == id) else {
                continue;
            };
            let p = self.host.inflight.remove(idx);
            if let Err(e) = self.ledger_settle(id, ans.as_ref(), ms) {
                return Ok(Some(Err(e)));
            }
            let Some(fut) = p.future else { continue };
            if !matches!(self.heap.get(fut), Obj::Future(x) if x.state == FutState::Pending) {
                continue;
            }
            let state = match ans {
                Ok(v) => match v.to_guest(self) {
                    Ok(g) => FutState::Done(g),
                    Err(e) => match self.materialize(e) {
                        Ok(x) => FutState::Failed(Value::Obj(x)),
                        Err(e) => return Ok(Some(Err(e))),
                    },
                },
                Err(e) => match self.materialize(host_error_to_error(&e)) {
                    Ok(x) => FutState::Failed(Value::Obj(x)),
                    Err(e) => return Ok(Some(Err(e))),
                },
            };
            if let Err(e) = self.finish_future(fut, state) {
                return Ok(Some(Err(e)));
            }
        }
        self.promote_queued();
        Ok(None)
    }

    /// Continue a suspended run after `apply_answers`. `value` is the
    /// answer of a direct call (None for the event loop).
    pub(crate) fn resume_run(&mut self, value: Option<Result<Value>>) -> Result<Value> {
        let Some(sp) = self.host.suspend.take() else {
            return Err(Error::fault("the run is not suspended"));
        };
        let result = match (sp.kind, value) {
            (SuspendKind::Call, Some(v)) => v,
            (SuspendKind::Loop, None) => self.continue_event_loop(),
            (_, Some(Err(e))) => Err(e),
            _ => Err(Error::fault("inconsistent suspension")),
        };
        if let Err(e) = &result
            && e.is_suspend()
        {
            if let Some(s) = self.host.suspend.as_mut() {
                s.pos = sp.pos;
            }
            return result;
        }
        let pos = sp.pos as usize;
        if self.frames.is_empty() || pos >= self.stack.len() {
            return Err(Error::fault("corrupt suspended state"));
        }
        self.stack.truncate(pos);
        match result {
            Ok(v) => self.stack.push(v),
            Err(e) => {
                if let Err(e) = self.handle_error(e, 0) {
                    if !e.is_suspend() {
                        self.frames.clear();
                        self.blocks.clear();
                    }
                    return Err(e);
                }
            }
        }
        let r = self.run_frame(0);
        if let Err(e) = &r
            && !e.is_suspend()
        {
            self.frames.clear();
            self.blocks.clear();
        }
        r
    }
}

impl Vm {
    /// An undefined global: ask the host's name-lookup handler.
    pub(crate) fn lookup_external_global(&mut self, g: u32, name: &str) -> Result<Value> {
        // Host code may wait: from here the CPU clock is read (CpuMeter).
        self.cpu.engage();
        let Some(grant) = self.host.host.capabilities().lookup(name) else {
            return Err(Error::new(
                TypeId::NameError,
                format!("name '{name}' is not defined"),
            ));
        };
        let v = self.new_external(name, grant.is_async)?;
        self.sync_globals();
        if let Some(slot) = self.globals.get_mut(g as usize) {
            *slot = v;
        }
        Ok(v)
    }
}
