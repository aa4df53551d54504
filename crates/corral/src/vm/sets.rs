//! set and frozenset operations, step for step as CPython 3.11's
//! `Objects/setobject.c` (and the set operations of dict views in
//! `Objects/dictobject.c`).
//!
//! Membership is decided by each set's seeded dict index, but the order in
//! which elements are visited and inserted, and how result tables are sized,
//! follow CPython exactly: a set's iteration order is the order of its
//! CPython table (see `objects::set_table`), which depends on that history.

use crate::error::{Error, Result};
use crate::objects::hashing;
use crate::objects::set_table::SetTable;
use crate::objects::{Dict, Obj, ObjRef, TypeId, Value, ViewKind};

use super::Vm;

/// (key, internal hash, Python hash, slot position) of a set element.
type SetItem = (Value, u64, i64, usize);

impl Vm {
    /// The set or frozenset behind `v`: the object itself or the builtin
    /// value of an instance of a subclass (CPython's `PyAnySet_Check`).
    pub(crate) fn any_set(&self, v: Value) -> Option<ObjRef> {
        let Value::Obj(r) = v else { return None };
        match self.heap.get(r) {
            Obj::Set(_) | Obj::FrozenSet(_) => Some(r),
            Obj::Instance(i) => match i.base_value() {
                Value::Obj(b) if matches!(self.heap.get(b), Obj::Set(_) | Obj::FrozenSet(_)) => {
                    Some(b)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// An exact dict (not a subclass instance): CPython's `PyDict_CheckExact`.
    fn exact_dict(&self, v: Value) -> Option<ObjRef> {
        match v {
            Value::Obj(r) if matches!(self.heap.get(r), Obj::Dict(_)) => Some(r),
            _ => None,
        }
    }

    fn set_dict(&self, r: ObjRef) -> Option<&Dict> {
        match self.heap.get(r) {
            Obj::Set(d) | Obj::FrozenSet(d) => Some(d),
            _ => None,
        }
    }

    fn set_len(&self, r: ObjRef) -> usize {
        self.set_dict(r).map_or(0, |d| d.len())
    }

    fn set_is_frozen(&self, r: ObjRef) -> bool {
        matches!(self.heap.get(r), Obj::FrozenSet(_))
    }

    /// `(fill, used, mask)` of a set's CPython table.
    fn set_stats(&self, r: ObjRef) -> (usize, usize, usize) {
        self.set_dict(r).map_or((0, 0, 7), |d| d.set_stats())
    }

    /// Elements in table order, with their hashes and slot positions.
    fn set_snapshot(&self, r: ObjRef) -> Vec<SetItem> {
        let Some(d) = self.set_dict(r) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(d.len());
        let mut pos = 0;
        while let Some((next, e)) = d.next_live(pos) {
            let py = match e.value {
                Value::Int(h) => h,
                _ => 0,
            };
            out.push((e.key, e.hash, py, next - 1));
            pos = next;
        }
        out
    }

    /// A new empty set or frozenset.
    pub(crate) fn alloc_set(&mut self, frozen: bool) -> Result<ObjRef> {
        let d = Dict::new_set();
        self.heap.alloc(if frozen {
            Obj::FrozenSet(Box::new(d))
        } else {
            Obj::Set(Box::new(d))
        })
    }

    /// Python's hash of a key already hashed (from a dict), without running
    /// guest code: CPython reuses the hash the dict stored.
    fn py_hash_known(&self, key: Value, h: u64) -> i64 {
        if self.is_user(key) {
            hashing::stand_in(h)
        } else {
            hashing::py_hash(&self.heap, key, h)
        }
    }

    /// `set_add_key`: hash `key` (one `__hash__` call) and add it.
    pub(crate) fn set_add_key(&mut self, s: ObjRef, key: Value) -> Result<()> {
        let (h, py) = self.hash_pair(key)?;
        self.set_add_entry(s, key, h, py)
    }

    /// `set_add_entry`: add `key` with known hashes unless an equal key is
    /// present.
    fn set_add_entry(&mut self, s: ObjRef, key: Value, h: u64, py: i64) -> Result<()> {
        if self.table_find(s, key, h)?.is_some() {
            return Ok(());
        }
        let growth = match self.heap.get(s) {
            Obj::Set(t) | Obj::FrozenSet(t) => t.growth_for_insert(),
            _ => return Err(Error::fault("add to a non-set")),
        };
        let user = self.key_needs_vm(key);
        if growth == 0 {
            // No buffer moves, so the object's size is unchanged: nothing
            // to charge or settle.
            if let Some(Obj::Set(t) | Obj::FrozenSet(t)) = self.heap.get_mut(s) {
                t.note_user_keys(user);
                t.set_insert_new(h, key, py);
            }
            return Ok(());
        }
        self.before_table_growth(s)?;
        self.heap.grow(s, growth, |o| {
            if let Obj::Set(t) | Obj::FrozenSet(t) = o {
                t.note_user_keys(user);
                t.set_insert_new(h, key, py);
            }
        })
    }

    /// `set_discard_entry`: remove `key` if present; whether it was.
    fn set_discard_entry(&mut self, s: ObjRef, key: Value, h: u64) -> Result<bool> {
        let Some(i) = self.table_find(s, key, h)? else {
            return Ok(false);
        };
        let before = self.heap.get(s).payload_bytes();
        if let Some(Obj::Set(t) | Obj::FrozenSet(t)) = self.heap.get_mut(s) {
            t.remove_at(i);
        }
        self.heap.settle(s, before);
        Ok(true)
    }

    /// `set_discard_key`.
    pub(crate) fn set_discard_key(&mut self, s: ObjRef, key: Value) -> Result<bool> {
        let h = self.hash_key(key)?;
        self.set_discard_entry(s, key, h)
    }

    /// `set.discard`/`set.remove`: an unhashable set key is looked up as a
    /// frozenset.
    pub(crate) fn set_discard_method(&mut self, s: ObjRef, key: Value) -> Result<bool> {
        match self.set_discard_key(s, key) {
            Err(e)
                if e.pending_type() == Some(TypeId::TypeError)
                    && matches!(key, Value::Obj(r) if matches!(self.heap.get(r), Obj::Set(_))) =>
            {
                let tmp = self.make_new_set(true, Some(key))?;
                self.set_discard_key(s, Value::Obj(tmp))
            }
            r => r,
        }
    }

    /// `set_table_resize`, charging the new table first.
    fn set_resize(&mut self, s: ObjRef, minused: usize) -> Result<()> {
        self.heap.grow(s, SetTable::bytes_for(minused), |o| {
            if let Obj::Set(t) | Obj::FrozenSet(t) = o {
                t.set_resize(minused);
            }
        })
    }

    /// `set_merge`: add the elements of set `other` to `so`.
    pub(crate) fn set_merge(&mut self, so: ObjRef, other: ObjRef) -> Result<()> {
        if so == other {
            return Ok(());
        }
        let Some(od) = self.set_dict(other) else {
            return Ok(());
        };
        let n = od.len();
        if n == 0 {
            return Ok(());
        }
        let (ofill, oused, omask) = od.set_stats();
        let user = od.has_user_keys();
        let items = self.set_snapshot(other);
        let (fill, used, mask) = self.set_stats(so);
        if (fill + n) * 5 >= mask * 3 {
            self.set_resize(so, (used + n) * 2)?;
        }
        let (fill, _, mask) = self.set_stats(so);
        if fill == 0 {
            // An empty table: no duplicates possible, copy in table order
            // (verbatim when the tables match and the source has no dummies).
            let same_layout = mask == omask && ofill == oused;
            let extra = match self.heap.get(so) {
                Obj::Set(t) | Obj::FrozenSet(t) => t.growth_for_reserve(n),
                _ => 0,
            };
            return self.heap.grow(so, extra, |o| {
                if let Obj::Set(t) | Obj::FrozenSet(t) = o {
                    t.note_user_keys(user);
                    t.set_fill_from(&items, same_layout);
                }
            });
        }
        self.set_reserve(so, n)?;
        for (key, h, py, _) in items {
            self.set_add_entry(so, key, h, py)?;
        }
        Ok(())
    }

    /// Room for `n` more elements in `s`'s entries and index, charged first.
    fn set_reserve(&mut self, s: ObjRef, n: usize) -> Result<()> {
        let growth = match self.heap.get(s) {
            Obj::Set(t) | Obj::FrozenSet(t) => t.growth_for_reserve(n),
            _ => return Err(Error::fault("reserve in a non-set")),
        };
        self.heap.grow(s, growth, |o| {
            if let Obj::Set(t) | Obj::FrozenSet(t) = o {
                t.reserve(n);
            }
        })
    }

    /// `set_update_internal`: add the elements of any iterable.
    pub(crate) fn set_update_internal(&mut self, so: ObjRef, other: Value) -> Result<()> {
        if let Some(o) = self.any_set(other) {
            return self.set_merge(so, o);
        }
        if let Some(d) = self.exact_dict(other) {
            let keys: Vec<(Value, u64)> = match self.heap.get(d) {
                Obj::Dict(t) => t.iter().map(|e| (e.key, e.hash)).collect(),
                _ => Vec::new(),
            };
            let n = keys.len();
            let (fill, used, mask) = self.set_stats(so);
            if (fill + n) * 5 >= mask * 3 {
                self.set_resize(so, (used + n) * 2)?;
            }
            for (key, h) in keys {
                let py = self.py_hash_known(key, h);
                self.set_add_entry(so, key, h, py)?;
            }
            return Ok(());
        }
        let (items, read) = self.collect_iter_partial(other);
        for key in items {
            self.set_add_key(so, key)?;
        }
        read
    }

    /// A constant set, as CPython 3.11 builds it: the compiler makes a
    /// frozenset of the elements, then rebuilds it from its own iteration
    /// order when merging constants (`merge_consts_recursive`). A display
    /// then merges that frozenset into a new set (`BUILD_SET 0;
    /// SET_UPDATE`); a `for` loop iterates the frozenset itself.
    pub(crate) fn new_const_set(&mut self, items: &[Value], display: bool) -> Result<Value> {
        let first = self.new_set(items, true)?;
        let again = self.set_items(first);
        let konst = self.new_set(&again, true)?;
        if !display {
            return Ok(konst);
        }
        let Value::Obj(kr) = konst else {
            return Err(Error::fault("set alloc"));
        };
        let s = self.alloc_set(false)?;
        self.set_merge(s, kr)?;
        Ok(Value::Obj(s))
    }

    /// `make_new_set`: a new set (or frozenset) of the elements of `iterable`.
    pub(crate) fn make_new_set(&mut self, frozen: bool, iterable: Option<Value>) -> Result<ObjRef> {
        let s = self.alloc_set(frozen)?;
        if let Some(it) = iterable {
            let base = self.roots.len();
            self.roots.push(Value::Obj(s));
            let r = self.set_update_internal(s, it);
            self.roots.truncate(base);
            r?;
        }
        Ok(s)
    }

    /// `set_copy`: a new set of `so`'s type with its elements.
    pub(crate) fn set_copy(&mut self, so: ObjRef) -> Result<ObjRef> {
        let frozen = self.set_is_frozen(so);
        self.make_new_set(frozen, Some(Value::Obj(so)))
    }

    /// `set_clear_internal`.
    pub(crate) fn set_clear_internal(&mut self, so: ObjRef) {
        let before = self.heap.get(so).payload_bytes();
        if let Some(Obj::Set(t) | Obj::FrozenSet(t)) = self.heap.get_mut(so) {
            t.clear();
        }
        self.heap.settle(so, before);
    }

    /// `set.pop()`.
    pub(crate) fn set_pop(&mut self, so: ObjRef) -> Result<Value> {
        let before = self.heap.get(so).payload_bytes();
        let v = match self.heap.get_mut(so) {
            Some(Obj::Set(t) | Obj::FrozenSet(t)) => t.set_pop(),
            _ => None,
        };
        self.heap.settle(so, before);
        v.ok_or_else(|| Error::new(TypeId::KeyError, "pop from an empty set"))
    }

    /// `set_swap_bodies(a, b)` as used by the in-place operations: `a`
    /// takes `b`'s table; each keeps its pop finger.
    fn set_swap_bodies(&mut self, a: ObjRef, b: ObjRef) {
        if a == b {
            return;
        }
        let (before_a, before_b) = (
            self.heap.get(a).payload_bytes(),
            self.heap.get(b).payload_bytes(),
        );
        let (fa, fb) = (
            self.set_dict(a).map_or(0, |d| d.finger()),
            self.set_dict(b).map_or(0, |d| d.finger()),
        );
        let taken = match self.heap.get_mut(b) {
            Some(Obj::Set(t) | Obj::FrozenSet(t)) => std::mem::take(t),
            _ => return,
        };
        let old = match self.heap.get_mut(a) {
            Some(Obj::Set(t) | Obj::FrozenSet(t)) => {
                let mut taken = taken;
                taken.set_finger(fa);
                std::mem::replace(t, taken)
            }
            _ => taken,
        };
        if let Some(Obj::Set(t) | Obj::FrozenSet(t)) = self.heap.get_mut(b) {
            let mut old = old;
            old.set_finger(fb);
            *t = old;
        }
        self.heap.settle(b, before_b);
        self.heap.settle(a, before_a);
    }

    /// `set_or` / one step of `set_union`: a copy of `so` updated with
    /// `other`.
    pub(crate) fn set_union(&mut self, so: ObjRef, others: &[Value]) -> Result<ObjRef> {
        let result = self.set_copy(so)?;
        self.with_root(result, |vm| {
            for &o in others {
                if vm.any_set(o) == Some(so) {
                    continue;
                }
                vm.set_update_internal(result, o)?;
            }
            Ok(())
        })?;
        Ok(result)
    }

    /// Run `f` with `r` rooted against collection.
    fn with_root<T>(&mut self, r: ObjRef, f: impl FnOnce(&mut Vm) -> Result<T>) -> Result<T> {
        let base = self.roots.len();
        self.roots.push(Value::Obj(r));
        let out = f(self);
        self.roots.truncate(base);
        out
    }

    /// `set_intersection`.
    pub(crate) fn set_intersection(&mut self, so: ObjRef, other: Value) -> Result<ObjRef> {
        if self.any_set(other) == Some(so) {
            return self.set_copy(so);
        }
        let frozen = self.set_is_frozen(so);
        let result = self.alloc_set(frozen)?;
        self.with_root(result, |vm| {
            if let Some(o) = vm.any_set(other) {
                // Walk the smaller set, look up in the larger.
                let (big, small) = if vm.set_len(o) > vm.set_len(so) {
                    (o, so)
                } else {
                    (so, o)
                };
                for (key, h, py, _) in vm.set_snapshot(small) {
                    if vm.table_find(big, key, h)?.is_some() {
                        vm.set_add_entry(result, key, h, py)?;
                    }
                }
                return Ok(());
            }
            let items = vm.collect_iter(other)?;
            for key in items {
                let (h, py) = vm.hash_pair(key)?;
                if vm.table_find(so, key, h)?.is_some() {
                    vm.set_add_entry(result, key, h, py)?;
                    if vm.set_len(result) >= vm.set_len(so) {
                        break;
                    }
                }
            }
            Ok(())
        })?;
        Ok(result)
    }

    /// `set_intersection_multi`.
    pub(crate) fn set_intersection_multi(
        &mut self,
        so: ObjRef,
        others: &[Value],
    ) -> Result<ObjRef> {
        if others.is_empty() {
            return self.set_copy(so);
        }
        let base = self.roots.len();
        let mut result = so;
        let mut out = Ok(());
        for &o in others {
            match self.set_intersection(result, o) {
                Ok(r) => {
                    result = r;
                    self.roots.push(Value::Obj(r));
                }
                Err(e) => {
                    out = Err(e);
                    break;
                }
            }
        }
        self.roots.truncate(base);
        out.map(|_| result)
    }

    /// `set_intersection_update_multi` (and `&=`).
    pub(crate) fn set_intersection_update(&mut self, so: ObjRef, others: &[Value]) -> Result<()> {
        let tmp = self.set_intersection_multi(so, others)?;
        self.set_swap_bodies(so, tmp);
        Ok(())
    }

    /// `set_difference_update_internal` (and `-=`).
    pub(crate) fn set_difference_update_internal(
        &mut self,
        so: ObjRef,
        other: Value,
    ) -> Result<()> {
        if self.any_set(other) == Some(so) {
            self.set_clear_internal(so);
            return Ok(());
        }
        if let Some(o) = self.any_set(other) {
            // Much larger `other`: walk its intersection with `so` instead.
            let src = if (self.set_len(o) >> 3) > self.set_len(so) {
                self.set_intersection(so, other)?
            } else {
                o
            };
            for (key, h, _, _) in self.set_snapshot(src) {
                self.set_discard_entry(so, key, h)?;
            }
        } else {
            let items = self.collect_iter(other)?;
            for key in items {
                self.set_discard_key(so, key)?;
            }
        }
        // More than a quarter dummies: resize them away.
        let (fill, used, mask) = self.set_stats(so);
        if fill - used <= mask / 4 {
            return Ok(());
        }
        self.set_resize(so, if used > 50000 { used * 2 } else { used * 4 })
    }

    fn set_copy_and_difference(&mut self, so: ObjRef, other: Value) -> Result<ObjRef> {
        let result = self.set_copy(so)?;
        self.with_root(result, |vm| {
            vm.set_difference_update_internal(result, other)
        })?;
        Ok(result)
    }

    /// `set_difference`.
    pub(crate) fn set_difference(&mut self, so: ObjRef, other: Value) -> Result<ObjRef> {
        let other_set = self.any_set(other);
        let other_dict = if other_set.is_some() {
            None
        } else {
            self.exact_dict(other)
        };
        let other_size = match (other_set, other_dict) {
            (Some(o), _) => self.set_len(o),
            (None, Some(d)) => match self.heap.get(d) {
                Obj::Dict(t) => t.len(),
                _ => 0,
            },
            (None, None) => return self.set_copy_and_difference(so, other),
        };
        if (self.set_len(so) >> 2) > other_size {
            return self.set_copy_and_difference(so, other);
        }
        let frozen = self.set_is_frozen(so);
        let result = self.alloc_set(frozen)?;
        let lookup = other_set.or(other_dict).unwrap_or(so);
        self.with_root(result, |vm| {
            for (key, h, py, _) in vm.set_snapshot(so) {
                if vm.table_find(lookup, key, h)?.is_none() {
                    vm.set_add_entry(result, key, h, py)?;
                }
            }
            Ok(())
        })?;
        Ok(result)
    }

    /// `set_difference_multi`.
    pub(crate) fn set_difference_multi(&mut self, so: ObjRef, others: &[Value]) -> Result<ObjRef> {
        let Some((&first, rest)) = others.split_first() else {
            return self.set_copy(so);
        };
        let result = self.set_difference(so, first)?;
        self.with_root(result, |vm| {
            for &o in rest {
                vm.set_difference_update_internal(result, o)?;
            }
            Ok(())
        })?;
        Ok(result)
    }

    /// `set_symmetric_difference_update` (and `^=`).
    pub(crate) fn set_symmetric_difference_update(
        &mut self,
        so: ObjRef,
        other: Value,
    ) -> Result<()> {
        if self.any_set(other) == Some(so) {
            self.set_clear_internal(so);
            return Ok(());
        }
        if let Some(d) = self.exact_dict(other) {
            let keys: Vec<(Value, u64)> = match self.heap.get(d) {
                Obj::Dict(t) => t.iter().map(|e| (e.key, e.hash)).collect(),
                _ => Vec::new(),
            };
            for (key, h) in keys {
                if !self.set_discard_entry(so, key, h)? {
                    let py = self.py_hash_known(key, h);
                    self.set_add_entry(so, key, h, py)?;
                }
            }
            return Ok(());
        }
        let otherset = match self.any_set(other) {
            Some(o) => o,
            None => {
                let frozen = self.set_is_frozen(so);
                self.make_new_set(frozen, Some(other))?
            }
        };
        for (key, h, py, _) in self.set_snapshot(otherset) {
            if !self.set_discard_entry(so, key, h)? {
                self.set_add_entry(so, key, h, py)?;
            }
        }
        Ok(())
    }

    /// `set_symmetric_difference`: a copy of `other` (with `so`'s type)
    /// updated with `so`.
    pub(crate) fn set_symmetric_difference(&mut self, so: ObjRef, other: Value) -> Result<ObjRef> {
        let frozen = self.set_is_frozen(so);
        let result = self.make_new_set(frozen, Some(other))?;
        self.with_root(result, |vm| {
            vm.set_symmetric_difference_update(result, Value::Obj(so))
        })?;
        Ok(result)
    }

    /// `a | b`, `a & b`, `a - b`, `a ^ b` where both are sets or dict
    /// keys/items views (CPython's set number methods, or the dict view
    /// ones when a view is involved).
    pub fn set_binop(
        &mut self,
        op: crate::compile::code::BinOp,
        a: Value,
        b: Value,
    ) -> Result<Value> {
        use crate::compile::code::BinOp;
        if let (Some(sa), Some(_)) = (self.any_set(a), self.any_set(b)) {
            let r = match op {
                BinOp::Or => self.set_union(sa, &[b])?,
                BinOp::And => self.set_intersection(sa, b)?,
                BinOp::Sub => self.set_difference(sa, b)?,
                BinOp::Xor => self.set_symmetric_difference(sa, b)?,
                _ => return Err(Error::fault("bad set op")),
            };
            return Ok(Value::Obj(r));
        }
        let r = match op {
            BinOp::Or => {
                let r = self.dictviews_to_set(a)?;
                self.with_root(r, |vm| vm.set_update_internal(r, b))?;
                r
            }
            BinOp::Sub => {
                let r = self.dictviews_to_set(a)?;
                self.with_root(r, |vm| vm.set_difference_update_internal(r, b))?;
                r
            }
            BinOp::Xor => {
                if self.view_kind(a) == Some(ViewKind::Items)
                    && self.view_kind(b) == Some(ViewKind::Items)
                {
                    self.dictitems_xor(a, b)?
                } else {
                    let r = self.dictviews_to_set(a)?;
                    self.with_root(r, |vm| vm.set_symmetric_difference_update(r, b))?;
                    r
                }
            }
            BinOp::And => self.dictview_intersect(a, b)?,
            _ => return Err(Error::fault("bad set op")),
        };
        Ok(Value::Obj(r))
    }

    /// In-place `|=`, `&=`, `-=`, `^=` on a set with a set or frozenset.
    pub(crate) fn set_inplace(
        &mut self,
        op: crate::compile::code::BinOp,
        so: ObjRef,
        other: Value,
    ) -> Result<()> {
        use crate::compile::code::BinOp;
        match op {
            BinOp::Or => self.set_update_internal(so, other),
            BinOp::And => self.set_intersection_update(so, &[other]),
            BinOp::Sub => self.set_difference_update_internal(so, other),
            BinOp::Xor => self.set_symmetric_difference_update(so, other),
            _ => Err(Error::fault("bad set op")),
        }
    }

    fn view_kind(&self, v: Value) -> Option<ViewKind> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::DictView { kind, .. } => Some(*kind),
                _ => None,
            },
            _ => None,
        }
    }

    fn view_len(&self, v: Value) -> usize {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::DictView { dict, .. } => match self.heap.get(*dict) {
                    Obj::Dict(d) => d.len(),
                    _ => 0,
                },
                _ => 0,
            },
            _ => 0,
        }
    }

    /// `dictviews_to_set`: a keys view converts through its dict (sized
    /// up front), anything else by iteration.
    fn dictviews_to_set(&mut self, v: Value) -> Result<ObjRef> {
        let src = match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::DictView {
                    dict,
                    kind: ViewKind::Keys,
                } => Value::Obj(*dict),
                _ => v,
            },
            _ => v,
        };
        self.make_new_set(false, Some(src))
    }

    /// `_PyDictView_Intersect`.
    fn dictview_intersect(&mut self, a: Value, b: Value) -> Result<ObjRef> {
        let (mut this, mut other) = if self.view_kind(a).is_some() {
            (a, b)
        } else {
            (b, a)
        };
        let len_self = self.view_len(this);
        if let Value::Obj(o) = other
            && matches!(self.heap.get(o), Obj::Set(_))
            && len_self <= self.set_len(o)
        {
            return self.set_intersection_multi(o, &[this]);
        }
        if self.view_kind(other).is_some() && self.view_len(other) > len_self {
            std::mem::swap(&mut this, &mut other);
        }
        let result = self.alloc_set(false)?;
        self.with_root(result, |vm| {
            let items = vm.collect_iter(other)?;
            for key in items {
                if vm.contains(this, key)? {
                    vm.set_add_key(result, key)?;
                }
            }
            Ok(())
        })?;
        Ok(result)
    }

    /// `dictitems_xor`: `d1.items() ^ d2.items()`.
    fn dictitems_xor(&mut self, a: Value, b: Value) -> Result<ObjRef> {
        let dict_of = |vm: &Vm, v: Value| match v {
            Value::Obj(r) => match vm.heap.get(r) {
                Obj::DictView { dict, .. } => Value::Obj(*dict),
                _ => v,
            },
            _ => v,
        };
        let (d1, d2) = (dict_of(self, a), dict_of(self, b));
        let temp = self.new_dict()?;
        let result = self.alloc_set(false)?;
        let base = self.roots.len();
        self.roots.push(temp);
        self.roots.push(Value::Obj(result));
        let out = (|| -> Result<()> {
            self.dict_update(temp, d1, false)?;
            for (key, val2) in self.dict_items(d2)? {
                let to_delete = match self.dict_get(temp, key)? {
                    None => false,
                    Some(val1) => hashing::same_value(val1, val2) || self.eq(val1, val2)?,
                };
                if to_delete {
                    self.dict_remove(temp, key)?;
                } else {
                    let pair = self.new_tuple_of(&[key, val2])?;
                    self.set_add_key(result, pair)?;
                }
            }
            for (key, val) in self.dict_items(temp)? {
                let pair = self.new_tuple_of(&[key, val])?;
                self.set_add_key(result, pair)?;
            }
            Ok(())
        })();
        self.roots.truncate(base);
        out.map(|_| result)
    }
}
