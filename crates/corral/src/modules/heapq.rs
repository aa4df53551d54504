//! The `heapq` module (CPython's C implementation's algorithms, so heaps
//! have the same layout and comparisons happen in the same order).

use super::common::{
    Sig, bind, call_rooted, index_of, list_get, list_len, list_pop, list_set, sort_by_keys,
};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::CmpOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;
use num_traits::ToPrimitive;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_heapq",
    functions: &[
        NativeDef {
            name: "heappush",
            f: heappush,
        },
        NativeDef {
            name: "heappop",
            f: heappop,
        },
        NativeDef {
            name: "heapify",
            f: heapify,
        },
        NativeDef {
            name: "heapreplace",
            f: heapreplace,
        },
        NativeDef {
            name: "heappushpop",
            f: heappushpop,
        },
        NativeDef {
            name: "nlargest",
            f: nlargest,
        },
        NativeDef {
            name: "nsmallest",
            f: nsmallest,
        },
    ],
    init: |_, _| Ok(()),
};

fn heap_arg(vm: &Vm, v: Value, fname: &str, one: bool) -> Result<ObjRef> {
    if let Value::Obj(r) = v {
        if matches!(vm.heap.get(r), Obj::List(_)) {
            return Ok(r);
        }
        if let Some(Value::Obj(b)) = vm.base_value(v)
            && matches!(vm.heap.get(b), Obj::List(_))
        {
            return Ok(b);
        }
    }
    let which = if one { "argument" } else { "argument 1" };
    Err(Error::type_error(format!(
        "{fname}() {which} must be list, not {}",
        vm.type_name(v)
    )))
}

fn args2(a: &Args, fname: &str) -> Result<(Value, Value)> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "{fname}() takes no keyword arguments"
        )));
    }
    a.expect(fname, 2, 2)?;
    Ok((a.pos[0], a.pos[1]))
}

fn arg1(a: &Args, fname: &str) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "{fname}() takes no keyword arguments"
        )));
    }
    if a.pos.len() != 1 {
        return Err(Error::type_error(format!(
            "{fname}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    Ok(a.pos[0])
}

fn changed() -> Error {
    Error::new(TypeId::RuntimeError, "list changed size during iteration")
}

fn get(vm: &Vm, r: ObjRef, i: usize) -> Result<Value> {
    list_get(vm, r, i).ok_or_else(|| Error::index_error("index out of range"))
}

fn swap(vm: &mut Vm, r: ObjRef, i: usize, j: usize) {
    if let Some(Obj::List(l)) = vm.heap.get_mut(r)
        && i < l.len()
        && j < l.len()
    {
        l.swap(i, j);
    }
}

fn siftdown(vm: &mut Vm, r: ObjRef, startpos: usize, mut pos: usize) -> Result<()> {
    let size = list_len(vm, r);
    if pos >= size {
        return Err(Error::index_error("index out of range"));
    }
    while pos > startpos {
        let parentpos = (pos - 1) >> 1;
        let newitem = get(vm, r, pos)?;
        let parent = get(vm, r, parentpos)?;
        let lt = vm.less_than(newitem, parent)?;
        if size != list_len(vm, r) {
            return Err(changed());
        }
        if !lt {
            break;
        }
        swap(vm, r, parentpos, pos);
        pos = parentpos;
    }
    Ok(())
}

fn siftup(vm: &mut Vm, r: ObjRef, mut pos: usize) -> Result<()> {
    let endpos = list_len(vm, r);
    let startpos = pos;
    if pos >= endpos {
        return Err(Error::index_error("index out of range"));
    }
    let limit = endpos >> 1;
    while pos < limit {
        let mut childpos = 2 * pos + 1;
        if childpos + 1 < endpos {
            let a = get(vm, r, childpos)?;
            let b = get(vm, r, childpos + 1)?;
            let lt = vm.less_than(a, b)?;
            if !lt {
                childpos += 1;
            }
            if endpos != list_len(vm, r) {
                return Err(changed());
            }
        }
        swap(vm, r, childpos, pos);
        pos = childpos;
    }
    siftdown(vm, r, startpos, pos)
}

fn heappush(vm: &mut Vm, a: Args) -> Result<Value> {
    let (h, item) = args2(&a, "heappush")?;
    let r = heap_arg(vm, h, "heappush", false)?;
    vm.list_append(Value::Obj(r), item)?;
    let n = list_len(vm, r);
    siftdown(vm, r, 0, n - 1)?;
    Ok(Value::None)
}

fn heappop(vm: &mut Vm, a: Args) -> Result<Value> {
    let h = arg1(&a, "heappop")?;
    let r = heap_arg(vm, h, "heappop", true)?;
    let Some(last) = list_pop(vm, r) else {
        return Err(Error::index_error("index out of range"));
    };
    if list_len(vm, r) == 0 {
        return Ok(last);
    }
    let ret = get(vm, r, 0)?;
    list_set(vm, r, 0, last);
    siftup(vm, r, 0)?;
    Ok(ret)
}

fn heapreplace(vm: &mut Vm, a: Args) -> Result<Value> {
    let (h, item) = args2(&a, "heapreplace")?;
    let r = heap_arg(vm, h, "heapreplace", false)?;
    if list_len(vm, r) == 0 {
        return Err(Error::index_error("index out of range"));
    }
    let ret = get(vm, r, 0)?;
    list_set(vm, r, 0, item);
    siftup(vm, r, 0)?;
    Ok(ret)
}

fn heappushpop(vm: &mut Vm, a: Args) -> Result<Value> {
    let (h, item) = args2(&a, "heappushpop")?;
    let r = heap_arg(vm, h, "heappushpop", false)?;
    if list_len(vm, r) == 0 {
        return Ok(item);
    }
    let top = get(vm, r, 0)?;
    if !vm.less_than(top, item)? {
        return Ok(item);
    }
    if list_len(vm, r) == 0 {
        return Err(Error::index_error("index out of range"));
    }
    let ret = get(vm, r, 0)?;
    list_set(vm, r, 0, item);
    siftup(vm, r, 0)?;
    Ok(ret)
}

fn heapify(vm: &mut Vm, a: Args) -> Result<Value> {
    let h = arg1(&a, "heapify")?;
    let r = heap_arg(vm, h, "heapify", true)?;
    let n = list_len(vm, r);
    for i in (0..n / 2).rev() {
        vm.element_done(n / 2 - 1 - i)?;
        siftup(vm, r, i)?;
    }
    Ok(Value::None)
}

/// A decorated entry of nsmallest/nlargest: `(key, order, elem)`.
#[derive(Clone, Copy)]
struct Entry {
    key: Value,
    order: i64,
    elem: Value,
}

/// `(k1, o1) < (k2, o2)` with tuple comparison semantics (orders are unique).
fn entry_lt(vm: &mut Vm, a: &Entry, b: &Entry) -> Result<bool> {
    if vm.is_same(a.key, b.key) || vm.eq(a.key, b.key)? {
        return Ok(a.order < b.order);
    }
    vm.less_than(a.key, b.key)
}

/// Sift functions of the C module over a Vec of entries; `max` selects the
/// max-heap variants (`_heapify_max`, `_heapreplace_max`).
fn e_siftdown(
    vm: &mut Vm,
    h: &mut [Entry],
    startpos: usize,
    mut pos: usize,
    max: bool,
) -> Result<()> {
    while pos > startpos {
        let parentpos = (pos - 1) >> 1;
        let lt = if max {
            entry_lt(vm, &h[parentpos], &h[pos])?
        } else {
            entry_lt(vm, &h[pos], &h[parentpos])?
        };
        if !lt {
            break;
        }
        h.swap(parentpos, pos);
        pos = parentpos;
    }
    Ok(())
}

fn e_siftup(vm: &mut Vm, h: &mut [Entry], mut pos: usize, max: bool) -> Result<()> {
    let endpos = h.len();
    let startpos = pos;
    let limit = endpos >> 1;
    while pos < limit {
        let mut childpos = 2 * pos + 1;
        if childpos + 1 < endpos {
            let lt = if max {
                entry_lt(vm, &h[childpos + 1], &h[childpos])?
            } else {
                entry_lt(vm, &h[childpos], &h[childpos + 1])?
            };
            if !lt {
                childpos += 1;
            }
        }
        h.swap(childpos, pos);
        pos = childpos;
    }
    e_siftdown(vm, h, startpos, pos, max)
}

/// Stable merge sort of entries by tuple order (list.sort of the tuples).
fn sort_entries(vm: &mut Vm, v: &mut Vec<Entry>) -> Result<()> {
    let n = v.len();
    let mut buf = v.clone();
    let mut width = 1;
    while width < n {
        let mut i = 0;
        while i < n {
            let mid = (i + width).min(n);
            let hi = (i + 2 * width).min(n);
            let (mut l, mut r, mut o) = (i, mid, i);
            while l < mid && r < hi {
                if entry_lt(vm, &v[r], &v[l])? {
                    buf[o] = v[r];
                    r += 1;
                } else {
                    buf[o] = v[l];
                    l += 1;
                }
                o += 1;
            }
            buf[o..o + (mid - l)].copy_from_slice(&v[l..mid]);
            o += mid - l;
            buf[o..o + (hi - r)].copy_from_slice(&v[r..hi]);
            i += 2 * width;
        }
        std::mem::swap(v, &mut buf);
        width *= 2;
    }
    Ok(())
}

/// nsmallest / nlargest, following heapq.py step by step.
fn select(vm: &mut Vm, a: Args, fname: &'static str, largest: bool) -> Result<Value> {
    let sig = Sig::new(fname, &["n", "iterable", "key"], 2);
    let b = bind(&a, &sig)?;
    let nv = b.get(0).unwrap_or(Value::None);
    let iterable = b.get(1).unwrap_or(Value::None);
    let key = b.opt(2);
    let keyof = |vm: &mut Vm, x: Value| -> Result<Value> {
        match key {
            Some(f) => call_rooted(vm, f, &[x]),
            None => Ok(x),
        }
    };
    if vm.eq(nv, Value::Int(1))? {
        let items = vm.collect_iter(iterable)?;
        let mut best: Option<(Value, Value)> = None;
        for x in items {
            let k = keyof(vm, x)?;
            best = Some(match best {
                None => (x, k),
                Some((bx, bk)) => {
                    let op = if largest { CmpOp::Gt } else { CmpOp::Lt };
                    let r = vm.compare(op, k, bk)?;
                    if vm.truthy(r)? { (x, k) } else { (bx, bk) }
                }
            });
        }
        return vm.new_list(best.map(|(x, _)| vec![x]).unwrap_or_default());
    }
    let n = index_of(vm, nv)?;
    let n: i64 = if n.sign() == num_bigint::Sign::Minus {
        0
    } else {
        n.to_i64().unwrap_or(i64::MAX)
    };
    // When n >= len(iterable), CPython just sorts.
    let size = match vm.len_of(iterable) {
        Ok(s) => Some(s),
        Err(e) if vm.err_matches(&e, TypeId::TypeError) => None,
        Err(e) => return Err(e),
    };
    if let Some(size) = size
        && n >= size as i64
    {
        let mut items = vm.collect_iter(iterable)?;
        let mut keys = Vec::with_capacity(items.len());
        for &x in &items {
            keys.push(keyof(vm, x)?);
        }
        sort_by_keys(vm, &mut items, &mut keys, largest)?;
        items.truncate(n as usize);
        return vm.new_list(items);
    }
    let it = vm.get_iter(iterable)?;
    let mut result: Vec<Entry> = Vec::new();
    while (result.len() as i64) < n {
        let Some(x) = vm.next_fast(it)? else { break };
        let k = keyof(vm, x)?;
        let i = result.len() as i64;
        result.push(Entry {
            key: k,
            order: if largest { -i } else { i },
            elem: x,
        });
    }
    if result.is_empty() {
        return vm.new_list(Vec::new());
    }
    for i in (0..result.len() / 2).rev() {
        e_siftup(vm, &mut result, i, !largest)?;
    }
    let mut top = result[0].key;
    let mut order = if largest { -n } else { n };
    let mut steps = 0u64;
    while let Some(x) = vm.next_fast(it)? {
        steps += 1;
        if steps.is_multiple_of(256) {
            vm.charge_steps(256)?;
        }
        let k = keyof(vm, x)?;
        let better = if largest {
            vm.less_than(top, k)?
        } else {
            vm.less_than(k, top)?
        };
        if better {
            result[0] = Entry {
                key: k,
                order,
                elem: x,
            };
            e_siftup(vm, &mut result, 0, !largest)?;
            top = result[0].key;
            order += if largest { -1 } else { 1 };
        }
    }
    sort_entries(vm, &mut result)?;
    if largest {
        result.reverse();
    }
    let out: Vec<Value> = result.iter().map(|e| e.elem).collect();
    vm.new_list(out)
}

fn nsmallest(vm: &mut Vm, a: Args) -> Result<Value> {
    select(vm, a, "nsmallest", false)
}

fn nlargest(vm: &mut Vm, a: Args) -> Result<Value> {
    select(vm, a, "nlargest", true)
}
