//! dict methods.

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value, ViewKind};
use crate::vm::Vm;

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    match m {
        M::DictInit => {
            a.expect("dict", 0, 1)?;
            if let Some(o) = a.get(0) {
                vm.dict_update(recv, o, false)?;
            }
            for (k, v) in a.kw {
                let key = vm.new_str(&**k)?;
                vm.dict_set(recv, key, *v)?;
            }
            Ok(Value::None)
        }
        M::DictKeys | M::DictValues | M::DictItems => {
            a.method(m.name(), 0, 0)?;
            let kind = match m {
                M::DictKeys => ViewKind::Keys,
                M::DictValues => ViewKind::Values,
                _ => ViewKind::Items,
            };
            let Value::Obj(d) = recv else {
                return Err(Error::fault("dict view of non-dict"));
            };
            vm.alloc(Obj::DictView { dict: d, kind })
        }
        M::DictGet => {
            a.no_kw("get")?;
            a.expect("get", 1, 2)?;
            Ok(vm
                .dict_get(recv, a.pos[0])?
                .unwrap_or(a.get(1).unwrap_or(Value::None)))
        }
        M::DictSetdefault => {
            a.no_kw("setdefault")?;
            a.expect("setdefault", 1, 2)?;
            match vm.dict_get(recv, a.pos[0])? {
                Some(v) => Ok(v),
                None => {
                    let d = a.get(1).unwrap_or(Value::None);
                    vm.dict_set(recv, a.pos[0], d)?;
                    Ok(d)
                }
            }
        }
        M::DictPop => {
            a.no_kw("pop")?;
            a.expect("pop", 1, 2)?;
            match vm.dict_remove(recv, a.pos[0])? {
                Some(v) => Ok(v),
                None => match a.get(1) {
                    Some(d) => Ok(d),
                    None => Err(Error::with_args(TypeId::KeyError, vec![a.pos[0]])),
                },
            }
        }
        M::DictPopitem => {
            a.method("popitem", 0, 0)?;
            let Value::Obj(r) = recv else {
                return Err(Error::fault("popitem of non-dict"));
            };
            let last = match vm.heap.get(r) {
                Obj::Dict(d) => d.last(),
                _ => None,
            };
            let Some(i) = last else {
                return Err(Error::new(
                    TypeId::KeyError,
                    "popitem(): dictionary is empty",
                ));
            };
            let before = vm.heap.get(r).payload_bytes();
            let pair = match vm.heap.get_mut(r) {
                Some(Obj::Dict(d)) => d.remove_at(i),
                _ => None,
            };
            vm.heap.settle(r, before);
            let (k, v) = pair.ok_or_else(|| Error::fault("popitem lost entry"))?;
            vm.new_tuple_of(&[k, v])
        }
        M::DictUpdate => {
            a.expect("update", 0, 1)?;
            if let Some(o) = a.get(0) {
                vm.dict_update(recv, o, false)?;
            }
            for (k, v) in a.kw {
                let key = vm.new_str(&**k)?;
                vm.dict_set(recv, key, *v)?;
            }
            Ok(Value::None)
        }
        M::DictClear => {
            a.method("clear", 0, 0)?;
            let Value::Obj(r) = recv else {
                return Err(Error::fault("clear of non-dict"));
            };
            let before = vm.heap.get(r).payload_bytes();
            if let Some(Obj::Dict(d)) = vm.heap.get_mut(r) {
                d.clear();
            }
            vm.heap.settle(r, before);
            Ok(Value::None)
        }
        M::DictCopy => {
            a.method("copy", 0, 0)?;
            let d = vm.new_dict()?;
            vm.dict_update(d, recv, false)?;
            Ok(d)
        }
        M::DictFromkeys => {
            a.no_kw("fromkeys")?;
            a.expect("fromkeys", 1, 2)?;
            let keys = vm.collect_iter(a.pos[0])?;
            let v = a.get(1).unwrap_or(Value::None);
            let d = vm.new_dict()?;
            for k in keys {
                vm.dict_set(d, k, v)?;
            }
            Ok(d)
        }
        _ => Err(Error::fault("bad dict method")),
    }
}
