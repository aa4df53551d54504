//! Runs that outlive one call from Python live on a thread of their own,
//! because the engine's state may not cross threads: an async run
//! (`Runner`, driven by `corral.run_async` from the event loop) and a
//! session (`SessionCore`). Python talks to them through channels, the GIL
//! released while it waits.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

use corral::Verdict;
use corral::api::Answer;
use corral::api::session::Session;
use corral::capabilities::{HostValue, PendingCall};
use pyo3::exceptions::{PyKeyError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::convert::{kwargs_to_py, to_host, to_py};
use crate::drive::{self, Outcome, ProgramRef};
use crate::pyout::args_tuple;
use crate::spec::{Ctx, Spec, answers_from_py};
use crate::{finish, gather_answerer, make_spec, program_ref};

/// Stack of the threads that run programs: the compiler recurses over the
/// syntax tree (bounded by `ast_depth`), so give it room as the CLI does.
const STACK: usize = 256 << 20;

fn spawn(f: impl FnOnce() + Send + 'static) -> PyResult<()> {
    std::thread::Builder::new()
        .name("corral-run".into())
        .stack_size(STACK)
        .spawn(f)
        .map(|_| ())
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a thread: {e}")))
}

enum Event {
    /// Calls of `async def` functions to await, then answer with `step`.
    Calls(Vec<PendingCall>),
    Done(Box<Outcome>),
}

struct RunnerChannels {
    answers: Sender<Vec<Answer>>,
    events: Receiver<Event>,
}

/// An async run on its own thread; `step` hands it the answers to the calls
/// it asked for and waits for what it asks next.
#[pyclass(module = "corral._corral", frozen)]
pub struct Runner {
    chans: Mutex<RunnerChannels>,
    ctx: Arc<Ctx>,
}

#[pymethods]
impl Runner {
    /// Give answers (None the first time) and wait for the next event:
    /// `("calls", [(id, name, args, kwargs), ...])` or `("done", result_dict)`.
    #[pyo3(signature = (answers=None))]
    fn step<'py>(
        &self,
        py: Python<'py>,
        answers: Option<Bound<'py, PyAny>>,
    ) -> PyResult<(String, Bound<'py, PyAny>)> {
        let answers = match answers {
            Some(a) => Some(answers_from_py(py, &a, &self.ctx)?),
            None => None,
        };
        let mut chans = self
            .chans
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the run's channel is poisoned"))?;
        let chans: &mut RunnerChannels = &mut chans;
        let (tx, rx) = (&chans.answers, &mut chans.events);
        let ctx = &self.ctx;
        let ev = py.detach(move || {
            if let Some(a) = answers {
                // Cancelled answers: the run thread stops at its next wait.
                let a = if ctx.is_cancelled() { Vec::new() } else { a };
                tx.send(a).ok()?;
            }
            rx.recv().ok()
        });
        match ev {
            Some(Event::Calls(calls)) => {
                let list = PyList::empty(py);
                for c in &calls {
                    list.append((
                        c.call_id,
                        &c.function,
                        args_tuple(py, &c.args)?,
                        kwargs_to_py(py, &c.kwargs)?,
                    ))?;
                }
                Ok(("calls".into(), list.into_any()))
            }
            Some(Event::Done(o)) => Ok(("done".into(), finish(py, *o)?.into_any())),
            None => Err(PyRuntimeError::new_err("the run's thread has ended")),
        }
    }

    /// Mark the run cancelled (the task awaiting it was cancelled).
    fn cancel(&self) {
        self.ctx.cancel();
    }
}

/// Start a run on its own thread (for `corral.run_async`).
#[pyfunction]
#[pyo3(signature = (program, inputs=None, functions=None, limits=None, os=None,
                    filename="main.py".to_string(), snapshot_key=None))]
#[allow(clippy::too_many_arguments)]
pub fn start_run<'py>(
    py: Python<'py>,
    program: &Bound<'py, PyAny>,
    inputs: Option<Bound<'py, PyDict>>,
    functions: Option<Bound<'py, PyList>>,
    limits: Option<Bound<'py, PyDict>>,
    os: Option<Bound<'py, PyDict>>,
    filename: String,
    snapshot_key: Option<Vec<u8>>,
) -> PyResult<Runner> {
    let program: ProgramRef = program_ref(program)?;
    let spec = make_spec(
        py,
        inputs.as_ref(),
        functions.as_ref(),
        limits.as_ref(),
        os.as_ref(),
        filename,
        snapshot_key,
    )?;
    let ctx = spec.ctx.clone();
    let (ans_tx, ans_rx) = channel::<Vec<Answer>>();
    let (ev_tx, ev_rx) = channel::<Event>();
    spawn(move || {
        let cancelled = spec.ctx.clone();
        let mut answer = |calls: Vec<PendingCall>| -> Option<Vec<Answer>> {
            ev_tx.send(Event::Calls(calls)).ok()?;
            let a = ans_rx.recv().ok()?;
            (!cancelled.is_cancelled()).then_some(a)
        };
        let o = drive::run(&spec, &program, &mut answer);
        let _ = ev_tx.send(Event::Done(Box::new(o)));
    })?;
    Ok(Runner {
        chans: Mutex::new(RunnerChannels {
            answers: ans_tx,
            events: ev_rx,
        }),
        ctx,
    })
}

enum Cmd {
    Run(String, Sender<Outcome>),
    Resume(Vec<Answer>, Sender<Result<Outcome, String>>),
    Get(String, Sender<Option<HostValue>>),
    Set(String, HostValue, Sender<Result<(), String>>),
    Dump(Sender<Vec<u8>>),
}

/// A session on its own thread (see `corral.Session`).
#[pyclass(module = "corral._corral", frozen)]
pub struct SessionCore {
    cmds: Mutex<Option<Sender<Cmd>>>,
    ctx: Arc<Ctx>,
}

impl SessionCore {
    /// Send a command and wait for its reply, the GIL released.
    fn ask<T: Send>(
        &self,
        py: Python<'_>,
        make: impl FnOnce(Sender<T>) -> Cmd + Send,
    ) -> PyResult<T> {
        let tx = self
            .cmds
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the session is poisoned"))?
            .clone()
            .ok_or_else(|| PyRuntimeError::new_err("the session is closed"))?;
        py.detach(move || {
            let (rtx, rrx) = channel();
            tx.send(make(rtx)).ok()?;
            rrx.recv().ok()
        })
        .ok_or_else(|| PyRuntimeError::new_err("the session's thread has ended"))
    }
}

#[pymethods]
impl SessionCore {
    fn run<'py>(&self, py: Python<'py>, code: String) -> PyResult<Bound<'py, PyDict>> {
        let o = self.ask(py, |r| Cmd::Run(code, r))?;
        finish(py, o)
    }

    fn resume<'py>(
        &self,
        py: Python<'py>,
        answers: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let answers = answers_from_py(py, answers, &self.ctx)?;
        match self.ask(py, |r| Cmd::Resume(answers, r))? {
            Ok(o) => finish(py, o),
            Err(e) => Err(PyValueError::new_err(e)),
        }
    }

    fn get<'py>(&self, py: Python<'py>, name: String) -> PyResult<Bound<'py, PyAny>> {
        match self.ask(py, |r| Cmd::Get(name.clone(), r))? {
            Some(v) => to_py(py, &v),
            None => Err(PyKeyError::new_err(name)),
        }
    }

    fn set(&self, py: Python<'_>, name: String, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let v = to_host(value, &format!("variable {name:?}"))?;
        self.ask(py, |r| Cmd::Set(name, v, r))?
            .map_err(PyValueError::new_err)
    }

    fn dump<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
        let b = self.ask(py, Cmd::Dump)?;
        Ok(pyo3::types::PyBytes::new(py, &b))
    }

    /// End the session's thread (also when the object is collected).
    fn close(&self) -> PyResult<()> {
        if let Ok(mut c) = self.cmds.lock() {
            c.take();
        }
        Ok(())
    }
}

/// Open a session: a new one, or one restored from `snapshot` bytes.
#[pyfunction]
#[pyo3(signature = (inputs=None, functions=None, limits=None, os=None,
                    filename="<session>".to_string(), snapshot_key=None, snapshot=None))]
#[allow(clippy::too_many_arguments)]
pub fn open_session<'py>(
    py: Python<'py>,
    inputs: Option<Bound<'py, PyDict>>,
    functions: Option<Bound<'py, PyList>>,
    limits: Option<Bound<'py, PyDict>>,
    os: Option<Bound<'py, PyDict>>,
    filename: String,
    snapshot_key: Option<Vec<u8>>,
    snapshot: Option<Vec<u8>>,
) -> PyResult<SessionCore> {
    let spec = make_spec(
        py,
        inputs.as_ref(),
        functions.as_ref(),
        limits.as_ref(),
        os.as_ref(),
        filename,
        snapshot_key,
    )?;
    let ctx = spec.ctx.clone();
    let (tx, rx) = channel::<Cmd>();
    let (ready_tx, ready_rx) = channel::<Result<(), String>>();
    // The spec's Python callables are released without the GIL when the
    // thread ends (PyO3 defers those decrefs): taking the GIL here could
    // race the interpreter's finalization at exit.
    spawn(move || session_thread(&spec, snapshot, rx, ready_tx))?;
    let ready = py
        .detach(move || ready_rx.recv().ok())
        .unwrap_or_else(|| Err("the session's thread ended".into()));
    ready.map_err(PyValueError::new_err)?;
    Ok(SessionCore {
        cmds: Mutex::new(Some(tx)),
        ctx,
    })
}

fn session_thread(
    spec: &Spec,
    snapshot: Option<Vec<u8>>,
    rx: Receiver<Cmd>,
    ready: Sender<Result<(), String>>,
) {
    let host = match spec.host() {
        Ok(h) => h,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    let mut session = match snapshot {
        Some(b) => match Session::from_snapshot_with_key(&b, spec.snapshot_key.as_deref(), host) {
            Ok(s) => s,
            Err(e) => {
                let _ = ready.send(Err(e.to_string()));
                return;
            }
        },
        None => Session::new(spec.options(host)),
    };
    let _ = ready.send(Ok(()));
    let mut answer = gather_answerer(spec);
    while let Ok(cmd) = rx.recv() {
        match cmd {
            Cmd::Run(code, reply) => {
                let r = session.run(&code);
                let o = drive::drive(r, spec, &mut answer, &mut |_, a| session.resume(a));
                let _ = reply.send(session_outcome(o));
            }
            Cmd::Resume(answers, reply) => {
                let o = session
                    .resume(answers)
                    .map(|r| drive::drive(r, spec, &mut answer, &mut |_, a| session.resume(a)));
                let _ = reply.send(o.map(session_outcome));
            }
            Cmd::Get(name, reply) => {
                let _ = reply.send(session.get(&name));
            }
            Cmd::Set(name, v, reply) => {
                let _ = reply.send(session.set(&name, &v));
            }
            Cmd::Dump(reply) => {
                let b = match &spec.snapshot_key {
                    Some(k) => session.snapshot_signed(k),
                    None => session.snapshot(),
                };
                let _ = reply.send(b);
            }
        }
    }
}

/// A session's run suspends inside the session (resume it there): no
/// snapshot of its own.
fn session_outcome(mut o: Outcome) -> Outcome {
    if o.verdict == Verdict::Suspended {
        o.snapshot = None;
    }
    o
}
