//! Outcomes as the Python layer reads them: a dict of native values
//! (python/corral/_result.py wraps it in a `Result`).

use corral::capabilities::{HostValue, LedgerEntry, PendingCall};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::convert::{kwargs_to_py, to_py};
use crate::drive::Outcome;

pub fn args_tuple<'py>(py: Python<'py>, args: &[HostValue]) -> PyResult<Bound<'py, PyTuple>> {
    let a = args
        .iter()
        .map(|x| to_py(py, x))
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(py, a)
}

pub fn outcome_to_py<'py>(py: Python<'py>, o: &Outcome) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("verdict", o.verdict.as_str())?;
    d.set_item(
        "value",
        match &o.value {
            Some(v) => to_py(py, v)?,
            None => py.None().into_bound(py),
        },
    )?;
    d.set_item("value_repr", &o.value_repr)?;
    d.set_item("stdout", &o.stdout)?;
    d.set_item("stderr", &o.stderr)?;
    match &o.error {
        Some(e) => {
            let err = PyDict::new(py);
            err.set_item("type", &e.type_name)?;
            err.set_item("message", &e.message)?;
            let tb = PyList::empty(py);
            for f in &e.traceback {
                let fr = PyDict::new(py);
                fr.set_item("file", &f.file)?;
                fr.set_item("line", f.line)?;
                fr.set_item("name", &f.name)?;
                tb.append(fr)?;
            }
            err.set_item("traceback", tb)?;
            err.set_item("formatted", &e.formatted)?;
            d.set_item("error", err)?;
        }
        None => d.set_item("error", py.None())?,
    }
    match &o.resource {
        Some(x) => {
            let r = PyDict::new(py);
            r.set_item("limit", x.limit.name())?;
            r.set_item("max", x.max)?;
            r.set_item("used", x.used)?;
            d.set_item("resource", r)?;
        }
        None => d.set_item("resource", py.None())?,
    }
    d.set_item("fault", &o.fault)?;
    let u = &o.usage;
    let usage = PyDict::new(py);
    usage.set_item("steps", u.steps)?;
    usage.set_item("wall_ms", u.wall_ms)?;
    usage.set_item("cpu_ms", u.cpu_ms)?;
    usage.set_item("peak_memory_bytes", u.peak_memory_bytes)?;
    usage.set_item("allocations", u.allocations)?;
    usage.set_item("output_bytes", u.output_bytes)?;
    usage.set_item("max_stack_depth", u.max_stack_depth)?;
    usage.set_item("host_calls", u.host_calls)?;
    usage.set_item("baseline_bytes", u.baseline_bytes)?;
    d.set_item("usage", usage)?;
    let trace = PyList::empty(py);
    for e in &o.trace {
        trace.append(entry(py, e)?)?;
    }
    d.set_item("trace", trace)?;
    d.set_item("pending", pending_to_py(py, &o.pending)?)?;
    match &o.snapshot {
        Some(b) => d.set_item("snapshot", pyo3::types::PyBytes::new(py, b))?,
        None => d.set_item("snapshot", py.None())?,
    }
    match &o.isolation {
        Some(i) => {
            let x = PyDict::new(py);
            x.set_item("layers", &i.layers)?;
            x.set_item("landlock_abi", i.landlock_abi)?;
            x.set_item("notes", &i.notes)?;
            x.set_item("enforced_by_os", i.enforced_by_os)?;
            d.set_item("isolation", x)?;
        }
        None => d.set_item("isolation", py.None())?,
    }
    Ok(d)
}

/// Pending calls as dicts: id, function, args (tuple), kwargs.
pub fn pending_to_py<'py>(py: Python<'py>, p: &[PendingCall]) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    for c in p {
        let x = PyDict::new(py);
        x.set_item("id", c.call_id)?;
        x.set_item("function", &c.function)?;
        x.set_item("args", args_tuple(py, &c.args)?)?;
        x.set_item("kwargs", kwargs_to_py(py, &c.kwargs)?)?;
        out.append(x)?;
    }
    Ok(out)
}

fn entry<'py>(py: Python<'py>, e: &LedgerEntry) -> PyResult<Bound<'py, PyDict>> {
    let x = PyDict::new(py);
    x.set_item("seq", e.seq)?;
    x.set_item("id", e.call_id)?;
    x.set_item("function", &e.function)?;
    x.set_item("args", args_tuple(py, &e.args)?)?;
    x.set_item("kwargs", kwargs_to_py(py, &e.kwargs)?)?;
    x.set_item("outcome", e.outcome.as_str())?;
    match &e.result {
        Some(r) => x.set_item("result", to_py(py, r)?)?,
        None => x.set_item("result", py.None())?,
    }
    match &e.error {
        Some(err) => x.set_item("error", (&err.type_name, &err.message))?,
        None => x.set_item("error", py.None())?,
    }
    x.set_item("result_bytes", e.result_bytes)?;
    x.set_item("ms", e.ms)?;
    Ok(x)
}
