//! User-defined classes and their instances.

use std::cell::Cell;
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
    /// The attribute names instances keep in `Instance::values`, in the
    /// order they were first set (CPython's shared keys). Append-only, so
    /// a name's position never changes and an access site can remember it.
    pub inst_keys: Vec<Rc<str>>,
    /// For a class whose instances have a `__dict__` although classes of
    /// its MRO declare `__slots__`: every slot name, in MRO
    /// order. Their values live in `Instance::slot_values`, never in the
    /// dict, as CPython keeps slot members outside `__dict__`.
    #[serde(default)]
    pub slot_names: Vec<Rc<str>>,
    /// What the VM's special-method lookups found for this class (see
    /// vm/dunder.rs); rebuilt lazily, so never saved.
    #[serde(skip)]
    pub dunders: DunderSlots,
}

/// How many special methods `DunderSlots` can remember.
pub const DUNDER_SLOTS: usize = 96;

/// A class's memo of its special methods, valid while the VM's lookup
/// epoch is `epoch`: every change to a class namespace or to which classes
/// exist starts a new epoch (vm/attr_cache.rs), so an entry never outlives
/// the dict entries it was read from, and the values it holds stay rooted
/// by those dicts.
#[derive(Debug)]
pub struct DunderSlots {
    pub epoch: Cell<u64>,
    /// Bit `i`: `found[i]` is this epoch's answer for special method `i`.
    pub known: Cell<u128>,
    /// Bit `i`: `found[i]` is a plain function (called as one directly).
    pub plain: Cell<u128>,
    /// The user-defined method found along the MRO; `Undef`: none (or a
    /// builtin type's own).
    pub found: [Cell<Value>; DUNDER_SLOTS],
    /// Facts about the class derived in the same epoch (`vm::dunder`'s
    /// `FLAG_*` bits), with a bit saying each is known.
    pub flags: Cell<u16>,
}

impl Default for DunderSlots {
    fn default() -> Self {
        DunderSlots {
            epoch: Cell::new(0),
            known: Cell::new(0),
            plain: Cell::new(0),
            found: std::array::from_fn(|_| Cell::new(Value::Undef)),
            flags: Cell::new(0),
        }
    }
}

/// At most this many attribute names are shared by a class's instances;
/// an instance that needs more gets a dict of its own.
pub const MAX_SHARED_KEYS: usize = 30;

/// `ClassObj::layout_adds`: the class gives its instances a `__dict__`.
pub const LAYOUT_DICT: u8 = 1;
/// `ClassObj::layout_adds`: the class makes its instances weakly referable.
pub const LAYOUT_WEAKREF: u8 = 2;

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Instance {
    pub class: ObjRef,
    /// The instance's `__dict__` object once there is one: made when a
    /// program asks for `__dict__` (it must stay live), or when the
    /// attributes stop following the class's shared keys (a deletion, a
    /// different order, too many names). While None, the attributes are
    /// `values`: no dict object, no keys, no hashes per instance.
    pub dict: Option<ObjRef>,
    /// The values of the first `values.len()` names of the class's
    /// `inst_keys`, all set; empty once `dict` exists.
    pub values: Vec<Value>,
    /// What only some instances have, boxed so a plain instance takes one
    /// word for it (48 bytes in all, a mimalloc size class, not 64).
    pub extra: Option<Box<InstanceExtra>>,
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct InstanceExtra {
    /// For subclasses of builtin types: the underlying builtin object.
    pub base_value: Value,
    /// Values of the class's `slot_names` (`Undef`: unset), made at the
    /// first store of one.
    pub slot_values: Option<Vec<Value>>,
}

impl Instance {
    pub fn new(class: ObjRef, base_value: Value) -> Instance {
        Instance {
            class,
            dict: None,
            values: Vec::new(),
            extra: (!base_value.is_undef()).then(|| {
                Box::new(InstanceExtra {
                    base_value,
                    slot_values: None,
                })
            }),
        }
    }

    /// The underlying builtin object of a builtin type's subclass, or Undef.
    #[inline]
    pub fn base_value(&self) -> Value {
        self.extra.as_ref().map_or(Value::Undef, |e| e.base_value)
    }

    /// The slot values, once one was stored.
    #[inline]
    pub fn slot_values(&self) -> Option<&Vec<Value>> {
        self.extra.as_ref().and_then(|e| e.slot_values.as_ref())
    }

    /// The slot values for a store: made (`n` unset slots) if missing.
    pub fn slot_values_mut(&mut self, n: usize) -> &mut Vec<Value> {
        let e = self.extra.get_or_insert_with(|| {
            Box::new(InstanceExtra {
                base_value: Value::Undef,
                slot_values: None,
            })
        });
        e.slot_values.get_or_insert_with(|| vec![Value::Undef; n])
    }
}

/// A `property` object.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    pub doc: Value,
}
