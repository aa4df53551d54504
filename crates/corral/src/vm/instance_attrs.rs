//! Where an instance's attributes live.
//!
//! Instances of one class almost always get the same attributes in the
//! same order (`__init__` sets them), so, as CPython does with its shared
//! keys, the names are kept once on the class (`ClassObj::inst_keys`) and
//! an instance holds only its values (`Instance::values`), in that order.
//! Two attributes cost 32 bytes, not a dict object with its keys, hashes
//! and table. The first time something needs a real `__dict__` (asking
//! for it, `vars()`, a deletion, attributes set in another order, more
//! than `MAX_SHARED_KEYS` names, a `__class__` change), the instance gets a
//! dict built from its values and keeps it from then on: the dict is the
//! one truth after that, and it stays live as CPython's does.
//!
//! Every read, store and deletion of an instance attribute goes through
//! here or through the access-site caches of `attr_cache.rs`, which use
//! the same layout.

use std::rc::Rc;

use crate::error::{Error, Result};
use crate::objects::class::MAX_SHARED_KEYS;
use crate::objects::heap::alloc_size;
use crate::objects::{Dict, Instance, Obj, ObjRef, Value};

use super::Vm;

const VALUE_BYTES: usize = std::mem::size_of::<Value>();

impl Vm {
    /// Position of `name` among the shared keys of class `cls`.
    pub(crate) fn shared_key(&self, cls: ObjRef, name: &str) -> Option<usize> {
        match self.heap.get(cls) {
            Obj::Class(c) => c.inst_keys.iter().position(|k| &**k == name),
            _ => None,
        }
    }

    /// Attribute `name` of instance `r`, if set (None for anything else).
    pub(crate) fn instance_attr(&self, r: ObjRef, name: &str) -> Option<Value> {
        match self.heap.get(r) {
            Obj::Instance(i) => self.attr_of(i, name),
            _ => None,
        }
    }

    /// Position of `name` among the slot names class `cls` keeps apart
    /// from its instances' `__dict__`.
    pub(crate) fn slot_key(&self, cls: ObjRef, name: &str) -> Option<usize> {
        match self.heap.get(cls) {
            Obj::Class(c) if !c.slot_names.is_empty() => {
                c.slot_names.iter().position(|k| &**k == name)
            }
            _ => None,
        }
    }

    /// Attribute `name` of instance `i`, if set.
    pub(crate) fn attr_of(&self, i: &Instance, name: &str) -> Option<Value> {
        // A slot member is a data descriptor: it wins over the dict.
        if let Some(k) = self.slot_key(i.class, name) {
            return i
                .slot_values()
                .and_then(|s| s.get(k).copied())
                .filter(|v| !v.is_undef());
        }
        match i.dict {
            Some(d) => match self.heap.get(d) {
                Obj::Dict(t) => t.get_str(&self.heap, name),
                _ => None,
            },
            None => {
                let k = self.shared_key(i.class, name)?;
                i.values.get(k).copied()
            }
        }
    }

    /// Whether instance `r` has no attributes of its own.
    pub(crate) fn instance_attrs_empty(&self, r: ObjRef) -> bool {
        match self.heap.get(r) {
            Obj::Instance(i) => match i.dict {
                Some(d) => matches!(self.heap.get(d), Obj::Dict(t) if t.is_empty()),
                None => i.values.is_empty(),
            },
            _ => true,
        }
    }

    /// The names of instance `r`'s attributes, in order.
    pub(crate) fn instance_attr_names(&self, r: ObjRef) -> Vec<String> {
        let Obj::Instance(i) = self.heap.get(r) else {
            return Vec::new();
        };
        match i.dict {
            Some(d) => match self.heap.get(d) {
                Obj::Dict(t) => t
                    .keys()
                    .filter_map(|k| self.str_of(k).map(str::to_string))
                    .collect(),
                _ => Vec::new(),
            },
            None => match self.heap.get(i.class) {
                Obj::Class(c) => c.inst_keys[..i.values.len().min(c.inst_keys.len())]
                    .iter()
                    .map(|k| k.to_string())
                    .collect(),
                _ => Vec::new(),
            },
        }
    }

    /// A new instance of `cls` with attributes `fields` set in that order
    /// (natively built objects: a regex match, a datetime).
    pub(crate) fn new_instance_with(
        &mut self,
        cls: ObjRef,
        fields: &[(&str, Value)],
    ) -> Result<Value> {
        let shared = matches!(self.heap.get(cls), Obj::Class(c)
            if c.inst_keys.len() >= fields.len()
                && c.inst_keys.iter().zip(fields).all(|(a, (b, _))| **a == **b));
        let mut inst = Instance::new(cls, Value::Undef);
        if shared {
            // The usual case: the class's shared keys start with these.
            inst.values = fields.iter().map(|(_, v)| *v).collect();
            return self.alloc(Obj::Instance(Box::new(inst)));
        }
        let v = self.alloc(Obj::Instance(Box::new(inst)))?;
        if let Value::Obj(r) = v {
            for (name, x) in fields {
                self.instance_store(r, name, *x)?;
            }
        }
        Ok(v)
    }

    /// The `__dict__` of instance `r`, made from its values the first time.
    pub(crate) fn instance_dict(&mut self, r: ObjRef) -> Result<ObjRef> {
        let (cls, values) = match self.heap.get(r) {
            Obj::Instance(i) => match i.dict {
                Some(d) => return Ok(d),
                None => (i.class, i.values.clone()),
            },
            _ => return Err(Error::fault("__dict__ of a non-instance")),
        };
        let keys: Vec<Rc<str>> = match self.heap.get(cls) {
            Obj::Class(c) => c.inst_keys.iter().take(values.len()).cloned().collect(),
            _ => Vec::new(),
        };
        if keys.len() != values.len() {
            return Err(Error::fault("instance values outnumber their keys"));
        }
        // Allocation never collects, so the key strings held only by `d`
        // until it is on the heap are safe.
        let mut d = Dict::with_capacity(values.len());
        for (k, v) in keys.iter().zip(values) {
            let key = self.new_str(k.clone())?;
            d.insert_new(crate::objects::hashing::hash_str(k), key, v);
        }
        let dict = self.heap.alloc(Obj::Dict(Box::new(d)))?;
        let before = self.heap.get(r).payload_bytes();
        if let Some(Obj::Instance(i)) = self.heap.get_mut(r) {
            i.dict = Some(dict);
            i.values = Vec::new();
        }
        self.heap.settle(r, before);
        Ok(dict)
    }

    /// `obj.name = v` stored in instance `r` itself (object.__setattr__).
    pub(crate) fn instance_store(&mut self, r: ObjRef, name: &str, v: Value) -> Result<()> {
        let (cls, dict, len, cap) = match self.heap.get(r) {
            Obj::Instance(i) => (i.class, i.dict, i.values.len(), i.values.capacity()),
            _ => return Err(Error::fault("setattr on non-instance")),
        };
        if let Some(k) = self.slot_key(cls, name) {
            return self.slot_store(r, cls, k, v);
        }
        if let Some(d) = dict {
            return self.dict_store_str(d, name, v);
        }
        let (pos, nkeys) = match self.heap.get(cls) {
            Obj::Class(c) => (
                c.inst_keys.iter().position(|k| &**k == name),
                c.inst_keys.len(),
            ),
            _ => return Err(Error::fault("instance of a non-class")),
        };
        match pos {
            Some(k) if k < len => {
                if let Some(Obj::Instance(i)) = self.heap.get_mut(r) {
                    i.values[k] = v;
                }
                Ok(())
            }
            Some(k) if k == len => self.push_value(r, len, cap, nkeys, v),
            None if nkeys == len && nkeys < MAX_SHARED_KEYS => {
                let key: Rc<str> = name.into();
                let keys_cap = match self.heap.get(cls) {
                    Obj::Class(c) => c.inst_keys.capacity(),
                    _ => 0,
                };
                let growth = if nkeys == keys_cap {
                    alloc_size((nkeys * 2).max(4) * 16)
                } else {
                    0
                };
                self.heap
                    .grow(cls, alloc_size(16 + name.len()) + growth, |o| {
                        if let Obj::Class(c) = o {
                            c.inst_keys.push(key);
                        }
                    })?;
                // Access sites remember that a name is not a shared key
                // (see attr_cache.rs): now it is one.
                self.lookup_epoch.set(super::attr_cache::fresh_epoch());
                self.push_value(r, len, cap, nkeys + 1, v)
            }
            // Out of the shared order, or too many names: a dict of its own.
            _ => {
                let d = self.instance_dict(r)?;
                self.dict_store_str(d, name, v)
            }
        }
    }

    /// Set slot `k` of instance `r` (of class `cls`); `Undef` unsets it.
    fn slot_store(&mut self, r: ObjRef, cls: ObjRef, k: usize, v: Value) -> Result<()> {
        let n = match self.heap.get(cls) {
            Obj::Class(c) => c.slot_names.len(),
            _ => 0,
        };
        let (no_extra, missing) = match self.heap.get(r) {
            Obj::Instance(i) => (i.extra.is_none(), i.slot_values().is_none()),
            _ => (false, false),
        };
        let mut extra = if missing {
            alloc_size(n * VALUE_BYTES)
        } else {
            0
        };
        if no_extra {
            extra += alloc_size(std::mem::size_of::<crate::objects::class::InstanceExtra>());
        }
        self.heap.grow(r, extra, |o| {
            if let Obj::Instance(i) = o
                && let Some(x) = i.slot_values_mut(n).get_mut(k)
            {
                *x = v;
            }
        })
    }

    /// Append the value of shared key `len`, sizing the vector for the
    /// class's `nkeys` names at once (instances usually get them all).
    fn push_value(
        &mut self,
        r: ObjRef,
        len: usize,
        cap: usize,
        nkeys: usize,
        v: Value,
    ) -> Result<()> {
        let want = nkeys.max(len + 1);
        let extra = if len == cap {
            alloc_size(want * VALUE_BYTES)
        } else {
            0
        };
        self.heap.grow(r, extra, |o| {
            if let Obj::Instance(i) = o {
                if i.values.len() == i.values.capacity() {
                    i.values.reserve_exact(want - i.values.len());
                }
                i.values.push(v);
            }
        })
    }

    /// Store `name` in dict `d` (an instance's `__dict__`).
    pub(crate) fn dict_store_str(&mut self, d: ObjRef, name: &str, v: Value) -> Result<()> {
        let h = crate::objects::hashing::hash_str(name);
        let (found, growth) = match self.heap.get(d) {
            Obj::Dict(t) => (t.find_str(&self.heap, name), t.growth_for_insert()),
            _ => return Err(Error::fault("instance dict")),
        };
        match found {
            Some(i) => {
                if let Some(Obj::Dict(t)) = self.heap.get_mut(d) {
                    t.set_at(i, v);
                }
            }
            None => {
                let key = self.new_str(name)?;
                self.heap.grow(d, growth, |o| {
                    if let Obj::Dict(t) = o {
                        t.insert_new(h, key, v);
                    }
                })?;
            }
        }
        Ok(())
    }

    /// `del obj.name` on instance `r` itself: whether it was there.
    pub(crate) fn instance_remove(&mut self, r: ObjRef, name: &str) -> Result<bool> {
        let cls = match self.heap.get(r) {
            Obj::Instance(i) => i.class,
            _ => return Ok(false),
        };
        if let Some(k) = self.slot_key(cls, name) {
            if self.instance_attr(r, name).is_none() {
                return Ok(false);
            }
            self.slot_store(r, cls, k, Value::Undef)?;
            return Ok(true);
        }
        if self.instance_attr(r, name).is_none() {
            return Ok(false);
        }
        // Values must stay a prefix of the shared keys: a deletion moves
        // the instance to a dict of its own.
        let d = self.instance_dict(r)?;
        let idx = match self.heap.get(d) {
            Obj::Dict(t) => t.find_str(&self.heap, name),
            _ => None,
        };
        if let Some(i) = idx
            && let Some(Obj::Dict(t)) = self.heap.get_mut(d)
        {
            t.remove_at(i);
        }
        Ok(idx.is_some())
    }
}
