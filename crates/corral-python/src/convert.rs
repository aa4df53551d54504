//! Python values ↔ the engine's host values (`HostValue`).
//!
//! Going in, only plain data crosses: None, bool, int, float, str, bytes,
//! list, tuple, dict, set/frozenset, nested at most `MAX_DEPTH` levels (a
//! cycle is refused by that bound). Coming back, guest values of other
//! types arrive as `corral.Opaque` (their type name and repr).

use corral::capabilities::HostValue;
use corral::capabilities::value::MAX_DEPTH;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet, PyString,
    PyTuple,
};

/// A guest value with no Python equivalent on the host side (an instance
/// of a class the program defined, a function, …): its type name and repr.
#[pyclass(module = "corral", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Opaque {
    /// The guest type's name.
    #[pyo3(get)]
    pub type_name: String,
    /// The guest's repr of the value.
    #[pyo3(get)]
    pub repr: String,
}

#[pymethods]
impl Opaque {
    #[new]
    fn new(type_name: String, repr: String) -> Opaque {
        Opaque { type_name, repr }
    }

    fn __repr__(&self) -> String {
        format!("<corral.Opaque {}: {}>", self.type_name, self.repr)
    }
}

/// A Python value as a host value; `what` names it in error messages.
pub fn to_host(v: &Bound<'_, PyAny>, what: &str) -> PyResult<HostValue> {
    to_host_at(v, what, 0)
}

fn to_host_at(v: &Bound<'_, PyAny>, what: &str, depth: usize) -> PyResult<HostValue> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err(format!(
            "{what}: nested deeper than {MAX_DEPTH} levels (or a cycle)"
        )));
    }
    let items = |it: Bound<'_, PyAny>| -> PyResult<Vec<HostValue>> {
        let mut out = Vec::new();
        for x in it.try_iter()? {
            out.push(to_host_at(&x?, what, depth + 1)?);
        }
        Ok(out)
    };
    if v.is_none() {
        Ok(HostValue::None)
    } else if let Ok(b) = v.cast::<PyBool>() {
        Ok(HostValue::Bool(b.is_true()))
    } else if v.is_instance_of::<PyInt>() {
        match v.extract::<i64>() {
            Ok(i) => Ok(HostValue::Int(i)),
            // Beyond i64: carried as decimal text.
            Err(_) => Ok(HostValue::BigInt(
                v.py()
                    .get_type::<PyInt>()
                    .call1((v,))?
                    .str()?
                    .to_cow()?
                    .into_owned(),
            )),
        }
    } else if let Ok(f) = v.cast::<PyFloat>() {
        Ok(HostValue::Float(f.value()))
    } else if let Ok(s) = v.cast::<PyString>() {
        Ok(HostValue::Str(s.to_cow()?.into_owned()))
    } else if let Ok(b) = v.cast::<PyBytes>() {
        Ok(HostValue::Bytes(b.as_bytes().to_vec()))
    } else if let Ok(b) = v.cast::<PyByteArray>() {
        Ok(HostValue::Bytes(b.to_vec()))
    } else if v.is_instance_of::<PyList>() {
        Ok(HostValue::List(items(v.clone())?))
    } else if v.is_instance_of::<PyTuple>() {
        Ok(HostValue::Tuple(items(v.clone())?))
    } else if v.is_instance_of::<PySet>() || v.is_instance_of::<PyFrozenSet>() {
        Ok(HostValue::Set(items(v.clone())?))
    } else if let Ok(d) = v.cast::<PyDict>() {
        let mut out = Vec::with_capacity(d.len());
        for (k, x) in d.iter() {
            out.push((
                to_host_at(&k, what, depth + 1)?,
                to_host_at(&x, what, depth + 1)?,
            ));
        }
        Ok(HostValue::Dict(out))
    } else {
        let ty = v
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_else(|_| "?".into());
        Err(PyTypeError::new_err(format!(
            "{what}: a value of type {ty} cannot enter the sandbox \
             (use None, bool, int, float, str, bytes, list, tuple, dict or set)"
        )))
    }
}

/// A host value as a native Python value.
pub fn to_py<'py>(py: Python<'py>, v: &HostValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        HostValue::Int(i) => i.into_pyobject(py)?.into_any(),
        HostValue::BigInt(s) => py.get_type::<PyInt>().call1((s.as_str(),))?,
        HostValue::Float(f) => PyFloat::new(py, *f).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(xs) => PyList::new(py, seq(py, xs)?)?.into_any(),
        HostValue::Tuple(xs) => PyTuple::new(py, seq(py, xs)?)?.into_any(),
        HostValue::Set(xs) => PySet::new(py, seq(py, xs)?)?.into_any(),
        HostValue::Dict(ps) => {
            let d = PyDict::new(py);
            for (k, x) in ps {
                d.set_item(to_py(py, k)?, to_py(py, x)?)?;
            }
            d.into_any()
        }
        HostValue::Other { type_name, repr } => Bound::new(
            py,
            Opaque {
                type_name: type_name.clone(),
                repr: repr.clone(),
            },
        )?
        .into_any(),
    })
}

fn seq<'py>(py: Python<'py>, xs: &[HostValue]) -> PyResult<Vec<Bound<'py, PyAny>>> {
    xs.iter().map(|x| to_py(py, x)).collect()
}

/// Keyword arguments as a dict.
pub fn kwargs_to_py<'py>(
    py: Python<'py>,
    kwargs: &[(String, HostValue)],
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for (k, v) in kwargs {
        d.set_item(k, to_py(py, v)?)?;
    }
    Ok(d)
}
