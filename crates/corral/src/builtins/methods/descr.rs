//! What a builtin method is as a descriptor: the type it belongs to (its
//! `__objclass__`, which bounds the receivers it accepts) and whether
//! CPython shows it as a slot wrapper (`<slot wrapper '__add__' of 'int'
//! objects>`) or a method descriptor (`<method 'append' of 'list' objects>`).

use super::MethodId;
use super::slots::applies;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

/// How CPython exposes a builtin method.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A type slot: `wrapper_descriptor`, bound a `method-wrapper`.
    Wrapper,
    /// A `method_descriptor`, bound a `builtin_function_or_method`.
    Method,
}

impl MethodId {
    /// The method as `ty.name` finds it on builtin type `ty`.
    pub fn on(self, ty: TypeId) -> Value {
        Value::Method(self, objclass(self, ty))
    }
}

/// Slot methods whose definitions CPython gives per type rather than by
/// the operator families `slots::applies` knows.
fn universal(m: MethodId) -> bool {
    use MethodId as M;
    matches!(
        m,
        M::SlotRepr
            | M::SlotStr
            | M::SlotFormat
            | M::SlotHash
            | M::SlotEq
            | M::SlotNe
            | M::SlotLt
            | M::SlotLe
            | M::SlotGt
            | M::SlotGe
            | M::SlotSizeof
            | M::SlotReduce
            | M::SlotReduceEx
            | M::SlotGetstate
            | M::SlotDir
            | M::SlotInit
            | M::SlotSetattr
            | M::SlotGetattribute
            | M::SlotDelattr
            | M::SlotInitSubclass
            | M::SlotSubclasshook
    )
}

fn comparable(t: TypeId) -> bool {
    matches!(
        t,
        TypeId::Int
            | TypeId::Float
            | TypeId::Complex
            | TypeId::Str
            | TypeId::Bytes
            | TypeId::ByteArray
            | TypeId::List
            | TypeId::Tuple
            | TypeId::Dict
            | TypeId::Set
            | TypeId::FrozenSet
            | TypeId::Range
            | TypeId::Slice
            | TypeId::Deque
            | TypeId::DictKeys
            | TypeId::DictItems
    )
}

/// Whether builtin type `t` (not object) defines slot method `m` itself
/// rather than inheriting it from its base.
fn own(m: MethodId, t: TypeId) -> bool {
    use MethodId as M;
    use TypeId as T;
    let exc = t.is_exception();
    match m {
        // bool's own logical operators and repr; the rest are int's.
        M::SlotAnd | M::SlotOr | M::SlotXor | M::SlotRand | M::SlotRor | M::SlotRxor => {
            t == T::Bool || !applies(m, t.base())
        }
        M::SlotRepr if exc => t == T::BaseException,
        M::SlotRepr => {
            !(t.is_builtin_iterator() || t.is_itertool()) || matches!(t, T::ItCount | T::ItRepeat)
        }
        M::SlotStr => matches!(t, T::Str | T::Bytes | T::ByteArray | T::BaseException),
        M::SlotFormat => matches!(t, T::Int | T::Float | T::Complex | T::Str),
        M::SlotHash => matches!(
            t,
            T::Int | T::Float | T::Complex | T::Str | T::Bytes | T::Tuple | T::FrozenSet | T::Range
        ),
        M::SlotEq | M::SlotNe | M::SlotLt | M::SlotLe | M::SlotGt | M::SlotGe => comparable(t),
        M::SlotSizeof => matches!(
            t,
            T::Int
                | T::Str
                | T::ByteArray
                | T::List
                | T::Dict
                | T::Set
                | T::FrozenSet
                | T::Type
                | T::Deque
        ),
        M::SlotReduce => {
            matches!(
                t,
                T::ByteArray
                    | T::Set
                    | T::FrozenSet
                    | T::Range
                    | T::Slice
                    | T::Deque
                    | T::BaseException
            ) || t.is_builtin_iterator()
        }
        M::SlotReduceEx => t == T::ByteArray,
        M::SlotGetstate => false,
        M::SlotDir => matches!(t, T::Type | T::Module),
        M::SlotInit => {
            exc || matches!(
                t,
                T::List
                    | T::Dict
                    | T::Set
                    | T::ByteArray
                    | T::Deque
                    | T::Type
                    | T::Property
                    | T::StaticMethod
                    | T::ClassMethod
                    | T::Super
            )
        }
        M::SlotSetattr | M::SlotDelattr => matches!(t, T::Type | T::BaseException | T::Module),
        M::SlotGetattribute if exc => t == T::BaseException,
        M::SlotGetattribute => !matches!(t, T::NoneType | T::Bool),
        M::SlotInitSubclass | M::SlotSubclasshook => false,
        // An operator family: the topmost type below object that has it.
        _ => !universal(m) && !applies(m, t.base()),
    }
}

/// The type whose instances `m`, found on builtin type `ty`, accepts:
/// the nearest type in `ty`'s bases that defines it.
pub fn objclass(m: MethodId, ty: TypeId) -> TypeId {
    use MethodId as M;
    match m {
        // Every exception class has its own `__init__`.
        M::ExcInit => return ty,
        M::ExcStr if ty.is_subtype(TypeId::KeyError) => return TypeId::KeyError,
        _ if m.owner() != TypeId::Object => return m.owner(),
        M::SlotNew | M::BoundNew | M::ObjectNew => return TypeId::Object,
        _ => {}
    }
    let mut c = ty;
    // Bounded by the depth of the builtin type tree.
    for _ in 0..16 {
        if c == TypeId::Object || own(m, c) {
            return c;
        }
        c = c.base();
    }
    c
}

/// Whether `m` as a method of `cls` is a slot wrapper.
pub fn kind(m: MethodId, cls: TypeId) -> Kind {
    let name = m.name();
    if !(name.starts_with("__") && name.ends_with("__")) {
        return Kind::Method;
    }
    let method = match name {
        "__getitem__" => matches!(cls, TypeId::List | TypeId::Dict),
        "__contains__" => matches!(cls, TypeId::Dict | TypeId::Set | TypeId::FrozenSet),
        "__format__" | "__sizeof__" | "__reduce__" | "__reduce_ex__" | "__dir__" | "__ceil__"
        | "__floor__" | "__trunc__" | "__round__" | "__reversed__" | "__length_hint__"
        | "__bytes__" | "__complex__" | "__copy__" | "__instancecheck__" | "__subclasscheck__"
        | "__subclasses__" | "__class_getitem__" | "__init_subclass__" | "__subclasshook__"
        | "__new__" => true,
        _ => false,
    };
    if method { Kind::Method } else { Kind::Wrapper }
}

/// The error for a method taken from its type called with no receiver.
pub fn missing_receiver(m: MethodId, cls: TypeId) -> Error {
    let (tn, name) = (cls.tp_name(), m.name());
    if kind(m, cls) == Kind::Wrapper {
        Error::type_error(format!(
            "descriptor '{name}' of '{tn}' object needs an argument"
        ))
    } else {
        Error::type_error(format!("unbound method {tn}.{name}() needs an argument"))
    }
}

/// The check CPython makes when a method taken from its type is called:
/// the first argument is the receiver, which must be an instance of the
/// method's type. `recv_ty` is the builtin type of the receiver, `recv_name`
/// the name of its class.
pub fn check_receiver(m: MethodId, cls: TypeId, recv_ty: TypeId, recv_name: &str) -> Result<()> {
    if m.is_classmethod() || recv_ty.is_subtype(cls) {
        return Ok(());
    }
    let (tn, name) = (cls.tp_name(), m.name());
    Err(Error::type_error(if kind(m, cls) == Kind::Wrapper {
        format!("descriptor '{name}' requires a '{tn}' object but received a '{recv_name}'")
    } else {
        format!("descriptor '{name}' for '{tn}' objects doesn't apply to a '{recv_name}' object")
    }))
}

/// Call `m` as type `cls` implements it, on a receiver that
/// `check_receiver` accepted: `object.__repr__(x)` and `super().__str__()`
/// run object's own slot, not the one `type(x)` overrides it with, and
/// `int.__repr__(True)` reprs an int.
pub fn call_as(vm: &mut Vm, m: MethodId, cls: TypeId, recv: Value, a: Args) -> Result<Value> {
    // BaseException's own str, without KeyError's repr of its key.
    if m == MethodId::ExcStr
        && cls == TypeId::BaseException
        && let Value::Obj(r) = recv
        && let crate::objects::Obj::Exception(e) = vm.heap.get(r)
        && e.ty.is_subtype(TypeId::KeyError)
    {
        a.method("__str__", 0, 0)?;
        let args = e.args.clone();
        let s = vm.exception_str(TypeId::Exception, &args);
        return vm.new_str(s);
    }
    if m.owner() == TypeId::Object {
        match (cls, recv) {
            (TypeId::Object, _) => {
                if let Some(v) = object_slot(vm, m, recv, &a)? {
                    return Ok(v);
                }
            }
            // bool's value as the int it is, for int's own slots (but an
            // empty format spec formats `str(self)`, which is bool's).
            (TypeId::Int, Value::Bool(b)) if m != MethodId::SlotFormat => {
                return super::call(vm, m, Value::Int(b as i64), a);
            }
            _ => {}
        }
    }
    super::call(vm, m, recv, a)
}

/// object's own implementation of a comparison, repr or str slot, where
/// the receiver's type may define its own.
fn object_slot(vm: &mut Vm, m: MethodId, recv: Value, a: &Args) -> Result<Option<Value>> {
    use MethodId as M;
    let arity = |n: usize| -> Result<()> {
        a.no_kw(m.name())?;
        if a.len() != n {
            return Err(Error::type_error(format!(
                "expected {n} argument{}, got {}",
                if n == 1 { "" } else { "s" },
                a.len()
            )));
        }
        Ok(())
    };
    Ok(Some(match m {
        M::SlotRepr => {
            arity(0)?;
            let path = match vm.class_of(recv) {
                Value::Obj(c) => vm.class_path(c),
                Value::Type(t) => t.tp_name().to_string(),
                _ => "?".to_string(),
            };
            let addr = match recv {
                Value::Obj(r) => crate::vm::repr::fake_addr(r),
                _ => "0x7f3a00000100".to_string(),
            };
            vm.new_str(format!("<{path} object at {addr}>"))?
        }
        // object's str is the receiver's repr, whichever type gives it.
        M::SlotStr => {
            arity(0)?;
            vm.repr(recv)?
        }
        M::SlotEq => {
            arity(1)?;
            if vm.is_same(recv, a.pos[0]) {
                Value::Bool(true)
            } else {
                Value::NotImplemented
            }
        }
        // The inverse of the receiver's own `__eq__`.
        M::SlotNe => {
            arity(1)?;
            let eq = match vm.call_dunder(recv, "__eq__", a.pos)? {
                Some(v) => v,
                None => super::call(vm, M::SlotEq, recv, Args::new(a.pos))?,
            };
            match eq {
                Value::NotImplemented => Value::NotImplemented,
                v => Value::Bool(!vm.truthy(v)?),
            }
        }
        M::SlotLt | M::SlotLe | M::SlotGt | M::SlotGe => {
            arity(1)?;
            Value::NotImplemented
        }
        _ => return Ok(None),
    }))
}
