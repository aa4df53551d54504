//! CPython's set hash table, kept beside a set's entries only to reproduce
//! CPython's iteration order.
//!
//! A `set` or `frozenset` stores its elements in a [`super::Dict`], whose
//! seeded index answers every lookup. CPython, though, iterates a set in the
//! order of its open-addressing table, which follows Python's `hash()` of
//! the elements and the table's history (size, deletions, resizes). This
//! module replays that table exactly as `Objects/setobject.c` (3.11) does:
//! a power-of-two slot array starting at 8, `LINEAR_PROBES` consecutive
//! slots then perturbed probing, dummy slots for deletions, a resize when
//! `fill * 5 >= mask * 3`, and `pop()` scanning from a finger. Slots hold
//! indices into the entry vector instead of keys, and the Python hash of each
//! entry lives in the entry itself (see `Dict::py_hash_at`), so the table is
//! four bytes per slot.
//!
//! The table never compares keys: whether a key is present is decided by
//! the dict index first, so it only ever inserts absent keys and removes
//! present ones, walking the same probe sequences CPython would.

/// A slot never used since the last resize.
pub const EMPTY: u32 = u32::MAX;
/// A slot whose element was removed (CPython's `dummy`).
pub const DUMMY: u32 = u32::MAX - 1;
/// The largest entry index a slot can hold.
pub const MAX_INDEX: u32 = u32::MAX - 2;

const MINSIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

/// Live entry indices of a [`SetTable`], in table order.
pub type Indices<'a> =
    std::iter::Filter<std::iter::Copied<std::slice::Iter<'a, u32>>, fn(&u32) -> bool>;

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SetTable {
    slots: Vec<u32>,
    /// Active plus dummy slots.
    fill: usize,
    /// Active slots.
    used: usize,
    /// Where `pop()` starts looking.
    finger: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        Self::new()
    }
}

/// Smallest table size (a power of two, at least 8) greater than `minused`.
pub fn size_for(minused: usize) -> usize {
    let mut n = MINSIZE;
    while n <= minused {
        n <<= 1;
    }
    n
}

/// `set_insert_clean`: place `idx` in the first empty slot of its probe
/// sequence (the table holds no dummies and not `idx`).
fn insert_clean(slots: &mut [u32], idx: u32, hash: i64) {
    let mask = slots.len() - 1;
    let mut perturb = hash as u64;
    let mut i = (hash as u64 as usize) & mask;
    loop {
        if slots[i] == EMPTY {
            slots[i] = idx;
            return;
        }
        if i + LINEAR_PROBES <= mask
            && let Some(k) = slots[i + 1..=i + LINEAR_PROBES]
                .iter()
                .position(|&s| s == EMPTY)
        {
            slots[i + 1 + k] = idx;
            return;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i
            .wrapping_mul(5)
            .wrapping_add(1)
            .wrapping_add(perturb as usize))
            & mask;
    }
}

impl SetTable {
    pub fn new() -> SetTable {
        SetTable {
            slots: vec![EMPTY; MINSIZE],
            fill: 0,
            used: 0,
            finger: 0,
        }
    }

    #[inline]
    pub fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    #[inline]
    pub fn fill(&self) -> usize {
        self.fill
    }

    #[inline]
    pub fn used(&self) -> usize {
        self.used
    }

    #[inline]
    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// Raw slot content (EMPTY, DUMMY or an entry index).
    #[inline]
    pub fn slot(&self, pos: usize) -> Option<u32> {
        self.slots.get(pos).copied()
    }

    pub fn heap_bytes(&self) -> usize {
        super::heap::alloc_size(self.slots.capacity() * 4)
    }

    /// Bytes a resize to hold `minused` would allocate.
    pub fn bytes_for(minused: usize) -> usize {
        super::heap::alloc_size(size_for(minused) * 4)
    }

    /// Bytes adding one absent element may allocate (a resize, worst case).
    pub fn growth_for_insert(&self) -> usize {
        if (self.fill + 1) * 5 >= self.mask() * 3 {
            let used = self.used + 1;
            Self::bytes_for(if used > 50000 { used * 2 } else { used * 4 })
        } else {
            0
        }
    }

    /// Live entry indices in table order.
    pub fn indices(&self) -> Indices<'_> {
        fn live(s: &u32) -> bool {
            *s <= MAX_INDEX
        }
        self.slots.iter().copied().filter(live as fn(&u32) -> bool)
    }

    /// The first live slot at or after `pos`: (slot position, entry index).
    #[inline]
    pub fn next_live(&self, pos: usize) -> Option<(usize, u32)> {
        let tail = self.slots.get(pos..)?;
        tail.iter()
            .position(|&s| s <= MAX_INDEX)
            .map(|k| (pos + k, tail[k]))
    }

    /// `set_add_entry` for a key known to be absent. `hash_of` gives the
    /// Python hash of any entry index already in the table (for resizes).
    pub fn insert(&mut self, idx: u32, hash: i64, hash_of: impl Fn(u32) -> i64) {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        let mut freeslot = None;
        let found = 'probe: loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                match self.slots[j] {
                    EMPTY => break 'probe j,
                    DUMMY => freeslot = Some(j),
                    _ => {}
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        };
        self.used += 1;
        if let Some(f) = freeslot {
            self.slots[f] = idx;
            return;
        }
        self.slots[found] = idx;
        self.fill += 1;
        if self.fill * 5 >= mask * 3 {
            let used = self.used;
            self.resize(if used > 50000 { used * 2 } else { used * 4 }, hash_of);
        }
    }

    /// `set_table_resize`: rebuild with the smallest size above `minused`,
    /// dropping dummies.
    pub fn resize(&mut self, minused: usize, hash_of: impl Fn(u32) -> i64) {
        let newsize = size_for(minused);
        if newsize == MINSIZE && self.slots.len() == MINSIZE && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.slots, vec![EMPTY; newsize]);
        for s in old {
            if s <= MAX_INDEX {
                insert_clean(&mut self.slots, s, hash_of(s));
            }
        }
        self.fill = self.used;
    }

    /// The slot holding entry `idx`, found along `hash`'s probe sequence
    /// exactly as `set_lookkey` would find the element.
    fn find(&self, idx: u32, hash: i64) -> Option<usize> {
        let mask = self.mask();
        let mut perturb = hash as u64;
        let mut i = (hash as u64 as usize) & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in i..=i + probes {
                match self.slots[j] {
                    EMPTY => return None,
                    s if s == idx => return Some(j),
                    _ => {}
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// `set_discard_entry` for entry `idx` (present, with Python hash `hash`).
    pub fn remove(&mut self, idx: u32, hash: i64) {
        let pos = match self.find(idx, hash) {
            Some(p) => Some(p),
            // Unreachable while the table is consistent; stay correct anyway.
            None => self.slots.iter().position(|&s| s == idx),
        };
        if let Some(p) = pos {
            self.slots[p] = DUMMY;
            self.used -= 1;
        }
    }

    /// `set_pop`: the entry index in the first live slot from the finger,
    /// now a dummy.
    pub fn pop(&mut self) -> Option<u32> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut pos = self.finger & mask;
        while self.slots[pos] > MAX_INDEX {
            pos += 1;
            if pos > mask {
                pos = 0;
            }
        }
        let idx = self.slots[pos];
        self.slots[pos] = DUMMY;
        self.used -= 1;
        self.finger = pos + 1;
        Some(idx)
    }

    /// `set_clear_internal`: back to eight empty slots (the finger stays).
    /// Loaded from a snapshot: a power-of-two table whose live slots name
    /// live entries, with consistent counts and finger.
    pub fn valid_for(&self, entries: &[super::dict::Entry], live: usize) -> bool {
        let n = self.slots.len();
        if n < MINSIZE || !n.is_power_of_two() || self.finger >= n {
            return false;
        }
        let mut used = 0;
        let mut fill = 0;
        for &s in &self.slots {
            if s == EMPTY {
                continue;
            }
            fill += 1;
            if s == DUMMY {
                continue;
            }
            used += 1;
            match entries.get(s as usize) {
                Some(e) if !e.key.is_undef() => {}
                _ => return false,
            }
        }
        used == self.used && fill == self.fill && used == live && fill < n
    }

    pub fn clear(&mut self) {
        self.slots = vec![EMPTY; MINSIZE];
        self.fill = 0;
        self.used = 0;
    }

    pub fn finger(&self) -> usize {
        self.finger
    }

    pub fn set_finger(&mut self, f: usize) {
        self.finger = f;
    }

    /// Renumber entry indices after the entry vector was compacted.
    pub fn remap(&mut self, map: &[u32]) {
        for s in self.slots.iter_mut() {
            if *s <= MAX_INDEX {
                *s = map[*s as usize];
            }
        }
    }

    /// `set_merge` into this empty table: `items` are (entry index, hash,
    /// slot position in the source table) in source table order.
    /// `same_layout` is CPython's "same size and no dummies" case, which
    /// copies the slots verbatim.
    pub fn fill_from(&mut self, items: &[(u32, i64, usize)], same_layout: bool) {
        debug_assert_eq!(self.fill, 0);
        for &(idx, hash, pos) in items {
            if same_layout {
                self.slots[pos] = idx;
            } else {
                insert_clean(&mut self.slots, idx, hash);
            }
        }
        self.fill = items.len();
        self.used = items.len();
    }
}
