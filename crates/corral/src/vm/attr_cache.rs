//! Inline caches for attribute access on instances of user classes.
//!
//! `obj.name`, `obj.name(...)` and `obj.name = v` on a plain instance are
//! the hottest operations of class-heavy code. Each access site remembers
//! (in its code object) what the class lookup found for the last class it
//! saw, and the name's hash; while the VM's lookup epoch is unchanged (no
//! class was modified and no collection ran since), the site only probes the
//! instance dict. Anything unusual (descriptors, `__setattr__`, `__slots__`,
//! dunder names, builtin bases) is classified `Slow` and takes the general
//! path, which stays the single definition of the semantics.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::compile::code::{AttrIc, AttrKind, Code, NO_KEY};
use crate::error::Result;
use crate::objects::{Dict, Obj, ObjRef, TypeId, Value};

use super::Vm;

/// Epochs are unique across every VM of the process, so a code object
/// shared by two VMs can never mistake one VM's class for another's.
static NEXT_EPOCH: AtomicU64 = AtomicU64::new(1);

/// Marks a cache entry's `class` as a builtin type rather than a class's
/// heap index (which never gets this high).
const BUILTIN_TAG: u32 = 1 << 31;

pub(crate) fn fresh_epoch() -> u64 {
    NEXT_EPOCH.fetch_add(1, Ordering::Relaxed)
}

/// Remember at site `n`'s entry for class `cls` that the name sits at
/// entry `i` of the dicts probed there.
fn set_slot(code: &Code, n: usize, cls: u32, i: usize) {
    for cell in code.attr_ic.get(n).into_iter().flatten() {
        let mut ic = cell.get();
        if ic.class == cls {
            ic.slot = i as u32;
            cell.set(ic);
        }
    }
}

const WAYS: usize = crate::compile::code::ATTR_IC_WAYS;
type Ways = [std::cell::Cell<AttrIc>; WAYS];

/// The way of `ways` holding this epoch's entry for class `cls`: the
/// class's own way first, then the others (a site in a base-class method
/// sees several subclasses, whose handles may share a way).
#[inline(always)]
fn ic_find(ways: &Ways, cls: u32, epoch: u64) -> Option<&std::cell::Cell<AttrIc>> {
    let first = cls as usize % WAYS;
    let holds = |c: &std::cell::Cell<AttrIc>| {
        let ic = c.get();
        ic.class == cls && ic.epoch == epoch
    };
    if holds(&ways[first]) {
        return Some(&ways[first]);
    }
    (1..WAYS)
        .map(|k| &ways[(first + k) % WAYS])
        .find(|c| holds(c))
}

/// The way to (re)fill for class `cls`: its own way unless that holds a
/// live entry for another class and some other way holds none.
fn ic_victim(ways: &Ways, cls: u32, epoch: u64) -> &std::cell::Cell<AttrIc> {
    let first = cls as usize % WAYS;
    let free = |c: &std::cell::Cell<AttrIc>| {
        let ic = c.get();
        ic.class == cls || (ic.epoch != epoch && ic.class & BUILTIN_TAG == 0)
    };
    if free(&ways[first]) {
        return &ways[first];
    }
    (1..WAYS)
        .map(|k| &ways[(first + k) % WAYS])
        .find(|c| free(c))
        .unwrap_or(&ways[first])
}

impl Vm {
    /// The plain instance behind `obj`: (instance, class, its dict if it
    /// has one; see instance_attrs.rs).
    #[inline]
    fn plain_instance(&self, obj: Value) -> Option<(ObjRef, ObjRef, Option<ObjRef>)> {
        let Value::Obj(r) = obj else { return None };
        match self.heap.get(r) {
            Obj::Instance(i) if i.base_value().is_undef() => Some((r, i.class, i.dict)),
            _ => None,
        }
    }

    /// The value of shared key `key` of inline instance `r`, if set.
    #[inline(always)]
    fn inline_value(&self, r: ObjRef, key: u32) -> Option<Value> {
        match self.heap.get(r) {
            Obj::Instance(i) => i.values.get(key as usize).copied(),
            _ => None,
        }
    }

    /// The cache entry of site `n` for `cls`, (re)filled if stale.
    #[inline]
    fn attr_ic(&self, code: &Code, n: usize, cls: ObjRef) -> Option<AttrIc> {
        if let Some(cell) = ic_find(code.attr_ic.get(n)?, cls.0, self.lookup_epoch.get()) {
            return Some(cell.get());
        }
        self.attr_ic_fill(code, n, cls)
    }

    #[cold]
    fn attr_ic_fill(&self, code: &Code, n: usize, cls: ObjRef) -> Option<AttrIc> {
        let epoch = self.lookup_epoch.get();
        let cell = ic_victim(code.attr_ic.get(n)?, cls.0, epoch);
        let name: &str = &code.names[n];
        let (kind, value) = self.classify_attr(cls, name);
        let ic = AttrIc {
            epoch,
            class: cls.0,
            kind,
            value,
            hash: crate::objects::hashing::hash_str(name),
            slot: 0,
            key: self.shared_key(cls, name).map_or(NO_KEY, |k| k as u32),
        };
        cell.set(ic);
        Some(ic)
    }

    fn classify_attr(&self, cls: ObjRef, name: &str) -> (AttrKind, Value) {
        if name.starts_with("__") {
            return (AttrKind::Slow, Value::Undef);
        }
        let c = Value::Obj(cls);
        // A user __setattr__/__getattr__ changes what stores and misses
        // mean: leave those classes to the general path. Restricted slots
        // only matter for names outside them (a slot name is stored in the
        // instance dict like any attribute).
        if self
            .class_lookup(c, "__setattr__")
            .is_some_and(|f| !matches!(f, Value::Method(..)))
            || self.user_getattribute(cls).is_some()
            || matches!(self.heap.get(cls), Obj::Class(k)
                if k.slots.as_ref().is_some_and(|s| !s.iter().any(|x| &**x == name))
                    || k.slot_names.iter().any(|x| &**x == name))
        {
            return (AttrKind::Slow, Value::Undef);
        }
        match self.class_lookup(c, name) {
            None => (AttrKind::Absent, Value::Undef),
            Some(v) => match v {
                Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None => {
                    (AttrKind::Data, v)
                }
                Value::Obj(r) => match self.heap.get(r) {
                    Obj::Function(_) => (AttrKind::Function, v),
                    Obj::Str(_) | Obj::Tuple(_) | Obj::BigInt(_) | Obj::List(_) | Obj::Dict(_) => {
                        (AttrKind::Data, v)
                    }
                    _ => (AttrKind::Slow, Value::Undef),
                },
                // A native class's method (random's, datetime's) binds to
                // instances as a function does.
                Value::Native(m) if m.is_method() => (AttrKind::Function, v),
                _ => (AttrKind::Slow, Value::Undef),
            },
        }
    }

    /// Probe an instance dict for the name of site `n` (whose entry for
    /// `cls` is `ic`), trying first where it was found last time.
    #[inline]
    fn dict_probe(
        &self,
        code: &Code,
        n: usize,
        cls: u32,
        ic: &AttrIc,
        dict: ObjRef,
    ) -> Option<Value> {
        let Obj::Dict(d) = self.heap.get(dict) else {
            return None;
        };
        let i = d.find_str_hinted(&self.heap, code.names.get(n)?, ic.hash, ic.slot as usize)?;
        if i != ic.slot as usize {
            set_slot(code, n, cls, i);
        }
        d.slot(i).map(|e| e.value)
    }

    /// The commonest hits of site `n`, checked inline: an instance
    /// attribute found where the site last found it (same text object), or
    /// with `method`, a class function the instance dict provably lacks.
    /// None: ask `load_attr_cached`.
    #[inline(always)]
    pub(crate) fn attr_hit(
        &self,
        code: &Code,
        n: usize,
        obj: Value,
        method: bool,
    ) -> Option<(Value, Value)> {
        let (ic, r, dict) = self.site_entry(code, n, obj)?;
        let Some(dict) = dict else {
            if let Some(v) = self.inline_value(r, ic.key) {
                return Some((v, Value::Undef));
            }
            // Not a shared key: the instance cannot have it.
            return (method && ic.kind == AttrKind::Function && ic.key == NO_KEY)
                .then_some((ic.value, obj));
        };
        let Obj::Dict(d) = self.heap.get(dict) else {
            return None;
        };
        if method && ic.kind == AttrKind::Function && !d.may_hold(ic.hash) {
            return Some((ic.value, obj));
        }
        let slot = self.hinted_slot(code, n, &ic, d)?;
        d.slot(slot).map(|e| (e.value, Value::Undef))
    }

    /// `obj.<names[n]> = v` for an attribute the instance already has where
    /// site `n` last found it (same text object); false: ask
    /// `store_attr_cached`.
    #[inline(always)]
    pub(crate) fn store_attr_hit(&mut self, code: &Code, n: usize, obj: Value, v: Value) -> bool {
        let Some((ic, r, dict)) = self.site_entry(code, n, obj) else {
            return false;
        };
        let Some(dict) = dict else {
            return match self.heap.get_mut(r) {
                Some(Obj::Instance(i)) => match i.values.get_mut(ic.key as usize) {
                    Some(slot) => {
                        *slot = v;
                        true
                    }
                    None => false,
                },
                _ => false,
            };
        };
        let slot = match self.heap.get(dict) {
            Obj::Dict(d) => self.hinted_slot(code, n, &ic, d),
            _ => None,
        };
        match (slot, self.heap.get_mut(dict)) {
            (Some(i), Some(Obj::Dict(d))) => {
                d.set_at(i, v);
                true
            }
            _ => false,
        }
    }

    /// For a plain instance `obj`: site `n`'s valid cache entry for its
    /// class (not Slow, and not refilled here), the instance and its dict.
    #[inline(always)]
    fn site_entry(
        &self,
        code: &Code,
        n: usize,
        obj: Value,
    ) -> Option<(AttrIc, ObjRef, Option<ObjRef>)> {
        let (r, cls, dict) = self.plain_instance(obj)?;
        let ic = ic_find(code.attr_ic.get(n)?, cls.0, self.lookup_epoch.get())?.get();
        if ic.kind == AttrKind::Slow {
            return None;
        }
        Some((ic, r, dict))
    }

    /// The site's slot hint, if that entry of `d` still holds the site's name.
    #[inline(always)]
    fn hinted_slot(&self, code: &Code, n: usize, ic: &AttrIc, d: &Dict) -> Option<usize> {
        let i = ic.slot as usize;
        d.str_at(&self.heap, code.names.get(n)?, ic.hash, i)
            .then_some(i)
    }

    /// `obj.<names[n]>` through the site cache; None: use the general path.
    /// With `method`, a function found on the class comes back unbound with
    /// the receiver (as LOAD_METHOD does), else bound.
    pub(crate) fn load_attr_cached(
        &mut self,
        code: &Code,
        n: usize,
        obj: Value,
        method: bool,
    ) -> Result<Option<(Value, Value)>> {
        let Some((r, cls, dict)) = self.plain_instance(obj) else {
            return Ok(None);
        };
        let Some(ic) = self.attr_ic(code, n, cls) else {
            return Ok(None);
        };
        if ic.kind == AttrKind::Slow {
            return Ok(None);
        }
        let own = match dict {
            Some(dict) => self.dict_probe(code, n, cls.0, &ic, dict),
            None => self.inline_value(r, ic.key),
        };
        if let Some(v) = own {
            return Ok(Some((v, Value::Undef)));
        }
        match ic.kind {
            AttrKind::Function if method => Ok(Some((ic.value, obj))),
            AttrKind::Function => {
                let m = self.alloc(Obj::BoundMethod {
                    func: ic.value,
                    receiver: obj,
                })?;
                Ok(Some((m, Value::Undef)))
            }
            AttrKind::Data => Ok(Some((ic.value, Value::Undef))),
            _ => Ok(None),
        }
    }

    /// `obj.<names[n]>(...)` on a builtin object (not a user instance or a
    /// type) whose type has that method: the method and its receiver, from
    /// the site cache. None: use the general path.
    pub(crate) fn load_builtin_method_cached(
        &self,
        code: &Code,
        n: usize,
        obj: Value,
    ) -> Option<(Value, Value)> {
        // Types, classes, modules and user objects have attributes of
        // their own: the general path.
        let ty = match obj {
            Value::Type(_) => return None,
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(_) | Obj::Class(_) | Obj::Super { .. } | Obj::Module(_) => {
                    return None;
                }
                Obj::Exception(e) if e.class.is_some() => return None,
                // `type_of`, from the object already read.
                Obj::Str(_) => TypeId::Str,
                Obj::List(_) => TypeId::List,
                Obj::Dict(_) => TypeId::Dict,
                _ => self.type_of(obj),
            },
            _ => self.type_of(obj),
        };
        let key = BUILTIN_TAG | ty as u32;
        let cell = &code.attr_ic.get(n)?[key as usize % crate::compile::code::ATTR_IC_WAYS];
        let ic = cell.get();
        if ic.kind == AttrKind::BuiltinMethod && ic.class == key {
            return Some((ic.value, obj));
        }
        let name: &str = &code.names[n];
        if name == "__class__" {
            return None;
        }
        let m = crate::builtins::MethodId::lookup(ty, name)?;
        cell.set(AttrIc {
            epoch: 0,
            class: key,
            kind: AttrKind::BuiltinMethod,
            value: m.on(ty),
            hash: 0,
            slot: 0,
            key: NO_KEY,
        });
        Some((m.on(ty), obj))
    }

    /// `module.<names[n]>` (`math.sqrt`): the module's own dict probed with
    /// the name's hash kept at the site. None: not a module, a dunder name
    /// (those have meanings of their own), or absent: the general path.
    pub(crate) fn load_module_attr_cached(
        &self,
        code: &Code,
        n: usize,
        obj: Value,
    ) -> Option<Value> {
        let Value::Obj(r) = obj else { return None };
        let Obj::Module(m) = self.heap.get(r) else {
            return None;
        };
        let key = BUILTIN_TAG | crate::objects::TypeId::Module as u32;
        let cell = &code.attr_ic.get(n)?[key as usize % crate::compile::code::ATTR_IC_WAYS];
        let name = code.names.get(n)?;
        let mut ic = cell.get();
        if ic.kind != AttrKind::ModuleAttr || ic.class != key {
            if name.starts_with("__") {
                return None;
            }
            ic = AttrIc {
                epoch: 0,
                class: key,
                kind: AttrKind::ModuleAttr,
                value: Value::Undef,
                hash: crate::objects::hashing::hash_str(name),
                slot: 0,
                key: NO_KEY,
            };
            cell.set(ic);
        }
        let attrs = m.attrs(&self.heap)?;
        let i = attrs.find_str_hinted(&self.heap, name, ic.hash, ic.slot as usize)?;
        if i != ic.slot as usize {
            ic.slot = i as u32;
            cell.set(ic);
        }
        attrs.slot(i).map(|e| e.value)
    }

    /// `obj.<names[n]> = v` through the site cache; false: use the general path.
    pub(crate) fn store_attr_cached(
        &mut self,
        code: &Code,
        n: usize,
        obj: Value,
        v: Value,
    ) -> Result<bool> {
        let Some((r, cls, dict)) = self.plain_instance(obj) else {
            return Ok(false);
        };
        let Some(ic) = self.attr_ic(code, n, cls) else {
            return Ok(false);
        };
        if ic.kind == AttrKind::Slow {
            return Ok(false);
        }
        let name = &code.names[n];
        let Some(dict) = dict else {
            self.instance_store(r, name, v)?;
            return Ok(true);
        };
        let (found, growth, next) = match self.heap.get(dict) {
            Obj::Dict(d) => (
                d.find_str_hinted(&self.heap, name, ic.hash, ic.slot as usize),
                d.growth_for_insert(),
                d.raw_len(),
            ),
            _ => return Ok(false),
        };
        match found {
            Some(i) if i != ic.slot as usize => set_slot(code, n, cls.0, i),
            // Where the insertion below puts it (barring a compaction).
            None => set_slot(code, n, cls.0, next),
            _ => {}
        }
        match found {
            Some(i) => {
                if let Some(Obj::Dict(d)) = self.heap.get_mut(dict) {
                    d.set_at(i, v);
                }
            }
            None => {
                // The key shares the name's text, so later probes match by pointer.
                let key = self.new_str(name.clone())?;
                let h = ic.hash;
                self.heap.grow(dict, growth, |o| {
                    if let Obj::Dict(d) = o {
                        d.insert_new(h, key, v);
                    }
                })?;
            }
        }
        Ok(true)
    }
}
