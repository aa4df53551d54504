//! The embedding API: compile a program, run it under limits, and get a
//! verdict with output, error details and usage.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;

use crate::compile::{self, CompileError, GlobalNames, ModuleOptions, code::Code};
use crate::error::ErrorKind;
use crate::limits::{Exhausted, LimitKind, Limits, Usage};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    Error,
    ResourceExhausted,
    HostFault,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::Error => "error",
            Verdict::ResourceExhausted => "resource_exhausted",
            Verdict::HostFault => "host_fault",
        }
    }
}

#[derive(Clone, Debug)]
pub struct TraceFrame {
    pub file: String,
    pub line: u32,
    pub name: String,
}

/// An uncaught Python exception.
#[derive(Clone, Debug)]
pub struct ErrorInfo {
    pub type_name: String,
    pub message: String,
    pub traceback: Vec<TraceFrame>,
    /// CPython-style traceback text, ending with `Type: message\n`.
    pub formatted: String,
}

#[derive(Clone, Debug)]
pub struct RunResult {
    pub verdict: Verdict,
    /// repr of the final expression's value, when the program ends with one.
    pub value_repr: Option<String>,
    /// The final expression's value, converted for the host.
    pub value: Option<value::HostValue>,
    pub stdout: String,
    pub stderr: String,
    pub error: Option<ErrorInfo>,
    pub resource: Option<Exhausted>,
    /// Message of a host fault.
    pub fault: Option<String>,
    pub usage: Usage,
}

#[derive(Clone, Debug)]
pub struct RunOptions {
    pub limits: Limits,
    pub filename: String,
    /// Return the value of a trailing expression statement.
    pub return_last_expr: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            limits: Limits::default(),
            filename: "main.py".into(),
            return_last_expr: false,
        }
    }
}

/// A compiled program, reusable across runs.
#[derive(Clone)]
pub struct Program {
    pub code: Rc<Code>,
    pub source: Rc<str>,
    pub globals: GlobalNames,
}

/// Hard ceiling on `ast_depth`, applied even when the limit is disabled.
pub const AST_DEPTH_CEILING: u64 = 20_000;

/// Check program_bytes, then compile.
pub fn compile_program(
    source: &str,
    opts: &RunOptions,
) -> Result<Program, (CompileError, Option<Exhausted>)> {
    let mut globals = GlobalNames::default();
    match compile_code(source, opts, opts.return_last_expr, &mut globals) {
        Ok(code) => Ok(Program {
            code: Rc::new(code),
            source: source.into(),
            globals,
        }),
        Err(CompileFailure::Error(e)) => Err((e, None)),
        Err(CompileFailure::Exhausted(e, x)) => Err((e, Some(x))),
        Err(CompileFailure::Fault) => Err((
            CompileError {
                kind: "SystemError",
                message: "internal compiler fault (contained)".into(),
                line: 1,
                column: 1,
                text: None,
            },
            None,
        )),
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
        let ce = CompileError {
            kind: "SyntaxError",
            message: format!(
                "program is {} bytes, over the program_bytes limit of {max}",
                source.len()
            ),
            line: 1,
            column: 1,
            text: None,
        };
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

/// Compile and run `source` to completion. Never panics: an internal panic
/// is contained and reported as a host fault.
pub fn run_source(source: &str, opts: &RunOptions) -> RunResult {
    let start = std::time::Instant::now();
    match compile_program(source, opts) {
        Ok(p) => run_program(&p, opts),
        Err((e, exhausted)) => {
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
    }
}

pub fn compile_error_info(e: &CompileError, filename: &str) -> ErrorInfo {
    let mut formatted = format!("  File \"{}\", line {}\n", filename, e.line);
    if let Some(t) = &e.text {
        let trimmed = t.trim_start();
        let indent = t.len() - trimmed.len();
        formatted.push_str(&format!("    {}\n", trimmed.trim_end()));
        let col = (e.column as usize).saturating_sub(1).saturating_sub(indent);
        formatted.push_str(&format!("    {}^\n", " ".repeat(col)));
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

/// Run an already compiled program in a fresh VM.
pub mod session;
pub mod value;

pub fn run_program(p: &Program, opts: &RunOptions) -> RunResult {
    let start = std::time::Instant::now();
    let cpu_start = crate::limits::thread_cpu_time();
    let mut vm = Vm::new(opts.limits.clone());
    vm.global_names = p.globals.clone();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let code = (*p.code).clone();
        let code = vm.load_code(code)?;
        let main = vm.new_str("__main__")?;
        vm.set_global("__name__", main);
        vm.set_global("__doc__", Value::None);
        vm.run_module(code)
    }));
    collect_result(&mut vm, outcome, &p.source, opts, start, cpu_start)
}

/// Turn the outcome of a run into a `RunResult` with output and usage.
pub(crate) fn collect_result(
    vm: &mut Vm,
    outcome: std::thread::Result<crate::error::Result<Value>>,
    source: &str,
    opts: &RunOptions,
    start: std::time::Instant,
    cpu_start: std::time::Duration,
) -> RunResult {
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
                r.value = Some(value::HostValue::from_guest(vm, v));
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
            _ => {
                let exc = vm.materialize(e);
                match exc {
                    Ok(exc) => {
                        let info = error_info(vm, exc, source);
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
    r.usage = Usage {
        steps: vm.steps,
        wall_ms: start.elapsed().as_secs_f64() * 1000.0,
        cpu_ms: crate::limits::thread_cpu_time()
            .saturating_sub(cpu_start)
            .as_secs_f64()
            * 1000.0,
        peak_memory_bytes: vm.heap.peak_bytes as u64,
        allocations: vm.heap.allocations,
        output_bytes: vm.out.written,
        max_stack_depth: vm.max_depth_seen,
        host_calls: 0,
        baseline_bytes: 0,
    };
    r
}

fn error_info(vm: &mut Vm, exc: crate::objects::ObjRef, source: &str) -> ErrorInfo {
    let formatted = vm.format_traceback(exc, Some(source));
    let (ty, args, tb) = match vm.heap.get(exc) {
        Obj::Exception(e) => (e.ty, e.args.clone(), e.traceback.clone()),
        _ => (TypeId::SystemError, Vec::new(), Vec::new()),
    };
    let message = vm.exception_str(ty, &args);
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
