//! `_functools`: the comparisons of `functools.cmp_to_key`'s key class
//! (modules/py/functools.py) in Rust, so that a sort comparing two keys
//! runs only the guest's comparison function, not a method frame around it.
//! The class keeps the function as `_corral_cmp` and its Python methods as
//! `_py_<name>`, used for anything but two plain key instances.

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::CmpOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_functools",
    functions: &[],
    init,
};

/// The comparison methods (bound like functions).
pub static METHODS: &[NativeDef] = &[
    NativeDef {
        name: "key_lt",
        f: |vm, a| key_compare(vm, a, CmpOp::Lt, "_py___lt__"),
    },
    NativeDef {
        name: "key_le",
        f: |vm, a| key_compare(vm, a, CmpOp::Le, "_py___le__"),
    },
    NativeDef {
        name: "key_eq",
        f: |vm, a| key_compare(vm, a, CmpOp::Eq, "_py___eq__"),
    },
    NativeDef {
        name: "key_ge",
        f: |vm, a| key_compare(vm, a, CmpOp::Ge, "_py___ge__"),
    },
    NativeDef {
        name: "key_gt",
        f: |vm, a| key_compare(vm, a, CmpOp::Gt, "_py___gt__"),
    },
];

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    super::bind_methods(vm, m, "_functools", METHODS.iter().map(|d| d.name))?;
    Ok(())
}

/// The wrapped object of a key instance of class `cls`.
fn key_obj(vm: &Vm, v: Value, cls: crate::objects::ObjRef) -> Option<Value> {
    let Value::Obj(r) = v else { return None };
    let Obj::Instance(i) = vm.heap.get(r) else {
        return None;
    };
    if i.class != cls {
        return None;
    }
    vm.attr_of(i, "obj")
}

fn key_compare(vm: &mut Vm, a: Args, op: CmpOp, py_name: &str) -> Result<Value> {
    if let ([x, y], []) = (a.pos, a.kw)
        && let Value::Obj(xr) = *x
        && let Obj::Instance(i) = vm.heap.get(xr)
        && let cls = i.class
        && let Some(f) = vm.class_lookup(Value::Obj(cls), "_corral_cmp")
        && let (Some(ox), Some(oy)) = (key_obj(vm, *x, cls), key_obj(vm, *y, cls))
    {
        let base = vm.roots.len();
        vm.roots.extend_from_slice(&[f, ox, oy]);
        let r = vm.call(f, &[ox, oy]);
        vm.roots.truncate(base);
        return vm.compare(op, r?, Value::Int(0));
    }
    let recv = a.pos.first().copied().unwrap_or(Value::None);
    let cls = vm.class_of(recv);
    let Some(f) = vm.class_lookup(cls, py_name) else {
        return Err(Error::fault("functools: missing Python comparison"));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}
