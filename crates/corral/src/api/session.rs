//! Sessions: state persists across runs, like a REPL.

use std::panic::{AssertUnwindSafe, catch_unwind};

use super::{
    CompileFailure, RunOptions, RunResult, Verdict, collect_result, compile_code,
    compile_error_info, empty_result,
};
use std::rc::Rc;

use crate::capabilities::{Host, HostValue, PendingCall};
use crate::objects::Value;
use crate::vm::Vm;

pub struct Session {
    vm: Box<Vm>,
    opts: RunOptions,
    /// Set when a run exhausted a resource: the session is cancelled.
    cancelled: bool,
    /// Source of the run in progress (a suspended run's, for tracebacks).
    source: Rc<str>,
}

impl Session {
    pub fn new(opts: RunOptions) -> Session {
        let mut vm = Box::new(Vm::with_host(
            opts.limits.clone(),
            opts.host.clone(),
            Default::default(),
            Rc::from(""),
        ));
        if let Ok(main) = vm.new_str("__main__") {
            let _ = vm.set_global("__name__", main);
        }
        let _ = vm.set_global("__doc__", Value::None);
        // Inputs that fail to convert are left out (the session still starts).
        let _ = super::install_host(&mut vm, &opts);
        let opts = RunOptions {
            return_last_expr: true,
            ..opts
        };
        Session {
            vm,
            opts,
            cancelled: false,
            source: "".into(),
        }
    }

    pub(crate) fn parts(&self) -> (&Vm, &str, &RunOptions) {
        (&self.vm, &self.source, &self.opts)
    }

    pub(crate) fn from_parts(
        vm: Box<Vm>,
        source: Rc<str>,
        opts: RunOptions,
        host: Host,
    ) -> Session {
        let mut s = Session {
            vm,
            opts: RunOptions {
                return_last_expr: true,
                host: host.clone(),
                ..opts
            },
            cancelled: false,
            source,
        };
        s.vm.host.adopt(host);
        s
    }

    /// Is a run waiting for the host (see `resume`)?
    pub fn is_suspended(&self) -> bool {
        self.vm.host.suspend.is_some()
    }

    /// The calls a suspended run waits for.
    pub fn pending(&self) -> &[PendingCall] {
        &self.vm.host.inflight
    }

    /// Set a global variable to a host value.
    pub fn set(&mut self, name: &str, v: &HostValue) -> Result<(), String> {
        self.vm.enter();
        match v.to_guest(&mut self.vm) {
            Ok(g) => self.vm.set_global(name, g).map_err(|e| format!("{e:?}")),
            Err(e) => Err(format!("{e:?}")),
        }
    }

    /// Read a global variable as a host value.
    pub fn get(&mut self, name: &str) -> Option<HostValue> {
        let v = self.vm.get_global(name)?;
        Some(HostValue::from_guest(&mut self.vm, v))
    }

    /// Continue a suspended run with answers (as `Paused::resume`).
    pub fn resume(&mut self, answers: Vec<super::Answer>) -> Result<RunResult, String> {
        if !self.is_suspended() {
            return Err("the session is not suspended".into());
        }
        let start = std::time::Instant::now();
        self.vm.enter();
        self.vm.reset_clock_keep_steps();
        self.vm.restart_cpu_meter(start);
        let vm = &mut self.vm;
        let applied = catch_unwind(AssertUnwindSafe(|| vm.apply_answers(answers)));
        let value = match applied {
            Ok(Ok(v)) => v,
            Ok(Err(msg)) => return Err(msg),
            Err(_) => return Err("contained interpreter fault while applying answers".into()),
        };
        let vm = &mut self.vm;
        let outcome = catch_unwind(AssertUnwindSafe(|| vm.resume_run(value)));
        let source = self.source.clone();
        Ok(self.finish_run(outcome, &source, start))
    }

    fn finish_run(
        &mut self,
        outcome: std::thread::Result<crate::error::Result<Value>>,
        source: &str,
        start: std::time::Instant,
    ) -> RunResult {
        let vm = &mut self.vm;
        let opts = &self.opts;
        // A restored session's state may come from untrusted bytes.
        let r = catch_unwind(AssertUnwindSafe(|| {
            collect_result(vm, outcome, source, opts, start)
        }))
        .unwrap_or_else(|_| {
            let mut r = empty_result(opts);
            r.verdict = Verdict::HostFault;
            r.fault = Some("contained interpreter fault".into());
            r
        });
        if matches!(r.verdict, Verdict::ResourceExhausted | Verdict::HostFault) {
            self.cancelled = true;
            self.vm.host.suspend = None;
            self.vm.frames.clear();
            self.vm.blocks.clear();
        }
        r
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled
    }

    /// A flag that, once set (from any thread or a signal handler), raises
    /// KeyboardInterrupt in the running code at its next limit check (every
    /// few thousand steps, and inside long builtins that charge steps). The
    /// flag is cleared when it fires; a REPL clears it before each run.
    pub fn set_interrupt(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.vm.interrupt = Some(flag);
    }

    /// Run more code in this session; a trailing expression's value is
    /// returned in `value_repr` (as the interactive interpreter shows it).
    pub fn run(&mut self, source: &str) -> RunResult {
        let start = std::time::Instant::now();
        if self.cancelled {
            let mut r = empty_result(&self.opts);
            r.verdict = Verdict::HostFault;
            r.fault = Some("session was cancelled after exhausting a resource".into());
            return r;
        }
        if self.is_suspended() {
            let mut r = empty_result(&self.opts);
            r.verdict = Verdict::HostFault;
            r.fault = Some("the session is suspended: resume it first".into());
            return r;
        }
        self.vm.host.ledger.clear();
        self.vm.host.prior_wall_ms = 0.0;
        self.vm.host.prior_cpu_ms = 0.0;
        self.source = source.into();
        self.vm.source = self.source.clone();
        let mut names = std::mem::take(&mut self.vm.global_names);
        let compiled = compile_code(source, &self.opts, true, &mut names);
        self.vm.global_names = names;
        let code = match compiled {
            Ok(c) => c,
            Err(CompileFailure::Error(e)) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::Error;
                r.error = Some(compile_error_info(&e, &self.opts.filename));
                return r;
            }
            Err(CompileFailure::Exhausted(_, x)) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::ResourceExhausted;
                // Refused before anything ran: the session's state is intact,
                // so (unlike a run that exhausted a resource) it goes on.
                r.resource = Some(x);
                return r;
            }
            Err(CompileFailure::Fault) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::HostFault;
                r.fault = Some("internal compiler fault (contained)".into());
                return r;
            }
        };
        self.vm.enter();
        self.vm.reset_clock();
        // The compile above is part of the run's CPU time.
        self.vm.restart_cpu_meter(start);
        self.vm.out.stdout.clear();
        self.vm.out.stderr.clear();
        self.vm.out.written = 0;
        let vm = &mut self.vm;
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let code = vm.load_code(code)?;
            vm.run_module(code)
        }));
        self.finish_run(outcome, source, start)
    }

    /// Read a global variable's repr (for hosts inspecting state).
    pub fn get_repr(&mut self, name: &str) -> Option<String> {
        let v = self.vm.get_global(name)?;
        self.vm.repr_string(v).ok()
    }
}
