//! Sessions: state persists across runs, like a REPL.

use std::panic::{AssertUnwindSafe, catch_unwind};

use super::{
    CompileFailure, RunOptions, RunResult, Verdict, collect_result, compile_code,
    compile_error_info, empty_result,
};
use crate::objects::Value;
use crate::vm::Vm;

pub struct Session {
    vm: Vm,
    opts: RunOptions,
    /// Set when a run exhausted a resource: the session is cancelled.
    cancelled: bool,
}

impl Session {
    pub fn new(opts: RunOptions) -> Session {
        let mut vm = Vm::new(opts.limits.clone());
        if let Ok(main) = vm.new_str("__main__") {
            vm.set_global("__name__", main);
        }
        vm.set_global("__doc__", Value::None);
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
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled
    }

    /// Run more code in this session; a trailing expression's value is
    /// returned in `value_repr` (as the interactive interpreter shows it).
    pub fn run(&mut self, source: &str) -> RunResult {
        let start = std::time::Instant::now();
        let cpu_start = crate::limits::thread_cpu_time();
        if self.cancelled {
            let mut r = empty_result(&self.opts);
            r.verdict = Verdict::HostFault;
            r.fault = Some("session was cancelled after exhausting a resource".into());
            return r;
        }
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
        self.vm.out.stdout.clear();
        self.vm.out.stderr.clear();
        self.vm.out.written = 0;
        let vm = &mut self.vm;
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let code = vm.load_code(code)?;
            vm.run_module(code)
        }));
        let mut r = collect_result(&mut self.vm, outcome, source, &self.opts, start, cpu_start);
        if matches!(r.verdict, Verdict::ResourceExhausted | Verdict::HostFault) {
            self.cancelled = true;
        }
        if r.verdict == Verdict::Ok && r.value_repr.is_none() {
            r.value_repr = None;
        }
        r
    }

    /// Read a global variable's repr (for hosts inspecting state).
    pub fn get_repr(&mut self, name: &str) -> Option<String> {
        let v = self.vm.get_global(name)?;
        self.vm.repr_string(v).ok()
    }
}
