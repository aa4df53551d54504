//! `corral._corral`: the native core of the `corral` Python package. The
//! public API (`corral.run`, `Limits`, `Session`, …) is the Python layer in
//! python/corral/, which normalizes arguments and wraps results; this
//! module runs programs with the GIL released.
//!
//! The engine's `Host` and VM hold `Rc`s and may not cross threads, so a
//! run is described by `spec::Spec` (plain data and Python callables),
//! built into a Host on the thread that runs it, and reported back as
//! `drive::Outcome` (plain data). A session or an async run lives on a
//! thread of its own (`actors`), driven through channels.

mod actors;
mod convert;
mod drive;
mod isolated;
mod pyout;
mod spec;

// The allocator the `corral` binary runs with: faster for the interpreter's
// many small objects, and the one the memory account models exactly.
#[global_allocator]
static GLOBAL: corral_alloc::Allocator = corral_alloc::Allocator;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use corral::RunOptions;
use corral::api::Answer;
use corral::capabilities::PendingCall;
use pyo3::exceptions::{PyKeyboardInterrupt, PySyntaxError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use drive::{Outcome, ProgramRef};
use spec::{Ctx, FnKind, FnSpec, OsSpec, Spec};

/// A program compiled once (`corral.compile`), to run many times.
#[pyclass(module = "corral", frozen)]
pub struct Program {
    id: u64,
    bytes: Arc<Vec<u8>>,
    /// The program's source text.
    #[pyo3(get)]
    source: String,
}

#[pymethods]
impl Program {
    fn __repr__(&self) -> String {
        let first = self.source.lines().next().unwrap_or("");
        let more = if self.source.lines().nth(1).is_some() {
            " …"
        } else {
            ""
        };
        format!(
            "<corral.Program {:?}{more} ({} bytes)>",
            first,
            self.source.len()
        )
    }
}

static NEXT_PROGRAM: AtomicU64 = AtomicU64::new(1);

/// Compile `source`: syntax errors (and program_bytes / ast_depth) are
/// raised here as SyntaxError.
#[pyfunction]
#[pyo3(signature = (source, limits=None, filename="main.py".to_string()))]
fn compile(
    source: String,
    limits: Option<Bound<'_, PyDict>>,
    filename: String,
) -> PyResult<Program> {
    let opts = RunOptions {
        limits: spec::limits_from_py(limits.as_ref())?,
        filename: filename.clone(),
        return_last_expr: true,
        ..RunOptions::default()
    };
    match corral::api::compile_program(&source, &opts) {
        Ok(p) => Ok(Program {
            id: NEXT_PROGRAM.fetch_add(1, Ordering::Relaxed),
            bytes: Arc::new(p.to_bytes()),
            source,
        }),
        Err((e, exhausted)) => {
            let msg = match exhausted {
                Some(x) => format!("{}: {x}", e.message),
                None => e.message.clone(),
            };
            Err(PySyntaxError::new_err((
                msg,
                (filename, e.line, e.column, e.text.unwrap_or_default()),
            )))
        }
    }
}

/// The spec of a run from the Python layer's normalized arguments.
#[allow(clippy::too_many_arguments)]
fn make_spec(
    py: Python<'_>,
    inputs: Option<&Bound<'_, PyDict>>,
    functions: Option<&Bound<'_, PyList>>,
    limits: Option<&Bound<'_, PyDict>>,
    os: Option<&Bound<'_, PyDict>>,
    filename: String,
    snapshot_key: Option<Vec<u8>>,
) -> PyResult<Spec> {
    let mut spec = Spec {
        functions: Vec::new(),
        os: OsSpec::default(),
        limits: spec::limits_from_py(limits)?,
        inputs: Vec::new(),
        filename,
        snapshot_key,
        ctx: Arc::new(Ctx::default()),
    };
    if let Some(inputs) = inputs {
        for (k, v) in inputs.iter() {
            let name: String = k
                .extract()
                .map_err(|_| PyTypeError::new_err("input names must be str"))?;
            let hv = convert::to_host(&v, &format!("input {name:?}"))?;
            spec.inputs.push((name, hv));
        }
    }
    if let Some(fs) = functions {
        for f in fs.iter() {
            let (name, callable, kind): (String, Bound<'_, PyAny>, String) = f.extract()?;
            let kind = match kind.as_str() {
                "sync" => FnKind::Sync,
                "async" => FnKind::Async,
                "suspend" => FnKind::Suspend,
                "suspend_async" => FnKind::SuspendAsync,
                k => return Err(PyValueError::new_err(format!("unknown function kind {k}"))),
            };
            let callable = (!callable.is_none()).then(|| Arc::new(callable.unbind()));
            spec.functions.push(FnSpec {
                name,
                callable,
                kind,
            });
        }
    }
    if let Some(os) = os {
        spec.os = os_from_py(py, os)?;
    }
    Ok(spec)
}

fn os_from_py(_py: Python<'_>, d: &Bound<'_, PyDict>) -> PyResult<OsSpec> {
    let mut os = OsSpec::default();
    if let Some(env) = d.get_item("env")? {
        os.env = env.extract::<Vec<(String, String)>>()?;
    }
    if let Some(seed) = d.get_item("seed")? {
        os.seed = seed.extract()?;
    }
    if let Some(clock) = d.get_item("clock")? {
        os.clock = Some(clock.extract::<Option<f64>>()?);
    }
    if let Some(tz) = d.get_item("tz")? {
        os.tz = tz.extract()?;
    }
    if let Some(files) = d.get_item("files")? {
        os.files = files.extract()?;
    }
    if let Some(mounts) = d.get_item("mounts")? {
        let m: Vec<(String, String, bool)> = mounts.extract()?;
        os.mounts = m.into_iter().map(|(g, h, w)| (g, h.into(), w)).collect();
    }
    if let Some(cwd) = d.get_item("cwd")? {
        os.cwd = cwd.extract()?;
    }
    Ok(os)
}

/// The answerer of a run on a thread that may take the GIL: the pending
/// `async def` calls are awaited together by `corral._aio.gather_sync`.
fn gather_answerer(spec: &Spec) -> impl FnMut(Vec<PendingCall>) -> Option<Vec<Answer>> + '_ {
    move |calls: Vec<PendingCall>| {
        Python::attach(|py| {
            let r = (|| -> PyResult<Vec<Answer>> {
                let list = PyList::empty(py);
                for c in &calls {
                    let f = spec
                        .callable(&c.function)
                        .ok_or_else(|| PyValueError::new_err("no such function"))?;
                    list.append((
                        c.call_id,
                        f.bind(py),
                        pyout::args_tuple(py, &c.args)?,
                        convert::kwargs_to_py(py, &c.kwargs)?,
                    ))?;
                }
                let res = py
                    .import("corral._aio")?
                    .getattr("gather_sync")?
                    .call1((list,))?;
                spec::answers_from_py(py, &res, &spec.ctx)
            })();
            match r {
                Ok(a) => Some(a),
                Err(e) => {
                    let err = spec::host_error(py, &e, &spec.ctx);
                    if spec.ctx.is_cancelled() {
                        return None;
                    }
                    Some(
                        calls
                            .iter()
                            .map(|c| (c.call_id, Err(err.clone())))
                            .collect(),
                    )
                }
            }
        })
    }
}

/// The Python value of an outcome; a cancelled run raises KeyboardInterrupt.
fn finish(py: Python<'_>, o: Outcome) -> PyResult<Bound<'_, PyDict>> {
    if o.cancelled {
        return Err(PyKeyboardInterrupt::new_err(
            "the host cancelled the run (KeyboardInterrupt in a host function)",
        ));
    }
    pyout::outcome_to_py(py, &o)
}

fn program_ref(program: &Bound<'_, PyAny>) -> PyResult<ProgramRef> {
    if let Ok(p) = program.cast::<Program>() {
        let p = p.get();
        Ok(ProgramRef::Compiled {
            id: p.id,
            bytes: p.bytes.clone(),
        })
    } else if let Ok(s) = program.extract::<String>() {
        Ok(ProgramRef::Source(s))
    } else {
        Err(PyTypeError::new_err(
            "the program must be a str or a corral.Program",
        ))
    }
}

/// Run a program to its end on this thread, the GIL released.
#[pyfunction]
#[pyo3(signature = (program, inputs=None, functions=None, limits=None, os=None,
                    filename="main.py".to_string(), snapshot_key=None))]
#[allow(clippy::too_many_arguments)]
fn run<'py>(
    py: Python<'py>,
    program: &Bound<'py, PyAny>,
    inputs: Option<Bound<'py, PyDict>>,
    functions: Option<Bound<'py, PyList>>,
    limits: Option<Bound<'py, PyDict>>,
    os: Option<Bound<'py, PyDict>>,
    filename: String,
    snapshot_key: Option<Vec<u8>>,
) -> PyResult<Bound<'py, PyDict>> {
    let program = program_ref(program)?;
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
        drive::run(&spec, &program, &mut answer)
    });
    finish(py, o)
}

/// Resume a suspended run from its snapshot bytes.
#[pyfunction]
#[pyo3(signature = (snapshot, answers, functions=None, limits=None, os=None, snapshot_key=None))]
#[allow(clippy::too_many_arguments)]
fn resume<'py>(
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
        drive::resume(&spec, &snapshot, answers, set_limits, &mut answer)
    });
    match o {
        Ok(o) => finish(py, o),
        Err(e) => Err(PyValueError::new_err(e)),
    }
}

/// The spec of a resumption, its answers, and whether its limits replace
/// the snapshot's.
fn resume_spec(
    py: Python<'_>,
    answers: &Bound<'_, PyAny>,
    functions: Option<Bound<'_, PyList>>,
    limits: Option<Bound<'_, PyDict>>,
    os: Option<Bound<'_, PyDict>>,
    snapshot_key: Option<Vec<u8>>,
) -> PyResult<(Spec, Vec<Answer>, bool)> {
    let spec = make_spec(
        py,
        None,
        functions.as_ref(),
        limits.as_ref(),
        os.as_ref(),
        String::new(),
        snapshot_key,
    )?;
    let answers = spec::answers_from_py(py, answers, &spec.ctx)?;
    Ok((spec, answers, limits.is_some()))
}

/// (type name, message) of an exception as the program would see it.
#[pyfunction]
fn exception_parts(exc: &Bound<'_, PyAny>) -> (String, String) {
    spec::exception_parts(exc)
}

#[pymodule]
fn _corral(m: &Bound<'_, PyModule>) -> PyResult<()> {
    corral_alloc::tune();
    corral_stdlib_code::install();
    m.add_class::<Program>()?;
    m.add_class::<convert::Opaque>()?;
    m.add_class::<actors::Runner>()?;
    m.add_class::<actors::SessionCore>()?;
    m.add_class::<isolated::WorkerPool>()?;
    m.add_function(wrap_pyfunction!(isolated::_worker, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(resume, m)?)?;
    m.add_function(wrap_pyfunction!(exception_parts, m)?)?;
    m.add_function(wrap_pyfunction!(actors::start_run, m)?)?;
    m.add_function(wrap_pyfunction!(actors::open_session, m)?)?;
    Ok(())
}
