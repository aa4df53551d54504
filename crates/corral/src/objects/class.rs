//! User-defined classes and their instances.

use std::rc::Rc;

use super::{Dict, ObjRef, TypeId, Value};

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct ClassObj {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    /// Direct bases: user classes (`Value::Obj`) or builtin types (`Value::Type`).
    pub bases: Vec<Value>,
    /// Method resolution order, starting with the class itself.
    pub mro: Vec<Value>,
    /// The class namespace: methods, class attributes.
    pub dict: Dict,
    /// The builtin type instances are built on (object, Exception, dict, …).
    pub builtin_base: TypeId,
    /// Attribute names instances may have, when `__slots__` restricts them.
    pub slots: Option<Vec<Rc<str>>>,
    /// A user metaclass (a subclass of `type`), if any.
    pub metaclass: Option<ObjRef>,
    /// The `__dict__`/`__weakref__` descriptors CPython adds to this class
    /// (`LAYOUT_DICT`, `LAYOUT_WEAKREF` bits), shown by `C.__dict__`
    /// after its first `layout_at` entries.
    pub layout_adds: u8,
    pub layout_at: u32,
}

/// `ClassObj::layout_adds`: the class gives its instances a `__dict__`.
pub const LAYOUT_DICT: u8 = 1;
/// `ClassObj::layout_adds`: the class makes its instances weakly referable.
pub const LAYOUT_WEAKREF: u8 = 2;

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Instance {
    pub class: ObjRef,
    /// Instance attributes: a dict object, so `__dict__` is live.
    pub dict: ObjRef,
    /// For subclasses of builtin containers: the underlying builtin object.
    pub base_value: Value,
}

/// A `property` object.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    pub doc: Value,
}
