//! The `gc` module: the collector's switches as agent code uses them.
//!
//! corral has one collector, for all garbage (CPython's reference counting
//! frees most of it without the cycle collector). So `disable()` is
//! recorded and reported by `isenabled()`, but collection goes on: a
//! program that disables the cycle collector in CPython still gets its
//! acyclic garbage freed, and here that takes the same collector.
//! `collect()` asks for a collection at the next safe point, which for a
//! call from guest code is right after the call returns (weakref callbacks
//! of the objects it frees run there too, before the next instruction), and
//! returns 0 (the count of unreachable cycles CPython would report is not
//! known). Called from guest code that native code is running (a sort key,
//! a weakref callback), it takes effect once that native call is done.

use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "gc",
    functions: &[
        NativeDef {
            name: "collect",
            f: collect,
        },
        NativeDef {
            name: "enable",
            f: |vm, a| switch(vm, a, "enable", true),
        },
        NativeDef {
            name: "disable",
            f: |vm, a| switch(vm, a, "disable", false),
        },
        NativeDef {
            name: "isenabled",
            f: isenabled,
        },
        NativeDef {
            name: "get_count",
            f: |vm, a| {
                no_args(&a, "get_count")?;
                vm.new_tuple_of(&[Value::Int(0), Value::Int(0), Value::Int(0)])
            },
        },
        NativeDef {
            name: "get_threshold",
            f: get_threshold,
        },
        NativeDef {
            name: "set_threshold",
            f: set_threshold,
        },
        NativeDef {
            name: "is_tracked",
            f: |vm, a| {
                a.no_kw("is_tracked")?;
                a.expect("is_tracked", 1, 1)?;
                // Containers and user objects are what CPython tracks; a
                // dict holding only atomic keys and values is not.
                let v = a.pos[0];
                let tracked = match v {
                    Value::Obj(r) => match vm.heap.get(r) {
                        crate::objects::Obj::Dict(d) => d
                            .iter()
                            .any(|e| !is_atomic(vm, e.key) || !is_atomic(vm, e.value)),
                        _ => !is_atomic(vm, v),
                    },
                    _ => false,
                };
                Ok(Value::Bool(tracked))
            },
        },
        NativeDef {
            name: "freeze",
            f: |_, a| no_args(&a, "freeze").map(|_| Value::None),
        },
        NativeDef {
            name: "unfreeze",
            f: |_, a| no_args(&a, "unfreeze").map(|_| Value::None),
        },
        NativeDef {
            name: "get_freeze_count",
            f: |_, a| no_args(&a, "get_freeze_count").map(|_| Value::Int(0)),
        },
    ],
    init,
};

/// The switch lives in the module, so each run (and snapshot) has its own.
const ENABLED: &str = "_corral_enabled";

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, ENABLED, Value::Bool(true))?;
    let garbage = vm.new_list(Vec::new())?;
    set_attr(vm, m, "garbage", garbage)?;
    let callbacks = vm.new_list(Vec::new())?;
    set_attr(vm, m, "callbacks", callbacks)?;
    for (name, v) in [
        ("DEBUG_STATS", 1),
        ("DEBUG_COLLECTABLE", 2),
        ("DEBUG_UNCOLLECTABLE", 4),
        ("DEBUG_SAVEALL", 32),
        ("DEBUG_LEAK", 38),
    ] {
        set_attr(vm, m, name, Value::Int(v))?;
    }
    Ok(())
}

fn no_args(a: &Args, name: &str) -> Result<()> {
    a.no_kw(name)?;
    if !a.pos.is_empty() {
        return Err(Error::type_error(format!(
            "gc.{name}() takes no arguments ({} given)",
            a.pos.len()
        )));
    }
    Ok(())
}

fn module(vm: &Vm) -> Option<Value> {
    vm.modules
        .iter()
        .find(|(n, _)| &**n == "gc")
        .map(|(_, m)| *m)
}

fn collect(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("collect", &["generation"])?;
    if a.pos.len() > 1 {
        return Err(Error::type_error(format!(
            "collect() takes at most 1 argument ({} given)",
            a.pos.len()
        )));
    }
    if let Some(g) = a.arg(0, "generation") {
        let g = vm.index_of(g)?;
        if !(0..=2).contains(&g) {
            return Err(Error::value_error("invalid generation"));
        }
    }
    vm.heap.gc_due = true;
    Ok(Value::Int(0))
}

fn switch(vm: &mut Vm, a: Args, name: &str, on: bool) -> Result<Value> {
    no_args(&a, name)?;
    if let Some(m) = module(vm) {
        set_attr(vm, m, ENABLED, Value::Bool(on))?;
    }
    Ok(Value::None)
}

fn isenabled(vm: &mut Vm, a: Args) -> Result<Value> {
    no_args(&a, "isenabled")?;
    let on = match module(vm) {
        Some(m) => super::get_attr(vm, m, ENABLED)?,
        None => None,
    };
    Ok(on.unwrap_or(Value::Bool(true)))
}

fn get_threshold(vm: &mut Vm, a: Args) -> Result<Value> {
    no_args(&a, "get_threshold")?;
    let t = match module(vm) {
        Some(m) => super::get_attr(vm, m, "_corral_threshold")?,
        None => None,
    };
    match t {
        Some(t) => Ok(t),
        None => vm.new_tuple_of(&[Value::Int(700), Value::Int(10), Value::Int(10)]),
    }
}

fn set_threshold(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("set_threshold")?;
    a.expect("set_threshold", 1, 3)?;
    let mut t = vec![Value::Int(700), Value::Int(10), Value::Int(10)];
    for (i, v) in a.pos.iter().enumerate() {
        t[i] = Value::Int(vm.index_of(*v)?);
    }
    let t = vm.new_tuple(t)?;
    if let Some(m) = module(vm) {
        set_attr(vm, m, "_corral_threshold", t)?;
    }
    Ok(Value::None)
}

/// Objects CPython never tracks: strings, numbers and other leaves.
fn is_atomic(vm: &Vm, v: Value) -> bool {
    use crate::objects::TypeId as T;
    matches!(
        vm.type_of(v),
        T::Str | T::Bytes | T::Int | T::Float | T::Complex | T::Bool | T::NoneType | T::Range
    )
}
