//! The embedding API: compile a program, run it under limits, and get a
//! verdict with output, error details and usage.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;

use crate::capabilities::{Host, HostError, HostValue, LedgerEntry, PendingCall};
use crate::compile::{self, CompileError, GlobalNames, ModuleOptions, code::Code};
use crate::error::ErrorKind;
use crate::limits::{Exhausted, LimitKind, Limits, Usage};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    Ok,
    Error,
    ResourceExhausted,
    /// Waiting for the host to answer external calls (see `RunResult::paused`).
    Suspended,
    HostFault,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::Error => "error",
            Verdict::ResourceExhausted => "resource_exhausted",
            Verdict::Suspended => "suspended",
            Verdict::HostFault => "host_fault",
        }
    }
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct TraceFrame {
    pub file: String,
    pub line: u32,
    pub name: String,
}

/// An uncaught Python exception.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct ErrorInfo {
    pub type_name: String,
    pub message: String,
    pub traceback: Vec<TraceFrame>,
    /// CPython-style traceback text, ending with `Type: message\n`.
    pub formatted: String,
}

#[derive(Debug)]
pub struct RunResult {
    pub verdict: Verdict,
    /// repr of the final expression's value, when the program ends with one.
    pub value_repr: Option<String>,
    /// The final expression's value, converted for the host.
    pub value: Option<HostValue>,
    pub stdout: String,
    pub stderr: String,
    pub error: Option<ErrorInfo>,
    pub resource: Option<Exhausted>,
    /// Message of a host fault.
    pub fault: Option<String>,
    pub usage: Usage,
    /// The capability ledger: every host call so far, in order.
    pub trace: Vec<LedgerEntry>,
    /// Verdict `suspended`: the calls the host must answer.
    pub pending: Vec<PendingCall>,
    /// Verdict `suspended`: the run, to resume or snapshot.
    pub paused: Option<Paused>,
}

#[derive(Clone, Debug)]
pub struct RunOptions {
    pub limits: Limits,
    pub filename: String,
    /// Return the value of a trailing expression statement.
    pub return_last_expr: bool,
    /// Named values granted to the program as globals. They are the memory
    /// baseline (`usage.baseline_bytes`), not billed against `memory`.
    pub inputs: Vec<(String, HostValue)>,
    /// External functions the program may call.
    pub host: Host,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            limits: Limits::default(),
            filename: "main.py".into(),
            return_last_expr: false,
            inputs: Vec::new(),
            host: Host::default(),
        }
    }
}

/// A compiled program, reusable across runs.
#[derive(Clone)]
pub struct Program {
    pub code: Rc<Code>,
    pub source: Rc<str>,
    pub globals: GlobalNames,
    /// `code` already loaded, when loading makes the same code in every VM
    /// (see `shareable_loaded`): runs share it instead of copying `code`.
    /// Paired with the `code` it was made from: the fields are public, and
    /// a program whose `code` was replaced must not run the old one.
    pub(crate) loaded: Option<(Rc<Code>, Rc<Code>)>,
}

impl Program {
    pub(crate) fn new(code: Rc<Code>, source: Rc<str>, globals: GlobalNames) -> Program {
        let loaded = shareable_loaded(&code).map(|l| (code.clone(), l));
        Program {
            code,
            source,
            globals,
            loaded,
        }
    }
}

/// `code` with its constants loaded, if it is the same in every VM that
/// loads it, so that runs can share it: its constants are immediates (no
/// heap object of any VM), and it has no attribute caches (the only state a
/// run writes into code). Any run's change would otherwise be seen by the
/// next run. Children are held to the same test.
fn shareable_loaded(code: &Code) -> Option<Rc<Code>> {
    use crate::compile::code::Const;
    if !code.attr_ic.is_empty() || !code.const_values.is_empty() {
        return None;
    }
    let mut values = Vec::with_capacity(code.consts.len());
    for c in &code.consts {
        values.push(match c {
            Const::None => Value::None,
            Const::Bool(b) => Value::Bool(*b),
            Const::Int(i) => Value::Int(*i),
            Const::Float(f) => Value::Float(*f),
            Const::Ellipsis => Value::Ellipsis,
            _ => return None,
        });
    }
    let mut children = Vec::with_capacity(code.children.len());
    for child in &code.children {
        children.push(shareable_loaded(child)?);
    }
    let mut loaded = code.clone();
    loaded.const_values = values;
    loaded.children = children;
    Some(Rc::new(loaded))
}

/// Hard ceiling on `ast_depth`, applied even when the limit is disabled.
pub const AST_DEPTH_CEILING: u64 = 20_000;

/// Check program_bytes, then compile.
pub fn compile_program(
    source: &str,
    opts: &RunOptions,
) -> Result<Program, (CompileError, Option<Exhausted>)> {
    let mut globals = GlobalNames::default();
    intern_run_names(&mut globals);
    match compile_code(source, opts, opts.return_last_expr, &mut globals) {
        Ok(code) => {
            // The names every run sets up (`run_program`, in its order), so a
            // run finds them in the shared table rather than copying it.
            for (name, _) in opts.host.capabilities().declared() {
                globals.intern(&name);
            }
            for (name, _) in &opts.inputs {
                globals.intern(name);
            }
            Ok(Program::new(Rc::new(code), source.into(), globals))
        }
        Err(f) => Err(f.into_parts()),
    }
}

impl CompileFailure {
    fn into_parts(self) -> (CompileError, Option<Exhausted>) {
        match self {
            CompileFailure::Error(e) => (e, None),
            CompileFailure::Exhausted(e, x) => (e, Some(x)),
            CompileFailure::Fault => (
                CompileError::bare(
                    "SystemError",
                    "internal compiler fault (contained)".into(),
                    1,
                ),
                None,
            ),
        }
    }
}

/// Why a program did not compile.
pub(crate) enum CompileFailure {
    /// A SyntaxError (or unsupported syntax) in the program.
    Error(CompileError),
    /// program_bytes or ast_depth refused it.
    Exhausted(CompileError, Exhausted),
    /// The compiler panicked (contained).
    Fault,
}

/// Check program_bytes, then compile with the ast_depth bound, interning
/// global names into `globals`. Shared by one-shot runs and sessions.
pub(crate) fn compile_code(
    source: &str,
    opts: &RunOptions,
    return_last_expr: bool,
    globals: &mut GlobalNames,
) -> Result<Code, CompileFailure> {
    if let Some(max) = opts.limits.program_bytes
        && source.len() as u64 > max
    {
        let e = Exhausted {
            limit: LimitKind::ProgramBytes,
            max,
            used: source.len() as u64,
        };
        let ce = CompileError::bare(
            "SyntaxError",
            format!(
                "program is {} bytes, over the program_bytes limit of {max}",
                source.len()
            ),
            1,
        );
        return Err(CompileFailure::Exhausted(ce, e));
    }
    // The parser and compiler recurse over the syntax tree, so even with
    // `ast_depth` disabled the depth keeps a hard ceiling.
    let max_depth = opts
        .limits
        .ast_depth
        .unwrap_or(u64::MAX)
        .min(AST_DEPTH_CEILING) as usize;
    let mopts = ModuleOptions {
        filename: &opts.filename,
        return_last_expr,
        max_depth,
        namespace: false,
        eval: false,
        interactive: false,
    };
    let compiled = catch_unwind(AssertUnwindSafe(|| {
        compile::compile_module(source, &mopts, globals)
    }));
    match compiled {
        Ok(Ok(code)) => Ok(code),
        Ok(Err(e)) if e.message.starts_with("too deeply nested") => {
            let x = Exhausted {
                limit: LimitKind::AstDepth,
                max: max_depth as u64,
                used: max_depth as u64 + 1,
            };
            Err(CompileFailure::Exhausted(e, x))
        }
        Ok(Err(e)) => Err(CompileFailure::Error(e)),
        Err(_) => Err(CompileFailure::Fault),
    }
}

/// The names every run sets before it starts (`run_fresh`), first in the
/// table as in CPython's globals(), so a run only looks them up.
fn intern_run_names(globals: &mut GlobalNames) {
    for name in crate::vm::RUN_NAMES {
        globals.intern(name);
    }
}

/// Compile and run `source` to completion. Never panics: an internal panic
/// is contained and reported as a host fault.
pub fn run_source(source: &str, opts: &RunOptions) -> RunResult {
    let start = std::time::Instant::now();
    let mut globals = GlobalNames::default();
    intern_run_names(&mut globals);
    // Not through a `Program`: the code runs once, so it is loaded as it
    // is, neither copied nor prepared for sharing.
    match compile_code(source, opts, opts.return_last_expr, &mut globals) {
        Ok(code) => run_fresh(globals, &source.into(), opts, |vm| vm.load_code(code)),
        Err(f) => {
            let (e, exhausted) = f.into_parts();
            let mut r = empty_result(opts);
            r.usage.wall_ms = start.elapsed().as_secs_f64() * 1000.0;
            match exhausted {
                Some(ex) => {
                    r.verdict = Verdict::ResourceExhausted;
                    r.resource = Some(ex);
                }
                None => {
                    r.verdict = Verdict::Error;
                    r.error = Some(compile_error_info(&e, &opts.filename));
                }
            }
            r
        }
    }
}

fn empty_result(_opts: &RunOptions) -> RunResult {
    RunResult {
        verdict: Verdict::Ok,
        value_repr: None,
        value: None,
        stdout: String::new(),
        stderr: String::new(),
        error: None,
        resource: None,
        fault: None,
        usage: Usage::default(),
        trace: Vec::new(),
        pending: Vec::new(),
        paused: None,
    }
}

pub fn compile_error_info(e: &CompileError, filename: &str) -> ErrorInfo {
    let mut formatted = format!("  File \"{}\", line {}\n", filename, e.line);
    if let Some(t) = &e.text {
        let trimmed = t.trim_start();
        let indent = t.len() - trimmed.len();
        formatted.push_str(&format!("    {}\n", trimmed.trim_end()));
        // As the traceback module draws it: none left of the text.
        let col = e.column as i64 - 1 - indent as i64;
        if col >= 0 {
            let width = if e.end_line == e.line && e.end_column > e.column as i64 {
                e.end_column - e.column as i64
            } else {
                1
            };
            formatted.push_str(&format!(
                "    {}{}\n",
                " ".repeat(col as usize),
                "^".repeat(width as usize)
            ));
        }
    }
    formatted.push_str(&format!("{}: {}\n", e.kind, e.message));
    ErrorInfo {
        type_name: e.kind.to_string(),
        message: e.message.clone(),
        traceback: vec![TraceFrame {
            file: filename.to_string(),
            line: e.line,
            name: "<module>".into(),
        }],
        formatted,
    }
}

pub mod envelope;
pub mod record;
pub mod session;
pub mod snapshot;

/// Grant the host's functions and the inputs to a fresh VM made with
/// `Vm::with_host(.., opts.host)`. Inputs are allocated outside the memory
/// limit and become the baseline.
pub(crate) fn install_host(vm: &mut Vm, opts: &RunOptions) -> crate::error::Result<()> {
    for (name, grant) in opts.host.capabilities().declared() {
        let v = vm.new_external(&name, grant.is_async)?;
        vm.set_global(&name, v)?;
        vm.host.declared.push((name, grant.is_async));
    }
    if !opts.inputs.is_empty() {
        let limit = vm.heap.limit.take();
        let before = vm.heap.live_bytes;
        let mut r = Ok(());
        for (name, hv) in &opts.inputs {
            match hv.to_guest(vm) {
                Ok(v) => {
                    if let Err(e) = vm.set_global(name, v) {
                        r = Err(e);
                        break;
                    }
                }
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        vm.heap.limit = limit;
        let baseline = vm.heap.live_bytes.saturating_sub(before);
        vm.host.baseline_bytes += baseline as u64;
        vm.heap.live_bytes = before;
        vm.heap.peak_bytes = before;
        r?;
    }
    Ok(())
}

/// Run an already compiled program in a fresh VM.
pub fn run_program(p: &Program, opts: &RunOptions) -> RunResult {
    run_fresh(p.globals.clone(), &p.source, opts, |vm| match &p.loaded {
        Some((from, code)) if Rc::ptr_eq(from, &p.code) => Ok(vm.adopt_loaded(code.clone())),
        _ => vm.load_code((*p.code).clone()),
    })
}

/// Run code in a fresh VM with the global names it was compiled with;
/// `load` gives the VM the code.
fn run_fresh(
    globals: GlobalNames,
    source: &Rc<str>,
    opts: &RunOptions,
    load: impl FnOnce(&mut Vm) -> crate::error::Result<Rc<Code>>,
) -> RunResult {
    // On the stack: only a run that suspends needs the VM boxed (`Paused`).
    let mut vm = Vm::with_host(
        opts.limits.clone(),
        opts.host.clone(),
        globals,
        source.clone(),
    );
    // The run's clock starts as the VM is made: one reading serves both.
    let start = vm.clock.start;
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        install_host(&mut vm, opts)?;
        let code = load(&mut vm)?;
        vm.set_run_names(&opts.filename)?;
        let r = vm.run_module(code);
        vm.finish_run(r)
    }));
    let mut r = collect_result(&mut vm, outcome, source, opts, start);
    if r.verdict == Verdict::Suspended {
        r.paused = Some(Paused::keep(Box::new(vm), source, opts));
    }
    r
}

/// Answers a suspended run refused; the run is given back unchanged.
#[derive(Debug)]
pub struct ResumeRefused {
    pub paused: Paused,
    pub message: String,
}

fn refused(paused: Paused, message: impl Into<String>) -> Box<ResumeRefused> {
    Box::new(ResumeRefused {
        paused,
        message: message.into(),
    })
}

/// An answer to a pending call: its value or an exception to raise.
pub type Answer = (u64, std::result::Result<HostValue, HostError>);

/// A suspended run: resume it with the host's answers, or turn it into
/// bytes (`snapshot`) to resume later, in this or another process.
pub struct Paused {
    pub(crate) vm: Box<Vm>,
    pub(crate) source: Rc<str>,
    /// Boxed: it would triple the size of every `RunResult`.
    pub(crate) opts: Box<RunOptions>,
}

impl std::fmt::Debug for Paused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Paused")
            .field("pending", &self.vm.host.inflight)
            .finish()
    }
}

impl Paused {
    /// Keep a run that suspended, to resume or snapshot.
    fn keep(vm: Box<Vm>, source: &Rc<str>, opts: &RunOptions) -> Paused {
        Paused {
            vm,
            source: source.clone(),
            opts: Box::new(RunOptions {
                limits: opts.limits.clone(),
                filename: opts.filename.clone(),
                return_last_expr: opts.return_last_expr,
                inputs: Vec::new(),
                host: Host::default(),
            }),
        }
    }

    /// The calls the host must answer (at least one before resuming).
    pub fn pending(&self) -> &[PendingCall] {
        &self.vm.host.inflight
    }

    /// The functions the run was granted at its start: (name, is_async).
    pub fn declared_functions(&self) -> &[(String, bool)] {
        &self.vm.host.declared
    }

    /// The ledger so far.
    pub fn trace(&self) -> &[LedgerEntry] {
        &self.vm.host.ledger
    }

    /// The limits the run goes on under.
    pub fn limits(&self) -> &Limits {
        &self.vm.limits
    }

    /// Bytes the paused run holds, as charged against `memory` (inputs,
    /// the baseline, excluded). Loading a snapshot recounts it from the
    /// loaded objects.
    pub fn live_memory_bytes(&self) -> u64 {
        self.vm.heap.live_bytes as u64
    }

    /// Replace the limits the run goes on under (a host resuming bytes it
    /// did not make should impose its own).
    pub fn set_limits(&mut self, limits: Limits) {
        self.vm.heap.limit = limits.memory.map(|m| m as usize);
        self.vm.out.set_limit(limits.output_bytes);
        self.vm.limits = limits.clone();
        self.opts.limits = limits;
        self.vm.reset_clock_keep_steps();
    }

    /// Resume with answers to some (a direct call: exactly one) of the
    /// pending calls, in any order. `host` provides the functions again
    /// (by name). Bad answers give the run back with the reason.
    pub fn resume(
        mut self,
        host: &Host,
        answers: Vec<Answer>,
    ) -> std::result::Result<RunResult, Box<ResumeRefused>> {
        let start = std::time::Instant::now();
        self.vm.host.adopt(host.clone());
        self.vm.enter();
        if self.vm.host.suspend.map(|s| s.kind)
            == Some(crate::capabilities::calls::SuspendKind::Call)
            && answers.len() != 1
        {
            return Err(refused(
                self,
                "a suspended direct call takes exactly one answer",
            ));
        }
        self.vm.reset_clock_keep_steps();
        self.vm.restart_cpu_meter(start);
        let vm = &mut self.vm;
        let applied = catch_unwind(AssertUnwindSafe(|| vm.apply_answers(answers)));
        let value = match applied {
            Ok(Ok(v)) => v,
            Ok(Err(msg)) => return Err(refused(self, msg)),
            Err(_) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::HostFault;
                r.fault = Some("contained interpreter fault while applying answers".into());
                return Ok(r);
            }
        };
        let vm = &mut self.vm;
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let r = vm.resume_run(value);
            vm.finish_run(r)
        }));
        let opts = self.opts.clone();
        // The state may come from untrusted bytes: contain even the report.
        let (mut vm, source) = (self.vm, self.source);
        match catch_unwind(AssertUnwindSafe(|| {
            collect_result(&mut vm, outcome, &source, &opts, start)
        })) {
            Ok(mut r) => {
                if r.verdict == Verdict::Suspended {
                    r.paused = Some(Paused::keep(vm, &source, &opts));
                }
                Ok(r)
            }
            Err(_) => {
                let mut r = empty_result(&opts);
                r.verdict = Verdict::HostFault;
                r.fault = Some("contained interpreter fault".into());
                Ok(r)
            }
        }
    }

    /// Resume a run waiting for exactly one call with its value.
    pub fn resume_value(
        self,
        host: &Host,
        v: HostValue,
    ) -> std::result::Result<RunResult, Box<ResumeRefused>> {
        let id = self.single_pending();
        match id {
            Some(id) => self.resume(host, vec![(id, Ok(v))]),
            None => Err(refused(self, "more than one call is pending")),
        }
    }

    /// Resume a run waiting for exactly one call with an exception.
    pub fn resume_error(
        self,
        host: &Host,
        e: HostError,
    ) -> std::result::Result<RunResult, Box<ResumeRefused>> {
        match self.single_pending() {
            Some(id) => self.resume(host, vec![(id, Err(e))]),
            None => Err(refused(self, "more than one call is pending")),
        }
    }

    fn single_pending(&self) -> Option<u64> {
        match self.vm.host.inflight.as_slice() {
            [p] => Some(p.call_id),
            _ => None,
        }
    }
}

/// Turn the outcome of a run into a `RunResult` with output and usage.
pub(crate) fn collect_result(
    vm: &mut Vm,
    outcome: std::thread::Result<crate::error::Result<Value>>,
    source: &str,
    opts: &RunOptions,
    start: std::time::Instant,
) -> RunResult {
    let mut outcome = outcome;
    flush_open_files(vm, &mut outcome);
    let mut r = empty_result(opts);
    match outcome {
        Err(panic) => {
            let msg = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "internal error".into());
            r.verdict = Verdict::HostFault;
            r.fault = Some(format!("contained interpreter fault: {msg}"));
        }
        Ok(Ok(v)) => {
            r.verdict = Verdict::Ok;
            if opts.return_last_expr && !matches!(v, Value::None) {
                r.value_repr = vm.repr_string(v).ok();
                r.value = Some(HostValue::from_guest(vm, v));
            }
        }
        Ok(Err(e)) => match *e.0 {
            ErrorKind::Exhausted(ex) => {
                r.verdict = Verdict::ResourceExhausted;
                r.resource = Some(ex);
            }
            ErrorKind::Fault(m) => {
                r.verdict = Verdict::HostFault;
                r.fault = Some(m);
            }
            ErrorKind::Suspend
                if vm
                    .host
                    .suspend
                    .is_some_and(|s| s.pos != crate::capabilities::calls::UNSET_POS) =>
            {
                r.verdict = Verdict::Suspended;
                r.pending = vm.host.inflight.clone();
            }
            ErrorKind::Suspend => {
                r.verdict = Verdict::HostFault;
                r.fault = Some("the run suspended where it cannot be resumed".into());
                vm.host.suspend = None;
            }
            _ => {
                let exc = vm.materialize(e);
                match exc {
                    Ok(exc) if is_system_exit(vm, exc) => {
                        // CPython's handle_system_exit: no traceback; code
                        // None or 0 is a normal end, another int an error
                        // exit, anything else is printed to stderr.
                        let code = vm.get_attr(Value::Obj(exc), "code").unwrap_or(Value::None);
                        let code = match code {
                            Value::Bool(b) => Value::Int(b as i64),
                            c => c,
                        };
                        let mut info = error_info(vm, exc, source);
                        info.formatted = match code {
                            Value::None | Value::Int(_) => String::new(),
                            c => match vm.str_string(c) {
                                Ok(s) => format!("{s}\n"),
                                Err(_) => String::new(),
                            },
                        };
                        if matches!(code, Value::None | Value::Int(0)) {
                            r.verdict = Verdict::Ok;
                        } else {
                            r.verdict = Verdict::Error;
                            bound_to_output(vm, &mut info);
                            r.error = Some(info);
                        }
                    }
                    Ok(exc) => {
                        let mut info = error_info(vm, exc, source);
                        bound_to_output(vm, &mut info);
                        // Only the RecursionError raised by the limit itself
                        // (not a later one the program raises) names stack_depth.
                        let is_depth = info.type_name == "RecursionError"
                            && (vm.depth_limit_hit || vm.depth_exc == Some(exc));
                        if is_depth {
                            r.verdict = Verdict::ResourceExhausted;
                            let max = opts.limits.stack_depth.unwrap_or(0);
                            r.resource = Some(Exhausted {
                                limit: LimitKind::StackDepth,
                                max,
                                used: max + 1,
                            });
                        } else {
                            r.verdict = Verdict::Error;
                        }
                        r.error = Some(info);
                    }
                    Err(e2) => {
                        r.verdict = Verdict::HostFault;
                        r.fault = Some(format!("{e2:?}"));
                    }
                }
            }
        },
    }
    r.stdout = std::mem::take(&mut vm.out.stdout);
    r.stderr = std::mem::take(&mut vm.out.stderr);
    let now = std::time::Instant::now();
    let wall_ms =
        vm.host.prior_wall_ms + now.saturating_duration_since(start).as_secs_f64() * 1000.0;
    let cpu_ms = vm.host.prior_cpu_ms + vm.cpu.used_until(now).as_secs_f64() * 1000.0;
    if r.verdict == Verdict::Suspended {
        vm.host.prior_wall_ms = wall_ms;
        vm.host.prior_cpu_ms = cpu_ms;
        vm.host.suspended_at = Some(now);
    }
    r.usage = Usage {
        steps: vm.steps,
        wall_ms,
        cpu_ms,
        peak_memory_bytes: vm.heap.peak_bytes as u64,
        allocations: vm.heap.allocations,
        output_bytes: vm.out.written,
        max_stack_depth: vm.max_depth_seen,
        host_calls: vm.host.calls_made(),
        baseline_bytes: vm.host.baseline_bytes,
    };
    r.trace = vm.host.ledger.clone();
    r
}

/// A program that ends (normally or with an exception) has its open files'
/// pending writes written back, as CPython's exit would.
fn flush_open_files(vm: &mut Vm, outcome: &mut std::thread::Result<crate::error::Result<Value>>) {
    let ended = match outcome {
        Ok(Ok(_)) => true,
        Ok(Err(e)) => e.is_catchable(),
        Err(_) => false,
    };
    if !ended {
        return;
    }
    let Some(io) = crate::modules::loaded("io", vm) else {
        return;
    };
    let Ok(Some(sync)) = crate::modules::get_attr(vm, io, "_sync") else {
        return;
    };
    match catch_unwind(AssertUnwindSafe(|| vm.call(sync, &[]))) {
        Ok(Err(e)) if !e.is_catchable() => *outcome = Ok(Err(e)),
        Err(p) => *outcome = Err(p),
        _ => {}
    }
}

/// Whether `exc` is a SystemExit (or an instance of a subclass of it).
fn is_system_exit(vm: &Vm, exc: crate::objects::ObjRef) -> bool {
    matches!(vm.heap.get(exc), Obj::Exception(e) if e.ty.is_subtype(TypeId::SystemExit))
}

/// The traceback of an uncaught exception is output the program caused: it
/// counts against `output_bytes`, and what does not fit in the room left is
/// cut (with a note), so a 100 MB message prints a bounded traceback. The
/// envelope's `message` is cut to the same room. A few hundred bytes are
/// always allowed, so the exception's type shows even when the program used
/// up its output.
fn bound_to_output(vm: &mut Vm, info: &mut ErrorInfo) {
    const FLOOR: u64 = 256;
    const NOTE: &str = "\n[traceback cut at the output_bytes limit]\n";
    let Some(room) = vm.out.room() else {
        vm.out.charge(info.formatted.len() as u64);
        return;
    };
    let room = usize::try_from(room.max(FLOOR)).unwrap_or(usize::MAX);
    if info.formatted.len() > room {
        let keep = floor_char_boundary(&info.formatted, room.saturating_sub(NOTE.len()));
        info.formatted.truncate(keep);
        info.formatted.push_str(NOTE);
    }
    if info.message.len() > room {
        let keep = floor_char_boundary(&info.message, room.saturating_sub(3));
        info.message.truncate(keep);
        info.message.push('…');
    }
    vm.out.charge(info.formatted.len() as u64);
}

/// The largest char boundary of `s` at or below `i`.
fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    if i >= s.len() {
        return s.len();
    }
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn error_info(vm: &mut Vm, exc: crate::objects::ObjRef, source: &str) -> ErrorInfo {
    let formatted = vm.format_traceback(exc, Some(source));
    let (ty, tb) = match vm.heap.get(exc) {
        Obj::Exception(e) => (e.ty, e.traceback.clone()),
        _ => (TypeId::SystemError, Vec::new()),
    };
    let message = vm.exc_obj_str(exc);
    ErrorInfo {
        type_name: ty.name().to_string(),
        message,
        traceback: tb
            .iter()
            .rev()
            .map(|t| TraceFrame {
                file: t.filename.to_string(),
                line: t.line,
                name: t.name.to_string(),
            })
            .collect(),
        formatted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compiled(src: &str) -> Program {
        let o = RunOptions {
            return_last_expr: true,
            ..RunOptions::default()
        };
        compile_program(src, &o).unwrap_or_else(|(e, _)| panic!("{e:?}"))
    }

    #[test]
    fn only_code_the_same_in_every_vm_is_shared() {
        assert!(compiled("1 + 1").loaded.is_some());
        assert!(
            compiled("def f(n):\n    return n + 1.5\nf(1)")
                .loaded
                .is_some()
        );
        // A string constant is an object of each VM's heap.
        assert!(compiled("'a'").loaded.is_none());
        // Attribute caches are written by runs.
        assert!(compiled("(1).real").loaded.is_none());
    }

    #[test]
    fn shared_code_runs_alike_every_time() {
        let o = RunOptions {
            return_last_expr: true,
            ..RunOptions::default()
        };
        let p = compiled("def f(n):\n    return n + 1.5\nf(1) + f(2)");
        for _ in 0..3 {
            let r = run_program(&p, &o);
            assert_eq!(r.verdict, Verdict::Ok, "{:?}", r.error);
            assert_eq!(r.value_repr.as_deref(), Some("6.0"));
        }
    }
}
