//! set and frozenset methods.

use super::MethodId;
use crate::builtins::Args;
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

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    let Some(so) = vm.any_set(recv) else {
        return Err(Error::fault("set method on a non-set"));
    };
    match m {
        M::SetInit => {
            a.no_kw("set")?;
            a.expect("set", 0, 1)?;
            if let Obj::Set(d) = vm.heap.get(so)
                && d.set_stats().0 > 0
            {
                vm.set_clear_internal(so);
            }
            if let Some(o) = a.get(0) {
                vm.set_update_internal(so, o)?;
            }
            Ok(Value::None)
        }
        M::SetAdd => {
            a.method("add", 1, 1)?;
            vm.set_add_key(so, a.pos[0])?;
            Ok(Value::None)
        }
        M::SetRemove | M::SetDiscard => {
            a.method(m.name(), 1, 1)?;
            match vm.set_discard_method(so, a.pos[0])? {
                true => Ok(Value::None),
                false if m == M::SetDiscard => Ok(Value::None),
                false => Err(Error::with_args(TypeId::KeyError, vec![a.pos[0]])),
            }
        }
        M::SetPop => {
            a.method("pop", 0, 0)?;
            vm.set_pop(so)
        }
        M::SetClear => {
            a.method("clear", 0, 0)?;
            vm.set_clear_internal(so);
            Ok(Value::None)
        }
        M::SetCopy | M::FrozenCopy => {
            a.method("copy", 0, 0)?;
            if m == M::FrozenCopy && Value::Obj(so) == recv {
                // frozenset.copy() of an exact frozenset is itself.
                return Ok(recv);
            }
            Ok(Value::Obj(vm.set_copy(so)?))
        }
        M::SetUpdate => {
            a.no_kw("update")?;
            for v in a.pos {
                vm.set_update_internal(so, *v)?;
            }
            Ok(Value::None)
        }
        M::SetUnion | M::FrozenUnion => {
            a.no_kw(m.name())?;
            Ok(Value::Obj(vm.set_union(so, a.pos)?))
        }
        M::SetIntersection | M::FrozenIntersection => {
            a.no_kw(m.name())?;
            Ok(Value::Obj(vm.set_intersection_multi(so, a.pos)?))
        }
        M::SetDifference | M::FrozenDifference => {
            a.no_kw(m.name())?;
            Ok(Value::Obj(vm.set_difference_multi(so, a.pos)?))
        }
        M::SetSymmetricDifference | M::FrozenSymmetricDifference => {
            a.method("symmetric_difference", 1, 1)?;
            Ok(Value::Obj(vm.set_symmetric_difference(so, a.pos[0])?))
        }
        M::SetIntersectionUpdate => {
            a.no_kw(m.name())?;
            vm.set_intersection_update(so, a.pos)?;
            Ok(Value::None)
        }
        M::SetDifferenceUpdate => {
            a.no_kw(m.name())?;
            for v in a.pos {
                vm.set_difference_update_internal(so, *v)?;
            }
            Ok(Value::None)
        }
        M::SetSymmetricDifferenceUpdate => {
            a.method("symmetric_difference_update", 1, 1)?;
            vm.set_symmetric_difference_update(so, a.pos[0])?;
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
