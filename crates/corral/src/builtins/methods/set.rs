//! set and frozenset methods.

use super::MethodId;
use crate::builtins::Args;
use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

/// Accept any iterable as the other operand (methods, unlike operators, do).
fn as_set(vm: &mut Vm, v: Value) -> Result<Value> {
    match vm.type_of(v) {
        TypeId::Set | TypeId::FrozenSet => Ok(v),
        _ => {
            let items = vm.collect_iter(v)?;
            vm.new_set(&items, true)
        }
    }
}

fn replace_contents(vm: &mut Vm, target: Value, src: Value) -> Result<()> {
    let (Value::Obj(t), Value::Obj(s)) = (target, src) else {
        return Err(Error::fault("set replace"));
    };
    let data = match vm.heap.get(s) {
        Obj::Set(d) | Obj::FrozenSet(d) => d.clone_data(),
        _ => return Err(Error::fault("set replace")),
    };
    let extra = data.heap_bytes();
    vm.heap.grow(t, extra, |o| {
        if let Obj::Set(d) = o {
            *d = data;
        }
    })?;
    Ok(())
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    let frozen_result = vm.type_of(recv) == TypeId::FrozenSet;
    match m {
        M::SetInit => {
            a.no_kw("set")?;
            a.expect("set", 0, 1)?;
            if let Some(o) = a.get(0) {
                vm.set_update(recv, o)?;
            }
            Ok(Value::None)
        }
        M::SetAdd => {
            a.method("add", 1, 1)?;
            vm.set_add(recv, a.pos[0])?;
            Ok(Value::None)
        }
        M::SetRemove | M::SetDiscard => {
            a.method(m.name(), 1, 1)?;
            match vm.dict_remove(recv, a.pos[0])? {
                Some(_) => Ok(Value::None),
                None if m == M::SetDiscard => Ok(Value::None),
                None => Err(Error::with_args(TypeId::KeyError, vec![a.pos[0]])),
            }
        }
        M::SetPop => {
            a.method("pop", 0, 0)?;
            let Value::Obj(r) = recv else {
                return Err(Error::fault("pop of non-set"));
            };
            let first = match vm.heap.get(r) {
                Obj::Set(d) => d.first(),
                _ => None,
            };
            let Some(i) = first else {
                return Err(Error::new(TypeId::KeyError, "pop from an empty set"));
            };
            let before = vm.heap.get(r).payload_bytes();
            let pair = match vm.heap.get_mut(r) {
                Some(Obj::Set(d)) => d.remove_at(i),
                _ => None,
            };
            vm.heap.settle(r, before);
            Ok(pair.map(|(k, _)| k).unwrap_or(Value::None))
        }
        M::SetClear => {
            a.method("clear", 0, 0)?;
            let Value::Obj(r) = recv else {
                return Err(Error::fault("clear of non-set"));
            };
            let before = vm.heap.get(r).payload_bytes();
            if let Some(Obj::Set(d)) = vm.heap.get_mut(r) {
                d.clear();
            }
            vm.heap.settle(r, before);
            Ok(Value::None)
        }
        M::SetCopy | M::FrozenCopy => {
            a.method("copy", 0, 0)?;
            let items = vm.set_items(recv);
            vm.new_set(&items, frozen_result)
        }
        M::SetUpdate => {
            a.no_kw("update")?;
            for v in a.pos {
                vm.set_update(recv, *v)?;
            }
            Ok(Value::None)
        }
        M::SetUnion
        | M::FrozenUnion
        | M::SetIntersection
        | M::FrozenIntersection
        | M::SetDifference
        | M::FrozenDifference => {
            a.no_kw(m.name())?;
            let op = match m {
                M::SetUnion | M::FrozenUnion => BinOp::Or,
                M::SetIntersection | M::FrozenIntersection => BinOp::And,
                _ => BinOp::Sub,
            };
            let mut acc = recv;
            let items = vm.set_items(recv);
            acc = if a.is_empty() {
                vm.new_set(&items, frozen_result)?
            } else {
                acc
            };
            for v in a.pos {
                let other = as_set(vm, *v)?;
                acc = vm.set_binop(op, acc, other)?;
            }
            if frozen_result != (vm.type_of(acc) == TypeId::FrozenSet) {
                let items = vm.set_items(acc);
                acc = vm.new_set(&items, frozen_result)?;
            }
            Ok(acc)
        }
        M::SetSymmetricDifference | M::FrozenSymmetricDifference => {
            a.method("symmetric_difference", 1, 1)?;
            let other = as_set(vm, a.pos[0])?;
            vm.set_binop(BinOp::Xor, recv, other)
        }
        M::SetIntersectionUpdate | M::SetDifferenceUpdate | M::SetSymmetricDifferenceUpdate => {
            a.no_kw(m.name())?;
            let op = match m {
                M::SetIntersectionUpdate => BinOp::And,
                M::SetDifferenceUpdate => BinOp::Sub,
                _ => BinOp::Xor,
            };
            let mut acc = recv;
            for v in a.pos {
                let other = as_set(vm, *v)?;
                acc = vm.set_binop(op, acc, other)?;
            }
            if acc != recv {
                replace_contents(vm, recv, acc)?;
            }
            Ok(Value::None)
        }
        M::SetIssubset | M::FrozenIssubset => {
            a.method("issubset", 1, 1)?;
            let other = as_set(vm, a.pos[0])?;
            Ok(Value::Bool(vm.is_subset(recv, other)?))
        }
        M::SetIssuperset | M::FrozenIssuperset => {
            a.method("issuperset", 1, 1)?;
            let other = as_set(vm, a.pos[0])?;
            Ok(Value::Bool(vm.is_subset(other, recv)?))
        }
        M::SetIsdisjoint | M::FrozenIsdisjoint => {
            a.method("isdisjoint", 1, 1)?;
            let other = as_set(vm, a.pos[0])?;
            for v in vm.set_items(recv) {
                if vm.set_contains(other, v)? {
                    return Ok(Value::Bool(false));
                }
            }
            Ok(Value::Bool(true))
        }
        _ => Err(Error::fault("bad set method")),
    }
}
