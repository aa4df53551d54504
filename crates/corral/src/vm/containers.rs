//! Primitive operations on the builtin containers that instructions and
//! builtins share: dict and set insertion, list growth, subscripting, len.

use std::rc::Rc;

use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value, ViewKind};

use super::Vm;
use super::dunder::Dunder;

const VALUE_BYTES: usize = std::mem::size_of::<Value>();

impl Vm {
    pub fn new_dict(&mut self) -> Result<Value> {
        self.alloc(Obj::Dict(Box::default()))
    }

    /// A set (or frozenset) of `items` added one by one, as `BUILD_SET`.
    pub fn new_set(&mut self, items: &[Value], frozen: bool) -> Result<Value> {
        let s = self.alloc_set(frozen)?;
        for &v in items {
            self.set_add_key(s, v)?;
        }
        Ok(Value::Obj(s))
    }

    /// Find `key` in a dict/set table; user-defined keys compare with `__eq__`.
    pub(crate) fn table_find(&mut self, r: ObjRef, key: Value, h: u64) -> Result<Option<usize>> {
        self.native_tick()?;
        let key_is_user = self.is_user(key);
        if !key_is_user {
            let (found, user_keys) = match self.heap.get(r) {
                Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t) => {
                    (t.find(&self.heap, key, h), t.has_user_keys())
                }
                _ => (None, false),
            };
            if found.is_some() || !user_keys {
                return Ok(found);
            }
        }
        let cands: Vec<(usize, Value)> = match self.heap.get(r) {
            Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t) => t.candidates(h),
            _ => Vec::new(),
        };
        for (i, k) in cands {
            if crate::objects::hashing::same_value(k, key) || self.eq(k, key)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// The items of the list or tuple `r`, copied (the room for the copy
    /// is the caller's to check). A big copy stops at a time limit midway.
    pub(crate) fn copy_items(&mut self, r: ObjRef) -> Result<Vec<Value>> {
        let items = match self.heap.get(r) {
            Obj::List(l) => &l[..],
            Obj::Tuple(t) => &t[..],
            _ => &[][..],
        };
        let mut out = Vec::new();
        if crate::limits::watch::extend_checked(&mut out, items) {
            return Ok(out);
        }
        Err(self.native_error(Error::fault(crate::limits::watch::EXPIRED)))
    }

    /// Before an insert that grows the dict or set `r`: its index is
    /// rebuilt in one pass nothing interrupts (about 40 ns an entry once
    /// the table outgrows the caches). No steps are charged: growth is
    /// amortized work the inserts' steps pay for.
    pub(crate) fn before_table_growth(&mut self, r: ObjRef) -> Result<()> {
        const NS_PER_ENTRY: u64 = 40;
        let n = match self.heap.get(r) {
            Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t) => t.len() as u64,
            _ => 0,
        };
        self.refuse_if_late(n * NS_PER_ENTRY)
    }

    fn dict_ref(&self, d: Value) -> Result<ObjRef> {
        match d {
            Value::Obj(r)
                if matches!(
                    self.heap.get(r),
                    Obj::Dict(_) | Obj::Set(_) | Obj::FrozenSet(_)
                ) =>
            {
                Ok(r)
            }
            _ => Err(Error::fault("expected a dict")),
        }
    }

    /// Insert or replace `key` in a dict (or add `key` to a set).
    pub fn dict_set(&mut self, d: Value, key: Value, value: Value) -> Result<()> {
        let r = self.dict_ref(d)?;
        if matches!(self.heap.get(r), Obj::Set(_) | Obj::FrozenSet(_)) {
            return self.set_add_key(r, key);
        }
        let h = self.hash_key(key)?;
        let found = self.table_find(r, key, h)?;
        let growth = match self.heap.get(r) {
            Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t) => t.growth_for_insert(),
            _ => 0,
        };
        match found {
            Some(i) => {
                if let Some(Obj::Dict(t)) = self.heap.get_mut(r) {
                    t.set_at(i, value);
                }
            }
            // With room in both tables the insertion moves nothing (a
            // dict's compaction works in place): the account is unchanged.
            None if growth == 0 => {
                let user = self.key_needs_vm(key);
                if let Some(Obj::Dict(t)) = self.heap.get_mut(r) {
                    t.note_user_keys(user);
                    t.insert_new(h, key, value);
                }
            }
            None => {
                self.before_table_growth(r)?;
                let user = self.key_needs_vm(key);
                self.heap.grow(r, growth, |o| match o {
                    Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t) => {
                        t.note_user_keys(user);
                        t.insert_new(h, key, value)
                    }
                    _ => {}
                })?;
            }
        }
        Ok(())
    }

    /// Fill the new dict `d`, sized for `n` entries, from the `n` (key,
    /// value) pairs on the stack at `start` when every key is an exact str
    /// (a record literal): hashing them runs no guest code and the entries
    /// have room, so each is put in place without the general insert's
    /// checks. False, with `d` untouched, when some key is not a str.
    pub(crate) fn dict_fill_str_keys(&mut self, d: ObjRef, start: usize, n: usize) -> bool {
        let Some(pairs) = self.stack.get(start..start + 2 * n) else {
            return false;
        };
        let all_str = pairs
            .chunks_exact(2)
            .all(|p| matches!(p[0], Value::Obj(k) if matches!(self.heap.get(k), Obj::Str(_))));
        if !all_str {
            return false;
        }
        let mut hashed = [(0u64, Value::Undef, Value::Undef); 16];
        if n > hashed.len() {
            return false;
        }
        for (slot, p) in hashed.iter_mut().zip(pairs.chunks_exact(2)) {
            let Ok(h) = crate::objects::hashing::hash_key(&self.heap, p[0]) else {
                return false;
            };
            *slot = (h, p[0], p[1]);
        }
        let heap = &mut self.heap;
        let Some(Obj::Dict(t)) = heap.get_mut(d) else {
            return false;
        };
        let mut t = std::mem::take(t);
        for &(h, key, value) in &hashed[..n] {
            match t.find(heap, key, h) {
                Some(i) => t.set_at(i, value),
                None => t.insert_new(h, key, value),
            }
        }
        if let Some(Obj::Dict(slot)) = heap.get_mut(d) {
            *slot = t;
        }
        true
    }

    pub fn dict_get(&mut self, d: Value, key: Value) -> Result<Option<Value>> {
        let r = self.dict_ref(d)?;
        let h = self.hash_key(key)?;
        let found = self.table_find(r, key, h)?;
        Ok(match (found, self.heap.get(r)) {
            (Some(i), Obj::Dict(t)) => t.slot(i).map(|e| e.value),
            _ => None,
        })
    }

    pub fn dict_remove(&mut self, d: Value, key: Value) -> Result<Option<Value>> {
        let r = self.dict_ref(d)?;
        let h = self.hash_key(key)?;
        let idx = self.table_find(r, key, h)?;
        let Some(i) = idx else { return Ok(None) };
        let before = self.heap.get(r).payload_bytes();
        let out = match self.heap.get_mut(r) {
            Some(Obj::Dict(t) | Obj::Set(t) | Obj::FrozenSet(t)) => t.remove_at(i).map(|(_, v)| v),
            _ => None,
        };
        self.heap.settle(r, before);
        Ok(out)
    }

    /// (key, value) pairs of a dict, in order.
    pub fn dict_items(&self, d: Value) -> Result<Vec<(Value, Value)>> {
        match d {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Dict(t) => Ok(t.iter().map(|e| (e.key, e.value)).collect()),
                _ => Err(Error::fault("expected a dict")),
            },
            _ => Err(Error::fault("expected a dict")),
        }
    }

    pub fn set_add(&mut self, s: Value, v: Value) -> Result<()> {
        let r = self
            .any_set(s)
            .ok_or_else(|| Error::fault("add to a non-set"))?;
        self.set_add_key(r, v)
    }

    /// `set.update(iterable)` (and `{*iterable}`).
    pub fn set_update(&mut self, s: Value, iterable: Value) -> Result<()> {
        let r = self
            .any_set(s)
            .ok_or_else(|| Error::fault("update of a non-set"))?;
        self.set_update_internal(r, iterable)
    }

    /// Elements of a set, frozenset or dict (keys), in order.
    pub fn set_items(&self, s: Value) -> Vec<Value> {
        match s {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Set(t) | Obj::FrozenSet(t) | Obj::Dict(t) => t.keys().collect(),
                Obj::DictView {
                    dict,
                    kind: ViewKind::Keys,
                } => match self.heap.get(*dict) {
                    Obj::Dict(t) => t.keys().collect(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    pub fn set_contains(&mut self, s: Value, v: Value) -> Result<bool> {
        let r = self.dict_ref(s)?;
        let h = self.hash_key(v)?;
        Ok(self.table_find(r, v, h)?.is_some())
    }

    pub fn is_subset(&mut self, a: Value, b: Value) -> Result<bool> {
        let items = self.set_items(a);
        for v in items {
            if !self.set_contains(b, v)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The items of a mapping: a dict, a dict subclass that keeps dict
    /// iteration, or a user object with `keys()` (read through `obj[key]`).
    /// None for anything else.
    pub fn mapping_items(&mut self, other: Value) -> Result<Option<Vec<(Value, Value)>>> {
        if self.type_of(other) == TypeId::Dict {
            return self.dict_items(other).map(Some);
        }
        if !self.is_user(other) {
            return Ok(None);
        }
        if let Some(b) = self.base_value(other)
            && self.type_of(b) == TypeId::Dict
            && self.dunder_of(other, Dunder::Iter).is_none()
        {
            return self.dict_items(b).map(Some);
        }
        let keys = match self.get_attr(other, "keys") {
            Ok(k) => k,
            Err(e) if self.err_matches(&e, TypeId::AttributeError) => return Ok(None),
            Err(e) => return Err(e),
        };
        let keys = self.call(keys, &[])?;
        let keys = self.collect_iter(keys)?;
        let mut out = Vec::with_capacity(keys.len());
        for k in keys {
            let v = self.get_item(other, k)?;
            out.push((k, v));
        }
        Ok(Some(out))
    }

    /// dict.update semantics: from a dict or an iterable of pairs; with
    /// `mapping_only` (a `{**x}` display) pairs are refused as CPython does.
    pub fn dict_update(&mut self, d: Value, other: Value, mapping_only: bool) -> Result<()> {
        if let Some(items) = self.mapping_items(other)? {
            for (k, v) in items {
                self.dict_set(d, k, v)?;
            }
            return Ok(());
        }
        if mapping_only {
            return Err(Error::type_error(format!(
                "'{}' object is not a mapping",
                self.type_name(other)
            )));
        }
        // Each pair goes in as it is read: a failure later leaves the
        // earlier ones in `d`, and the iterable can see them, as in CPython.
        let it = self.get_iter(other)?;
        let base = self.roots.len();
        self.roots.push(d);
        self.roots.push(it);
        let r = (|| {
            let mut i = 0usize;
            while let Some(item) = self.next_fast(it)? {
                self.dict_update_pair(d, i, item)?;
                i += 1;
                if i.is_multiple_of(1024) {
                    self.charge_steps(1024)?;
                }
            }
            Ok(())
        })();
        self.roots.truncate(base);
        r
    }

    /// Element `i` of `dict.update`'s iterable: a key and value pair.
    fn dict_update_pair(&mut self, d: Value, i: usize, item: Value) -> Result<()> {
        // A 2-tuple (what zip and items() yield) read in place.
        if let Value::Obj(t) = item
            && let Obj::Tuple(p) = self.heap.get(t)
            && let [k, v] = p[..]
        {
            return self.dict_set(d, k, v);
        }
        self.roots.push(item);
        let pair = self.collect_iter(item);
        self.roots.pop();
        let pair = match pair {
            Ok(p) => p,
            // Only a TypeError is about the element itself; anything its
            // iteration raises passes through.
            Err(e) if self.err_matches(&e, TypeId::TypeError) => {
                return Err(Error::type_error(format!(
                    "cannot convert dictionary update sequence element #{i} to a sequence"
                )));
            }
            Err(e) => return Err(e),
        };
        if pair.len() != 2 {
            return Err(Error::value_error(format!(
                "dictionary update sequence element #{i} has length {}; 2 is required",
                pair.len()
            )));
        }
        self.dict_set(d, pair[0], pair[1])
    }

    /// `f(**m)`: merge, rejecting duplicates and non-string keys.
    pub fn dict_merge_kwargs(&mut self, d: Value, other: Value, callee: Value) -> Result<()> {
        let Some(items) = self.mapping_items(other)? else {
            let fname = self.callable_name(callee);
            return Err(Error::type_error(format!(
                "{fname} argument after ** must be a mapping, not {}",
                self.type_name(other)
            )));
        };
        for (k, v) in items {
            if self.type_of(k) != TypeId::Str {
                return Err(Error::type_error("keywords must be strings"));
            }
            if self.dict_get(d, k)?.is_some() {
                let fname = self.callable_name(callee);
                let key = self.str_of(k).unwrap_or("").to_string();
                return Err(Error::type_error(format!(
                    "{fname} got multiple values for keyword argument '{key}'"
                )));
            }
            self.dict_set(d, k, v)?;
        }
        Ok(())
    }

    /// How CPython names a callee in call errors: `module.qualname()`, with
    /// the module left out for builtins.
    pub fn callable_name(&mut self, callee: Value) -> String {
        let qualname = match self.get_attr(callee, "__qualname__") {
            Ok(q) => self.str_of(q).map(str::to_string),
            Err(_) => None,
        };
        let Some(qualname) = qualname else {
            return format!("{}()", self.type_name(callee));
        };
        let module = match self.get_attr(callee, "__module__") {
            Ok(m) => self.str_of(m).map(str::to_string),
            Err(_) => None,
        };
        match module {
            Some(m) if m != "builtins" => format!("{m}.{qualname}()"),
            _ => format!("{qualname}()"),
        }
    }

    pub fn kwargs_from_dict(&mut self, d: Value) -> Result<Vec<(Rc<str>, Value)>> {
        let mut out = Vec::new();
        for (k, v) in self.dict_items(d)? {
            match self.str_of(k) {
                Some(s) => out.push((Rc::from(s), v)),
                None => return Err(Error::type_error("keywords must be strings")),
            }
        }
        Ok(out)
    }

    pub fn list_append(&mut self, list: Value, v: Value) -> Result<()> {
        let Value::Obj(r) = list else {
            return Err(Error::fault("append to non-list"));
        };
        // With room to spare the push moves nothing: the account is unchanged.
        if let Some(Obj::List(l)) = self.heap.get_mut(r)
            && l.len() < l.capacity()
        {
            l.push(v);
            return Ok(());
        }
        let (extra, moved) = match self.heap.get(r) {
            // The new buffer in full: the old one is held while it copies.
            Obj::List(l) if l.len() == l.capacity() => (
                crate::objects::heap::alloc_size((l.capacity() * 2).max(4) * VALUE_BYTES),
                l.len() * VALUE_BYTES,
            ),
            Obj::List(_) => (0, 0),
            _ => return Err(Error::fault("append to non-list")),
        };
        // Moving a big buffer is one copy nothing interrupts (about 1 ns a
        // byte). Growth is amortized work the appends' steps pay for.
        self.refuse_if_late(moved as u64)?;
        self.heap.grow(r, extra, |o| {
            if let Obj::List(l) = o {
                l.push(v)
            }
        })
    }

    pub fn list_extend(&mut self, list: Value, iterable: Value) -> Result<()> {
        let Value::Obj(r) = list else {
            return Err(Error::fault("extend of non-list"));
        };
        let (items, read) = self.collect_iter_partial(iterable);
        let extra = items.len() * VALUE_BYTES;
        if let Obj::List(l) = self.heap.get(r)
            && l.len() + items.len() > l.capacity()
        {
            // The list's buffer moves (one uninterruptible copy, about 1 ns
            // a byte), then the items are copied in after it.
            let moved = (l.len() + items.len()) * VALUE_BYTES;
            self.refuse_if_late(moved as u64)?;
        }
        self.heap.grow(r, extra, |o| {
            if let Obj::List(l) = o {
                l.extend(items)
            }
        })?;
        read
    }

    /// `[*x]`, `(*x,)` and `f(*x)`: list.extend, but a non-iterable `x` gets
    /// CPython's wording, which names the callee when there is one.
    pub fn star_extend(&mut self, list: Value, it: Value, callee: Option<Value>) -> Result<()> {
        let e = match self.list_extend(list, it) {
            Err(e) if self.err_matches(&e, TypeId::TypeError) => e,
            r => return r,
        };
        // Only a value that cannot be iterated at all gets the new wording;
        // a TypeError raised while iterating passes through.
        let iterable = if self.is_user(it) {
            self.base_value(it).is_some()
                || self.dunder_of(it, Dunder::Iter).is_some()
                || self.dunder_of(it, Dunder::GetItem).is_some()
        } else {
            self.get_iter(it).is_ok()
        };
        if iterable {
            return Err(e);
        }
        let what = match callee {
            Some(c) => format!("{} argument", self.callable_name(c)),
            None => "Value".to_string(),
        };
        Err(Error::type_error(format!(
            "{what} after * must be an iterable, not {}",
            self.type_name(it)
        )))
    }

    pub fn len_of(&mut self, v: Value) -> Result<usize> {
        if self.is_user(v)
            && let Some(n) = self.user_len(v)?
        {
            return Ok(n);
        }
        if let Value::Obj(r) = v {
            let n = match self.heap.get(r) {
                Obj::Str(s) => Some(s.char_len()),
                Obj::Bytes(b) => Some(b.len()),
                Obj::ByteArray(b) => Some(b.len()),
                Obj::List(l) => Some(l.len()),
                Obj::Tuple(t) => Some(t.len()),
                Obj::Deque(d) => Some(d.items.len()),
                Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => Some(d.len()),
                Obj::Range { start, stop, step } => {
                    Some(crate::builtins::range_len(*start, *stop, *step) as usize)
                }
                Obj::LongRange(_) => Some(self.long_range_len_usize(r)?),
                Obj::DictView { dict, .. } => match self.heap.get(*dict) {
                    Obj::Dict(d) => Some(d.len()),
                    _ => None,
                },
                _ => None,
            };
            if let Some(n) = n {
                return Ok(n);
            }
        }
        Err(Error::type_error(format!(
            "object of type '{}' has no len()",
            self.type_name(v)
        )))
    }

    /// Normalize an index for a sequence of `len`, raising IndexError.
    pub fn seq_index(&self, idx: Value, len: usize, what: &str) -> Result<usize> {
        let i = match idx {
            Value::Int(i) => i,
            Value::Bool(b) => b as i64,
            Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)) => {
                return Err(Error::index_error(
                    "cannot fit 'int' into an index-sized integer".to_string(),
                ));
            }
            // An int subclass instance.
            Value::Obj(r)
                if matches!(self.heap.get(r), Obj::Instance(i)
                    if matches!(i.base_value(), Value::Int(_) | Value::Bool(_))) =>
            {
                self.index_of(idx)?
            }
            // CPython 3.11's str alone words this differently.
            _ if what == "string" => {
                return Err(Error::type_error(format!(
                    "string indices must be integers, not '{}'",
                    self.type_name(idx)
                )));
            }
            _ => {
                return Err(Error::type_error(format!(
                    "{what} indices must be integers or slices, not {}",
                    self.type_name(idx)
                )));
            }
        };
        let n = len as i64;
        let j = if i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(Error::index_error(format!("{what} index out of range")));
        }
        Ok(j as usize)
    }

    /// (start, stop, step, length) of a slice object applied to `len`.
    pub fn slice_bounds(&self, s: ObjRef, len: usize) -> Result<(i64, i64, i64, usize)> {
        let Obj::Slice(parts) = self.heap.get(s) else {
            return Err(Error::fault("not a slice"));
        };
        self.slice_bounds_of(**parts, len)
    }

    /// `slice_bounds` for a slice's start, stop and step.
    pub(crate) fn slice_bounds_of(
        &self,
        [a, b, c]: [Value; 3],
        len: usize,
    ) -> Result<(i64, i64, i64, usize)> {
        let plain = |v: Value| match v {
            Value::None => Some(None),
            Value::Int(i) => Some(Some(i)),
            _ => None,
        };
        if let (Some(x), Some(y), Some(z)) = (plain(a), plain(b), plain(c)) {
            let (start, stop, step) =
                crate::text::slice_indices(len as i64, x, y, z).map_err(Error::value_error)?;
            return Ok((start, stop, step, crate::text::slice_len(start, stop, step)));
        }
        let conv = |v: Value| -> Result<Option<i64>> {
            match v {
                Value::None => Ok(None),
                Value::Int(i) => Ok(Some(i)),
                _ => match self.index_of(v) {
                    Ok(i) => Ok(Some(i)),
                    Err(_) => match v {
                        Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)) => {
                            let Obj::BigInt(b) = self.heap.get(r) else {
                                unreachable!()
                            };
                            Ok(Some(if b.sign() == num_bigint::Sign::Minus {
                                i64::MIN / 2
                            } else {
                                i64::MAX / 2
                            }))
                        }
                        _ => Err(Error::type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        )),
                    },
                },
            }
        };
        let (start, stop, step) =
            crate::text::slice_indices(len as i64, conv(a)?, conv(b)?, conv(c)?)
                .map_err(Error::value_error)?;
        let n = crate::text::slice_len(start, stop, step);
        Ok((start, stop, step, n))
    }

    /// A user object with `__index__` as the int it stands for; anything
    /// else unchanged (the caller reports what it cannot use).
    pub(crate) fn via_index(&mut self, v: Value) -> Result<Value> {
        if self.is_user(v)
            && self.base_value(v).is_none()
            && let Some(i) = self.call_slot(v, Dunder::Index, &[])?
        {
            return self.checked_index_result(i);
        }
        Ok(v)
    }

    /// What `__index__` returned, refused unless it is an int.
    pub(crate) fn checked_index_result(&self, i: Value) -> Result<Value> {
        if self.int_big(i).is_some() {
            return Ok(i);
        }
        Err(Error::type_error(format!(
            "__index__ returned non-int (type {})",
            self.type_name(i)
        )))
    }

    /// A slice whose bounds are objects with `__index__`, with the bounds
    /// converted (slice_bounds itself cannot run guest code).
    fn slice_with_int_bounds(&mut self, key: Value) -> Result<Value> {
        let Value::Obj(r) = key else { return Ok(key) };
        let Obj::Slice(parts) = self.heap.get(r) else {
            return Ok(key);
        };
        let parts = **parts;
        if !parts.iter().any(|v| self.is_user(*v)) {
            return Ok(key);
        }
        let mut out = parts;
        for v in out.iter_mut() {
            if self.is_user(*v)
                && let Some(i) = self.call_slot(*v, Dunder::Index, &[])?
            {
                *v = i;
            }
        }
        self.alloc(Obj::Slice(Box::new(out)))
    }

    pub fn get_item(&mut self, obj: Value, key: Value) -> Result<Value> {
        // What the loop's `Subscr` does first: native callers (key
        // functions, itemgetter, groupby) index plain containers too.
        if let Some(v) = self.index_fast(obj, key) {
            return Ok(v);
        }
        // `text[i]` of ASCII text: the cached one-character str.
        if let (Value::Obj(r), Value::Int(i)) = (obj, key)
            && let Obj::Str(s) = self.heap.get(r)
            && s.is_ascii()
        {
            let b = s.as_str().as_bytes();
            let j = if i < 0 {
                i.wrapping_add(b.len() as i64)
            } else {
                i
            };
            if let Some(&c) = usize::try_from(j).ok().and_then(|j| b.get(j)) {
                return self.new_char_str(c as char);
            }
        }
        // A builtin sequence sliced by ints: what the checks below end in.
        if let (Value::Obj(r), Value::Obj(k)) = (obj, key)
            && matches!(
                self.heap.get(r),
                Obj::List(_) | Obj::Tuple(_) | Obj::Str(_) | Obj::Bytes(_)
            )
            && let Obj::Slice(parts) = self.heap.get(k)
            && parts
                .iter()
                .all(|v| matches!(v, Value::Int(_) | Value::None))
        {
            return self.get_slice(r, k);
        }
        if let Value::Obj(r) = obj
            && let Obj::Deque(_) = self.heap.get(r)
        {
            return self.deque_getitem(r, key);
        }
        let key = if self.is_user(obj) {
            key
        } else {
            self.slice_with_int_bounds(key)?
        };
        // A user object with __index__ used as a sequence index.
        let key = if self.is_user(key)
            && !self.is_user(obj)
            && !matches!(self.type_of(obj), TypeId::Dict)
        {
            match self.call_slot(key, Dunder::Index, &[])? {
                Some(i) => self.checked_index_result(i)?,
                None => key,
            }
        } else {
            key
        };
        if let Value::Obj(r) = obj {
            if self.is_user(obj) {
                if let Some(v) = self.call_slot(obj, Dunder::GetItem, &[key])? {
                    return Ok(v);
                }
                if let Some(b) = self.base_value(obj) {
                    if self.type_of(b) == TypeId::Dict {
                        if let Some(v) = self.dict_get(b, key)? {
                            return Ok(v);
                        }
                        if let Some(v) = self.call_slot(obj, Dunder::Missing, &[key])? {
                            return Ok(v);
                        }
                        return Err(Error::with_args(TypeId::KeyError, vec![key]));
                    }
                    return self.get_item(b, key);
                }
                return Err(self.not_subscriptable(obj));
            }
            if matches!(self.heap.get(r), crate::objects::Obj::Class(_))
                && let Some(f) = self.class_lookup(obj, "__class_getitem__")
            {
                let f = match f {
                    Value::Obj(fr) => match self.heap.get(fr) {
                        crate::objects::Obj::ClassMethod(i) => *i,
                        _ => f,
                    },
                    _ => f,
                };
                return self.call(f, &[obj, key]);
            }
            // Subclasses of list, dict, tuple… inherit their __class_getitem__.
            if let crate::objects::Obj::Class(c) = self.heap.get(r)
                && matches!(
                    c.builtin_base,
                    TypeId::List
                        | TypeId::Dict
                        | TypeId::Tuple
                        | TypeId::Set
                        | TypeId::FrozenSet
                        | TypeId::Deque
                )
            {
                let args = if self.type_of(key) == TypeId::Tuple {
                    self.seq_items(key)?
                } else {
                    vec![key]
                };
                return self.alloc(Obj::GenericAlias(obj, Box::new(args)));
            }
        }
        if let Value::Type(t) = obj
            && matches!(
                t,
                TypeId::List
                    | TypeId::Dict
                    | TypeId::Tuple
                    | TypeId::Set
                    | TypeId::FrozenSet
                    | TypeId::Type
                    | TypeId::Deque
            )
        {
            // `list[int]`: a generic alias that shows as written and calls the origin.
            let args = if self.type_of(key) == TypeId::Tuple {
                self.seq_items(key)?
            } else {
                vec![key]
            };
            return self.alloc(Obj::GenericAlias(obj, Box::new(args)));
        }
        let Value::Obj(r) = obj else {
            return Err(self.not_subscriptable(obj));
        };
        if let Obj::LongRange(_) = self.heap.get(r) {
            return self.long_range_get(r, key);
        }
        if let Value::Obj(k) = key
            && let Obj::Slice(_) = self.heap.get(k)
        {
            return self.get_slice(r, k);
        }
        match self.heap.get(r) {
            Obj::List(l) => {
                let i = self.seq_index(key, l.len(), "list")?;
                let Obj::List(l) = self.heap.get(r) else {
                    unreachable!()
                };
                Ok(l[i])
            }
            Obj::Tuple(t) => {
                let i = self.seq_index(key, t.len(), "tuple")?;
                let Obj::Tuple(t) = self.heap.get(r) else {
                    unreachable!()
                };
                Ok(t[i])
            }
            Obj::Str(s) => {
                let n = s.char_len();
                let i = self.seq_index(key, n, "string")?;
                let Obj::Str(s) = self.heap.get(r) else {
                    unreachable!()
                };
                let c = if s.is_ascii() {
                    Some(s.as_str().as_bytes()[i] as char)
                } else {
                    s.as_str().chars().nth(i)
                };
                match c {
                    Some(c) => self.new_char_str(c),
                    None => self.new_str(""),
                }
            }
            Obj::Bytes(_) | Obj::ByteArray(_) => self.bytes_index(r, key),
            Obj::Range { start, stop, step } => {
                let (start, step) = (*start, *step);
                let n = crate::builtins::range_len(start, *stop, step);
                let i = self.seq_index(key, n as usize, "range").map_err(|e| {
                    if e.pending_type() == Some(TypeId::IndexError) {
                        Error::index_error("range object index out of range")
                    } else {
                        e
                    }
                })?;
                Ok(Value::Int(start + step * i as i64))
            }
            Obj::Dict(_) => match self.dict_get(obj, key)? {
                Some(v) => Ok(v),
                None => Err(Error::with_args(TypeId::KeyError, vec![key])),
            },
            _ => Err(self.not_subscriptable(obj)),
        }
    }

    fn not_subscriptable(&self, obj: Value) -> Error {
        if let Value::Type(t) = obj {
            return Error::type_error(format!("type '{}' is not subscriptable", t.name()));
        }
        if let Value::Obj(r) = obj
            && let Obj::Class(c) = self.heap.get(r)
        {
            return Error::type_error(format!("type '{}' is not subscriptable", c.name));
        }
        Error::type_error(format!(
            "'{}' object is not subscriptable",
            self.type_name(obj)
        ))
    }

    fn get_slice(&mut self, r: ObjRef, s: ObjRef) -> Result<Value> {
        let Obj::Slice(parts) = self.heap.get(s) else {
            return Err(Error::fault("not a slice"));
        };
        self.get_slice_of(r, **parts)
    }

    /// `seq[a:b:c]` can be sliced straight from the slice's parts (see
    /// `get_slice_of`), without a slice object: `seq` is a list, tuple, str
    /// or bytes and the parts are ints or None, what `get_item` would slice
    /// the same way.
    pub(crate) fn plain_sliceable(&self, seq: Value, parts: &[Value; 3]) -> Option<ObjRef> {
        let Value::Obj(r) = seq else {
            return None;
        };
        (matches!(
            self.heap.get(r),
            Obj::List(_) | Obj::Tuple(_) | Obj::Str(_) | Obj::Bytes(_)
        ) && parts
            .iter()
            .all(|v| matches!(v, Value::Int(_) | Value::None)))
        .then_some(r)
    }

    pub(crate) fn get_slice_of(&mut self, r: ObjRef, parts: [Value; 3]) -> Result<Value> {
        let len = match self.heap.get(r) {
            Obj::List(l) => l.len(),
            Obj::Tuple(t) => t.len(),
            Obj::Str(st) => st.char_len(),
            Obj::Bytes(b) => b.len(),
            Obj::ByteArray(b) => b.len(),
            Obj::Range { start, stop, step } => {
                crate::builtins::range_len(*start, *stop, *step) as usize
            }
            _ => return Err(self.not_subscriptable(Value::Obj(r))),
        };
        let (start, stop, step, n) = self.slice_bounds_of(parts, len)?;
        if step == 1
            && start == 0
            && n == len
            && matches!(
                self.heap.get(r),
                Obj::Tuple(_) | Obj::Str(_) | Obj::Bytes(_)
            )
        {
            return Ok(Value::Obj(r));
        }
        // The copy is one pass without clock readings.
        self.before_one_pass(n as u64)?;
        // Source index of the k-th item of the slice.
        let at = |k: usize| (start + step * k as i64) as usize;
        let _ = len;
        match self.heap.get(r) {
            Obj::List(l) => {
                let items: Vec<Value> = if step == 1 {
                    l.get(start as usize..start as usize + n)
                        .map(<[Value]>::to_vec)
                        .unwrap_or_default()
                } else {
                    (0..n).map(|k| l[at(k)]).collect()
                };
                self.new_list(items)
            }
            Obj::Tuple(t) => {
                let items: Vec<Value> = if step == 1 {
                    t.get(start as usize..start as usize + n)
                        .map(<[Value]>::to_vec)
                        .unwrap_or_default()
                } else {
                    (0..n).map(|k| t[at(k)]).collect()
                };
                self.new_tuple(items)
            }
            Obj::Bytes(b) => {
                let items: Vec<u8> = (0..n).map(|k| b[at(k)]).collect();
                self.alloc(Obj::Bytes(items.into_boxed_slice()))
            }
            Obj::ByteArray(b) => {
                let items: Vec<u8> = (0..n).map(|k| b[at(k)]).collect();
                self.new_bytearray(items)
            }
            Obj::Str(st) => {
                let out = if st.is_ascii() {
                    let bytes = st.as_str().as_bytes();
                    // Made straight from the source or a stack buffer when
                    // they can: the string object's block is then its only
                    // allocation.
                    if step == 1 {
                        let text = st.text();
                        return self.new_str(
                            text.get(start as usize..)
                                .and_then(|t| t.get(..n))
                                .unwrap_or(""),
                        );
                    }
                    let mut buf = [0u8; 64];
                    if let Some(out) = buf.get_mut(..n) {
                        // `s[::-1]` and other reversals: one copy, reversed.
                        let rev = if step == -1 && n > 0 && start >= 0 {
                            (start as usize + 1)
                                .checked_sub(n)
                                .and_then(|lo| bytes.get(lo..lo + n))
                        } else {
                            None
                        };
                        match rev {
                            Some(src) => out
                                .iter_mut()
                                .zip(src.iter().rev())
                                .for_each(|(o, &c)| *o = c),
                            _ => out
                                .iter_mut()
                                .enumerate()
                                .for_each(|(k, b)| *b = bytes[at(k)]),
                        }
                        return self.new_str(std::str::from_utf8(out).unwrap_or(""));
                    }
                    {
                        let picked: Vec<u8> = (0..n).map(|k| bytes[at(k)]).collect();
                        String::from_utf8(picked).unwrap_or_default()
                    }
                } else {
                    crate::text::slice(st.as_str(), start, stop, step)
                };
                self.new_str(out)
            }
            Obj::Range {
                start: rs,
                step: rstep,
                ..
            } => {
                let (rs, rstep) = (*rs, *rstep);
                let at = |k: i64| rstep.checked_mul(k).and_then(|o| rs.checked_add(o));
                if let (Some(new_start), Some(new_stop), Some(new_step)) =
                    (at(start), at(stop), rstep.checked_mul(step))
                {
                    return self.alloc(Obj::Range {
                        start: new_start,
                        stop: new_stop,
                        step: new_step,
                    });
                }
                // Past a machine word: the same arithmetic in big ints.
                use num_bigint::BigInt;
                let (bs, bstep) = (BigInt::from(rs), BigInt::from(rstep));
                self.make_range(&bs + &bstep * start, &bs + &bstep * stop, bstep * step)
            }
            _ => Err(Error::fault("slice of unsupported type")),
        }
    }

    pub fn set_item(&mut self, obj: Value, key: Value, v: Value) -> Result<()> {
        if self.is_user(obj) {
            if self.call_slot(obj, Dunder::SetItem, &[key, v])?.is_some() {
                return Ok(());
            }
            if let Some(b) = self.base_value(obj) {
                return self.set_item(b, key, v);
            }
            return Err(Error::type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(obj)
            )));
        }
        let Value::Obj(r) = obj else {
            return Err(Error::type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(obj)
            )));
        };
        match self.heap.get(r) {
            Obj::List(l) => {
                if let Value::Obj(k) = key
                    && let Obj::Slice(_) = self.heap.get(k)
                {
                    return self.set_list_slice(r, k, v);
                }
                let i = self.seq_index(key, l.len(), "list assignment")?;
                if let Some(Obj::List(l)) = self.heap.get_mut(r) {
                    l[i] = v;
                }
                Ok(())
            }
            Obj::Dict(_) => self.dict_set(obj, key, v),
            Obj::ByteArray(_) => self.bytearray_setitem(r, key, v),
            Obj::Deque(_) => self.deque_setitem(r, key, v),
            _ => Err(Error::type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(obj)
            ))),
        }
    }

    fn set_list_slice(&mut self, r: ObjRef, s: ObjRef, v: Value) -> Result<()> {
        let len = match self.heap.get(r) {
            Obj::List(l) => l.len(),
            _ => 0,
        };
        let items = self.collect_iter(v).map_err(|e| {
            let not_iterable = matches!(e.kind(),
                crate::error::ErrorKind::New(TypeId::TypeError, Some(m)) if m.ends_with("is not iterable"));
            if !not_iterable {
                return e;
            }
            let simple = matches!(self.heap.get(s),
                Obj::Slice(p) if matches!(p[2], Value::None | Value::Int(1)));
            Error::type_error(if simple {
                "can only assign an iterable"
            } else {
                "must assign iterable to extended slice"
            })
        })?;
        let (start, _stop, step, n) = self.slice_bounds(s, len)?;
        if step == 1 {
            let start = start as usize;
            let extra = items.len().saturating_sub(n) * VALUE_BYTES;
            self.heap.grow(r, extra, |o| {
                if let Obj::List(l) = o {
                    l.splice(start..start + n, items);
                }
            })?;
            return Ok(());
        }
        if items.len() != n {
            return Err(Error::value_error(format!(
                "attempt to assign sequence of size {} to extended slice of size {}",
                items.len(),
                n
            )));
        }
        if let Some(Obj::List(l)) = self.heap.get_mut(r) {
            for (k, item) in items.into_iter().enumerate() {
                l[(start + step * k as i64) as usize] = item;
            }
        }
        Ok(())
    }

    pub fn del_item(&mut self, obj: Value, key: Value) -> Result<()> {
        if self.is_user(obj) {
            if self.call_slot(obj, Dunder::DelItem, &[key])?.is_some() {
                return Ok(());
            }
            if let Some(b) = self.base_value(obj) {
                return self.del_item(b, key);
            }
            return Err(Error::type_error(format!(
                "'{}' object doesn't support item deletion",
                self.type_name(obj)
            )));
        }
        let Value::Obj(r) = obj else {
            return Err(Error::type_error(format!(
                "'{}' object doesn't support item deletion",
                self.type_name(obj)
            )));
        };
        match self.heap.get(r) {
            Obj::Deque(_) => self.deque_delitem(r, key),
            Obj::List(l) => {
                let len = l.len();
                if let Value::Obj(k) = key
                    && let Obj::Slice(_) = self.heap.get(k)
                {
                    let (start, _, step, n) = self.slice_bounds(k, len)?;
                    let mut idx: Vec<usize> =
                        (0..n).map(|j| (start + step * j as i64) as usize).collect();
                    idx.sort_unstable();
                    let before = self.heap.get(r).payload_bytes();
                    if let Some(Obj::List(l)) = self.heap.get_mut(r) {
                        let mut k = 0;
                        let mut pos = 0;
                        l.retain(|_| {
                            let keep = !(k < idx.len() && idx[k] == pos);
                            if !keep {
                                k += 1;
                            }
                            pos += 1;
                            keep
                        });
                    }
                    self.heap.settle(r, before);
                    return Ok(());
                }
                let i = self.seq_index(key, len, "list assignment")?;
                self.charge_moves(len - i)?;
                if let Some(Obj::List(l)) = self.heap.get_mut(r) {
                    l.remove(i);
                }
                Ok(())
            }
            Obj::ByteArray(_) => self.bytearray_delitem(r, key),
            Obj::Dict(_) => match self.dict_remove(obj, key)? {
                Some(_) => Ok(()),
                None => Err(Error::with_args(TypeId::KeyError, vec![key])),
            },
            _ => Err(Error::type_error(format!(
                "'{}' object doesn't support item deletion",
                self.type_name(obj)
            ))),
        }
    }
}
