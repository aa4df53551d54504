//! Helpers shared by the native modules: binding arguments the way a Python
//! `def` does (with CPython's messages), and converting numeric arguments.

use num_bigint::BigInt;

use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, Value};
use crate::vm::Vm;
use crate::vm::ops::Num;

/// The signature of a function written in Python in CPython's stdlib.
pub struct Sig {
    /// Name used in messages: `dumps` or `Random.randint`.
    pub name: &'static str,
    /// Positional-or-keyword parameters.
    pub params: &'static [&'static str],
    /// How many leading `params` are required.
    pub required: usize,
    /// Keyword-only parameters (all optional unless in `kw_required`).
    pub kwonly: &'static [&'static str],
    pub kw_required: &'static [&'static str],
    /// A bound method: messages count `self` too.
    pub method: bool,
}

impl Sig {
    pub const fn new(name: &'static str, params: &'static [&'static str], required: usize) -> Sig {
        Sig {
            name,
            params,
            required,
            kwonly: &[],
            kw_required: &[],
            method: false,
        }
    }
    pub const fn kw(mut self, kwonly: &'static [&'static str]) -> Sig {
        self.kwonly = kwonly;
        self
    }
    pub const fn method(mut self) -> Sig {
        self.method = true;
        self
    }
}

pub struct Bound {
    /// One slot per `params` then per `kwonly`.
    pub vals: Vec<Option<Value>>,
}

impl Bound {
    pub fn get(&self, i: usize) -> Option<Value> {
        self.vals.get(i).copied().flatten()
    }
    /// The value, treating an explicit None like a missing argument.
    pub fn opt(&self, i: usize) -> Option<Value> {
        self.get(i).filter(|v| !matches!(v, Value::None))
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn name_list(names: &[&str]) -> String {
    let q: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match q.len() {
        0 => String::new(),
        1 => q[0].clone(),
        2 => format!("{} and {}", q[0], q[1]),
        n => format!("{}, and {}", q[..n - 1].join(", "), q[n - 1]),
    }
}

pub fn bind(a: &Args, sig: &Sig) -> Result<Bound> {
    let np = sig.params.len();
    let shift = usize::from(sig.method);
    let mut vals: Vec<Option<Value>> = vec![None; np + sig.kwonly.len()];
    if a.pos.len() > np {
        let given = a.pos.len() + shift;
        let takes = if sig.required == np {
            format!("{} positional argument{}", np + shift, plural(np + shift))
        } else {
            format!(
                "from {} to {} positional arguments",
                sig.required + shift,
                np + shift
            )
        };
        return Err(Error::type_error(format!(
            "{}() takes {takes} but {given} {} given",
            sig.name,
            if given == 1 { "was" } else { "were" }
        )));
    }
    for (i, v) in a.pos.iter().enumerate() {
        vals[i] = Some(*v);
    }
    for (k, v) in a.kw {
        if let Some(i) = sig.params.iter().position(|p| **p == **k) {
            if vals[i].is_some() {
                return Err(Error::type_error(format!(
                    "{}() got multiple values for argument '{k}'",
                    sig.name
                )));
            }
            vals[i] = Some(*v);
        } else if let Some(i) = sig.kwonly.iter().position(|p| **p == **k) {
            vals[np + i] = Some(*v);
        } else {
            return Err(Error::type_error(format!(
                "{}() got an unexpected keyword argument '{k}'",
                sig.name
            )));
        }
    }
    let missing: Vec<&str> = (0..sig.required)
        .filter(|&i| vals[i].is_none())
        .map(|i| sig.params[i])
        .collect();
    if !missing.is_empty() {
        return Err(Error::type_error(format!(
            "{}() missing {} required positional argument{}: {}",
            sig.name,
            missing.len(),
            plural(missing.len()),
            name_list(&missing)
        )));
    }
    let missing: Vec<&str> = sig
        .kw_required
        .iter()
        .copied()
        .filter(|k| {
            sig.kwonly
                .iter()
                .position(|p| p == k)
                .is_some_and(|i| vals[np + i].is_none())
        })
        .collect();
    if !missing.is_empty() {
        return Err(Error::type_error(format!(
            "{}() missing {} required keyword-only argument{}: {}",
            sig.name,
            missing.len(),
            plural(missing.len()),
            name_list(&missing)
        )));
    }
    Ok(Bound { vals })
}

/// `must be real number, not str`
pub fn not_real(vm: &Vm, v: Value) -> Error {
    Error::type_error(format!("must be real number, not {}", vm.type_name(v)))
}

/// A float argument as `PyFloat_AsDouble` converts it (int, float, bool,
/// objects with `__float__` or `__index__`).
pub fn float_of(vm: &mut Vm, v: Value) -> Result<f64> {
    if let Value::Float(f) = v {
        return Ok(f);
    }
    match vm.num(v) {
        Some(Num::F(f)) => return Ok(f),
        Some(Num::I(i)) => return Ok(i as f64),
        Some(Num::B(b)) => return Ok(crate::num::big_to_f64(&b)?),
        None => {}
    }
    if vm.is_user(v) {
        if let Some(r) = vm.call_dunder(v, "__float__", &[])? {
            if let Value::Float(f) = r {
                return Ok(f);
            }
            return Err(Error::type_error(format!(
                "{}.__float__ returned non-float (type {})",
                vm.type_name(v),
                vm.type_name(r)
            )));
        }
        if let Some(r) = vm.call_dunder(v, "__index__", &[])?
            && let Some(b) = vm.int_big(r)
        {
            return Ok(crate::num::big_to_f64(&b)?);
        }
        if let Some(b) = vm.base_value(v) {
            return float_of(vm, b);
        }
    }
    Err(not_real(vm, v))
}

/// `'float' object cannot be interpreted as an integer`
pub fn not_index(vm: &Vm, v: Value) -> Error {
    Error::type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        vm.type_name(v)
    ))
}

/// An int argument as `operator.index` converts it.
pub fn index_of(vm: &mut Vm, v: Value) -> Result<BigInt> {
    if let Some(b) = vm.int_big(v) {
        return Ok(b);
    }
    if vm.is_user(v) {
        if let Some(r) = vm.call_dunder(v, "__index__", &[])? {
            if let Some(b) = vm.int_big(r) {
                return Ok(b);
            }
            return Err(Error::type_error(format!(
                "__index__ returned non-int (type {})",
                vm.type_name(r)
            )));
        }
        if let Some(b) = vm.base_value(v)
            && let Some(b) = vm.int_big(b)
        {
            return Ok(b);
        }
    }
    Err(not_index(vm, v))
}

/// Is `v` an int (not bool, not float)?
pub fn is_int(vm: &Vm, v: Value) -> bool {
    match v {
        Value::Int(_) => true,
        Value::Obj(r) => matches!(vm.heap.get(r), Obj::BigInt(_)),
        _ => false,
    }
}

pub fn list_len(vm: &Vm, r: ObjRef) -> usize {
    match vm.heap.get(r) {
        Obj::List(l) => l.len(),
        _ => 0,
    }
}

pub fn list_get(vm: &Vm, r: ObjRef, i: usize) -> Option<Value> {
    match vm.heap.get(r) {
        Obj::List(l) => l.get(i).copied(),
        _ => None,
    }
}

pub fn list_set(vm: &mut Vm, r: ObjRef, i: usize, v: Value) {
    if let Some(Obj::List(l)) = vm.heap.get_mut(r)
        && let Some(slot) = l.get_mut(i)
    {
        *slot = v;
    }
}

/// Remove and return the last item of a list.
pub fn list_pop(vm: &mut Vm, r: ObjRef) -> Option<Value> {
    let before = vm.heap.get(r).payload_bytes();
    let out = match vm.heap.get_mut(r) {
        Some(Obj::List(l)) => l.pop(),
        _ => None,
    };
    vm.heap.settle(r, before);
    out
}

/// Insert into a list at `i` (clamped), charging memory for growth.
pub fn list_insert(vm: &mut Vm, r: ObjRef, i: usize, v: Value) -> Result<()> {
    let (len, cap) = match vm.heap.get(r) {
        Obj::List(l) => (l.len(), l.capacity()),
        _ => return Err(Error::fault("not a list")),
    };
    let growth = if len < cap {
        0
    } else {
        (cap.max(4)) * std::mem::size_of::<Value>()
    };
    vm.charge_moves(len.saturating_sub(i))?;
    vm.heap.grow(r, growth, |o| {
        if let Obj::List(l) = o {
            let i = i.min(l.len());
            l.insert(i, v);
        }
    })
}

/// Call `vm.call` keeping `keep` rooted during the call.
pub fn call_rooted(vm: &mut Vm, f: Value, args: &[Value]) -> Result<Value> {
    let base = vm.roots.len();
    vm.roots.extend_from_slice(args);
    let r = vm.call(f, args);
    vm.roots.truncate(base);
    r
}

/// The module object `name` if it has been imported.
pub fn loaded_module(vm: &Vm, name: &str) -> Option<Value> {
    vm.modules
        .iter()
        .find(|(n, _)| &**n == name)
        .map(|(_, v)| *v)
}

/// `obj.name(*args)`.
pub fn call_method(vm: &mut Vm, obj: Value, name: &str, args: &[Value]) -> Result<Value> {
    let f = vm.get_attr(obj, name)?;
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.push(obj);
    let r = vm.call(f, args);
    vm.roots.truncate(base);
    r
}

/// Python's `str.isspace()` for one character.
pub fn py_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// Stable sort of `items` by `keys`, as list.sort does.
pub fn sort_by_keys(
    vm: &mut Vm,
    items: &mut Vec<Value>,
    keys: &mut Vec<Value>,
    reverse: bool,
) -> Result<()> {
    let idx = crate::builtins::sort::sort_indices(vm, keys, reverse)?;
    let new_items: Vec<Value> = idx.iter().map(|&i| items[i]).collect();
    let new_keys: Vec<Value> = idx.iter().map(|&i| keys[i]).collect();
    *items = new_items;
    *keys = new_keys;
    Ok(())
}
