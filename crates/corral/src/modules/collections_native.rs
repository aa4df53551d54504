//! `_collections`: the native part of `collections` (as CPython's C module).

use super::common::call_method;
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_collections",
    functions: &[NativeDef {
        name: "_count_elements",
        f: count_elements,
    }],
    init: |vm, m| super::set_attr(vm, m, "deque", Value::Type(TypeId::Deque)),
};

/// `_count_elements(mapping, iterable)`: `mapping[x] = mapping.get(x, 0) + 1`
/// for each element. A dict (or a dict subclass that keeps dict's `get` and
/// `__setitem__`, like `Counter`) is updated directly, as CPython does.
fn count_elements(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("_count_elements")?;
    if a.pos.len() != 2 {
        return Err(Error::type_error(format!(
            "_count_elements expected 2 arguments, got {}",
            a.pos.len()
        )));
    }
    let (mapping, iterable) = (a.pos[0], a.pos[1]);
    let direct = if vm.type_of(mapping) == TypeId::Dict {
        Some(mapping)
    } else {
        vm.base_value(mapping).filter(|&b| {
            vm.type_of(b) == TypeId::Dict
                && vm.user_method(mapping, "get").is_none()
                && vm.user_method(mapping, "__setitem__").is_none()
        })
    };
    let it = vm.get_iter(iterable)?;
    let base = vm.roots.len();
    vm.roots.push(it);
    vm.roots.push(mapping);
    let r = count_into(vm, mapping, direct, it);
    vm.roots.truncate(base);
    r.map(|_| Value::None)
}

fn count_into(vm: &mut Vm, mapping: Value, direct: Option<Value>, it: Value) -> Result<()> {
    let mut n = 0u64;
    while let Some(key) = vm.next_fast(it)? {
        n += 1;
        if n.is_multiple_of(64) {
            vm.charge_steps(64)?;
        }
        match direct {
            Some(d) => {
                let new = match vm.dict_get(d, key)? {
                    Some(Value::Int(c)) if c < i64::MAX => Value::Int(c + 1),
                    Some(old) => vm.binary_op(BinOp::Add, old, Value::Int(1))?,
                    None => Value::Int(1),
                };
                vm.dict_set(d, key, new)?;
            }
            None => {
                let old = call_method(vm, mapping, "get", &[key, Value::Int(0)])?;
                let new = vm.binary_op(BinOp::Add, old, Value::Int(1))?;
                vm.set_item(mapping, key, new)?;
            }
        }
    }
    Ok(())
}
