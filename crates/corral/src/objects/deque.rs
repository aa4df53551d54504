//! `collections.deque`: a ring buffer of values with an optional bound.

use std::collections::VecDeque;

use super::Value;
use super::heap::alloc_size;

const V: usize = std::mem::size_of::<Value>();

/// A deque's payload. `state` counts the moves of its ends, as CPython's
/// `deque->state` does: iterators and searches compare it to notice that
/// the deque changed under them.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Deque {
    pub items: VecDeque<Value>,
    /// The bound set at construction (`maxlen`), or None.
    pub maxlen: Option<usize>,
    pub state: u64,
}

impl Deque {
    pub fn new(maxlen: Option<usize>) -> Deque {
        Deque {
            items: VecDeque::new(),
            maxlen,
            state: 0,
        }
    }

    /// Bytes the buffer owns (what `memory` charges for it).
    pub fn heap_bytes(&self) -> usize {
        alloc_size(self.items.capacity() * V)
    }

    /// The capacity the next push grows the buffer to, if it must grow.
    pub fn next_capacity(&self) -> Option<usize> {
        let (len, cap) = (self.items.len(), self.items.capacity());
        (len == cap).then(|| (cap * 2).max(4))
    }

    /// Bytes to charge before one push: the whole new buffer when it must
    /// grow (the old one is held while the items move), else nothing.
    pub fn growth_for_push(&self) -> usize {
        self.next_capacity().map_or(0, |c| alloc_size(c * V))
    }

    /// Make room for one more item exactly as `growth_for_push` charged.
    pub fn reserve_for_push(&mut self) {
        if let Some(c) = self.next_capacity() {
            self.items.reserve_exact(c - self.items.len());
        }
    }

    /// Append at the right, dropping from the left past `maxlen`
    /// (CPython's `deque_append_internal`). The caller made room.
    pub fn push_back(&mut self, v: Value) {
        self.state = self.state.wrapping_add(1);
        if self.maxlen == Some(0) {
            return;
        }
        self.items.push_back(v);
        if self.maxlen.is_some_and(|m| self.items.len() > m) {
            self.items.pop_front();
        }
    }

    /// Append at the left, dropping from the right past `maxlen`.
    pub fn push_front(&mut self, v: Value) {
        self.state = self.state.wrapping_add(1);
        if self.maxlen == Some(0) {
            return;
        }
        self.items.push_front(v);
        if self.maxlen.is_some_and(|m| self.items.len() > m) {
            self.items.pop_back();
        }
    }

    /// Whether a push may need a bigger buffer (a full deque at its bound
    /// replaces an item instead).
    pub fn push_grows(&self) -> bool {
        self.maxlen.is_none_or(|m| self.items.len() < m) && self.next_capacity().is_some()
    }

    /// `rotate(n)`: n steps to the right (negative: left).
    pub fn rotate(&mut self, n: i64) {
        let len = self.items.len();
        if len <= 1 {
            return;
        }
        self.state = self.state.wrapping_add(1);
        let k = n.rem_euclid(len as i64) as usize;
        if k != 0 {
            self.items.rotate_right(k);
        }
    }
}
