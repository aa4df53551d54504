//! Dunder methods of builtin objects (`x.__len__()`, `int.__add__`), which
//! call the same operations the interpreter uses for the operators.

use super::MethodId;
use crate::builtins::Args;
use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

fn sized(t: TypeId) -> bool {
    matches!(
        t,
        TypeId::Str
            | TypeId::Bytes
            | TypeId::ByteArray
            | TypeId::List
            | TypeId::Tuple
            | TypeId::Dict
            | TypeId::Set
            | TypeId::FrozenSet
            | TypeId::Range
            | TypeId::Deque
            | TypeId::DictKeys
            | TypeId::DictValues
            | TypeId::DictItems
    )
}

fn iterator(t: TypeId) -> bool {
    t.is_builtin_iterator()
        || (t.is_itertool() && t != TypeId::ItTeeData)
        || matches!(
            t,
            TypeId::Generator
                | TypeId::Enumerate
                | TypeId::Zip
                | TypeId::Map
                | TypeId::Filter
                | TypeId::Reversed
        )
}

/// For `object.__new__(cls)` with a `cls` built on a builtin type other
/// than object: the name of `cls`.
fn unsafe_new(vm: &Vm, cls: Value) -> Option<String> {
    let (name, base) = match cls {
        Value::Type(t) => (t.name().to_string(), t),
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Class(k) => (k.name.to_string(), k.builtin_base),
            _ => return None,
        },
        _ => return None,
    };
    (base != TypeId::Object).then_some(name)
}

/// `object.__new__(cls, *args)`: the arguments are `__init__`'s, so they
/// are an error when `cls` defines `__new__` or no `__init__`.
fn excess_args(vm: &Vm, c: crate::objects::ObjRef) -> Result<()> {
    let Obj::Class(k) = vm.heap.get(c) else {
        return Ok(());
    };
    let defines = |name: &str| {
        k.mro.iter().any(|m| match m {
            Value::Obj(r) => match vm.heap.get(*r) {
                Obj::Class(u) => u.dict.get_str(&vm.heap, name).is_some(),
                _ => false,
            },
            _ => false,
        })
    };
    if defines("__new__") {
        return Err(Error::type_error(
            "object.__new__() takes exactly one argument (the type to instantiate)",
        ));
    }
    if !defines("__init__") {
        return Err(Error::type_error(format!(
            "{}() takes no arguments",
            k.name
        )));
    }
    Ok(())
}

/// `T.__new__(cls, *args)` for builtin type `T` (`owner`): `cls` must be
/// `T` or a subclass built the way `T` builds its instances.
fn bound_new(vm: &mut Vm, owner: Value, a: Args) -> Result<Value> {
    let Value::Type(t) = owner else {
        return Err(Error::fault("__new__ bound to a non-type"));
    };
    let Some((&cls, rest)) = a.pos.split_first() else {
        return Err(Error::type_error(format!(
            "{}.__new__(): not enough arguments",
            t.tp_name()
        )));
    };
    // The class whose own constructor CPython would use: past user
    // classes that define `__new__` themselves.
    let (base, name) = match cls {
        Value::Type(b) => (b, b.tp_name().to_string()),
        Value::Obj(r) if vm.is_class(cls) => {
            let mut c = r;
            while let Obj::Class(k) = vm.heap.get(c) {
                let next = match k.bases.first() {
                    Some(&Value::Obj(b)) if k.dict.get_str(&vm.heap, "__new__").is_some() => b,
                    _ => break,
                };
                c = next;
            }
            match vm.heap.get(c) {
                Obj::Class(k) if k.dict.get_str(&vm.heap, "__new__").is_none() => {
                    (k.builtin_base, k.name.to_string())
                }
                Obj::Class(k) => (k.builtin_base, k.builtin_base.tp_name().to_string()),
                _ => (TypeId::Object, String::new()),
            }
        }
        _ => {
            return Err(Error::type_error(format!(
                "{}.__new__(X): X is not a type object ({})",
                t.tp_name(),
                vm.type_name(cls)
            )));
        }
    };
    let cls_name = match cls {
        Value::Type(b) => b.tp_name().to_string(),
        _ => vm.class_name(cls).to_string(),
    };
    if !vm.is_subclass(cls, Value::Type(t)) {
        return Err(Error::type_error(format!(
            "{}.__new__({cls_name}): {cls_name} is not a subtype of {}",
            t.tp_name(),
            t.tp_name()
        )));
    }
    // Builtin types share a constructor only within these families.
    let family = |x: TypeId| {
        if x.is_subtype(TypeId::OSError) {
            TypeId::OSError
        } else if x.is_subtype(TypeId::BaseExceptionGroup) {
            TypeId::BaseExceptionGroup
        } else if x.is_subtype(TypeId::BaseException) {
            TypeId::BaseException
        } else {
            x
        }
    };
    if family(base) != family(t) {
        return Err(Error::type_error(format!(
            "{}.__new__({cls_name}) is not safe, use {name}.__new__()",
            t.tp_name()
        )));
    }
    match cls {
        // Mutable containers get their contents from `__init__`.
        Value::Type(
            b @ (TypeId::List | TypeId::Dict | TypeId::Set | TypeId::ByteArray | TypeId::Deque),
        ) => crate::builtins::call_value(vm, Value::Type(b), Args::new(&[])),
        Value::Type(b) => crate::builtins::call_value(
            vm,
            Value::Type(b),
            Args {
                pos: rest,
                kw: a.kw,
            },
        ),
        _ => call(
            vm,
            MethodId::SlotNew,
            cls,
            Args {
                pos: rest,
                kw: a.kw,
            },
        ),
    }
}

/// The types with set operators: sets and the keys and items views.
fn set_like(t: TypeId) -> bool {
    matches!(
        t,
        TypeId::Set | TypeId::FrozenSet | TypeId::DictKeys | TypeId::DictItems
    )
}

fn numeric(t: TypeId) -> bool {
    matches!(t, TypeId::Int | TypeId::Bool | TypeId::Float)
}

/// Whether builtin type `t` has the slot method `m`.
pub fn applies(m: MethodId, t: TypeId) -> bool {
    use MethodId as M;
    match m {
        M::SlotLen => sized(t),
        M::SlotContains => sized(t),
        M::SlotGetitem => matches!(
            t,
            TypeId::Str
                | TypeId::Bytes
                | TypeId::ByteArray
                | TypeId::List
                | TypeId::Tuple
                | TypeId::Dict
                | TypeId::Range
                | TypeId::Deque
        ),
        M::SlotSetitem | M::SlotDelitem => {
            matches!(
                t,
                TypeId::List | TypeId::Dict | TypeId::ByteArray | TypeId::Deque
            )
        }
        M::SlotIter => sized(t) || iterator(t),
        M::SlotNext => iterator(t),
        // The iterators over a sized collection know what is left.
        M::SlotLengthHint => t.is_sized_iterator(),
        M::SlotBool if matches!(t, TypeId::Deque | TypeId::NoneType) => true,
        M::SlotBool => numeric(t) || matches!(t, TypeId::Complex | TypeId::Range),
        M::SlotAbs
        | M::SlotNeg
        | M::SlotPos
        | M::SlotTruediv
        | M::SlotPow
        | M::SlotRadd
        | M::SlotRtruediv
        | M::SlotRpow => numeric(t) || t == TypeId::Complex,
        M::SlotInt
        | M::SlotFloat
        | M::SlotFloordiv
        | M::SlotRfloordiv
        | M::SlotDivmod
        | M::SlotRdivmod
        | M::SlotCeil
        | M::SlotFloor
        | M::SlotTrunc
        | M::SlotRound => numeric(t),
        M::SlotSub | M::SlotRsub => numeric(t) || t == TypeId::Complex || set_like(t),
        M::SlotInvert
        | M::SlotIndex
        | M::SlotLshift
        | M::SlotRshift
        | M::SlotRlshift
        | M::SlotRrshift => {
            matches!(t, TypeId::Int | TypeId::Bool)
        }
        M::SlotAnd | M::SlotXor | M::SlotRand | M::SlotRxor => {
            matches!(t, TypeId::Int | TypeId::Bool) || set_like(t)
        }
        M::SlotOr | M::SlotRor => {
            matches!(t, TypeId::Int | TypeId::Bool | TypeId::Dict | TypeId::Type) || set_like(t)
        }
        M::SlotAdd | M::SlotMul | M::SlotRmul if t == TypeId::Deque => true,
        M::SlotAdd | M::SlotMul | M::SlotRmul => {
            numeric(t)
                || matches!(
                    t,
                    TypeId::Complex
                        | TypeId::Str
                        | TypeId::Bytes
                        | TypeId::ByteArray
                        | TypeId::List
                        | TypeId::Tuple
                )
        }
        M::SlotMod | M::SlotRmod => {
            numeric(t) || matches!(t, TypeId::Str | TypeId::Bytes | TypeId::ByteArray)
        }
        M::SlotIadd | M::SlotImul => matches!(t, TypeId::List | TypeId::ByteArray),
        M::SlotIor => matches!(t, TypeId::Dict | TypeId::Set),
        M::SlotIand | M::SlotIsub | M::SlotIxor => t == TypeId::Set,
        M::SlotReversed => matches!(
            t,
            TypeId::List
                | TypeId::Dict
                | TypeId::Range
                | TypeId::DictKeys
                | TypeId::DictValues
                | TypeId::DictItems
        ),
        M::SlotClassGetitem => matches!(
            t,
            TypeId::List | TypeId::Dict | TypeId::Set | TypeId::FrozenSet | TypeId::Tuple
        ),
        M::SlotBytes => t == TypeId::Bytes,
        M::SlotComplex => t == TypeId::Complex,
        _ => true,
    }
}

/// The default reductions of `object` (`__reduce__`, `__reduce_ex__`,
/// `__getstate__`) are Python functions in copyreg, which pickle and copy
/// use together with them.
fn copyreg_call(vm: &mut Vm, func: &str, args: &[Value]) -> Result<Value> {
    let base = vm.roots.len();
    vm.roots.extend_from_slice(args);
    let r = vm
        .import_module(Some(crate::compile::code::Const::Str("copyreg".into())))
        .and_then(|m| vm.get_attr(m, func))
        .and_then(|f| vm.call(f, args));
    vm.roots.truncate(base);
    r
}

fn one(a: &Args, name: &str) -> Result<Value> {
    a.no_kw(name)?;
    if a.len() != 1 {
        return Err(Error::type_error(format!(
            "expected 1 argument, got {}",
            a.len()
        )));
    }
    Ok(a.pos[0])
}

/// The check of a slot wrapper taking no arguments (`[].__len__(1)`).
fn none(a: &Args, name: &str) -> Result<()> {
    a.no_kw(name)?;
    if !a.is_empty() {
        return Err(Error::type_error(format!(
            "expected 0 arguments, got {}",
            a.len()
        )));
    }
    Ok(())
}

/// Methods CPython defines in C as one-argument methods rather than slot
/// wrappers (`list.__getitem__`, `dict.__contains__`, `int.__format__`)
/// word their arity error as such.
fn meth_o(vm: &Vm, a: &Args, recv: Value, name: &str) -> Result<Value> {
    a.no_kw(name)?;
    if a.len() != 1 {
        return Err(Error::type_error(format!(
            "{}.{name}() takes exactly one argument ({} given)",
            vm.type_name(recv),
            a.len()
        )));
    }
    Ok(a.pos[0])
}

/// Binary dunder: NotImplemented (not an error) for unsupported operand types.
fn binary(vm: &mut Vm, op: BinOp, x: Value, y: Value) -> Result<Value> {
    match vm.binary_op(op, x, y) {
        Ok(v) => Ok(v),
        Err(e) if e.pending_type() == Some(TypeId::TypeError) => Ok(Value::NotImplemented),
        Err(e) => Err(e),
    }
}

/// `x.__pow__(y[, z])`: NotImplemented for unsupported operand types.
fn pow(vm: &mut Vm, x: Value, y: Value, z: Option<Value>) -> Result<Value> {
    let Some(z) = z.filter(|z| !matches!(z, Value::None)) else {
        return binary(vm, BinOp::Pow, x, y);
    };
    if !numeric(vm.type_of(y)) || !numeric(vm.type_of(z)) {
        return Ok(Value::NotImplemented);
    }
    let pow = Value::Builtin(crate::builtins::BuiltinFn::Pow);
    crate::builtins::call_value(vm, pow, Args::new(&[x, y, z]))
}

/// The operator of an in-place slot method.
fn inplace_op(m: MethodId) -> Option<BinOp> {
    use MethodId as M;
    Some(match m {
        M::SlotIadd => BinOp::Add,
        M::SlotImul => BinOp::Mul,
        M::SlotIor => BinOp::Or,
        M::SlotIand => BinOp::And,
        M::SlotIsub => BinOp::Sub,
        M::SlotIxor => BinOp::Xor,
        _ => return None,
    })
}

/// `a.__iadd__(b)` and the like, called explicitly: change the builtin
/// value in place and return the object itself (a subclass instance too).
fn inplace(vm: &mut Vm, op: BinOp, recv: Value, a: &Args, name: &str) -> Result<Value> {
    let y = one(a, name)?;
    let target = vm.base_value(recv).unwrap_or(recv);
    let t = vm.type_of(target);
    // Set operators take only sets; anything else is left to the other operand.
    if t == TypeId::Set {
        let y = vm.base_value(y).unwrap_or(y);
        if !matches!(vm.type_of(y), TypeId::Set | TypeId::FrozenSet) {
            return Ok(Value::NotImplemented);
        }
        if let Value::Obj(so) = target {
            vm.set_inplace(op, so, y)?;
        }
        return Ok(recv);
    }
    match (op, t) {
        (BinOp::Add, TypeId::List) => vm.list_extend(target, y)?,
        (BinOp::Or, TypeId::Dict) => vm.dict_update(target, y, false)?,
        (BinOp::Mul, TypeId::List | TypeId::ByteArray) => {
            let n = vm.index_of(y)?;
            vm.inplace_op(op, target, Value::Int(n))?;
        }
        _ => {
            vm.inplace_op(op, target, y)?;
        }
    }
    Ok(recv)
}

fn compare(vm: &mut Vm, op: CmpOp, x: Value, y: Value) -> Result<Value> {
    match vm.compare(op, x, y) {
        Ok(v) => Ok(v),
        Err(e) if e.pending_type() == Some(TypeId::TypeError) => Ok(Value::NotImplemented),
        Err(e) => Err(e),
    }
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    let name = m.name();
    if let Some(op) = inplace_op(m) {
        return inplace(vm, op, recv, &a, name);
    }
    // Called explicitly on an instance of a user subclass of a builtin
    // (`super().__setitem__(k, v)`, `int.__hash__(x)`): act on the builtin
    // value, never dispatching back to the subclass's override.
    let recv = if vm.is_user(recv)
        && !matches!(
            m,
            M::SlotRepr
                | M::SlotStr
                | M::SlotSizeof
                | M::SlotReduce
                | M::SlotReduceEx
                | M::SlotGetstate
                | M::SlotDir
                | M::SlotInit
                | M::SlotNew
                | M::BoundNew
                | M::ObjectNew
                | M::SlotSetattr
                | M::SlotGetattribute
                | M::SlotDelattr
                | M::SlotInitSubclass
                | M::SlotSubclasshook
        ) {
        match vm.base_value(recv) {
            Some(b) => b,
            None => {
                if m == M::SlotHash {
                    // object.__hash__: the identity hash, the same `hash()` gives.
                    let h = crate::objects::hashing::hash_key(&vm.heap, recv)?;
                    return Ok(Value::Int(crate::objects::hashing::stand_in(h)));
                }
                if m == M::SlotFormat {
                    // object.__format__
                    let spec = one(&a, name)?;
                    if vm.str_of(spec).is_some_and(|s| !s.is_empty()) {
                        return Err(Error::type_error(format!(
                            "unsupported format string passed to {}.__format__",
                            vm.type_name(recv)
                        )));
                    }
                    let s = vm.str_string(recv)?;
                    return vm.new_str(s);
                }
                recv
            }
        }
    } else {
        recv
    };
    match m {
        M::SlotRepr => {
            // Called explicitly (`int.__repr__(x)`, `super().__repr__()`):
            // the builtin repr, never the user's override.
            if vm.is_user(recv) {
                if let Some(b) = vm.base_value(recv) {
                    return vm.repr(b);
                }
                if let Value::Obj(r) = recv
                    && matches!(vm.heap.get(r), Obj::Instance(_))
                {
                    let path = match vm.class_of(recv) {
                        Value::Obj(c) => vm.class_path(c),
                        _ => "?".to_string(),
                    };
                    let s = format!("<{path} object at {}>", crate::vm::repr::fake_addr(r));
                    return vm.new_str(s);
                }
            }
            vm.repr(recv)
        }
        M::SlotStr => vm.to_str(recv),
        M::SlotFormat => {
            let spec = meth_o(vm, &a, recv, name)?;
            let spec = vm.str_of(spec).unwrap_or("").to_string();
            let s = vm.format(recv, &spec)?;
            vm.new_str(s)
        }
        M::SlotHash => Ok(Value::Int(crate::builtins::functions::py_hash(vm, recv)?)),
        M::SlotEq | M::SlotNe if vm.is_user(recv) => {
            // object.__eq__: identity, else NotImplemented.
            let y = one(&a, name)?;
            if crate::objects::hashing::same_value(recv, y) {
                Ok(Value::Bool(m == M::SlotEq))
            } else {
                Ok(Value::NotImplemented)
            }
        }
        M::SlotEq => {
            let y = one(&a, name)?;
            compare(vm, CmpOp::Eq, recv, y)
        }
        M::SlotNe => {
            let y = one(&a, name)?;
            compare(vm, CmpOp::Ne, recv, y)
        }
        M::SlotLt | M::SlotLe | M::SlotGt | M::SlotGe => {
            let y = one(&a, name)?;
            let op = match m {
                M::SlotLt => CmpOp::Lt,
                M::SlotLe => CmpOp::Le,
                M::SlotGt => CmpOp::Gt,
                _ => CmpOp::Ge,
            };
            compare(vm, op, recv, y)
        }
        M::SlotLen => {
            none(&a, name)?;
            Ok(Value::Int(vm.len_of(recv)? as i64))
        }
        M::SlotContains => {
            let y = if matches!(
                vm.type_of(recv),
                TypeId::Dict | TypeId::Set | TypeId::FrozenSet
            ) {
                meth_o(vm, &a, recv, name)?
            } else {
                one(&a, name)?
            };
            Ok(Value::Bool(vm.contains(recv, y)?))
        }
        M::SlotGetitem => {
            let k = if matches!(vm.type_of(recv), TypeId::List | TypeId::Dict) {
                meth_o(vm, &a, recv, name)?
            } else {
                one(&a, name)?
            };
            vm.get_item(recv, k)
        }
        M::SlotSetitem => {
            // CPython unpacks these under an empty function name.
            a.no_kw(name)?;
            a.expect("", 2, 2)?;
            vm.set_item(recv, a.pos[0], a.pos[1])?;
            Ok(Value::None)
        }
        M::SlotDelitem => {
            let k = one(&a, name)?;
            vm.del_item(recv, k)?;
            Ok(Value::None)
        }
        M::SlotIter => {
            none(&a, name)?;
            vm.get_iter(recv)
        }
        M::SlotLengthHint => {
            a.expect(name, 0, 0)?;
            Ok(Value::Int(vm.length_hint(recv) as i64))
        }
        M::SlotNext => {
            none(&a, name)?;
            match vm.next_fast(recv)? {
                Some(v) => Ok(v),
                None => Err(Error::bare(TypeId::StopIteration)),
            }
        }
        M::SlotBool => {
            none(&a, name)?;
            Ok(Value::Bool(vm.truthy(recv)?))
        }
        M::SlotAbs => crate::builtins::call_value(
            vm,
            Value::Builtin(crate::builtins::BuiltinFn::Abs),
            Args::new(&[recv]),
        ),
        M::SlotNeg => vm.unary_neg(recv),
        M::SlotPos => vm.unary_pos(recv),
        M::SlotInvert => vm.unary_invert(recv),
        M::SlotInt | M::SlotIndex => {
            crate::builtins::call_value(vm, Value::Type(TypeId::Int), Args::new(&[recv]))
        }
        M::SlotFloat => {
            crate::builtins::call_value(vm, Value::Type(TypeId::Float), Args::new(&[recv]))
        }
        M::SlotAdd
        | M::SlotSub
        | M::SlotMul
        | M::SlotTruediv
        | M::SlotFloordiv
        | M::SlotMod
        | M::SlotAnd
        | M::SlotOr
        | M::SlotXor
        | M::SlotLshift
        | M::SlotRshift => {
            let y = one(&a, name)?;
            if m == M::SlotMod
                && matches!(
                    vm.type_of(recv),
                    TypeId::Str | TypeId::Bytes | TypeId::ByteArray
                )
            {
                return vm.binary_op(BinOp::Mod, recv, y);
            }
            let op = match m {
                M::SlotAdd => BinOp::Add,
                M::SlotSub => BinOp::Sub,
                M::SlotMul => BinOp::Mul,
                M::SlotTruediv => BinOp::TrueDiv,
                M::SlotFloordiv => BinOp::FloorDiv,
                M::SlotMod => BinOp::Mod,
                M::SlotAnd => BinOp::And,
                M::SlotOr => BinOp::Or,
                M::SlotXor => BinOp::Xor,
                M::SlotLshift => BinOp::LShift,
                _ => BinOp::RShift,
            };
            binary(vm, op, recv, y)
        }
        M::SlotRadd
        | M::SlotRsub
        | M::SlotRmul
        | M::SlotRtruediv
        | M::SlotRfloordiv
        | M::SlotRmod
        | M::SlotRand
        | M::SlotRor
        | M::SlotRxor
        | M::SlotRlshift
        | M::SlotRrshift => {
            let y = one(&a, name)?;
            let op = match m {
                M::SlotRadd => BinOp::Add,
                M::SlotRsub => BinOp::Sub,
                M::SlotRmul => BinOp::Mul,
                M::SlotRtruediv => BinOp::TrueDiv,
                M::SlotRfloordiv => BinOp::FloorDiv,
                M::SlotRmod => BinOp::Mod,
                M::SlotRand => BinOp::And,
                M::SlotRor => BinOp::Or,
                M::SlotRxor => BinOp::Xor,
                M::SlotRlshift => BinOp::LShift,
                _ => BinOp::RShift,
            };
            // str and bytes format only a left operand of their own type,
            // and their formatting errors are raised, not NotImplemented.
            let t = vm.type_of(recv);
            if m == M::SlotRmod && !numeric(t) {
                let ty = vm.base_value(y).map_or(vm.type_of(y), |b| vm.type_of(b));
                if ty != t {
                    return Ok(Value::NotImplemented);
                }
                return vm.binary_op(op, y, recv);
            }
            binary(vm, op, y, recv)
        }
        M::SlotRpow => {
            a.no_kw(name)?;
            a.expect(name, 1, 2)?;
            pow(vm, a.pos[0], recv, a.get(1))
        }
        M::SlotDivmod | M::SlotRdivmod => {
            let y = one(&a, name)?;
            let (x, y) = if m == M::SlotDivmod {
                (recv, y)
            } else {
                (y, recv)
            };
            let divmod = Value::Builtin(crate::builtins::BuiltinFn::Divmod);
            match crate::builtins::call_value(vm, divmod, Args::new(&[x, y])) {
                Err(e) if e.pending_type() == Some(TypeId::TypeError) => Ok(Value::NotImplemented),
                r => r,
            }
        }
        M::SlotCeil | M::SlotFloor | M::SlotTrunc => {
            none(&a, name)?;
            let v = match (m, vm.type_of(recv), recv) {
                (M::SlotCeil, TypeId::Float, Value::Float(f)) => Value::Float(f.ceil()),
                (M::SlotFloor, TypeId::Float, Value::Float(f)) => Value::Float(f.floor()),
                _ => recv,
            };
            crate::builtins::call_value(vm, Value::Type(TypeId::Int), Args::new(&[v]))
        }
        M::SlotRound => {
            a.no_kw(name)?;
            a.expect(name, 0, 1)?;
            let round = Value::Builtin(crate::builtins::BuiltinFn::Round);
            let args: Vec<Value> = std::iter::once(recv).chain(a.get(0)).collect();
            crate::builtins::call_value(vm, round, Args::new(&args))
        }
        M::SlotReversed => {
            none(&a, name)?;
            crate::builtins::call_value(vm, Value::Type(TypeId::Reversed), Args::new(&[recv]))
        }
        M::SlotClassGetitem => {
            // Read through an instance, it is still the class's.
            let cls = if vm.is_class(recv) {
                recv
            } else {
                vm.class_of(recv)
            };
            a.no_kw(name)?;
            if a.len() != 1 {
                // The method is the builtin base's.
                let owner = match cls {
                    Value::Type(t) => t.name(),
                    Value::Obj(r) => match vm.heap.get(r) {
                        Obj::Class(k) => k.builtin_base.name(),
                        _ => "?",
                    },
                    _ => "?",
                };
                return Err(Error::type_error(format!(
                    "{owner}.{name}() takes exactly one argument ({} given)",
                    a.len()
                )));
            }
            let key = a.pos[0];
            let args = if vm.type_of(key) == TypeId::Tuple {
                vm.seq_items(key)?
            } else {
                vec![key]
            };
            vm.alloc(Obj::GenericAlias(cls, Box::new(args)))
        }
        M::SlotBytes => {
            none(&a, name)?;
            crate::builtins::call_value(vm, Value::Type(TypeId::Bytes), Args::new(&[recv]))
        }
        M::SlotComplex => {
            none(&a, name)?;
            crate::builtins::call_value(vm, Value::Type(TypeId::Complex), Args::new(&[recv]))
        }
        M::SlotPow => {
            a.no_kw(name)?;
            a.expect(name, 1, 2)?;
            pow(vm, recv, a.pos[0], a.get(1))
        }
        M::SlotSizeof => Ok(Value::Int(match recv {
            Value::Obj(r) => {
                (crate::objects::heap::SLOT_BYTES + vm.heap.get(r).payload_bytes()) as i64
            }
            _ => 24,
        })),
        M::SlotInit | M::SlotInitSubclass => Ok(Value::None),
        // Leaves the decision to the normal subclass check.
        M::SlotSubclasshook => Ok(Value::NotImplemented),
        M::BoundNew => bound_new(vm, recv, a),
        M::ObjectNew | M::SlotNew => match recv {
            // A type whose instances hold a builtin value needs that type's
            // own constructor.
            _ if m == M::ObjectNew
                && let Some(t) = unsafe_new(vm, recv) =>
            {
                Err(Error::type_error(format!(
                    "object.__new__({t}) is not safe, use {t}.__new__()"
                )))
            }
            Value::Obj(c) if matches!(vm.heap.get(c), crate::objects::Obj::Class(_)) => {
                // object.__new__ ignores extra arguments; a builtin base
                // (tuple, int, str…) takes its value from them.
                let base = match vm.heap.get(c) {
                    crate::objects::Obj::Class(k) => k.builtin_base,
                    _ => TypeId::Object,
                };
                if base == TypeId::Object {
                    if !a.pos.is_empty() || !a.kw.is_empty() {
                        excess_args(vm, c)?;
                    }
                    vm.new_instance(c, &[])
                } else {
                    vm.new_instance(c, a.pos)
                }
            }
            Value::Type(t) => crate::builtins::call_value(vm, Value::Type(t), Args::new(a.pos)),
            _ => Err(Error::type_error(
                "object.__new__(X): X is not a type object",
            )),
        },
        M::SlotSetattr => {
            a.expect(name, 2, 2)?;
            let n = vm.str_of(a.pos[0]).unwrap_or("").to_string();
            if let Value::Obj(r) = recv
                && matches!(vm.heap.get(r), Obj::Class(_))
            {
                vm.class_set(r, &n, a.pos[1])?;
                return Ok(Value::None);
            }
            match vm.user_class(recv) {
                Some(cls) => vm.instance_setattr(recv, cls, &n, a.pos[1]),
                None => vm.set_attr(recv, &n, a.pos[1]),
            }?;
            Ok(Value::None)
        }
        M::SlotGetattribute => {
            let k = one(&a, name)?;
            let n = vm.str_of(k).unwrap_or("").to_string();
            match vm.user_class(recv) {
                Some(cls) => match vm.instance_getattr(recv, cls, &n)? {
                    Some(v) => Ok(v),
                    None => Err(vm.no_attr(recv, &n)),
                },
                None => vm.get_attr(recv, &n),
            }
        }
        M::SlotDelattr => {
            let k = one(&a, name)?;
            let n = vm.str_of(k).unwrap_or("").to_string();
            if let Value::Obj(r) = recv
                && matches!(vm.heap.get(r), Obj::Class(_))
            {
                vm.class_del(r, &n)?;
                return Ok(Value::None);
            }
            match vm.user_class(recv) {
                Some(cls) => vm.instance_delattr(recv, cls, &n),
                None => vm.del_attr(recv, &n),
            }?;
            Ok(Value::None)
        }
        M::SlotReduce | M::SlotGetstate => {
            a.no_kw(name)?;
            if !a.is_empty() {
                return Err(Error::type_error(format!(
                    "object.{name}() takes no arguments ({} given)",
                    a.len()
                )));
            }
            match m {
                M::SlotReduce => copyreg_call(vm, "_object_reduce", &[recv, Value::None]),
                _ => copyreg_call(vm, "_object_getstate", &[recv]),
            }
        }
        M::SlotReduceEx => {
            let proto = a.exactly_one("object.__reduce_ex__")?;
            copyreg_call(vm, "_object_reduce", &[recv, proto])
        }
        M::SlotDir => Err(Error::type_error(format!(
            "{name}() is not supported by corral"
        ))),
        _ => Err(Error::fault("bad slot method")),
    }
}
