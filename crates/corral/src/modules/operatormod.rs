//! `_operator`: the functions of `operator` (modules/py/operator.py) that
//! are one operator, as native functions, so `map(operator.add, ...)` or a
//! reduce over `operator.mul` costs no guest frame per item. Each applies
//! the VM's own operation, so dunder dispatch and messages are the
//! interpreter's; argument-count messages are CPython's `_operator` ones.

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};
use crate::vm::Vm;

macro_rules! functions {
    ($($name:literal => $f:expr),* $(,)?) => {
        pub static MODULE: ModuleDef = ModuleDef {
            name: "_operator",
            functions: &[$(NativeDef { name: $name, f: $f }),*],
            init,
        };
    };
}

/// `__call__` of operator.itemgetter and attrgetter (bound like
/// functions); the module has them as `itemgetter_call`/`attrgetter_call`.
pub static METHODS: &[NativeDef] = &[
    NativeDef {
        name: "itemgetter_call",
        f: itemgetter_call,
    },
    NativeDef {
        name: "attrgetter_call",
        f: attrgetter_call,
    },
];

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    super::bind_methods(vm, m, "_operator", METHODS.iter().map(|d| d.name))?;
    Ok(())
}

/// Attribute `name` of a plain instance's own dict.
fn own_field(vm: &Vm, v: Value, name: &str) -> Option<Value> {
    let Value::Obj(r) = v else { return None };
    let Obj::Instance(i) = vm.heap.get(r) else {
        return None;
    };
    vm.attr_of(i, name)
}

fn tuple_items(vm: &Vm, v: Value) -> Option<Vec<Value>> {
    match vm.heap.get(v.as_obj()?) {
        Obj::Tuple(t) => Some(t.to_vec()),
        _ => None,
    }
}

/// The Python definition `_py___call__` of the receiver's class.
fn python_call(vm: &mut Vm, a: &Args) -> Result<Value> {
    let recv = a.pos.first().copied().unwrap_or(Value::None);
    let cls = vm.class_of(recv);
    let Some(f) = vm.class_lookup(cls, "_py___call__") else {
        return Err(Error::fault("operator: missing Python __call__"));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}

fn itemgetter_call(vm: &mut Vm, a: Args) -> Result<Value> {
    if let ([recv, obj], []) = (a.pos, a.kw)
        && let Some(keys) = own_field(vm, *recv, "_keys")
    {
        if let Some(Obj::Tuple(t)) = keys.as_obj().map(|r| vm.heap.get(r))
            && let [k] = t[..]
        {
            return vm.get_item(*obj, k);
        }
        let Some(keys) = tuple_items(vm, keys) else {
            return python_call(vm, &a);
        };
        let mut out = Vec::with_capacity(keys.len());
        let base = vm.roots.len();
        for k in keys {
            let v = vm.get_item(*obj, k);
            let v = match v {
                Ok(v) => v,
                Err(e) => {
                    vm.roots.truncate(base);
                    return Err(e);
                }
            };
            vm.roots.push(v);
            out.push(v);
        }
        vm.roots.truncate(base);
        return vm.new_tuple(out);
    }
    python_call(vm, &a)
}

/// One dotted name's walk from `obj`.
fn follow(vm: &mut Vm, obj: Value, chain: Value) -> Result<Option<Value>> {
    let Some(steps) = tuple_items(vm, chain) else {
        return Ok(None);
    };
    let mut v = obj;
    for s in steps {
        let Some(name) = vm.str_of(s).map(std::rc::Rc::<str>::from) else {
            return Ok(None);
        };
        v = vm.get_attr(v, &name)?;
    }
    Ok(Some(v))
}

fn attrgetter_call(vm: &mut Vm, a: Args) -> Result<Value> {
    if let ([recv, obj], []) = (a.pos, a.kw)
        && let Some(chains) = own_field(vm, *recv, "_chains")
        && let Some(chains) = tuple_items(vm, chains)
    {
        let mut out = Vec::with_capacity(chains.len());
        let base = vm.roots.len();
        for c in &chains {
            match follow(vm, *obj, *c) {
                Ok(Some(v)) => {
                    vm.roots.push(v);
                    out.push(v);
                }
                Ok(None) => {
                    vm.roots.truncate(base);
                    return python_call(vm, &a);
                }
                Err(e) => {
                    vm.roots.truncate(base);
                    return Err(e);
                }
            }
        }
        vm.roots.truncate(base);
        if let [v] = out[..] {
            return Ok(v);
        }
        return vm.new_tuple(out);
    }
    python_call(vm, &a)
}

functions! {
    "add" => |vm, a| binary(vm, a, "add", BinOp::Add, false),
    "sub" => |vm, a| binary(vm, a, "sub", BinOp::Sub, false),
    "mul" => |vm, a| binary(vm, a, "mul", BinOp::Mul, false),
    "truediv" => |vm, a| binary(vm, a, "truediv", BinOp::TrueDiv, false),
    "floordiv" => |vm, a| binary(vm, a, "floordiv", BinOp::FloorDiv, false),
    "mod" => |vm, a| binary(vm, a, "mod", BinOp::Mod, false),
    "pow" => |vm, a| binary(vm, a, "pow", BinOp::Pow, false),
    "lshift" => |vm, a| binary(vm, a, "lshift", BinOp::LShift, false),
    "rshift" => |vm, a| binary(vm, a, "rshift", BinOp::RShift, false),
    "and_" => |vm, a| binary(vm, a, "and_", BinOp::And, false),
    "or_" => |vm, a| binary(vm, a, "or_", BinOp::Or, false),
    "xor" => |vm, a| binary(vm, a, "xor", BinOp::Xor, false),
    "matmul" => |vm, a| binary(vm, a, "matmul", BinOp::MatMul, false),
    "iadd" => |vm, a| binary(vm, a, "iadd", BinOp::Add, true),
    "isub" => |vm, a| binary(vm, a, "isub", BinOp::Sub, true),
    "imul" => |vm, a| binary(vm, a, "imul", BinOp::Mul, true),
    "itruediv" => |vm, a| binary(vm, a, "itruediv", BinOp::TrueDiv, true),
    "ifloordiv" => |vm, a| binary(vm, a, "ifloordiv", BinOp::FloorDiv, true),
    "imod" => |vm, a| binary(vm, a, "imod", BinOp::Mod, true),
    "ipow" => |vm, a| binary(vm, a, "ipow", BinOp::Pow, true),
    "ilshift" => |vm, a| binary(vm, a, "ilshift", BinOp::LShift, true),
    "irshift" => |vm, a| binary(vm, a, "irshift", BinOp::RShift, true),
    "iand" => |vm, a| binary(vm, a, "iand", BinOp::And, true),
    "ior" => |vm, a| binary(vm, a, "ior", BinOp::Or, true),
    "ixor" => |vm, a| binary(vm, a, "ixor", BinOp::Xor, true),
    "imatmul" => |vm, a| binary(vm, a, "imatmul", BinOp::MatMul, true),
    "lt" => |vm, a| compare(vm, a, "lt", CmpOp::Lt),
    "le" => |vm, a| compare(vm, a, "le", CmpOp::Le),
    "eq" => |vm, a| compare(vm, a, "eq", CmpOp::Eq),
    "ne" => |vm, a| compare(vm, a, "ne", CmpOp::Ne),
    "ge" => |vm, a| compare(vm, a, "ge", CmpOp::Ge),
    "gt" => |vm, a| compare(vm, a, "gt", CmpOp::Gt),
    "neg" => |vm, a| {
        let v = one(&a, "neg")?;
        vm.unary_neg(v)
    },
    "pos" => |vm, a| {
        let v = one(&a, "pos")?;
        vm.unary_pos(v)
    },
    "inv" => |vm, a| {
        let v = one(&a, "inv")?;
        vm.unary_invert(v)
    },
    "invert" => |vm, a| {
        let v = one(&a, "invert")?;
        vm.unary_invert(v)
    },
    "not_" => |vm, a| {
        let v = one(&a, "not_")?;
        Ok(Value::Bool(!vm.truthy(v)?))
    },
    "truth" => |vm, a| {
        let v = one(&a, "truth")?;
        Ok(Value::Bool(vm.truthy(v)?))
    },
    "is_" => |vm, a| {
        let [x, y] = fixed::<2>(&a, "is_")?;
        Ok(Value::Bool(vm.is_same(x, y)))
    },
    "is_not" => |vm, a| {
        let [x, y] = fixed::<2>(&a, "is_not")?;
        Ok(Value::Bool(!vm.is_same(x, y)))
    },
    "getitem" => |vm, a| {
        let [x, y] = fixed::<2>(&a, "getitem")?;
        vm.get_item(x, y)
    },
    "contains" => |vm, a| {
        let [x, y] = fixed::<2>(&a, "contains")?;
        Ok(Value::Bool(vm.contains(x, y)?))
    },
    "setitem" => |vm, a| {
        let [x, y, z] = fixed::<3>(&a, "setitem")?;
        vm.set_item(x, y, z)?;
        Ok(Value::None)
    },
    "delitem" => |vm, a| {
        let [x, y] = fixed::<2>(&a, "delitem")?;
        vm.del_item(x, y)?;
        Ok(Value::None)
    },
}

fn no_kw(a: &Args, name: &str) -> Result<()> {
    if a.kw.is_empty() {
        return Ok(());
    }
    Err(Error::type_error(format!(
        "_operator.{name}() takes no keyword arguments"
    )))
}

fn one(a: &Args, name: &str) -> Result<Value> {
    no_kw(a, name)?;
    match a.pos {
        [v] => Ok(*v),
        _ => Err(Error::type_error(format!(
            "_operator.{name}() takes exactly one argument ({} given)",
            a.pos.len()
        ))),
    }
}

fn fixed<const N: usize>(a: &Args, name: &str) -> Result<[Value; N]> {
    no_kw(a, name)?;
    <[Value; N]>::try_from(a.pos).map_err(|_| {
        Error::type_error(format!(
            "{name} expected {N} arguments, got {}",
            a.pos.len()
        ))
    })
}

fn binary(vm: &mut Vm, a: Args, name: &str, op: BinOp, inplace: bool) -> Result<Value> {
    let [x, y] = fixed::<2>(&a, name)?;
    if inplace {
        vm.inplace_op(op, x, y)
    } else {
        vm.binary_op(op, x, y)
    }
}

fn compare(vm: &mut Vm, a: Args, name: &str, op: CmpOp) -> Result<Value> {
    let [x, y] = fixed::<2>(&a, name)?;
    vm.compare(op, x, y)
}
