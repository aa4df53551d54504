//! What a run needs, as data that may cross threads (`Spec`), and the
//! engine `Host` built from it on the thread that runs the program (the
//! Host holds `Rc`s and is not `Send`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use corral::api::Answer;
use corral::capabilities::os::{Clock, OsConfig};
use corral::capabilities::{Host, HostError, HostValue};
use corral::{Limits, RunOptions};
use pyo3::exceptions::{PyKeyboardInterrupt, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::convert::{kwargs_to_py, to_host};

/// How the host answers calls of one function.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum FnKind {
    /// A plain callable, called at once.
    Sync,
    /// An `async def`: calls are awaited together (asyncio.gather).
    Async,
    /// The run suspends; the caller resumes it (`suspend=`).
    Suspend,
    /// As `Suspend`, for a function the program awaits.
    SuspendAsync,
}

/// One function granted to the program.
pub struct FnSpec {
    pub name: String,
    pub callable: Option<Arc<Py<PyAny>>>,
    pub kind: FnKind,
}

/// The virtual OS of a run.
#[derive(Default)]
pub struct OsSpec {
    pub env: Vec<(String, String)>,
    pub seed: Option<u64>,
    /// None: the default fixed clock; Some(None): the real clock;
    /// Some(Some(t)): fixed, starting at `t` seconds since the epoch.
    pub clock: Option<Option<f64>>,
    /// Offset from UTC in seconds, and the zone's name.
    pub tz: Option<(i32, String)>,
    pub files: Vec<(String, Vec<u8>)>,
    /// (guest path, host directory, writable)
    pub mounts: Vec<(String, PathBuf, bool)>,
    pub cwd: Option<String>,
}

/// Shared between a run's host callbacks and its driver: set when the host
/// raised KeyboardInterrupt, so the run is ended instead of resumed.
#[derive(Default)]
pub struct Ctx {
    cancelled: AtomicBool,
}

impl Ctx {
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::SeqCst);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }
}

/// Everything a run needs, free of `Rc`.
pub struct Spec {
    pub functions: Vec<FnSpec>,
    pub os: OsSpec,
    pub limits: Limits,
    pub inputs: Vec<(String, HostValue)>,
    pub filename: String,
    pub snapshot_key: Option<Vec<u8>>,
    pub ctx: Arc<Ctx>,
}

impl Spec {
    /// Names of the `async def` functions the host answers itself.
    pub fn async_names(&self) -> Vec<String> {
        self.functions
            .iter()
            .filter(|f| f.kind == FnKind::Async)
            .map(|f| f.name.clone())
            .collect()
    }

    /// The callable of an async function.
    pub fn callable(&self, name: &str) -> Option<Arc<Py<PyAny>>> {
        self.functions
            .iter()
            .find(|f| f.name == name)
            .and_then(|f| f.callable.clone())
    }

    /// The engine host: callbacks, suspending functions and the OS.
    pub fn host(&self) -> Result<Host, String> {
        let mut host = Host::new();
        for f in &self.functions {
            host = match (f.kind, &f.callable) {
                (FnKind::Sync, Some(c)) => {
                    let (c, name, ctx) = (c.clone(), f.name.clone(), self.ctx.clone());
                    host.function(&f.name, move |a, k| call_sync(&c, &name, a, k, &ctx))
                }
                (FnKind::Async | FnKind::SuspendAsync, _) => host.suspending(&f.name, true),
                _ => host.suspending(&f.name, false),
            };
        }
        host.os = self.os.build()?;
        Ok(host)
    }

    pub fn options(&self, host: Host) -> RunOptions {
        RunOptions {
            limits: self.limits.clone(),
            filename: self.filename.clone(),
            return_last_expr: true,
            inputs: self.inputs.clone(),
            host,
        }
    }
}

/// Bytes the program may write to the in-memory filesystem.
const FS_QUOTA: u64 = 64 << 20;

impl OsSpec {
    fn build(&self) -> Result<OsConfig, String> {
        let mut os = OsConfig::default();
        // As `corral run`: what the program writes to its in-memory files
        // is bounded.
        os.fs.set_quota(Some(FS_QUOTA));
        for (path, data) in &self.files {
            os.fs.add_file(path, data.clone());
        }
        for (guest, dir, writable) in &self.mounts {
            os.fs
                .mount(guest, dir, *writable)
                .map_err(|e| format!("mounts: cannot open directory {}: {e}", dir.display()))?;
        }
        os.env = self.env.clone();
        match self.clock {
            None => {}
            Some(None) => os.clock = Clock::Real,
            Some(Some(start)) => os.clock = Clock::Fixed { start },
        }
        if let Some((off, name)) = &self.tz {
            os.utc_offset_secs = *off;
            os.tz_name = name.as_str().into();
        }
        if let Some(s) = self.seed {
            os.seed = s;
        }
        if let Some(c) = &self.cwd {
            os.cwd = corral::capabilities::os::normalize("/", c).into();
        }
        Ok(os)
    }
}

/// Call a plain host function from the engine thread (taking the GIL).
fn call_sync(
    f: &Py<PyAny>,
    name: &str,
    args: &[HostValue],
    kwargs: &[(String, HostValue)],
    ctx: &Ctx,
) -> Result<HostValue, HostError> {
    if ctx.is_cancelled() {
        return Err(cancelled_error());
    }
    Python::attach(|py| {
        let call = || -> PyResult<Bound<'_, PyAny>> {
            let a = args
                .iter()
                .map(|x| crate::convert::to_py(py, x))
                .collect::<PyResult<Vec<_>>>()?;
            let a = PyTuple::new(py, a)?;
            let k = kwargs_to_py(py, kwargs)?;
            f.bind(py).call(a, Some(&k))
        };
        match call() {
            Ok(v) => to_host(&v, &format!("the result of {name}()")).map_err(|e| error_of(py, &e)),
            Err(e) => Err(host_error(py, &e, ctx)),
        }
    })
}

fn cancelled_error() -> HostError {
    HostError::new("KeyboardInterrupt", "the host cancelled the run")
}

/// A Python exception as the error the program sees; KeyboardInterrupt
/// also cancels the run.
pub fn host_error(py: Python<'_>, e: &PyErr, ctx: &Ctx) -> HostError {
    if e.is_instance_of::<PyKeyboardInterrupt>(py) {
        ctx.cancel();
        return cancelled_error();
    }
    error_of(py, e)
}

/// (type name, message) of an exception: builtin types by name, others by
/// `module.QualName` (which the engine raises as RuntimeError naming it).
pub fn exception_parts(exc: &Bound<'_, PyAny>) -> (String, String) {
    let ty = exc.get_type();
    let name = ty
        .qualname()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "Exception".into());
    let module = ty
        .module()
        .map(|m| m.to_string())
        .unwrap_or_else(|_| "builtins".into());
    // The one str argument, as the program would pass it again: str() of a
    // KeyError adds quotes that KeyError(message) would add a second time.
    let single = exc
        .getattr("args")
        .ok()
        .and_then(|a| a.extract::<(String,)>().ok())
        .map(|(m,)| m);
    let message = single.unwrap_or_else(|| {
        exc.str()
            .map(|s| s.to_string())
            .unwrap_or_else(|_| "<exception str() failed>".into())
    });
    if module == "builtins" {
        (name, message)
    } else {
        (format!("{module}.{name}"), message)
    }
}

fn error_of(py: Python<'_>, e: &PyErr) -> HostError {
    let (t, m) = exception_parts(e.value(py).as_any());
    HostError::new(t, m)
}

/// Answers from Python: `(id, True, value)` or `(id, False, exception or
/// (type_name, message))`. A KeyboardInterrupt answer cancels the run.
pub fn answers_from_py(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    ctx: &Ctx,
) -> PyResult<Vec<Answer>> {
    let mut out = Vec::new();
    for item in items.try_iter()? {
        let item = item?;
        let (id, ok, v): (u64, bool, Bound<'_, PyAny>) = item.extract().map_err(|_| {
            PyTypeError::new_err("an answer is a tuple (call_id, ok, value_or_error)")
        })?;
        if ok {
            out.push((id, Ok(to_host(&v, &format!("the answer to call {id}"))?)));
        } else if let Ok((t, m)) = v.extract::<(String, String)>() {
            out.push((id, Err(HostError::new(t, m))));
        } else if v.is_instance_of::<pyo3::exceptions::PyBaseException>() {
            out.push((id, Err(host_error(py, &PyErr::from_value(v), ctx))));
        } else {
            return Err(PyValueError::new_err(format!(
                "the error answer to call {id} must be an exception or (type_name, message)"
            )));
        }
    }
    Ok(out)
}

/// The limits of a run: the defaults, changed by `{name: base units or
/// None}` (None disables the limit; times are in milliseconds).
pub fn limits_from_py(d: Option<&Bound<'_, PyDict>>) -> PyResult<Limits> {
    let mut l = Limits::default();
    let Some(d) = d else { return Ok(l) };
    for (k, v) in d.iter() {
        let k: String = k.extract()?;
        let n: Option<f64> = if v.is_none() {
            None
        } else {
            let x: f64 = v
                .extract()
                .map_err(|_| PyTypeError::new_err(format!("limit {k}: expected a number")))?;
            if !x.is_finite() || x < 0.0 {
                return Err(PyValueError::new_err(format!(
                    "limit {k}: expected a non-negative number"
                )));
            }
            Some(x)
        };
        let count = n.map(|x| x as u64);
        let ms = n.map(|x| std::time::Duration::from_secs_f64(x / 1000.0));
        match k.as_str() {
            "time" => l.time = ms,
            "cpu_time" => l.cpu_time = ms,
            "steps" => l.steps = count,
            "memory" => l.memory = count,
            "stack_depth" => l.stack_depth = count,
            "ast_depth" => l.ast_depth = count,
            "program_bytes" => l.program_bytes = count,
            "output_bytes" => l.output_bytes = count,
            "parallel" => l.parallel = count,
            "host_calls" => l.host_calls = count,
            other => return Err(PyValueError::new_err(format!("unknown limit {other:?}"))),
        }
    }
    Ok(l)
}
