//! Insertion-ordered hash table used for dict, set and frozenset.
//!
//! Entries are kept in insertion order in a vector; a hashbrown index maps
//! hashes to entry positions. The index is keyed by the *internal* hash
//! (objects::hashing), a seeded hash of the key's full value rather than
//! Python's `hash()`, so keys that collide under `hash()` (ints equal modulo
//! 2**61-1, say) do not make lookups quadratic.

use hashbrown::HashTable;

use super::{Heap, Value, hashing::key_eq};

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub hash: u64,
    pub key: Value,
    pub value: Value,
}

#[derive(Debug, Default)]
pub struct Dict {
    entries: Vec<Entry>,
    index: HashTable<u32>,
    len: usize,
    /// Some key is a user object whose `__eq__` lookups must consult.
    pub has_user_keys: bool,
}

const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();
const INDEX_BYTES: usize = 8;

impl Dict {
    pub fn new() -> Dict {
        Dict::default()
    }

    pub fn with_capacity(n: usize) -> Dict {
        Dict {
            entries: Vec::with_capacity(n),
            index: HashTable::with_capacity(n),
            len: 0,
            has_user_keys: false,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn heap_bytes(&self) -> usize {
        self.entries.capacity() * ENTRY_BYTES + self.index.capacity() * INDEX_BYTES
    }

    /// Bytes an insertion of one more entry may add (for charging first).
    pub fn growth_for_insert(&self) -> usize {
        let mut extra = 0;
        if self.entries.len() == self.entries.capacity() {
            extra += self.entries.capacity().max(4) * ENTRY_BYTES;
        }
        if self.index.len() == self.index.capacity() {
            extra += (self.index.capacity().max(4) + 1) * 2 * INDEX_BYTES;
        }
        extra
    }

    pub fn find(&self, heap: &Heap, key: Value, hash: u64) -> Option<usize> {
        let entries = &self.entries;
        self.index
            .find(hash, |&i| {
                let e = &entries[i as usize];
                e.hash == hash && key_eq(heap, e.key, key)
            })
            .map(|&i| i as usize)
    }

    pub fn get(&self, heap: &Heap, key: Value, hash: u64) -> Option<Value> {
        self.find(heap, key, hash).map(|i| self.entries[i].value)
    }

    /// Append a key known to be absent.
    pub fn insert_new(&mut self, hash: u64, key: Value, value: Value) {
        if self.entries.len() >= u32::MAX as usize {
            return;
        }
        if self.entries.len() > 16 && self.entries.len() >= 2 * self.len {
            self.compact();
        }
        let idx = self.entries.len() as u32;
        self.entries.push(Entry { hash, key, value });
        let entries = &self.entries;
        self.index
            .insert_unique(hash, idx, |&i| entries[i as usize].hash);
        self.len += 1;
    }

    #[inline]
    pub fn set_at(&mut self, idx: usize, value: Value) {
        if let Some(e) = self.entries.get_mut(idx) {
            e.value = value;
        }
    }

    /// Remove the entry at `idx`, returning (key, value).
    pub fn remove_at(&mut self, idx: usize) -> Option<(Value, Value)> {
        let e = *self.entries.get(idx)?;
        if e.key.is_undef() {
            return None;
        }
        if let Ok(occ) = self.index.find_entry(e.hash, |&i| i as usize == idx) {
            occ.remove();
        }
        self.entries[idx].key = Value::Undef;
        self.entries[idx].value = Value::Undef;
        self.len -= 1;
        // Trailing tombstones can go at once: keeps popitem O(1).
        while self.entries.last().is_some_and(|e| e.key.is_undef()) {
            self.entries.pop();
        }
        Some((e.key, e.value))
    }

    pub fn clear(&mut self) {
        self.entries = Vec::new();
        self.index = HashTable::new();
        self.len = 0;
    }

    fn compact(&mut self) {
        self.entries.retain(|e| !e.key.is_undef());
        self.index.clear();
        for (i, e) in self.entries.iter().enumerate() {
            let entries = &self.entries;
            self.index
                .insert_unique(e.hash, i as u32, |&j| entries[j as usize].hash);
        }
    }

    /// Raw slot `idx` (may be a tombstone); iteration walks slots in order.
    #[inline]
    pub fn slot(&self, idx: usize) -> Option<&Entry> {
        self.entries.get(idx)
    }

    pub fn slot_count(&self) -> usize {
        self.entries.len()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Entry> + '_ {
        self.entries.iter().filter(|e| !e.key.is_undef())
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = Value> + '_ {
        self.iter().map(|e| e.key)
    }

    pub fn last(&self) -> Option<usize> {
        self.entries.iter().rposition(|e| !e.key.is_undef())
    }

    pub fn first(&self) -> Option<usize> {
        self.entries.iter().position(|e| !e.key.is_undef())
    }

    pub fn for_each_value(&self, f: &mut impl FnMut(Value)) {
        for e in &self.entries {
            f(e.key);
            f(e.value);
        }
    }

    pub fn clone_data(&self) -> Dict {
        let mut d = Dict::with_capacity(self.len);
        d.has_user_keys = self.has_user_keys;
        for e in self.iter() {
            d.insert_new(e.hash, e.key, e.value);
        }
        d
    }
}

impl Dict {
    /// Find a `str` key by its text, without allocating a key object.
    pub fn find_str(&self, heap: &Heap, name: &str) -> Option<usize> {
        let hash = super::hashing::hash_str(name);
        let entries = &self.entries;
        self.index
            .find(hash, |&i| {
                let e = &entries[i as usize];
                e.hash == hash
                    && match e.key {
                        Value::Obj(r) => matches!(heap.get(r), super::Obj::Str(s) if &*s.s == name),
                        _ => false,
                    }
            })
            .map(|&i| i as usize)
    }

    /// Entries whose hash matches (for comparisons that need the VM).
    pub fn candidates(&self, hash: u64) -> Vec<(usize, Value)> {
        self.index
            .iter_hash(hash)
            .filter_map(|&i| {
                let e = &self.entries[i as usize];
                (e.hash == hash).then_some((i as usize, e.key))
            })
            .collect()
    }

    pub fn get_str(&self, heap: &Heap, name: &str) -> Option<Value> {
        self.find_str(heap, name).map(|i| self.entries[i].value)
    }
}
