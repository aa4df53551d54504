//! The guest value: a 16-byte `Copy` word. Small ints, floats, bools and
//! builtin callables are unboxed so arithmetic and calls allocate nothing;
//! everything else is a handle into the VM-owned heap.

use super::heap::ObjRef;
use super::types::TypeId;
use crate::builtins::BuiltinFn;
use crate::builtins::MethodId;

// repr(u64): the tag fills the first word and every payload sits in the
// second, so a Value moves as two aligned words. With the default layout,
// small payloads at odd offsets made copies overlap and stall
// store-to-load forwarding in the dispatch loop (measured: about a third
// of the time of float-heavy code).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[repr(u64)]
pub enum Value {
    /// An unbound local or a missing slot; never visible to guest code.
    #[default]
    Undef,
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Ellipsis,
    NotImplemented,
    /// A builtin type object such as `int` or `ValueError`.
    Type(TypeId),
    /// A builtin function such as `len`.
    Builtin(BuiltinFn),
    /// A method of a builtin type, unbound (e.g. the `str.upper` in
    /// `lst.sort(key=str.upper)`), with the type it belongs to: `int.__add__`
    /// and `float.__add__` are one slot method, but each accepts only its own
    /// type's instances.
    Method(MethodId, TypeId),
    /// A function of a native stdlib module, such as `math.sqrt`.
    Native(crate::modules::NativeId),
    Obj(ObjRef),
}

impl Value {
    #[inline]
    pub fn as_obj(self) -> Option<ObjRef> {
        match self {
            Value::Obj(r) => Some(r),
            _ => None,
        }
    }

    #[inline]
    pub fn is_undef(self) -> bool {
        matches!(self, Value::Undef)
    }
}
