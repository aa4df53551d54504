//! Replay: re-run a recorded program with its ledger answering every host
//! call (external functions, file operations, clock reads) in order, so the
//! run reproduces the recorded output without the host that made it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::external::{CallOutcome, HostError, LedgerEntry};
use super::value::HostValue;

/// Everything needed to re-run a program: written by `corral run --record`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// Format version of the record.
    pub corral_record: u32,
    pub filename: String,
    pub source: String,
    pub inputs: Vec<(String, HostValue)>,
    /// Functions granted: (name, is_async).
    pub functions: Vec<(String, bool)>,
    pub cwd: String,
    pub env: Vec<(String, String)>,
    pub utc_offset_secs: i32,
    pub tz_name: String,
    pub seed: u64,
    /// The clock's start for a fixed clock (None: the real clock was used;
    /// its readings are in the ledger).
    pub clock_start: Option<f64>,
    pub limits: crate::limits::Limits,
    pub verdict: String,
    pub stdout: String,
    pub stderr: String,
    pub ledger: Vec<LedgerEntry>,
}

pub const RECORD_VERSION: u32 = 1;

impl Record {
    /// The record of a finished run of `source` under `opts`.
    pub fn new(source: &str, opts: &super::RunOptions, r: &super::RunResult) -> Record {
        let os = &opts.host.os;
        Record {
            corral_record: RECORD_VERSION,
            filename: opts.filename.clone(),
            source: source.to_string(),
            inputs: opts.inputs.clone(),
            functions: opts
                .host
                .functions
                .iter()
                .map(|f| (f.name.clone(), f.is_async))
                .collect(),
            cwd: os.cwd.to_string(),
            env: os.env.clone(),
            utc_offset_secs: os.utc_offset_secs,
            tz_name: os.tz_name.to_string(),
            seed: os.seed,
            clock_start: match os.clock {
                super::os::Clock::Fixed { start } => Some(start),
                super::os::Clock::Real => None,
            },
            limits: opts.limits.clone(),
            verdict: r.verdict.as_str().to_string(),
            stdout: r.stdout.clone(),
            stderr: r.stderr.clone(),
            ledger: r.trace.clone(),
        }
    }

    /// Options that re-run the program with the ledger answering every host
    /// call, and the replay (to ask afterwards whether it diverged).
    pub fn replay_options(&self) -> (super::RunOptions, Rc<Replay>) {
        let replay = Rc::new(Replay::new(self.ledger.clone()));
        let mut host = super::Host::new();
        for (name, is_async) in &self.functions {
            host = host.suspending(name, *is_async);
        }
        // Functions the original host resolved by name lookup.
        let called: Vec<String> = self.ledger.iter().map(|e| e.function.clone()).collect();
        host = host.with_lookup(move |name| {
            called
                .iter()
                .any(|c| c == name)
                .then(|| super::ExternalFunction {
                    name: name.to_string(),
                    is_async: false,
                    handler: super::Handler::Suspend,
                })
        });
        host.os.cwd = self.cwd.as_str().into();
        host.os.env = self.env.clone();
        host.os.utc_offset_secs = self.utc_offset_secs;
        host.os.tz_name = self.tz_name.as_str().into();
        host.os.seed = self.seed;
        host.os.clock = match self.clock_start {
            Some(start) => super::os::Clock::Fixed { start },
            None => super::os::Clock::Real,
        };
        host.replay = Some(replay.clone());
        let opts = super::RunOptions {
            limits: self.limits.clone(),
            filename: self.filename.clone(),
            return_last_expr: false,
            inputs: self.inputs.clone(),
            host,
        };
        (opts, replay)
    }
}

/// The ledger being replayed, answered in order.
#[derive(Debug)]
pub struct Replay {
    entries: Vec<LedgerEntry>,
    next: Cell<usize>,
    diverged: RefCell<Option<String>>,
}

impl Replay {
    pub fn new(entries: Vec<LedgerEntry>) -> Replay {
        Replay {
            entries,
            next: Cell::new(0),
            diverged: RefCell::new(None),
        }
    }

    /// The first point where the run asked for something the record does
    /// not hold (None: every call matched).
    pub fn divergence(&self) -> Option<String> {
        self.diverged.borrow().clone()
    }

    /// How many recorded calls were answered, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.next.get(), self.entries.len())
    }

    fn diverge(&self, msg: String) -> HostError {
        let mut d = self.diverged.borrow_mut();
        if d.is_none() {
            *d = Some(msg.clone());
        }
        HostError::new("RuntimeError", format!("replay diverged: {msg}"))
    }

    /// Answer the next call from the record, which must be this call.
    pub fn answer(
        &self,
        function: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError> {
        if self.diverged.borrow().is_some() {
            return Err(HostError::new("RuntimeError", "replay diverged earlier"));
        }
        let i = self.next.get();
        let Some(e) = self.entries.get(i) else {
            return Err(self.diverge(format!(
                "call {} ({function}) is past the end of the record",
                i + 1
            )));
        };
        self.next.set(i + 1);
        // Summarized arguments cannot be compared; everything else must match.
        let summarized =
            |v: &HostValue| matches!(v, HostValue::Other { repr, .. } if repr.ends_with("bytes)"));
        let args_match = e.args.len() == args.len()
            && e.args
                .iter()
                .zip(args)
                .all(|(r, a)| summarized(r) || r == a)
            && e.kwargs.len() == kwargs.len()
            && e.kwargs
                .iter()
                .zip(kwargs)
                .all(|((rk, rv), (k, v))| rk == k && (summarized(rv) || rv == v));
        if e.function != function || !args_match {
            return Err(self.diverge(format!(
                "call {} is {function}{}, the record has {}{}",
                i + 1,
                show_args(args),
                e.function,
                show_args(&e.args)
            )));
        }
        match e.outcome {
            CallOutcome::Ok => match &e.result {
                Some(v) => Ok(v.clone()),
                None => Err(self.diverge(format!(
                    "the result of call {} ({function}) was too large to record",
                    i + 1
                ))),
            },
            CallOutcome::Error | CallOutcome::Denied => Err(e
                .error
                .clone()
                .unwrap_or_else(|| HostError::new("RuntimeError", "recorded error"))),
            // The program cancelled it before any answer: nothing to give.
            CallOutcome::Cancelled => Ok(HostValue::None),
            CallOutcome::Pending => Err(self.diverge(format!(
                "call {} ({function}) was never answered in the recorded run",
                i + 1
            ))),
        }
    }
}

fn show_args(args: &[HostValue]) -> String {
    let parts: Vec<String> = args.iter().map(|a| a.to_json()).collect();
    let s = format!("({})", parts.join(", "));
    if s.len() > 200 {
        let mut cut = 200;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}…)", &s[..cut])
    } else {
        s
    }
}
