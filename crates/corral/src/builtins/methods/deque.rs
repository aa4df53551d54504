//! Methods of `collections.deque`. They receive the deque or an instance
//! of a deque subclass (copy and repr need the subclass).

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    if m == M::DequeClassGetitem {
        a.method("__class_getitem__", 1, 1)?;
        return super::slots::call(vm, M::SlotClassGetitem, recv, a);
    }
    let Some(r) = vm.deque_ref(recv) else {
        return Err(Error::type_error(format!(
            "descriptor '{}' for 'collections.deque' objects doesn't apply to a '{}' object",
            m.name(),
            vm.type_name(recv)
        )));
    };
    match m {
        M::DequeAppend | M::DequeAppendleft => {
            a.method(m.name(), 1, 1)?;
            vm.deque_push(r, a.pos[0], m == M::DequeAppendleft)?;
            Ok(Value::None)
        }
        M::DequePop | M::DequePopleft => {
            a.method(m.name(), 0, 0)?;
            vm.deque_pop(r, m == M::DequePopleft)
        }
        M::DequeExtend | M::DequeExtendleft => {
            a.method(m.name(), 1, 1)?;
            let it = a.pos[0];
            // Extending a deque by itself reads a snapshot.
            let src = if vm.deque_ref(it) == Some(r) {
                vm.deque_copy_plain(r)?
            } else {
                it
            };
            vm.deque_extend(r, src, m == M::DequeExtendleft)?;
            Ok(Value::None)
        }
        M::DequeClear => {
            a.method("clear", 0, 0)?;
            vm.deque_clear(r)?;
            Ok(Value::None)
        }
        M::DequeCopy | M::DequeDunderCopy => {
            a.method(m.name(), 0, 0)?;
            vm.deque_copy(recv)
        }
        M::DequeCount => {
            a.method("count", 1, 1)?;
            Ok(Value::Int(vm.deque_count(r, a.pos[0])?))
        }
        M::DequeIndex => {
            a.no_kw("index")?;
            a.takes("index", 1, 3)?;
            let n = vm.deque_len(r) as i64;
            let bound = |vm: &mut Vm, v: Option<Value>, default: i64| -> Result<i64> {
                let Some(v) = v else { return Ok(default) };
                let v = vm.via_index(v)?;
                let i = match v {
                    Value::Int(i) => i,
                    Value::Bool(b) => b as i64,
                    Value::Obj(o) => match vm.heap.get(o) {
                        // Clamped, as _PyEval_SliceIndex does.
                        Obj::BigInt(b) if b.sign() == num_bigint::Sign::Minus => i64::MIN,
                        Obj::BigInt(_) => i64::MAX,
                        _ => vm.index_of(v).map_err(|_| {
                            Error::type_error(
                                "slice indices must be integers or have an __index__ method",
                            )
                        })?,
                    },
                    _ => {
                        return Err(Error::type_error(
                            "slice indices must be integers or have an __index__ method",
                        ));
                    }
                };
                Ok(if i < 0 { i.saturating_add(n).max(0) } else { i })
            };
            let start = bound(vm, a.get(1), 0)?;
            let stop = bound(vm, a.get(2), n)?.min(n);
            let start = start.min(stop);
            let found = vm.deque_find(r, a.pos[0], start as usize, stop as usize, || {
                Error::new(TypeId::RuntimeError, "deque mutated during iteration")
            })?;
            match found {
                Some(i) => Ok(Value::Int(i as i64)),
                None => {
                    let s = vm.repr_string(a.pos[0])?;
                    Err(Error::value_error(format!("{s} is not in deque")))
                }
            }
        }
        M::DequeInsert => {
            a.no_kw("insert")?;
            a.takes("insert", 2, 2)?;
            let i = vm.ssize_arg(a.pos[0])?;
            vm.deque_insert(r, i, a.pos[1])?;
            Ok(Value::None)
        }
        M::DequeRemove => {
            a.method("remove", 1, 1)?;
            vm.deque_remove(r, a.pos[0])?;
            Ok(Value::None)
        }
        M::DequeReverse => {
            a.method("reverse", 0, 0)?;
            if let Some(Obj::Deque(d)) = vm.heap.get_mut(r) {
                d.items.make_contiguous().reverse();
            }
            Ok(Value::None)
        }
        M::DequeRotate => {
            a.no_kw("rotate")?;
            if a.len() > 1 {
                return Err(Error::type_error(format!(
                    "deque.rotate expected at most 1 argument, got {}",
                    a.len()
                )));
            }
            let n = match a.get(0) {
                Some(v) => vm.ssize_arg(v)?,
                None => 1,
            };
            if let Some(Obj::Deque(d)) = vm.heap.get_mut(r) {
                d.rotate(n);
            }
            Ok(Value::None)
        }
        M::DequeInit => {
            vm.deque_init(r, a)?;
            Ok(Value::None)
        }
        M::DequeReversed => {
            a.method("__reversed__", 0, 0)?;
            vm.deque_iter(r, true)
        }
        M::DequeRepr => {
            a.method("__repr__", 0, 0)?;
            let s = vm.deque_repr_string(recv)?;
            vm.new_str(s)
        }
        M::DequeIadd => {
            a.method("__iadd__", 1, 1)?;
            let it = a.pos[0];
            let src = if vm.deque_ref(it) == Some(r) {
                vm.deque_copy_plain(r)?
            } else {
                it
            };
            vm.deque_extend(r, src, false)?;
            Ok(recv)
        }
        M::DequeImul => {
            a.method("__imul__", 1, 1)?;
            let n = vm.ssize_arg(a.pos[0])?;
            vm.deque_irepeat(r, n)?;
            Ok(recv)
        }
        M::DequeReduce => {
            a.method("__reduce__", 0, 0)?;
            let cls = vm.class_of(recv);
            let args = match vm.deque(r).and_then(|d| d.maxlen) {
                None => vm.new_tuple(Vec::new())?,
                Some(m) => {
                    let empty = vm.new_tuple(Vec::new())?;
                    vm.new_tuple_of(&[empty, Value::Int(m as i64)])?
                }
            };
            let state = match recv {
                Value::Obj(o) => match vm.heap.get(o) {
                    Obj::Instance(_) if !vm.instance_attrs_empty(o) => {
                        Value::Obj(vm.instance_dict(o)?)
                    }
                    _ => Value::None,
                },
                _ => Value::None,
            };
            let it = vm.deque_iter(r, false)?;
            vm.new_tuple_of(&[cls, args, state, it])
        }
        _ => Err(Error::fault("bad deque method")),
    }
}
