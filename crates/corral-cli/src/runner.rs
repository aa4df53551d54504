//! Where the CLI carries out runs: in this process, or (`--isolate`) in a
//! worker process of a pool of one, which the operating system holds.

use std::time::Duration;

use corral::api::{Answer, Paused};

use corral::capabilities::Host;
use corral::{Limits, RunOptions, RunResult};
use corral_isolate::{IsolatedResult, Pool, PoolOptions};

pub enum Runner {
    InProcess,
    Isolated(Pool),
}

/// One segment of a run (up to its end or its next suspension).
pub struct Seg {
    pub r: RunResult,
    /// An isolated run that suspended: its snapshot.
    pub snapshot: Option<Vec<u8>>,
    /// An isolated run: what the outer layer says about it.
    pub iso: Option<IsolatedResult>,
}

impl Seg {
    fn local(r: RunResult) -> Seg {
        Seg {
            r,
            snapshot: None,
            iso: None,
        }
    }

    fn isolated(mut x: IsolatedResult) -> Seg {
        let r = std::mem::replace(&mut x.result, empty_result());
        Seg {
            r,
            snapshot: x.snapshot.take(),
            iso: Some(x),
        }
    }

    /// The snapshot bytes of a suspended segment.
    pub fn snapshot_bytes(&self) -> Option<Vec<u8>> {
        match (&self.r.paused, &self.snapshot) {
            (Some(p), _) => Some(p.snapshot()),
            (None, Some(b)) => Some(b.clone()),
            _ => None,
        }
    }

    /// The envelope, with the outer layer's facts for an isolated run.
    pub fn envelope(&self, run_id: &str) -> serde_json::Value {
        let mut env = corral::api::envelope::envelope(&self.r, run_id);
        if let Some(iso) = &self.iso {
            corral_isolate::annotate_envelope(&mut env, iso);
        }
        env
    }
}

fn empty_result() -> RunResult {
    RunResult {
        verdict: corral::Verdict::HostFault,
        value_repr: None,
        value: None,
        stdout: String::new(),
        stderr: String::new(),
        error: None,
        resource: None,
        fault: None,
        usage: Default::default(),
        trace: Vec::new(),
        pending: Vec::new(),
        paused: None,
    }
}

/// The outer layer's flags.
#[derive(clap::Args, Default)]
pub struct IsolateFlags {
    /// Run in a worker process the operating system holds (rlimits,
    /// seccomp, Landlock, namespaces, a watchdog).
    #[arg(long)]
    pub isolate: bool,
    /// Address-space ceiling of the worker (default 2 × memory + 256MiB).
    #[arg(long = "hard-memory", value_name = "BYTES", requires = "isolate")]
    pub hard_memory: Option<String>,
    /// Wall-time ceiling of the worker, whatever the run's time limit.
    #[arg(long = "hard-time", value_name = "DURATION", requires = "isolate")]
    pub hard_time: Option<String>,
}

impl IsolateFlags {
    pub fn runner(&self, limits: &Limits) -> Result<Runner, String> {
        if !self.isolate {
            return Ok(Runner::InProcess);
        }
        let mut o = PoolOptions {
            size: 1,
            hard_memory: PoolOptions::hard_memory_for(limits),
            ..PoolOptions::default()
        };
        if let Some(v) = &self.hard_memory {
            o.hard_memory = crate::units::parse_bytes(v)
                .map_err(|e| format!("--hard-memory: {e}"))?
                .unwrap_or(u64::MAX);
        }
        if let Some(v) = &self.hard_time {
            o.hard_time =
                crate::units::parse_duration(v).map_err(|e| format!("--hard-time: {e}"))?;
        }
        // A run's CPU can never exceed its wall time: with a time limit,
        // the kernel's CPU ceiling sits just past the watchdog's.
        if let Some(t) = limits.time.or(o.hard_time) {
            o.run_cpu_seconds = (t + o.grace + Duration::from_secs(1)).as_secs();
        }
        Ok(Runner::Isolated(Pool::new(o)))
    }
}

impl Runner {
    pub fn run(&self, source: &str, opts: &RunOptions) -> Result<Seg, String> {
        match self {
            Runner::InProcess => Ok(Seg::local(corral::run_source(source, opts))),
            Runner::Isolated(pool) => pool
                .run(source, opts, None)
                .map(Seg::isolated)
                .map_err(|e| e.to_string()),
        }
    }

    /// Resume a segment that suspended.
    pub fn resume(
        &self,
        mut seg: Seg,
        host: &Host,
        answers: Vec<Answer>,
        limits: &Limits,
    ) -> Result<Seg, String> {
        match (self, seg.r.paused.take(), seg.snapshot.take()) {
            (_, Some(p), _) => p
                .resume(host, answers)
                .map(Seg::local)
                .map_err(|e| e.message),
            (Runner::Isolated(pool), None, Some(bytes)) => pool
                .resume(&bytes, answers, host, Some(limits), None)
                .map(Seg::isolated)
                .map_err(|e| e.to_string()),
            _ => Err("the run cannot be resumed".into()),
        }
    }

    /// Resume a run from snapshot bytes.
    pub fn resume_bytes(
        &self,
        paused: Paused,
        bytes: &[u8],
        host: &Host,
        answers: Vec<Answer>,
    ) -> Result<Seg, String> {
        match self {
            Runner::InProcess => paused
                .resume(host, answers)
                .map(Seg::local)
                .map_err(|e| e.message),
            Runner::Isolated(pool) => {
                let limits = paused.limits().clone();
                drop(paused);
                pool.resume(bytes, answers, host, Some(&limits), None)
                    .map(Seg::isolated)
                    .map_err(|e| e.to_string())
            }
        }
    }
}
