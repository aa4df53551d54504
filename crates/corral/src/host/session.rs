//! Sessions: state persists across runs, like a REPL.

use std::panic::{AssertUnwindSafe, catch_unwind};

use super::{RunOptions, RunResult, Verdict, collect_result, compile_error_info, empty_result};
use crate::compile::{self, ModuleOptions};
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
        let max_depth = self.opts.limits.ast_depth.unwrap_or(u64::MAX).min(20_000) as usize;
        let mopts = ModuleOptions {
            filename: &self.opts.filename,
            return_last_expr: true,
            max_depth,
            namespace: false,
            eval: false,
        };
        let mut names = std::mem::take(&mut self.vm.global_names);
        let compiled = catch_unwind(AssertUnwindSafe(|| {
            compile::compile_module(source, &mopts, &mut names)
        }));
        self.vm.global_names = names;
        let code = match compiled {
            Ok(Ok(c)) => c,
            Ok(Err(e)) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::Error;
                r.error = Some(compile_error_info(&e, &self.opts.filename));
                return r;
            }
            Err(_) => {
                let mut r = empty_result(&self.opts);
                r.verdict = Verdict::HostFault;
                r.fault = Some("internal compiler fault (contained)".into());
                return r;
            }
        };
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
