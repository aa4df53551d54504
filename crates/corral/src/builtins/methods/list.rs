//! list and tuple methods.

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

fn list_ref(v: Value) -> Result<ObjRef> {
    v.as_obj()
        .ok_or_else(|| Error::fault("list method on non-object"))
}

/// Item `i` of the list or tuple `r`, if it has that many.
fn item_at(vm: &Vm, r: ObjRef, i: usize) -> Option<Value> {
    match vm.heap.get(r) {
        Obj::List(l) => l.get(i).copied(),
        Obj::Tuple(t) => t.get(i).copied(),
        _ => None,
    }
}

fn with_list<T>(vm: &mut Vm, r: ObjRef, f: impl FnOnce(&mut Vec<Value>) -> T) -> Result<T> {
    match vm.heap.get_mut(r) {
        Some(Obj::List(l)) => Ok(f(l)),
        _ => Err(Error::fault("expected list")),
    }
}

/// Position of `x` in `items[start..stop]` by equality.
/// A start or stop bound of `index()`: any `__index__` value, an int too
/// big for i64 clamped as _PyEval_SliceIndex clamps it.
pub(crate) fn search_bound(vm: &mut Vm, v: Value) -> Result<i64> {
    let bad = || Error::type_error("slice indices must be integers or have an __index__ method");
    let v = vm.via_index(v)?;
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(b as i64),
        Value::Obj(o) => match vm.heap.get(o) {
            Obj::BigInt(b) if b.sign() == num_bigint::Sign::Minus => Ok(i64::MIN),
            Obj::BigInt(_) => Ok(i64::MAX),
            _ => vm.index_of(v).map_err(|_| bad()),
        },
        _ => Err(bad()),
    }
}

/// Where `x` first is in the list or tuple `r` between the optional
/// bounds `a[from]`, `a[from + 1]`. By index, reading the length again each
/// time as CPython does: a guest `__eq__` may change the list.
fn find(vm: &mut Vm, r: ObjRef, x: Value, a: &Args, from: usize) -> Result<Option<usize>> {
    let n = items_len(vm, r) as i64;
    let norm = |vm: &mut Vm, v: Option<Value>, default: i64| -> Result<i64> {
        match v {
            None => Ok(default),
            Some(v) => {
                let i = search_bound(vm, v)?;
                Ok(if i < 0 {
                    i.saturating_add(n).max(0)
                } else {
                    i.min(n)
                })
            }
        }
    };
    let start = norm(vm, a.get(from), 0)? as usize;
    let stop = norm(vm, a.get(from + 1), n)? as usize;
    let mut i = start;
    while i < stop {
        let Some(item) = item_at(vm, r, i) else { break };
        if crate::objects::hashing::same_value(item, x) || vm.eq(item, x)? {
            return Ok(Some(i));
        }
        vm.element_done(i)?;
        i += 1;
    }
    Ok(None)
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    let r = list_ref(recv)?;
    match m {
        M::ListInit => {
            a.no_kw("list")?;
            a.expect("list", 0, 1)?;
            let items = match a.get(0) {
                Some(v) => vm.collect_iter(v)?,
                None => Vec::new(),
            };
            let extra = items.len() * 16;
            vm.heap.grow(r, extra, |o| {
                if let Obj::List(l) = o {
                    *l = items;
                }
            })?;
            Ok(Value::None)
        }
        M::ListAppend => {
            a.method("append", 1, 1)?;
            vm.list_append(recv, a.pos[0])?;
            Ok(Value::None)
        }
        M::ListExtend => {
            a.method("extend", 1, 1)?;
            vm.list_extend(recv, a.pos[0])?;
            Ok(Value::None)
        }
        M::ListInsert => {
            a.no_kw("insert")?;
            a.expect("insert", 2, 2)?;
            let i = vm.index_of(a.pos[0])?;
            let v = a.pos[1];
            vm.charge_moves(items_len(vm, r))?;
            vm.list_append(recv, Value::None)?;
            with_list(vm, r, |l| {
                l.pop();
                let n = l.len() as i64;
                let idx = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
                l.insert(idx, v);
            })?;
            Ok(Value::None)
        }
        M::ListPop => {
            a.no_kw("pop")?;
            a.expect("pop", 0, 1)?;
            let len = items_len(vm, r);
            if len == 0 {
                return Err(Error::index_error("pop from empty list"));
            }
            let i = match a.get(0) {
                Some(v) => vm.index_of(v)?,
                None => -1,
            };
            let idx = if i < 0 { i + len as i64 } else { i };
            if idx < 0 || idx >= len as i64 {
                return Err(Error::index_error("pop index out of range"));
            }
            vm.charge_moves(len - 1 - idx as usize)?;
            with_list(vm, r, |l| l.remove(idx as usize))
        }
        M::ListRemove => {
            a.method("remove", 1, 1)?;
            match find(vm, r, a.pos[0], &Args::new(&[]), 0)? {
                Some(i) => {
                    vm.charge_moves(items_len(vm, r).saturating_sub(i))?;
                    with_list(vm, r, |l| {
                        l.remove(i);
                    })?;
                    Ok(Value::None)
                }
                None => Err(Error::value_error("list.remove(x): x not in list")),
            }
        }
        M::ListIndex | M::TupleIndex => {
            a.no_kw("index")?;
            a.expect("index", 1, 3)?;
            match find(vm, r, a.pos[0], &a, 1)? {
                Some(i) => Ok(Value::Int(i as i64)),
                None => {
                    if m == M::ListIndex {
                        let s = vm.repr_string(a.pos[0])?;
                        Err(Error::value_error(format!("{s} is not in list")))
                    } else {
                        Err(Error::value_error("tuple.index(x): x not in tuple"))
                    }
                }
            }
        }
        M::ListCount | M::TupleCount => {
            a.method("count", 1, 1)?;
            let mut n = 0;
            let mut i = 0;
            while let Some(x) = item_at(vm, r, i) {
                if crate::objects::hashing::same_value(x, a.pos[0]) || vm.eq(x, a.pos[0])? {
                    n += 1;
                }
                vm.element_done(i)?;
                i += 1;
            }
            Ok(Value::Int(n))
        }
        M::ListClear => {
            a.method("clear", 0, 0)?;
            let before = vm.heap.get(r).payload_bytes();
            with_list(vm, r, |l| *l = Vec::new())?;
            vm.heap.settle(r, before);
            Ok(Value::None)
        }
        M::ListCopy => {
            a.method("copy", 0, 0)?;
            let its = vm.collect_iter(recv)?;
            vm.new_list(its)
        }
        M::ListReverse => {
            a.method("reverse", 0, 0)?;
            vm.charge_moves(items_len(vm, r))?;
            with_list(vm, r, |l| l.reverse())?;
            Ok(Value::None)
        }
        M::ListSort => {
            if !a.is_empty() {
                return Err(Error::type_error("sort() takes no positional arguments"));
            }
            a.allow_kw("sort", &["key", "reverse"])?;
            sort(
                vm,
                recv,
                a.kw("key").unwrap_or(Value::None),
                a.kw("reverse"),
            )?;
            Ok(Value::None)
        }
        _ => Err(Error::fault("bad list method")),
    }
}

pub fn call_tuple(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    call(vm, m, recv, a)
}

fn items_len(vm: &Vm, r: ObjRef) -> usize {
    match vm.heap.get(r) {
        Obj::List(l) => l.len(),
        Obj::Tuple(t) => t.len(),
        _ => 0,
    }
}

/// Stable sort of a list in place, by `key` and `<`, as list.sort does.
pub fn sort(vm: &mut Vm, list: Value, key: Value, reverse: Option<Value>) -> Result<()> {
    let r = list_ref(list)?;
    // CPython parses `reverse` as a C int, so only int-likes are accepted.
    let reverse = match reverse {
        Some(v) => vm.index_of(v)? != 0,
        None => false,
    };
    // CPython empties the list during the sort; mutation by a key is not seen.
    let its = with_list(vm, r, std::mem::take)?;
    let base = vm.roots.len();
    // Everything the sort holds is rooted, so its key and comparison
    // calls may collect the garbage they make.
    vm.roots.push(list);
    vm.roots.push(key);
    vm.roots.extend_from_slice(&its);
    let keys = if matches!(key, Value::None) {
        its.clone()
    } else {
        let mut ks = Vec::with_capacity(its.len());
        for x in &its {
            match vm.call_open(|vm| vm.call(key, &[*x])) {
                Ok(k) => {
                    ks.push(k);
                    vm.roots.push(k);
                }
                Err(e) => {
                    vm.roots.truncate(base);
                    with_list(vm, r, |l| *l = its.clone())?;
                    return Err(e);
                }
            }
        }
        ks
    };
    let sorted = crate::builtins::sort::sort_indices_rooted(vm, &keys, reverse, true);
    vm.roots.truncate(base);
    let idx = match sorted {
        Ok(idx) => idx,
        Err(e) => {
            with_list(vm, r, |l| *l = its)?;
            return Err(e);
        }
    };
    let sorted: Vec<Value> = idx.into_iter().map(|i| its[i]).collect();
    with_list(vm, r, |l| *l = sorted)?;
    Ok(())
}

#[allow(dead_code)]
fn is_list(vm: &Vm, v: Value) -> bool {
    vm.type_of(v) == TypeId::List
}
