//! `corral.Pool`'s isolated backend: each run is carried out by a warm
//! worker process of corral-isolate, under the operating system's layers
//! (no new privileges, rlimits, namespaces, Landlock, seccomp). Host calls
//! cross the worker's pipe and are answered here by the same `Host` as in
//! process; calls of `async def` functions suspend the worker's run, are
//! gathered on the host and answered by resuming it from its snapshot.
//!
//! The worker is this very extension module: Python is started with a `-c`
//! that loads it from its file and calls `_worker`, so a wheel needs no
//! separate binary.

use std::cell::RefCell;
use std::path::PathBuf;
use std::time::Duration;

use corral::Verdict;
use corral::api::snapshot;
use corral::api::{Answer, Paused};
use corral_isolate::{IsolatedResult, Job, Pool, PoolOptions, RunTicket};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::drive::{self, Answerer, Isolation, Outcome};
use crate::spec::Spec;
use crate::{Program, finish, gather_answerer, make_spec, resume_spec};

/// How long a new pool waits for its first worker to arm.
const READY_TIMEOUT: Duration = Duration::from_secs(30);

/// Warm, armed worker processes (see `corral.Pool`).
#[pyclass(module = "corral._corral", frozen)]
pub struct WorkerPool {
    pool: Pool,
    layers: Vec<String>,
}

#[pymethods]
impl WorkerPool {
    /// Start `size` workers (`exe args... worker --address-space …`) and
    /// wait until one has armed; a pool whose workers cannot start raises
    /// RuntimeError with the reason.
    #[new]
    #[pyo3(signature = (size, exe, args, hard_memory=None, hard_time=None, max_runs=None))]
    fn new(
        py: Python<'_>,
        size: usize,
        exe: PathBuf,
        args: Vec<String>,
        hard_memory: Option<u64>,
        hard_time: Option<f64>,
        max_runs: Option<u64>,
    ) -> PyResult<WorkerPool> {
        if size == 0 {
            return Err(PyValueError::new_err("size must be at least 1"));
        }
        let hard_time = match hard_time {
            Some(t) => Some(
                Duration::try_from_secs_f64(t)
                    .ok()
                    .filter(|d| !d.is_zero())
                    .ok_or_else(|| {
                        PyValueError::new_err("hard_time: a positive number of seconds")
                    })?,
            ),
            None => None,
        };
        let mut opts = PoolOptions {
            size,
            worker_exe: exe,
            worker_args: args.into_iter().map(Into::into).collect(),
            hard_time,
            // The callers are the Python layer's threads, one run each.
            queue: size.saturating_mul(64),
            ..PoolOptions::default()
        };
        if let Some(m) = hard_memory {
            opts.hard_memory = m;
        }
        if let Some(n) = max_runs {
            opts.max_runs = n.max(1);
        }
        let pool = Pool::new(opts);
        let layers = py.detach(|| pool.wait_ready(READY_TIMEOUT)).map_err(|e| {
            PyRuntimeError::new_err(format!("the isolated workers did not start: {e}"))
        })?;
        Ok(WorkerPool {
            pool,
            layers: layers.armed().iter().map(|s| s.to_string()).collect(),
        })
    }

    /// The layers the workers armed.
    #[getter]
    fn layers(&self) -> Vec<String> {
        self.layers.clone()
    }

    /// `corral.run` in a worker.
    #[pyo3(signature = (program, inputs=None, functions=None, limits=None, os=None,
                        filename="main.py".to_string(), snapshot_key=None))]
    #[allow(clippy::too_many_arguments)]
    fn run<'py>(
        &self,
        py: Python<'py>,
        program: &Bound<'py, PyAny>,
        inputs: Option<Bound<'py, PyDict>>,
        functions: Option<Bound<'py, PyList>>,
        limits: Option<Bound<'py, PyDict>>,
        os: Option<Bound<'py, PyDict>>,
        filename: String,
        snapshot_key: Option<Vec<u8>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        // A compiled program is carried as its source: the worker compiles
        // it again, so no compiled bytes cross into the sandbox's parent.
        let source = if let Ok(p) = program.cast::<Program>() {
            p.get().source.clone()
        } else {
            program.extract::<String>().map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err(
                    "the program must be a str or a corral.Program",
                )
            })?
        };
        let spec = make_spec(
            py,
            inputs.as_ref(),
            functions.as_ref(),
            limits.as_ref(),
            os.as_ref(),
            filename,
            snapshot_key,
        )?;
        let o = py.detach(|| {
            let mut answer = gather_answerer(&spec);
            run(&self.pool, &spec, &source, &mut answer)
        });
        finish(py, o)
    }

    /// `corral.resume` in a worker.
    #[pyo3(signature = (snapshot, answers, functions=None, limits=None, os=None, snapshot_key=None))]
    #[allow(clippy::too_many_arguments)]
    fn resume<'py>(
        &self,
        py: Python<'py>,
        snapshot: Vec<u8>,
        answers: &Bound<'py, PyAny>,
        functions: Option<Bound<'py, PyList>>,
        limits: Option<Bound<'py, PyDict>>,
        os: Option<Bound<'py, PyDict>>,
        snapshot_key: Option<Vec<u8>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let (spec, answers, set_limits) =
            resume_spec(py, answers, functions, limits, os, snapshot_key)?;
        let o = py.detach(|| {
            let mut answer = gather_answerer(&spec);
            resume(
                &self.pool,
                &spec,
                &snapshot,
                answers,
                set_limits,
                &mut answer,
            )
        });
        match o {
            Ok(o) => finish(py, o),
            Err(e) => Err(PyValueError::new_err(e)),
        }
    }

    /// (idle workers, live workers, workers started, workers retired).
    fn stats(&self) -> (usize, usize, u64, u64) {
        let s = self.pool.stats();
        (s.idle, s.live, s.started, s.retired)
    }

    /// Stop the idle workers; later runs raise.
    fn close(&self, py: Python<'_>) {
        py.detach(|| self.pool.shutdown());
    }
}

/// The body of a worker process: arm, serve jobs on stdin, exit. `args`
/// are those after `worker`.
#[pyfunction]
pub fn _worker(args: Vec<String>) -> PyResult<()> {
    std::process::exit(corral_isolate::worker_from_args(&args))
}

fn run(pool: &Pool, spec: &Spec, source: &str, answer: &mut Answerer<'_>) -> Outcome {
    let host = match spec.host() {
        Ok(h) => h,
        Err(e) => return Outcome::fault(e),
    };
    let first = pool.execute(
        Job::Run {
            source,
            filename: &spec.filename,
            return_last_expr: true,
            limits: &spec.limits,
            inputs: &spec.inputs,
        },
        &host,
        &ticket(spec),
    );
    match first {
        Ok(r) => carry_on(pool, spec, &host, r, answer),
        Err(e) => Outcome::fault(e.to_string()),
    }
}

fn resume(
    pool: &Pool,
    spec: &Spec,
    snapshot_bytes: &[u8],
    answers: Vec<Answer>,
    set_limits: bool,
    answer: &mut Answerer<'_>,
) -> Result<Outcome, String> {
    let inner = snapshot::verify(snapshot_bytes, spec.snapshot_key.as_deref())
        .map_err(|e| e.to_string())?;
    // The functions the run was granted: those this resume does not
    // provide go on suspending, as in process.
    let declared = Paused::from_snapshot(inner)
        .map_err(|e| e.to_string())?
        .declared_functions()
        .to_vec();
    let mut host = spec.host()?;
    for (name, is_async) in declared {
        if host.get(&name).is_none() {
            host = host.suspending(&name, is_async);
        }
    }
    let r = pool
        .execute(
            Job::Resume {
                snapshot: inner,
                answers,
                limits: set_limits.then_some(&spec.limits),
            },
            &host,
            &ticket(spec),
        )
        .map_err(|e| e.to_string())?;
    Ok(carry_on(pool, spec, &host, r, answer))
}

fn ticket(spec: &Spec) -> RunTicket {
    RunTicket {
        tenant: None,
        time: spec.limits.time,
    }
}

/// Answer `async def` calls by resuming the worker's run from its snapshot
/// until it ends or waits for the caller; the snapshot handed back is
/// signed when the run has a key.
fn carry_on(
    pool: &Pool,
    spec: &Spec,
    host: &corral::capabilities::Host,
    first: IsolatedResult,
    answer: &mut Answerer<'_>,
) -> Outcome {
    let last = RefCell::new(first.snapshot);
    let isolation = RefCell::new(isolation_of(&first.layers, first.enforced_by_os));
    let mut resume = |_: Option<Paused>, answers: Vec<Answer>| {
        let snap = last.borrow_mut().take().ok_or("the run left no snapshot")?;
        let r = pool
            .execute(
                Job::Resume {
                    snapshot: &snap,
                    answers,
                    limits: None,
                },
                host,
                &ticket(spec),
            )
            .map_err(|e| e.to_string())?;
        *isolation.borrow_mut() = isolation_of(&r.layers, r.enforced_by_os);
        *last.borrow_mut() = r.snapshot;
        Ok(r.result)
    };
    let mut o = drive::drive(first.result, spec, answer, &mut resume);
    if o.verdict == Verdict::Suspended && !o.cancelled {
        o.snapshot = last.take().map(|b| match &spec.snapshot_key {
            Some(k) => snapshot::sign(&b, k),
            None => b,
        });
    }
    o.isolation = Some(isolation.into_inner());
    o
}

fn isolation_of(layers: &corral_isolate::Layers, enforced_by_os: bool) -> Isolation {
    Isolation {
        layers: layers.armed().iter().map(|s| s.to_string()).collect(),
        landlock_abi: layers.landlock_abi,
        notes: layers.notes.clone(),
        enforced_by_os,
    }
}
