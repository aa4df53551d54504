//! The iteration protocol for builtin iterables and generators.

use crate::error::{Error, Result};
use crate::objects::heap::alloc_size;
use crate::objects::{GenState, IterState, Obj, ObjRef, TypeId, Value, ViewKind};

const VALUE_BYTES: usize = std::mem::size_of::<Value>();
/// How deep builtin iterators may nest when one asks the next for an item
/// (each level is a Rust frame); as deep as native calls may go.
const MAX_COMPOSITE_DEPTH: u32 = 3000;

use super::Vm;
use super::dunder::Dunder;

impl Vm {
    /// `iter(v)`.
    pub fn get_iter(&mut self, v: Value) -> Result<Value> {
        let Value::Obj(r) = v else {
            return Err(self.not_iterable(v));
        };
        if self.is_user(v) {
            if let Some(it) = self.user_iter(v)? {
                return Ok(it);
            }
            return Err(self.not_iterable(v));
        }
        let state = match self.heap.get(r) {
            Obj::List(_) | Obj::Tuple(_) | Obj::Bytes(_) | Obj::ByteArray(_) => {
                IterState::Seq { seq: r, idx: 0 }
            }
            Obj::Str(_) => IterState::Str { s: r, pos: 0 },
            Obj::Deque(_) => return self.deque_iter(r, false),
            Obj::Range { start, stop, step } => IterState::Range {
                cur: *start,
                stop: *stop,
                step: *step,
            },
            Obj::Dict(d) => IterState::Dict {
                dict: r,
                idx: 0,
                kind: ViewKind::Keys,
                len: d.len(),
            },
            Obj::Set(d) | Obj::FrozenSet(d) => IterState::Dict {
                dict: r,
                idx: 0,
                kind: ViewKind::Keys,
                len: d.len(),
            },
            Obj::DictView { dict, kind } => {
                let len = match self.heap.get(*dict) {
                    Obj::Dict(d) => d.len(),
                    _ => 0,
                };
                IterState::Dict {
                    dict: *dict,
                    idx: 0,
                    kind: *kind,
                    len,
                }
            }
            // Items come from indexing, in big ints.
            Obj::LongRange(_) => IterState::GetItem { obj: v, idx: 0 },
            Obj::Iter(_) | Obj::Generator(_) => return Ok(v),
            _ => return Err(self.not_iterable(v)),
        };
        self.alloc(Obj::Iter(Box::new(state)))
    }

    /// `__length_hint__()` of a builtin iterator: how many items are left.
    pub(crate) fn length_hint(&self, it: Value) -> usize {
        let Value::Obj(r) = it else { return 0 };
        let Obj::Iter(state) = self.heap.get(r) else {
            return 0;
        };
        match &**state {
            IterState::Seq { seq, idx } => match self.heap.get(*seq) {
                Obj::List(l) => l.len().saturating_sub(*idx),
                Obj::Tuple(t) => t.len().saturating_sub(*idx),
                Obj::Bytes(b) => b.len().saturating_sub(*idx),
                Obj::ByteArray(b) => b.len().saturating_sub(*idx),
                _ => 0,
            },
            IterState::Str { s, pos } => match self.heap.get(*s) {
                Obj::Str(st) => st.as_str().get(*pos..).map_or(0, |t| t.chars().count()),
                _ => 0,
            },
            IterState::Range { cur, stop, step } => {
                let (cur, stop, step) = (*cur as i128, *stop as i128, *step as i128);
                let n = if step > 0 && cur < stop {
                    (stop - cur + step - 1) / step
                } else if step < 0 && cur > stop {
                    (cur - stop - step - 1) / -step
                } else {
                    0
                };
                n as usize
            }
            IterState::Dict { dict, idx, len, .. } => {
                let (Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d)) = self.heap.get(*dict) else {
                    return 0;
                };
                // A changed size makes the next step fail; CPython says 0.
                if d.len() != *len {
                    return 0;
                }
                let mut pos = *idx;
                let mut n = 0;
                while let Some((next, _)) = d.next_live(pos) {
                    n += 1;
                    pos = next;
                }
                n
            }
            IterState::Reversed { seq, idx } => {
                let len = match self.heap.get(*seq) {
                    Obj::List(l) => l.len(),
                    Obj::Tuple(t) => t.len(),
                    Obj::Bytes(b) => b.len(),
                    Obj::ByteArray(b) => b.len(),
                    Obj::Str(s) => s.char_len(),
                    _ => 0,
                };
                if *idx <= len { *idx } else { 0 }
            }
            IterState::Deque { deque, idx, .. } => self
                .deque(*deque)
                .map_or(0, |d| d.items.len().saturating_sub(*idx)),
            _ => 0,
        }
    }

    fn not_iterable(&self, v: Value) -> Error {
        if let Value::Type(_) = v {
            return Error::type_error("'type' object is not iterable");
        }
        Error::type_error(format!("'{}' object is not iterable", self.type_name(v)))
    }

    /// Advance an iterator: Some(item) or None when exhausted.
    /// The next item of the iterators `for` loops meet most, a range or a
    /// list or tuple iterator, with no call: Some(None) when it is
    /// exhausted, None when `r` is another kind (for `next_fast`).
    #[inline(always)]
    pub(crate) fn simple_next(&mut self, r: ObjRef) -> Option<Option<Value>> {
        // The index moves on at once, so a step is two heap accesses, not
        // three; only an exhausted or a bytes iterator takes a third.
        let (seq, i) = match self.heap.get_mut(r) {
            Some(Obj::Iter(state)) => match &mut **state {
                IterState::Range { cur, stop, step } => {
                    let c = *cur;
                    let more = if *step > 0 { c < *stop } else { c > *stop };
                    if !more {
                        return Some(None);
                    }
                    *cur = c.checked_add(*step).unwrap_or(*stop);
                    return Some(Some(Value::Int(c)));
                }
                IterState::Seq { seq, idx } => {
                    let i = *idx;
                    *idx = i.saturating_add(1);
                    (*seq, i)
                }
                _ => return None,
            },
            _ => return None,
        };
        let item = match self.heap.get(seq) {
            Obj::List(l) => Some(l.get(i).copied()),
            Obj::Tuple(t) => Some(t.get(i).copied()),
            _ => None,
        };
        if !matches!(item, Some(Some(_)))
            && let Some(Obj::Iter(s)) = self.heap.get_mut(r)
        {
            match item {
                // Exhausted for good, as in CPython: a list that grows
                // later is not seen again (the iterator keeps its type).
                Some(None) => {
                    if let IterState::Seq { idx, .. } = &mut **s {
                        *idx = usize::MAX;
                    }
                }
                // Not a list or tuple: `next_fast` takes this step.
                _ => {
                    if let IterState::Seq { idx, .. } = &mut **s {
                        *idx = i;
                    }
                }
            }
        }
        item
    }

    pub fn next_fast(&mut self, it: Value) -> Result<Option<Value>> {
        let Value::Obj(r) = it else {
            return Err(Error::type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(it)
            )));
        };
        if let Some(item) = self.simple_next(r) {
            return Ok(item);
        }
        let (item, advance) = match self.heap.get(r) {
            Obj::Iter(state) => match &**state {
                // Ranges, lists and tuples went through `simple_next`.
                IterState::Seq { seq, idx } => {
                    let v = match self.heap.get(*seq) {
                        Obj::Bytes(b) => b.get(*idx).map(|x| Value::Int(*x as i64)),
                        Obj::ByteArray(b) => b.get(*idx).map(|x| Value::Int(*x as i64)),
                        _ => None,
                    };
                    (v, 1usize)
                }
                // Went through `simple_next`.
                IterState::Range { .. } => return Ok(None),
                IterState::Str { s, pos } => {
                    let pos = *pos;
                    let Obj::Str(st) = self.heap.get(*s) else {
                        return Ok(None);
                    };
                    let Some(c) = st.as_str()[pos..].chars().next() else {
                        return Ok(None);
                    };
                    let v = self.new_char_str(c)?;
                    if let Some(Obj::Iter(s)) = self.heap.get_mut(r)
                        && let IterState::Str { pos: p, .. } = &mut **s
                    {
                        *p += c.len_utf8();
                    }
                    return Ok(Some(v));
                }
                IterState::Dict {
                    dict,
                    idx,
                    kind,
                    len,
                } => {
                    let (dict, mut idx, kind, len) = (*dict, *idx, *kind, *len);
                    let (Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d)) = self.heap.get(dict)
                    else {
                        return Ok(None);
                    };
                    if d.len() != len {
                        let what = if matches!(self.heap.get(dict), Obj::Dict(_)) {
                            "dictionary"
                        } else {
                            "Set"
                        };
                        return Err(Error::new(
                            TypeId::RuntimeError,
                            format!("{what} changed size during iteration"),
                        ));
                    }
                    let found = match d.next_live(idx) {
                        Some((next, e)) => {
                            idx = next;
                            Some(*e)
                        }
                        None => {
                            idx = usize::MAX;
                            None
                        }
                    };
                    if let Some(Obj::Iter(s)) = self.heap.get_mut(r)
                        && let IterState::Dict { idx: i, .. } = &mut **s
                    {
                        *i = idx;
                    }
                    let Some(e) = found else { return Ok(None) };
                    return Ok(Some(match kind {
                        ViewKind::Keys => e.key,
                        ViewKind::Values => e.value,
                        ViewKind::Items => self.new_tuple_of(&[e.key, e.value])?,
                    }));
                }
                IterState::Reversed { seq, idx } => {
                    let (seq, idx) = (*seq, *idx);
                    if idx == 0 {
                        return Ok(None);
                    }
                    let v = match self.heap.get(seq) {
                        Obj::List(l) => l.get(idx - 1).copied(),
                        Obj::Tuple(t) => t.get(idx - 1).copied(),
                        Obj::Bytes(b) => b.get(idx - 1).map(|x| Value::Int(*x as i64)),
                        Obj::ByteArray(b) => b.get(idx - 1).map(|x| Value::Int(*x as i64)),
                        Obj::Str(s) => {
                            let c = s.as_str().chars().nth(idx - 1);
                            match c {
                                Some(c) => Some(self.new_str(c.to_string())?),
                                None => None,
                            }
                        }
                        _ => None,
                    };
                    if let Some(Obj::Iter(s)) = self.heap.get_mut(r)
                        && let IterState::Reversed { idx: i, .. } = &mut **s
                    {
                        *i = if v.is_some() { idx - 1 } else { 0 };
                    }
                    return Ok(v);
                }
                IterState::Empty => return Ok(None),
                IterState::Deque {
                    deque,
                    idx,
                    state,
                    rev,
                } => {
                    let (deque, idx, state, rev) = (*deque, *idx, *state, *rev);
                    return self.deque_iter_next(r, deque, idx, state, rev);
                }
                _ => return self.next_composite(r),
            },
            Obj::Generator(g) => {
                if g.state == GenState::Done {
                    return Ok(None);
                }
                return self.gen_next(r);
            }
            Obj::Instance(_) => return self.user_next(it),
            _ => {
                return Err(Error::type_error(format!(
                    "'{}' object is not an iterator",
                    self.type_name(it)
                )));
            }
        };
        if item.is_some()
            && let Some(Obj::Iter(s)) = self.heap.get_mut(r)
            && let IterState::Seq { idx, .. } = &mut **s
        {
            *idx += advance;
        }
        Ok(item)
    }

    /// enumerate, zip, map, filter, callable iterators: they call back into
    /// other iterators or guest functions. Each level of nesting
    /// (`map(f, map(f, ...))`) is a Rust frame, so the depth is bounded.
    fn next_composite(&mut self, r: crate::objects::ObjRef) -> Result<Option<Value>> {
        if self.native_depth >= MAX_COMPOSITE_DEPTH {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        self.enter_native();
        let out = self.next_composite_step(r);
        self.leave_native();
        out
    }

    fn next_composite_step(&mut self, r: crate::objects::ObjRef) -> Result<Option<Value>> {
        let Obj::Iter(state) = self.heap.get(r) else {
            return Ok(None);
        };
        match &**state {
            IterState::Enumerate { it, count } => {
                let (it, count) = (*it, *count);
                match self.next_fast(it)? {
                    Some(v) => {
                        if let Some(Obj::Iter(s)) = self.heap.get_mut(r)
                            && let IterState::Enumerate { count: c, .. } = &mut **s
                        {
                            *c += 1;
                        }
                        Ok(Some(self.new_tuple_of(&[Value::Int(count), v])?))
                    }
                    None => Ok(None),
                }
            }
            IterState::Zip { its, strict } => {
                let strict = *strict;
                // Up to four iterators are copied out without allocating.
                let mut few = [Value::Undef; 4];
                let its: std::borrow::Cow<[Value]> = match its.get(..) {
                    Some(v) if v.len() <= few.len() => {
                        few[..v.len()].copy_from_slice(v);
                        std::borrow::Cow::Borrowed(&few[..v.len()])
                    }
                    _ => std::borrow::Cow::Owned(its.clone()),
                };
                if its.is_empty() {
                    return Ok(None);
                }
                // Pairs (the commonest zip) become a tuple without a Vec.
                let mut pair = [Value::Undef; 2];
                let mut items = Vec::new();
                for (i, it) in its.iter().enumerate() {
                    match self.next_fast(*it)? {
                        Some(v) if its.len() <= 2 => pair[i] = v,
                        Some(v) => items.push(v),
                        None => {
                            if strict {
                                if i > 0 {
                                    let plural = if i == 1 { " " } else { "s 1-" };
                                    return Err(Error::value_error(format!(
                                        "zip() argument {} is shorter than argument{}{}",
                                        i + 1,
                                        plural,
                                        i
                                    )));
                                }
                                for (j, other) in its.iter().enumerate().skip(1) {
                                    if self.next_fast(*other)?.is_some() {
                                        let plural = if j == 1 { " " } else { "s 1-" };
                                        return Err(Error::value_error(format!(
                                            "zip() argument {} is longer than argument{}{}",
                                            j + 1,
                                            plural,
                                            j
                                        )));
                                    }
                                }
                            }
                            return Ok(None);
                        }
                    }
                }
                if its.len() <= 2 {
                    return Ok(Some(self.new_tuple_of(&pair[..its.len()])?));
                }
                Ok(Some(self.new_tuple(items)?))
            }
            IterState::Map { func, its } => {
                let (func, its) = (*func, its.clone());
                let mut args = Vec::with_capacity(its.len());
                for it in its {
                    match self.next_fast(it)? {
                        Some(v) => args.push(v),
                        None => return Ok(None),
                    }
                }
                let base = self.roots.len();
                self.roots.extend_from_slice(&args);
                let r = self.call(func, &args);
                self.roots.truncate(base);
                r.map(Some)
            }
            IterState::Filter { func, it } => {
                let (func, it) = (*func, *it);
                loop {
                    let Some(v) = self.next_fast(it)? else {
                        return Ok(None);
                    };
                    let keep = if matches!(func, Value::None) {
                        self.truthy(v)?
                    } else {
                        let r = self.call(func, &[v])?;
                        self.truthy(r)?
                    };
                    if keep {
                        return Ok(Some(v));
                    }
                }
            }
            IterState::GetItem { obj, idx } => {
                let (obj, idx) = (*obj, *idx);
                match self.get_item(obj, Value::Int(idx)) {
                    Ok(v) => {
                        if let Some(Obj::Iter(s)) = self.heap.get_mut(r)
                            && let IterState::GetItem { idx: i, .. } = &mut **s
                        {
                            *i += 1;
                        }
                        Ok(Some(v))
                    }
                    Err(e)
                        if self.err_matches(&e, TypeId::IndexError)
                            || self.err_matches(&e, TypeId::StopIteration) =>
                    {
                        if let Some(Obj::Iter(s)) = self.heap.get_mut(r) {
                            **s = IterState::Empty;
                        }
                        Ok(None)
                    }
                    Err(e) => Err(e),
                }
            }
            IterState::Callable { func, sentinel } => {
                let (func, sentinel) = (*func, *sentinel);
                let v = self.call(func, &[])?;
                if self.eq(v, sentinel)? {
                    if let Some(Obj::Iter(s)) = self.heap.get_mut(r) {
                        **s = IterState::Empty;
                    }
                    return Ok(None);
                }
                Ok(Some(v))
            }
            IterState::Tool(_) => crate::modules::itertoolsmod::next(self, r),
            _ => Ok(None),
        }
    }

    /// `collect_iter` that keeps what it read before an error: for the
    /// consumers (list.extend, set.update) whose target keeps it in CPython,
    /// where each item goes in as it is read.
    pub(crate) fn collect_iter_partial(&mut self, v: Value) -> (Vec<Value>, Result<()>) {
        if let Value::Obj(r) = v
            && matches!(self.heap.get(r), Obj::List(_) | Obj::Tuple(_))
        {
            return match self.collect_iter(v) {
                Ok(items) => (items, Ok(())),
                Err(e) => (Vec::new(), Err(e)),
            };
        }
        match self.get_iter(v) {
            Ok(it) => self.drain_iter(it),
            Err(e) => (Vec::new(), Err(e)),
        }
    }

    /// The items of iterator `it` read until it ends or fails, charging
    /// steps for the work; the items read before a failure are kept.
    fn drain_iter(&mut self, it: Value) -> (Vec<Value>, Result<()>) {
        let base = self.roots.len();
        self.roots.push(it);
        let mut out: Vec<Value> = Vec::new();
        let r = loop {
            match self.next_fast(it) {
                Ok(Some(x)) => {
                    if let Err(e) = self.heap.push_checked(&mut out, x) {
                        break Err(e);
                    }
                    if out.len().is_multiple_of(1024)
                        && let Err(e) = self.charge_steps(1024)
                    {
                        break Err(e);
                    }
                }
                Ok(None) => break Ok(()),
                Err(e) => break Err(e),
            }
        };
        self.roots.truncate(base);
        (out, r)
    }

    /// All items of an iterable, charging steps for the work.
    pub fn collect_iter(&mut self, v: Value) -> Result<Vec<Value>> {
        if let Value::Obj(r) = v {
            let items = match self.heap.get(r) {
                Obj::List(l) => &l[..],
                Obj::Tuple(t) => &t[..],
                _ => &[][..],
            };
            if !items.is_empty() {
                // The copy must fit before it is made.
                self.heap
                    .check_room(alloc_size(items.len() * VALUE_BYTES))?;
                return self.copy_items(r);
            }
        }
        let it = self.get_iter(v)?;
        let (out, r) = self.drain_iter(it);
        r.map(|_| out)
    }

    /// `next_fast` for a native consumer whose own values are all rooted
    /// and that was called straight from bytecode (`may_gc`, see
    /// `collect_ok`): a generator then runs as in a `for` loop, and garbage
    /// it makes can be collected while it runs.
    pub(crate) fn next_rooted(&mut self, it: Value, may_gc: bool) -> Result<Option<Value>> {
        if !may_gc {
            return self.next_fast(it);
        }
        self.resume_rooted =
            matches!(it, Value::Obj(r) if matches!(self.heap.get(r), Obj::Generator(_)));
        let r = self.next_fast(it);
        self.resume_rooted = false;
        r
    }

    /// `collect_iter` for a consumer called straight from bytecode
    /// (`may_gc`): the items gathered so far are rooted, so a generator
    /// being drained may collect garbage as it goes.
    pub(crate) fn collect_iter_rooted(&mut self, v: Value, may_gc: bool) -> Result<Vec<Value>> {
        let is_gen = matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::Generator(_)));
        if !(may_gc && is_gen) {
            return self.collect_iter(v);
        }
        let base = self.roots.len();
        self.roots.push(v);
        let r = loop {
            match self.next_rooted(v, true) {
                Ok(Some(x)) => {
                    if let Err(e) = self.heap.push_checked(&mut self.roots, x) {
                        break Err(e);
                    }
                    if (self.roots.len() - base).is_multiple_of(1024)
                        && let Err(e) = self.charge_steps(1024)
                    {
                        break Err(e);
                    }
                }
                Ok(None) => break Ok(()),
                Err(e) => break Err(e),
            }
        };
        let items = self.roots.split_off(base + 1);
        self.roots.truncate(base);
        // A long drain must not leave its capacity behind in the roots.
        self.roots.shrink_to(1024);
        r.map(|_| items)
    }

    /// Items of a list or tuple (or any iterable).
    pub fn seq_items(&mut self, v: Value) -> Result<Vec<Value>> {
        self.collect_iter(v)
    }

    /// Unpack for assignment: exactly `n` items, or with a star: `before`
    /// items, a list, and `after` items.
    pub fn unpack(&mut self, v: Value, before: usize, after: Option<usize>) -> Result<Vec<Value>> {
        let items = match self.collect_iter(v) {
            Ok(i) => i,
            Err(e) => {
                if e.pending_type() == Some(TypeId::TypeError) && !self.is_iterable(v) {
                    return Err(Error::type_error(format!(
                        "cannot unpack non-iterable {} object",
                        self.type_name(v)
                    )));
                }
                return Err(e);
            }
        };
        match after {
            None => {
                if items.len() > before {
                    return Err(Error::value_error(format!(
                        "too many values to unpack (expected {before})"
                    )));
                }
                if items.len() < before {
                    return Err(Error::value_error(format!(
                        "not enough values to unpack (expected {before}, got {})",
                        items.len()
                    )));
                }
                Ok(items)
            }
            Some(after) => {
                if items.len() < before + after {
                    return Err(Error::value_error(format!(
                        "not enough values to unpack (expected at least {}, got {})",
                        before + after,
                        items.len()
                    )));
                }
                let mut out = items[..before].to_vec();
                let mid = items[before..items.len() - after].to_vec();
                out.push(self.new_list(mid)?);
                out.extend_from_slice(&items[items.len() - after..]);
                Ok(out)
            }
        }
    }

    pub fn is_iterable(&self, v: Value) -> bool {
        if self.is_user(v) {
            return self.dunder_of(v, Dunder::Iter).is_some()
                || self.dunder_of(v, Dunder::GetItem).is_some()
                || self.base_value(v).is_some();
        }
        match v {
            Value::Obj(r) => matches!(
                self.heap.get(r),
                Obj::List(_)
                    | Obj::Tuple(_)
                    | Obj::Str(_)
                    | Obj::Bytes(_)
                    | Obj::ByteArray(_)
                    | Obj::Dict(_)
                    | Obj::Set(_)
                    | Obj::FrozenSet(_)
                    | Obj::Range { .. }
                    | Obj::Deque(_)
                    | Obj::DictView { .. }
                    | Obj::Iter(_)
                    | Obj::Generator(_)
            ),
            _ => false,
        }
    }
}
