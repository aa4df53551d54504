//! The `copy` module: `copy` and `deepcopy` for builtin containers and
//! instances of user classes (honouring `__copy__`, `__deepcopy__`,
//! `__getstate__` and `__setstate__`). `deepcopy` keeps a memo dict keyed by
//! `id()`, as CPython does, so shared and cyclic structures are preserved.

use super::common::{Sig, bind};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{ExceptionObj, Instance, Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "copy",
    functions: &[
        NativeDef {
            name: "copy",
            f: copy,
        },
        NativeDef {
            name: "deepcopy",
            f: deepcopy,
        },
    ],
    init: |_, _| Ok(()),
};

/// Objects that both copy functions return unchanged.
fn is_atomic(vm: &Vm, x: Value) -> bool {
    match x {
        Value::Obj(r) => matches!(
            vm.heap.get(r),
            Obj::Str(_)
                | Obj::BigInt(_)
                | Obj::Bytes(_)
                | Obj::Range { .. }
                | Obj::Function(_)
                | Obj::Class(_)
                | Obj::Property(_)
                | Obj::Slice(_)
        ),
        _ => true,
    }
}

fn cannot_pickle(vm: &Vm, x: Value) -> Error {
    Error::type_error(format!("cannot pickle '{}' object", vm.type_name(x)))
}

fn copy(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("copy", &["x"], 1))?;
    let x = b.get(0).unwrap_or(Value::None);
    shallow(vm, x)
}

fn shallow(vm: &mut Vm, x: Value) -> Result<Value> {
    if is_atomic(vm, x) {
        return Ok(x);
    }
    let Value::Obj(r) = x else { return Ok(x) };
    if vm.is_user(x)
        && let Some(y) = vm.call_dunder(x, "__copy__", &[])?
    {
        return Ok(y);
    }
    let y = match vm.heap.get(r) {
        Obj::Tuple(_) | Obj::FrozenSet(_) => return Ok(x),
        Obj::List(l) => {
            let items = l.clone();
            vm.heap.check_room(items.len() * 16)?;
            vm.charge_steps(items.len() as u64 / 8)?;
            vm.new_list(items)?
        }
        Obj::Dict(d) => {
            let d2 = d.clone_data();
            vm.charge_steps(d2.len() as u64 / 8)?;
            vm.heap.check_room(d2.heap_bytes())?;
            vm.alloc(Obj::Dict(Box::new(d2)))?
        }
        Obj::Set(d) => {
            let d2 = d.clone_data();
            vm.heap.check_room(d2.heap_bytes())?;
            vm.alloc(Obj::Set(Box::new(d2)))?
        }
        Obj::BoundMethod { func, receiver } => {
            let (func, receiver) = (*func, *receiver);
            vm.alloc(Obj::BoundMethod { func, receiver })?
        }
        Obj::ByteArray(b) => {
            let b = b.clone();
            vm.heap.check_room(b.len())?;
            vm.charge_steps(b.len() as u64 / 64)?;
            vm.alloc(Obj::ByteArray(b))?
        }
        Obj::Deque(_) => vm.deque_copy_plain(r)?,
        Obj::Instance(_) => return reconstruct(vm, x, None, 0),
        Obj::Exception(_) => return copy_exception(vm, x, None, 0),
        _ => return Err(cannot_pickle(vm, x)),
    };
    Ok(y)
}

fn deepcopy(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("deepcopy", &["x", "memo", "_nil"], 1))?;
    let x = b.get(0).unwrap_or(Value::None);
    let memo = match b.opt(1) {
        Some(m) => m,
        None => vm.new_dict()?,
    };
    if !matches!(memo, Value::Obj(r) if matches!(vm.heap.get(r), Obj::Dict(_))) {
        return Err(Error::attr_error(format!(
            "'{}' object has no attribute 'get'",
            vm.type_name(memo)
        )));
    }
    let base = vm.roots.len();
    vm.roots.push(memo);
    let r = deep(vm, x, memo, 0);
    vm.roots.truncate(base);
    r
}

/// `id(x)` exactly as the builtin computes it.
fn id_of(vm: &mut Vm, x: Value) -> Result<Value> {
    let f = crate::builtins::lookup("id").ok_or_else(|| Error::fault("no id builtin"))?;
    crate::builtins::call_value(vm, f, Args::new(&[x]))
}

fn memo_get(vm: &mut Vm, memo: Value, x: Value) -> Result<Option<Value>> {
    let id = id_of(vm, x)?;
    vm.dict_get(memo, id)
}

fn memo_set(vm: &mut Vm, memo: Value, x: Value, y: Value) -> Result<()> {
    let id = id_of(vm, x)?;
    vm.dict_set(memo, id, y)
}

fn max_depth(vm: &Vm) -> usize {
    let limit = vm.limits.stack_depth.unwrap_or(1000).min(1000) as usize;
    (limit.saturating_sub(vm.frames.len()) / 2).max(1)
}

fn deep(vm: &mut Vm, x: Value, memo: Value, depth: usize) -> Result<Value> {
    if is_atomic(vm, x) {
        return Ok(x);
    }
    let Value::Obj(r) = x else { return Ok(x) };
    if let Some(y) = memo_get(vm, memo, x)? {
        return Ok(y);
    }
    if depth > max_depth(vm) {
        return Err(Error::new(
            TypeId::RecursionError,
            "maximum recursion depth exceeded while calling a Python object",
        ));
    }
    vm.charge_steps(1)?;
    let y = match vm.heap.get(r) {
        Obj::List(_) => {
            let y = vm.new_list(Vec::new())?;
            memo_set(vm, memo, x, y)?;
            let mut i = 0;
            while let Some(item) = super::common::list_get(vm, r, i) {
                let c = deep(vm, item, memo, depth + 1)?;
                vm.list_append(y, c)?;
                vm.element_done(i)?;
                i += 1;
            }
            return Ok(y);
        }
        Obj::Deque(d) => {
            let maxlen = d.maxlen;
            let y = vm.new_deque(maxlen)?;
            memo_set(vm, memo, x, y)?;
            let Some(yr) = y.as_obj() else { return Ok(y) };
            let mut i = 0;
            while let Some(item) = vm.deque(r).and_then(|d| d.items.get(i).copied()) {
                let c = deep(vm, item, memo, depth + 1)?;
                vm.deque_push(yr, c, false)?;
                vm.element_done(i)?;
                i += 1;
            }
            return Ok(y);
        }
        Obj::Tuple(t) => {
            let items = t.to_vec();
            let mut out = Vec::with_capacity(items.len());
            for (i, &a) in items.iter().enumerate() {
                out.push(deep(vm, a, memo, depth + 1)?);
                vm.element_done(i)?;
            }
            if let Some(y) = memo_get(vm, memo, x)? {
                return Ok(y);
            }
            if items.iter().zip(&out).all(|(a, b)| vm.is_same(*a, *b)) {
                x
            } else {
                vm.new_tuple(out)?
            }
        }
        Obj::Dict(_) => {
            let y = vm.new_dict()?;
            memo_set(vm, memo, x, y)?;
            for (k, v) in vm.dict_items(x)? {
                let k2 = deep(vm, k, memo, depth + 1)?;
                let v2 = deep(vm, v, memo, depth + 1)?;
                vm.dict_set(y, k2, v2)?;
            }
            return Ok(y);
        }
        Obj::Set(d) | Obj::FrozenSet(d) => {
            let frozen = matches!(vm.heap.get(r), Obj::FrozenSet(_));
            let items: Vec<Value> = d.keys().collect();
            let mut out = Vec::with_capacity(items.len());
            for (i, a) in items.into_iter().enumerate() {
                out.push(deep(vm, a, memo, depth + 1)?);
                vm.element_done(i)?;
            }
            vm.new_set(&out, frozen)?
        }
        Obj::ByteArray(b) => {
            let b = b.clone();
            vm.heap.check_room(b.len())?;
            vm.charge_steps(b.len() as u64 / 64)?;
            vm.alloc(Obj::ByteArray(b))?
        }
        Obj::BoundMethod { func, receiver } => {
            let (func, receiver) = (*func, *receiver);
            let recv = deep(vm, receiver, memo, depth + 1)?;
            vm.alloc(Obj::BoundMethod {
                func,
                receiver: recv,
            })?
        }
        Obj::Instance(_) => {
            if let Some(y) = vm.call_dunder(x, "__deepcopy__", &[memo])? {
                y
            } else {
                reconstruct(vm, x, Some(memo), depth)?
            }
        }
        Obj::Exception(_) => {
            if let Some(y) = vm.call_dunder(x, "__deepcopy__", &[memo])? {
                y
            } else {
                copy_exception(vm, x, Some(memo), depth)?
            }
        }
        _ => return Err(cannot_pickle(vm, x)),
    };
    if !vm.is_same(x, y) {
        memo_set(vm, memo, x, y)?;
    }
    Ok(y)
}

/// The instance's `__dict__` (made if it has none yet).
fn dict_of(vm: &mut Vm, x: Value) -> Result<Option<ObjRef>> {
    match x {
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::Instance(_)) => {
            vm.instance_dict(r).map(Some)
        }
        _ => Ok(None),
    }
}

/// The state `__reduce_ex__` would report: `__getstate__()` or the
/// instance dict (None when empty).
fn get_state(vm: &mut Vm, x: Value) -> Result<Value> {
    if let Some(s) = vm.call_dunder(x, "__getstate__", &[])? {
        return Ok(s);
    }
    let plain = dict_state(vm, x)?;
    // Slot values kept apart from the dict travel as CPython's
    // `(dict state, slot state)` pair.
    let slots: Vec<(std::rc::Rc<str>, Value)> = match x {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Instance(i) => match (vm.heap.get(i.class), i.slot_values()) {
                (Obj::Class(c), Some(sv)) => c
                    .slot_names
                    .iter()
                    .cloned()
                    .zip(sv.iter().copied())
                    .filter(|(_, v)| !v.is_undef())
                    .collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    if slots.is_empty() {
        return Ok(plain);
    }
    let sd = vm.new_dict()?;
    if let Value::Obj(d) = sd {
        for (k, v) in slots {
            vm.dict_store_str(d, &k, v)?;
        }
    }
    vm.new_tuple_of(&[plain, sd])
}

/// The instance dict as a state: None when empty.
fn dict_state(vm: &mut Vm, x: Value) -> Result<Value> {
    if let Value::Obj(r) = x
        && vm.instance_attrs_empty(r)
    {
        return Ok(Value::None);
    }
    match dict_of(vm, x)? {
        Some(d) => {
            let empty = matches!(vm.heap.get(d), Obj::Dict(t) if t.is_empty());
            Ok(if empty { Value::None } else { Value::Obj(d) })
        }
        None => Ok(Value::None),
    }
}

fn set_state(vm: &mut Vm, y: Value, state: Value) -> Result<()> {
    if matches!(state, Value::None) {
        return Ok(());
    }
    if vm.call_dunder(y, "__setstate__", &[state])?.is_some() {
        return Ok(());
    }
    if !vm.truthy(state)? {
        return Ok(());
    }
    if let Value::Obj(sr) = state
        && let Obj::Tuple(t) = vm.heap.get(sr)
        && t.len() == 2
    {
        let (dict_part, slot_part) = (t[0], t[1]);
        set_state(vm, y, dict_part)?;
        if !matches!(slot_part, Value::None) {
            for (k, v) in vm.dict_items(slot_part)? {
                let Some(name) = vm.str_of(k).map(str::to_string) else {
                    return Err(Error::type_error("attribute name must be string"));
                };
                vm.set_attr(y, &name, v)?;
            }
        }
        return Ok(());
    }
    // Attributes with text names are stored as `setattr` would store
    // them, so the copy keeps the compact layout (see instance_attrs.rs).
    if let (Value::Obj(yr), Value::Obj(sr)) = (y, state)
        && let Obj::Dict(t) = vm.heap.get(sr)
        && matches!(vm.heap.get(yr), Obj::Instance(i) if i.dict.is_none())
    {
        let items: Vec<(Value, Value)> = t.iter().map(|e| (e.key, e.value)).collect();
        if items.iter().all(|(k, _)| vm.str_of(*k).is_some()) {
            for (k, v) in items {
                let name = vm.str_of(k).unwrap_or_default().to_string();
                vm.instance_store(yr, &name, v)?;
            }
            return Ok(());
        }
    }
    let Some(d) = dict_of(vm, y)? else {
        return Ok(());
    };
    vm.dict_update(Value::Obj(d), state, false)
}

/// Copy an instance of a user class without calling `__init__`, like
/// `copy._reconstruct` does with the `__reduce_ex__(4)` result.
fn reconstruct(vm: &mut Vm, x: Value, memo: Option<Value>, depth: usize) -> Result<Value> {
    let Value::Obj(r) = x else { return Ok(x) };
    let (class, base) = match vm.heap.get(r) {
        Obj::Instance(i) => (i.class, i.base_value()),
        _ => return Err(cannot_pickle(vm, x)),
    };
    if let Some(rv) = registered_reduce(vm, x, class)? {
        return from_reduce(vm, x, rv, memo, depth);
    }
    if let Some(rv) = vm.call_dunder(x, "__reduce_ex__", &[Value::Int(4)])? {
        return from_reduce(vm, x, rv, memo, depth);
    }
    if let Some(rv) = vm.call_dunder(x, "__reduce__", &[])? {
        return from_reduce(vm, x, rv, memo, depth);
    }
    // Immutable builtin bases travel as constructor arguments.
    let new_base = match base {
        Value::Obj(b) => match vm.heap.get(b) {
            Obj::List(_) => vm.new_list(Vec::new())?,
            Obj::Dict(_) => vm.new_dict()?,
            Obj::Set(_) => vm.new_set(&[], false)?,
            Obj::Deque(_) if memo.is_none() => vm.deque_copy_plain(b)?,
            _ => match memo {
                Some(m) => deep(vm, base, m, depth + 1)?,
                None => base,
            },
        },
        other => other,
    };
    let y = vm.alloc(Obj::Instance(Box::new(Instance::new(class, new_base))))?;
    if let Some(m) = memo {
        memo_set(vm, m, x, y)?;
    }
    let mut state = get_state(vm, x)?;
    if let Some(m) = memo
        && !matches!(state, Value::None)
    {
        state = deep(vm, state, m, depth + 1)?;
    }
    set_state(vm, y, state)?;
    // List and dict items are re-added through the copy's own methods.
    if let Value::Obj(b) = base {
        match vm.heap.get(b) {
            Obj::List(l) => {
                let items = l.clone();
                for it in items {
                    let v = match memo {
                        Some(m) => deep(vm, it, m, depth + 1)?,
                        None => it,
                    };
                    super::common::call_method(vm, y, "append", &[v])?;
                }
            }
            Obj::Dict(_) => {
                for (k, v) in vm.dict_items(base)? {
                    let (k, v) = match memo {
                        Some(m) => (deep(vm, k, m, depth + 1)?, deep(vm, v, m, depth + 1)?),
                        None => (k, v),
                    };
                    vm.set_item(y, k, v)?;
                }
            }
            Obj::Set(_) => {
                let items = vm.set_items(base);
                for it in items {
                    let v = match memo {
                        Some(m) => deep(vm, it, m, depth + 1)?,
                        None => it,
                    };
                    if let Value::Obj(nb) = new_base {
                        vm.set_add(Value::Obj(nb), v)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(y)
}

/// What the reducer registered for `class` with `copyreg.pickle` makes of
/// `x`, as `copy` asks `copyreg.dispatch_table` before `__reduce_ex__`.
/// Only a program that imported copyreg can have registered one.
fn registered_reduce(vm: &mut Vm, x: Value, class: ObjRef) -> Result<Option<Value>> {
    let Some(copyreg) = crate::modules::loaded("copyreg", vm) else {
        return Ok(None);
    };
    let table = vm.get_attr(copyreg, "dispatch_table")?;
    let Some(hook) = vm.dict_get(table, Value::Obj(class))? else {
        return Ok(None);
    };
    vm.call(hook, &[x]).map(Some)
}

/// Rebuild from a class's own `__reduce__` result `(callable, args[,
/// state])`; a string result names a global, so the object is returned.
fn from_reduce(
    vm: &mut Vm,
    x: Value,
    rv: Value,
    memo: Option<Value>,
    depth: usize,
) -> Result<Value> {
    if vm.str_of(rv).is_some() {
        return Ok(x);
    }
    let parts = match rv {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Tuple(t) => t.to_vec(),
            _ => {
                return Err(Error::type_error(
                    "__reduce__ must return a string or tuple",
                ));
            }
        },
        _ => {
            return Err(Error::type_error(
                "__reduce__ must return a string or tuple",
            ));
        }
    };
    if !(2..=6).contains(&parts.len()) {
        return Err(Error::type_error(
            "tuple returned by __reduce__ must contain 2 through 6 elements",
        ));
    }
    // Keep the reduce result and the new object alive while guest code runs.
    let base = vm.roots.len();
    vm.roots.push(rv);
    let r = rebuild(vm, x, &parts, memo, depth);
    vm.roots.truncate(base);
    r
}

fn rebuild(
    vm: &mut Vm,
    x: Value,
    parts: &[Value],
    memo: Option<Value>,
    depth: usize,
) -> Result<Value> {
    let mut args = vm.collect_iter(parts[1])?;
    if let Some(m) = memo {
        for a in args.iter_mut() {
            *a = deep(vm, *a, m, depth + 1)?;
            vm.roots.push(*a);
        }
    }
    let y = crate::builtins::call_value(vm, parts[0], Args::new(&args))?;
    vm.roots.push(y);
    if let Some(m) = memo {
        memo_set(vm, m, x, y)?;
    }
    if let Some(&state) = parts.get(2) {
        let state = match (memo, state) {
            (_, Value::None) | (None, _) => state,
            (Some(m), _) => deep(vm, state, m, depth + 1)?,
        };
        set_state(vm, y, state)?;
    }
    Ok(y)
}

fn copy_exception(vm: &mut Vm, x: Value, memo: Option<Value>, depth: usize) -> Result<Value> {
    let Value::Obj(r) = x else { return Ok(x) };
    let (ty, args, attrs, class) = match vm.heap.get(r) {
        Obj::Exception(e) => (e.ty, e.args.clone(), e.attrs.clone(), e.class),
        _ => return Err(cannot_pickle(vm, x)),
    };
    let mut new_args = Vec::with_capacity(args.len());
    for a in args {
        new_args.push(match memo {
            Some(m) => deep(vm, a, m, depth + 1)?,
            None => a,
        });
    }
    let y = match class {
        Some(c) => vm.call(Value::Obj(c), &new_args)?,
        None => {
            let e = vm.heap.alloc(Obj::Exception(Box::new(ExceptionObj {
                ty,
                args: new_args,
                traceback: Vec::new(),
                cause: Value::None,
                context: Value::None,
                suppress_context: false,
                attrs: Vec::new(),
                class: None,
            })))?;
            Value::Obj(e)
        }
    };
    if let Some(m) = memo {
        memo_set(vm, m, x, y)?;
    }
    for (k, v) in attrs {
        let v = match memo {
            Some(m) => deep(vm, v, m, depth + 1)?,
            None => v,
        };
        vm.instance_dict_set(y, &k, v)?;
    }
    Ok(y)
}
