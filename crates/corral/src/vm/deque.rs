//! `collections.deque` operations (CPython's Modules/_collectionsmodule.c):
//! growth is charged before it happens, searches notice mutation through
//! the deque's `state`, and messages are CPython's.

use crate::compile::code::CmpOp;
use crate::error::{Error, Result};
use crate::objects::heap::alloc_size;
use crate::objects::{Deque, IterState, Obj, ObjRef, TypeId, Value, hashing};

use super::Vm;

const VALUE_BYTES: usize = std::mem::size_of::<Value>();

fn mutated() -> Error {
    Error::new(TypeId::RuntimeError, "deque mutated during iteration")
}

impl Vm {
    /// The deque `v` is, or wraps (an instance of a deque subclass).
    pub(crate) fn deque_ref(&self, v: Value) -> Option<ObjRef> {
        let Value::Obj(r) = v else { return None };
        match self.heap.get(r) {
            Obj::Deque(_) => Some(r),
            Obj::Instance(i) => match i.base_value() {
                Value::Obj(b) if matches!(self.heap.get(b), Obj::Deque(_)) => Some(b),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn deque(&self, r: ObjRef) -> Option<&Deque> {
        match self.heap.get(r) {
            Obj::Deque(d) => Some(d),
            _ => None,
        }
    }

    fn deque_mut(&mut self, r: ObjRef) -> Result<&mut Deque> {
        match self.heap.get_mut(r) {
            Some(Obj::Deque(d)) => Ok(d),
            _ => Err(Error::fault("expected a deque")),
        }
    }

    pub(crate) fn deque_len(&self, r: ObjRef) -> usize {
        self.deque(r).map_or(0, |d| d.items.len())
    }

    fn deque_state(&self, r: ObjRef) -> u64 {
        self.deque(r).map_or(0, |d| d.state)
    }

    pub fn new_deque(&mut self, maxlen: Option<usize>) -> Result<Value> {
        self.alloc(Obj::Deque(Box::new(Deque::new(maxlen))))
    }

    /// `append(v)` / `appendleft(v)`, trimming the other end past maxlen.
    pub(crate) fn deque_push(&mut self, r: ObjRef, v: Value, left: bool) -> Result<()> {
        // With room to spare the push moves nothing: the account is unchanged.
        if let Some(Obj::Deque(d)) = self.heap.get_mut(r)
            && !d.push_grows()
        {
            if left {
                d.push_front(v);
            } else {
                d.push_back(v);
            }
            return Ok(());
        }
        let extra = self.deque(r).map_or(0, Deque::growth_for_push);
        self.heap.grow(r, extra, |o| {
            if let Obj::Deque(d) = o {
                d.reserve_for_push();
                if left {
                    d.push_front(v);
                } else {
                    d.push_back(v);
                }
            }
        })
    }

    /// `extend(it)` / `extendleft(it)`. From a list or tuple the buffer
    /// grows once, to what the items need (at most maxlen), charged first;
    /// other iterables are appended item by item as they come, as CPython
    /// does (an iterator over the deque itself sees it change).
    pub(crate) fn deque_extend(&mut self, r: ObjRef, iterable: Value, left: bool) -> Result<()> {
        let sequence = matches!(iterable, Value::Obj(o)
            if matches!(self.heap.get(o), Obj::List(_) | Obj::Tuple(_)));
        if !sequence {
            let it = self.get_iter(iterable)?;
            let base = self.roots.len();
            self.roots.push(it);
            let mut n: u64 = 0;
            let res = loop {
                match self.next_fast(it) {
                    Ok(Some(x)) => {
                        if let Err(e) = self.deque_push_quiet(r, x, left) {
                            break Err(e);
                        }
                        n += 1;
                        if n.is_multiple_of(1024)
                            && let Err(e) = self.charge_steps(128)
                        {
                            break Err(e);
                        }
                    }
                    Ok(None) => break Ok(()),
                    Err(e) => break Err(e),
                }
            };
            self.roots.truncate(base);
            return res;
        }
        let items = self.collect_iter(iterable)?;
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        if d.maxlen == Some(0) || items.is_empty() {
            return Ok(());
        }
        let bound = d.maxlen.unwrap_or(usize::MAX);
        let want = d.items.len().saturating_add(items.len()).min(bound);
        let cap = d.items.capacity();
        let new_cap = (want > cap).then(|| want.max(cap * 2).max(4));
        let extra = new_cap.map_or(0, |c| alloc_size(c.saturating_mul(VALUE_BYTES)));
        self.charge_steps(items.len() as u64 / 8)?;
        self.heap.grow(r, extra, |o| {
            if let Obj::Deque(d) = o {
                if let Some(c) = new_cap {
                    d.items.reserve_exact(c - d.items.len());
                }
                for v in items {
                    if left {
                        d.push_front(v);
                    } else {
                        d.push_back(v);
                    }
                }
            }
        })
    }

    /// A push of `extend`: a deque bounded at 0 only consumes the items
    /// (no state change, as CPython's `consume_iterator`).
    fn deque_push_quiet(&mut self, r: ObjRef, v: Value, left: bool) -> Result<()> {
        if self.deque(r).is_some_and(|d| d.maxlen == Some(0)) {
            return Ok(());
        }
        self.deque_push(r, v, left)
    }

    /// `pop()` / `popleft()`.
    pub(crate) fn deque_pop(&mut self, r: ObjRef, left: bool) -> Result<Value> {
        let d = self.deque_mut(r)?;
        let v = if left {
            d.items.pop_front()
        } else {
            d.items.pop_back()
        };
        match v {
            Some(v) => {
                d.state = d.state.wrapping_add(1);
                Ok(v)
            }
            None => Err(Error::index_error("pop from an empty deque")),
        }
    }

    /// `clear()`: the buffer is freed.
    pub(crate) fn deque_clear(&mut self, r: ObjRef) -> Result<()> {
        let before = self.heap.get(r).payload_bytes();
        let d = self.deque_mut(r)?;
        if d.items.is_empty() {
            return Ok(());
        }
        d.items = Default::default();
        d.state = d.state.wrapping_add(1);
        self.heap.settle(r, before);
        Ok(())
    }

    /// A plain deque with the items and maxlen of `r`.
    pub(crate) fn deque_copy_plain(&mut self, r: ObjRef) -> Result<Value> {
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        self.heap
            .check_room(alloc_size(d.items.len() * VALUE_BYTES))?;
        self.charge_steps(d.items.len() as u64 / 8)?;
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        let copy = Deque {
            items: d.items.iter().copied().collect(),
            maxlen: d.maxlen,
            state: 0,
        };
        self.alloc(Obj::Deque(Box::new(copy)))
    }

    /// `d.copy()`: a subclass instance is copied by calling its class
    /// with the deque (and its maxlen), as CPython's `deque_copy` does.
    pub(crate) fn deque_copy(&mut self, v: Value) -> Result<Value> {
        let Some(r) = self.deque_ref(v) else {
            return Err(Error::fault("expected a deque"));
        };
        if !self.is_user(v) {
            return self.deque_copy_plain(r);
        }
        let cls = self.class_of(v);
        let copy = match self.deque(r).and_then(|d| d.maxlen) {
            None => self.call(cls, &[v])?,
            Some(m) => self.call(cls, &[v, Value::Int(m as i64)])?,
        };
        if self.deque_ref(copy).is_none() {
            return Err(Error::type_error(format!(
                "{}() must return a deque, not {}",
                self.type_name(v),
                self.type_name(copy)
            )));
        }
        Ok(copy)
    }

    /// The index of `d[key]`, as the sequence protocol converts it.
    fn deque_index_key(&mut self, r: ObjRef, key: Value) -> Result<usize> {
        let key = if self.is_user(key) {
            match self.call_dunder(key, "__index__", &[])? {
                Some(i) => self.checked_index_result(i)?,
                None if self.base_value(key).is_some() => key,
                None => {
                    return Err(Error::type_error(format!(
                        "sequence index must be integer, not '{}'",
                        self.type_name(key)
                    )));
                }
            }
        } else {
            key
        };
        let i = match key {
            Value::Int(i) => i,
            Value::Bool(b) => b as i64,
            Value::Obj(o) if matches!(self.heap.get(o), Obj::BigInt(_)) => self.index_of(key)?,
            // An int subclass instance; any other wrapped builtin is refused.
            Value::Obj(o) if matches!(self.heap.get(o), Obj::Instance(_)) => {
                self.index_of(key).map_err(|_| {
                    Error::type_error(format!(
                        "sequence index must be integer, not '{}'",
                        self.type_name(key)
                    ))
                })?
            }
            _ => {
                return Err(Error::type_error(format!(
                    "sequence index must be integer, not '{}'",
                    self.type_name(key)
                )));
            }
        };
        let n = self.deque_len(r) as i64;
        let j = if i < 0 { i.saturating_add(n) } else { i };
        if j < 0 || j >= n {
            return Err(Error::index_error("deque index out of range"));
        }
        Ok(j as usize)
    }

    pub(crate) fn deque_getitem(&mut self, r: ObjRef, key: Value) -> Result<Value> {
        let i = self.deque_index_key(r, key)?;
        self.deque(r)
            .and_then(|d| d.items.get(i).copied())
            .ok_or_else(|| Error::index_error("deque index out of range"))
    }

    pub(crate) fn deque_setitem(&mut self, r: ObjRef, key: Value, v: Value) -> Result<()> {
        let i = self.deque_index_key(r, key)?;
        if let Some(slot) = self.deque_mut(r)?.items.get_mut(i) {
            *slot = v;
        }
        Ok(())
    }

    pub(crate) fn deque_delitem(&mut self, r: ObjRef, key: Value) -> Result<()> {
        let i = self.deque_index_key(r, key)?;
        let d = self.deque_mut(r)?;
        d.items.remove(i);
        d.state = d.state.wrapping_add(1);
        Ok(())
    }

    /// `insert(i, v)`.
    pub(crate) fn deque_insert(&mut self, r: ObjRef, index: i64, v: Value) -> Result<()> {
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        let n = d.items.len();
        if d.maxlen == Some(n) {
            return Err(Error::index_error("deque already at its maximum size"));
        }
        let at = if index < 0 {
            index.saturating_add(n as i64).max(0) as usize
        } else {
            (index as u64).min(n as u64) as usize
        };
        let extra = d.growth_for_push();
        self.heap.grow(r, extra, |o| {
            if let Obj::Deque(d) = o {
                d.reserve_for_push();
                d.items.insert(at, v);
                d.state = d.state.wrapping_add(1);
            }
        })
    }

    /// First position of `x` in `d[start..stop]` by equality; a change of
    /// the deque during a comparison is an error.
    pub(crate) fn deque_find(
        &mut self,
        r: ObjRef,
        x: Value,
        start: usize,
        stop: usize,
        on_mutate: fn() -> Error,
    ) -> Result<Option<usize>> {
        let state = self.deque_state(r);
        let mut i = start;
        while i < stop {
            let Some(item) = self.deque(r).and_then(|d| d.items.get(i).copied()) else {
                break;
            };
            let equal = hashing::same_value(item, x) || self.eq(item, x)?;
            if equal {
                return Ok(Some(i));
            }
            if self.deque_state(r) != state {
                return Err(on_mutate());
            }
            i += 1;
        }
        Ok(None)
    }

    pub(crate) fn deque_contains(&mut self, r: ObjRef, x: Value) -> Result<bool> {
        let n = self.deque_len(r);
        Ok(self.deque_find(r, x, 0, n, mutated)?.is_some())
    }

    pub(crate) fn deque_count(&mut self, r: ObjRef, x: Value) -> Result<i64> {
        let state = self.deque_state(r);
        let mut count = 0;
        let mut i = 0;
        while let Some(item) = self.deque(r).and_then(|d| d.items.get(i).copied()) {
            if hashing::same_value(item, x) || self.eq(item, x)? {
                count += 1;
            }
            if self.deque_state(r) != state {
                return Err(mutated());
            }
            i += 1;
        }
        Ok(count)
    }

    /// `remove(x)`.
    pub(crate) fn deque_remove(&mut self, r: ObjRef, x: Value) -> Result<()> {
        let n = self.deque_len(r);
        let found = self.deque_find(r, x, 0, n, || {
            Error::index_error("deque mutated during iteration")
        })?;
        match found {
            Some(i) => {
                let d = self.deque_mut(r)?;
                d.items.remove(i);
                d.state = d.state.wrapping_add(1);
                Ok(())
            }
            None => {
                let s = self.repr_string(x)?;
                Err(Error::value_error(format!("{s} is not in deque")))
            }
        }
    }

    /// `iter(d)` / `reversed(d)`.
    pub(crate) fn deque_iter(&mut self, r: ObjRef, rev: bool) -> Result<Value> {
        let state = self.deque_state(r);
        self.alloc(Obj::Iter(Box::new(IterState::Deque {
            deque: r,
            idx: 0,
            state,
            rev,
        })))
    }

    /// The next item of a deque iterator `it` over `deque`.
    pub(crate) fn deque_iter_next(
        &mut self,
        it: ObjRef,
        deque: ObjRef,
        idx: usize,
        state: u64,
        rev: bool,
    ) -> Result<Option<Value>> {
        let Some(d) = self.deque(deque) else {
            return Ok(None);
        };
        if d.state != state {
            return Err(mutated());
        }
        let n = d.items.len();
        if idx >= n {
            return Ok(None);
        }
        let v = d.items.get(if rev { n - 1 - idx } else { idx }).copied();
        if let Some(Obj::Iter(s)) = self.heap.get_mut(it)
            && let IterState::Deque { idx: i, .. } = &mut **s
        {
            *i = idx + 1;
        }
        Ok(v)
    }

    /// `d * n` as a new deque (of the same maxlen).
    pub(crate) fn deque_repeat(&mut self, v: Value, n: i64) -> Result<Value> {
        let copy = self.deque_copy(v)?;
        if let Some(c) = self.deque_ref(copy) {
            self.deque_irepeat(c, n)?;
        }
        Ok(copy)
    }

    /// `d *= n`.
    pub(crate) fn deque_irepeat(&mut self, r: ObjRef, n: i64) -> Result<()> {
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        let size = d.items.len();
        if size == 0 || n == 1 {
            return Ok(());
        }
        if n <= 0 {
            return self.deque_clear(r);
        }
        let bound = d.maxlen.unwrap_or(usize::MAX);
        let total = (size as u128 * n as u128).min(bound as u128);
        // More than an address space holds (CPython: MemoryError).
        if total > (isize::MAX as usize / VALUE_BYTES) as u128 {
            if self.heap.limit.is_some() {
                return Err(self.heap.refusal(usize::MAX));
            }
            return Err(Error::new(TypeId::MemoryError, ""));
        }
        let total = total as usize;
        let bytes = total * VALUE_BYTES;
        self.heap.check_room(alloc_size(bytes))?;
        self.before_bulk_copy(bytes)?;
        let Some(d) = self.deque(r) else {
            return Err(Error::fault("expected a deque"));
        };
        // Only the last `total` items of the repetition survive the bound.
        let unit: Vec<Value> = d.items.iter().copied().collect();
        let skip = (size as u128 * n as u128 - total as u128) as usize % size;
        let extra = alloc_size(total.max(d.items.capacity()) * VALUE_BYTES);
        self.heap.grow(r, extra, |o| {
            if let Obj::Deque(d) = o {
                let mut items = std::collections::VecDeque::with_capacity(total);
                items.extend(unit.iter().cycle().skip(skip).take(total).copied());
                d.items = items;
                d.state = d.state.wrapping_add(1);
            }
        })
    }

    /// `a + b` of two deques: a copy of `a` extended by `b`.
    pub(crate) fn deque_concat(&mut self, a: Value, b: Value) -> Result<Value> {
        if self.deque_ref(b).is_none() {
            return Err(Error::type_error(format!(
                "can only concatenate deque (not \"{}\") to deque",
                self.type_name(b)
            )));
        }
        let copy = self.deque_copy(a)?;
        if let Some(c) = self.deque_ref(copy) {
            let src = if self.deque_ref(b) == Some(c) {
                self.deque_copy_plain(c)?
            } else {
                b
            };
            self.deque_extend(c, src, false)?;
        }
        Ok(copy)
    }

    /// Rich comparison of two deques, item by item as CPython's
    /// `deque_richcompare`.
    pub(crate) fn deque_order(
        &mut self,
        op: CmpOp,
        a: ObjRef,
        b: ObjRef,
        depth: usize,
    ) -> Result<bool> {
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            // Shortcuts: the same deque, or lengths that differ.
            let same = a == b || self.deque_len(a) != self.deque_len(b);
            if same {
                return Ok((a == b) == (op == CmpOp::Eq));
            }
        }
        let mut i = 0;
        loop {
            let x = self.deque(a).and_then(|d| d.items.get(i).copied());
            let y = self.deque(b).and_then(|d| d.items.get(i).copied());
            let (Some(x), Some(y)) = (x, y) else {
                let (xa, ya) = (x.is_some(), y.is_some());
                return Ok(match op {
                    CmpOp::Lt => ya,
                    CmpOp::Le => !xa,
                    CmpOp::Gt => xa,
                    CmpOp::Ge => !ya,
                    CmpOp::Eq => !xa && !ya,
                    _ => xa || ya,
                });
            };
            if !(hashing::same_value(x, y) || self.eq(x, y)?) {
                return match op {
                    CmpOp::Eq => Ok(false),
                    CmpOp::Ne => Ok(true),
                    _ => self.order(op, x, y, depth + 1),
                };
            }
            i += 1;
        }
    }

    /// `deque(iterable=(), maxlen=None)` on deque `r` (`__init__`).
    pub(crate) fn deque_init(&mut self, r: ObjRef, a: crate::builtins::Args) -> Result<()> {
        let (iterable, maxlen) = if a.kw.is_empty() && a.pos.len() <= 2 {
            (a.get(0), a.get(1))
        } else {
            a.clinic("deque", &["iterable", "maxlen"])?;
            (a.arg(0, "iterable"), a.arg(1, "maxlen"))
        };
        let maxlen = match maxlen {
            None | Some(Value::None) => None,
            Some(m) => Some(self.deque_maxlen_arg(m)?),
        };
        self.deque_mut(r)?.maxlen = maxlen;
        if self.deque_len(r) > 0 {
            self.deque_clear(r)?;
        }
        if let Some(it) = iterable {
            let src = if self.deque_ref(it) == Some(r) {
                self.deque_copy_plain(r)?
            } else {
                it
            };
            self.deque_extend(r, src, false)?;
        }
        Ok(())
    }

    /// maxlen as `PyLong_AsSsize_t` reads it.
    fn deque_maxlen_arg(&mut self, m: Value) -> Result<usize> {
        let m = self.via_index_int(m)?;
        let i = match m {
            Value::Int(i) => i,
            Value::Bool(b) => b as i64,
            Value::Obj(o) if matches!(self.heap.get(o), Obj::BigInt(_)) => {
                return Err(Error::overflow(
                    "Python int too large to convert to C ssize_t",
                ));
            }
            _ => return Err(Error::type_error("an integer is required")),
        };
        if i < 0 {
            return Err(Error::value_error("maxlen must be non-negative"));
        }
        Ok(i as usize)
    }

    /// An int argument read as a C `Py_ssize_t` (`rotate(n)`, `insert(i, x)`).
    pub(crate) fn ssize_arg(&mut self, v: Value) -> Result<i64> {
        let v = self.via_index(v)?;
        match v {
            Value::Obj(o) if matches!(self.heap.get(o), Obj::BigInt(_)) => Err(Error::overflow(
                "Python int too large to convert to C ssize_t",
            )),
            _ => self.index_of(v),
        }
    }

    /// An int subclass instance as its int value (others unchanged).
    fn via_index_int(&mut self, v: Value) -> Result<Value> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(i)
                    if matches!(i.base_value(), Value::Int(_) | Value::Bool(_))
                        || matches!(i.base_value(), Value::Obj(b) if matches!(self.heap.get(b), Obj::BigInt(_))) =>
                {
                    Ok(i.base_value())
                }
                _ => Ok(v),
            },
            _ => Ok(v),
        }
    }
}
