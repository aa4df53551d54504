//! The record of a run (`corral run --record`): everything `corral replay`
//! needs to run the program again with its ledger answering the host calls.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{RunOptions, RunResult};
use crate::capabilities::replay::Replay;
use crate::capabilities::{HostValue, LedgerEntry};

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
    pub fn new(source: &str, opts: &RunOptions, r: &RunResult) -> Record {
        let os = &opts.host.os;
        Record {
            corral_record: RECORD_VERSION,
            filename: opts.filename.clone(),
            source: source.to_string(),
            inputs: opts.inputs.clone(),
            functions: opts
                .host
                .capabilities()
                .declared()
                .into_iter()
                .map(|(name, g)| (name, g.is_async))
                .collect(),
            cwd: os.cwd.to_string(),
            env: os.env.clone(),
            utc_offset_secs: os.utc_offset_secs,
            tz_name: os.tz_name.to_string(),
            seed: os.seed,
            clock_start: match os.clock {
                crate::capabilities::os::Clock::Fixed { start } => Some(start),
                crate::capabilities::os::Clock::Real => None,
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
    pub fn replay_options(&self) -> (RunOptions, Rc<Replay>) {
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
                .then(|| crate::capabilities::ExternalFunction {
                    name: name.to_string(),
                    is_async: false,
                    handler: crate::capabilities::Handler::Suspend,
                })
        });
        host.os.cwd = self.cwd.as_str().into();
        host.os.env = self.env.clone();
        host.os.utc_offset_secs = self.utc_offset_secs;
        host.os.tz_name = self.tz_name.as_str().into();
        host.os.seed = self.seed;
        host.os.clock = match self.clock_start {
            Some(start) => crate::capabilities::os::Clock::Fixed { start },
            None => crate::capabilities::os::Clock::Real,
        };
        host.replay = Some(replay.clone());
        let opts = RunOptions {
            limits: self.limits.clone(),
            filename: self.filename.clone(),
            return_last_expr: false,
            inputs: self.inputs.clone(),
            host,
        };
        (opts, replay)
    }
}
