//! `_weakref`: the collector's half of weak references.
//!
//! A weak reference is a `WeakCell` on the heap whose referent the
//! collector does not trace. The heap indexes cells by referent and, in the
//! collection that frees a referent, clears its cells and queues the
//! callbacks of the cells that survive; the VM runs those right after the
//! collection (`Vm::maybe_gc`), never inside it. `weakref.py` builds the
//! guest-visible `ref`, proxies and containers over these functions.
//!
//! corral frees memory only when it collects, where CPython frees most
//! objects the moment their last reference goes: a referent dies (and its
//! callbacks run) at the next collection, which `gc.collect()` runs before
//! its caller's next instruction. To look as if they died when their last
//! reference went, a deletion (`del x`) and every read through a weak
//! reference (`settle`, called first) collect at the next instruction,
//! within a budget of marking work (vm/gen_finalize.rs).

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value, WEAK_PLAIN, WeakCell};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_weakref",
    functions: &[
        NativeDef {
            name: "cell",
            f: cell,
        },
        NativeDef {
            name: "get",
            f: get,
        },
        NativeDef {
            name: "callback",
            f: |vm, a| with_cell(vm, &a, "callback", |w| w.callback),
        },
        NativeDef {
            name: "owner_of",
            f: owner_of,
        },
        NativeDef {
            name: "getweakrefcount",
            f: getweakrefcount,
        },
        NativeDef {
            name: "getweakrefs",
            f: getweakrefs,
        },
        NativeDef {
            name: "check",
            f: check,
        },
        NativeDef {
            name: "bind",
            f: bind,
        },
        NativeDef {
            name: "settle",
            f: |vm, a| {
                a.expect("settle", 0, 0)?;
                vm.settle_weak();
                Ok(Value::None)
            },
        },
    ],
    init: |_, _| Ok(()),
};

/// Refuse what CPython cannot weakly reference, with its message.
fn weakrefable(vm: &Vm, v: Value) -> Result<()> {
    let ok = match v {
        // Builtin types and functions: never collected, so never cleared.
        Value::Type(_) | Value::Builtin(_) | Value::Native(_) => true,
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Function(_)
            | Obj::Class(_)
            | Obj::Set(_)
            | Obj::FrozenSet(_)
            | Obj::BoundMethod { .. }
            | Obj::Generator(_)
            | Obj::Module(_)
            | Obj::Code(..)
            | Obj::Deque(_)
            | Obj::Future(_)
            | Obj::External(_) => true,
            Obj::Exception(e) => e.class.is_some(),
            Obj::Instance(i) => instance_weakrefable(vm, i.class),
            _ => false,
        },
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(Error::type_error(format!(
            "cannot create weak reference to '{}' object",
            vm.type_name(v)
        )))
    }
}

/// A user class's instances can be weakly referenced unless the class is
/// built on a variable-size builtin (int, tuple, bytes) or every class of
/// its MRO has `__slots__` without `__weakref__`.
fn instance_weakrefable(vm: &Vm, class: ObjRef) -> bool {
    let Obj::Class(c) = vm.heap.get(class) else {
        return false;
    };
    if matches!(
        c.builtin_base,
        TypeId::Int | TypeId::Bool | TypeId::Tuple | TypeId::Bytes
    ) {
        return false;
    }
    c.mro.iter().any(|k| match k {
        Value::Obj(k) => match vm.heap.get(*k) {
            Obj::Class(k) => k
                .slots
                .as_ref()
                .is_none_or(|s| s.iter().any(|n| &**n == "__weakref__")),
            _ => false,
        },
        _ => false,
    })
}

/// `cell(target, owner, callback, kind)`: a new cell, or with a shared
/// `kind` (not `WEAK_PLAIN`) and no callback the existing one's owner.
fn cell(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("cell")?;
    a.expect("cell", 4, 4)?;
    let (target, owner, callback) = (a.pos[0], a.pos[1], a.pos[2]);
    let kind = match a.pos[3] {
        Value::Int(k) if (0..=255).contains(&k) => k as u8,
        _ => return Err(Error::type_error("cell(): bad kind")),
    };
    weakrefable(vm, target)?;
    let seq = vm.heap.next_weak_seq();
    let c = vm.heap.alloc(Obj::WeakCell(Box::new(WeakCell {
        target,
        owner,
        callback,
        kind,
        seq,
    })))?;
    if let Value::Obj(t) = target {
        vm.heap.weak_register(c, t);
    }
    Ok(Value::Obj(c))
}

fn cell_of<'a>(vm: &'a Vm, v: Value, fname: &str) -> Result<&'a WeakCell> {
    match v {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::WeakCell(w) => Ok(w),
            _ => Err(Error::type_error(format!("{fname}(): not a weak cell"))),
        },
        _ => Err(Error::type_error(format!("{fname}(): not a weak cell"))),
    }
}

fn with_cell(vm: &mut Vm, a: &Args, fname: &str, f: impl Fn(&WeakCell) -> Value) -> Result<Value> {
    a.no_kw(fname)?;
    a.expect(fname, 1, 1)?;
    Ok(f(cell_of(vm, a.pos[0], fname)?))
}

/// `get(cell)`: the referent, or None once collected.
fn get(vm: &mut Vm, a: Args) -> Result<Value> {
    with_cell(vm, &a, "get", |w| w.target)
}

/// `owner_of(target, kind)`: the owner of a callback-free cell of `kind`
/// on `target`, so `ref(o) is ref(o)`; None if there is none.
fn owner_of(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("owner_of")?;
    a.expect("owner_of", 2, 2)?;
    let (Value::Obj(t), Value::Int(kind)) = (a.pos[0], a.pos[1]) else {
        return Ok(Value::None);
    };
    if kind == i64::from(WEAK_PLAIN) {
        return Ok(Value::None);
    }
    for &c in vm.heap.weak_cells(t) {
        if let Obj::WeakCell(w) = vm.heap.get(ObjRef(c))
            && i64::from(w.kind) == kind
            && w.callback == Value::None
        {
            return Ok(w.owner);
        }
    }
    Ok(Value::None)
}

/// The owners of the cells on `v`, oldest first. CPython lists the shared
/// reference and proxy first; so does this.
fn owners(vm: &Vm, v: Value) -> Vec<Value> {
    let Value::Obj(t) = v else {
        return Vec::new();
    };
    let cells: Vec<&WeakCell> = vm
        .heap
        .weak_cells(t)
        .iter()
        .filter_map(|&c| match vm.heap.get(ObjRef(c)) {
            Obj::WeakCell(w) => Some(&**w),
            _ => None,
        })
        .collect();
    let mut shared: Vec<&&WeakCell> = cells.iter().filter(|w| w.kind != WEAK_PLAIN).collect();
    shared.sort_by_key(|w| w.kind);
    let plain = cells.iter().filter(|w| w.kind == WEAK_PLAIN).rev();
    shared.into_iter().chain(plain).map(|w| w.owner).collect()
}

fn getweakrefcount(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("getweakrefcount")?;
    a.expect("getweakrefcount", 1, 1)?;
    let n = match a.pos[0] {
        Value::Obj(t) => vm.heap.weak_cells(t).len(),
        _ => 0,
    };
    Ok(Value::Int(n as i64))
}

fn getweakrefs(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("getweakrefs")?;
    a.expect("getweakrefs", 1, 1)?;
    let v = owners(vm, a.pos[0]);
    vm.heap.check_room(v.len().saturating_mul(16))?;
    vm.new_list(v)
}

/// `check(obj)`: raise the TypeError `ref(obj)` would.
fn check(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("check")?;
    a.expect("check", 1, 1)?;
    weakrefable(vm, a.pos[0])?;
    Ok(Value::None)
}

/// `bind(func, obj)`: the bound method `WeakMethod` rebuilds.
fn bind(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("bind")?;
    a.expect("bind", 2, 2)?;
    vm.alloc(Obj::BoundMethod {
        func: a.pos[0],
        receiver: a.pos[1],
    })
}
