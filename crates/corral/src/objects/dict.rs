//! Hash table used for dict, set and frozenset.
//!
//! Entries are kept in insertion order in a vector; a hashbrown index maps
//! hashes to entry positions. A table of at most [`SMALL`] entries has no
//! index: a scan of its few hashes is cheaper than building, probing and
//! freeing one (instance dicts, records, keyword arguments). The index is keyed by the *internal* hash
//! (objects::hashing), a seeded hash of the key's full value rather than
//! Python's `hash()`, so keys that collide under `hash()` (ints equal modulo
//! 2**61-1, say) do not make lookups quadratic.
//!
//! A dict iterates in insertion order. A set or frozenset also carries a
//! [`SetTable`] that replays CPython's open-addressing table over Python's
//! `hash()` values and gives the iteration order; each set entry keeps its
//! Python hash in its (otherwise unused) value field as a `Value::Int`.

use hashbrown::HashTable;
use std::rc::Rc;

use super::heap::alloc_size;
use super::set_table::{MAX_INDEX, SetTable};
use super::{Heap, Value, hashing::key_eq};

#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    pub hash: u64,
    pub key: Value,
    pub value: Value,
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Dict {
    entries: Vec<Entry>,
    /// The hash index and the set order, in one box: most tables have
    /// neither, and a dict header of 48 bytes fits an allocator class
    /// that 64 would not.
    aux: Option<Box<Aux>>,
    /// Live entries.
    #[serde(skip)]
    live: u32,
    /// Bits 0..=30: bit `hash & 31` (31 folded onto 30) is set for the
    /// hash of every key inserted since the table was last emptied or
    /// compacted: a clear bit proves a key absent without a probe (a
    /// method looked up on a class, say). Bit 31: some key is a user
    /// object whose `__eq__` lookups must consult. One word for both
    /// keeps the header at 48 bytes.
    seen: u32,
    /// Changes on every insertion, value store and removal, so a holder of
    /// a copy (the VM's global slots) can tell it is stale.
    #[serde(skip)]
    version: u32,
    /// Distinct for every dict made on this thread (clones and decoded
    /// dicts included), so that with `version` it names one state of one
    /// dict: a cache keyed by heap slot and version alone could be fooled
    /// by a new dict in a freed slot that reached the same version.
    #[serde(skip, default = "fresh_id")]
    id: u32,
}

thread_local! {
    static NEXT_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(1) };
}

/// A dict id not handed out before on this thread (0 is never one).
fn fresh_id() -> u32 {
    NEXT_ID.with(|c| {
        let id = c.get();
        c.set(id.wrapping_add(1).max(1));
        id
    })
}

/// What only some tables have.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Aux {
    /// Every live entry's position, by hash; None while there are at most
    /// `SMALL` entries (tombstones included) and a scan finds them.
    #[serde(skip)]
    index: Option<HashTable<u32>>,
    /// Present for sets and frozensets: CPython's table, for order.
    order: Option<SetTable>,
}

/// The `seen` bit that records user keys.
const USER_KEYS: u32 = 1 << 31;

impl Default for Dict {
    fn default() -> Dict {
        Dict::with_capacity(0)
    }
}

impl Clone for Dict {
    fn clone(&self) -> Dict {
        Dict {
            entries: self.entries.clone(),
            aux: self.aux.clone(),
            live: self.live,
            seen: self.seen,
            version: self.version,
            id: fresh_id(),
        }
    }
}

const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

#[inline]
fn seen_bit(hash: u64) -> u32 {
    let b = (hash & 31) as u32;
    1 << (b - (b == 31) as u32)
}

/// The `seen` filter of these entries.
fn seen_of(entries: &[Entry]) -> u32 {
    entries.iter().fold(0, |m, e| m | seen_bit(e.hash))
}

/// Most entries of a table without an index.
const SMALL: usize = 8;

/// Capacity of the index a small table gets when it outgrows the scan.
const FIRST_INDEX: usize = 2 * SMALL;

/// Buckets of a hashbrown table of this capacity (7/8 full at most, and
/// one short of full below eight buckets).
fn index_buckets(cap: usize) -> usize {
    match cap {
        0 => 0,
        1..8 => cap + 1,
        _ => cap / 7 * 8,
    }
}

/// Bytes of a hashbrown table of `u32` with this many buckets: the slots,
/// aligned for the control bytes, one control byte per bucket plus a
/// group's worth more.
fn index_bytes(buckets: usize) -> usize {
    if buckets == 0 {
        return 0;
    }
    alloc_size(((buckets * 4 + 15) & !15) + buckets + 16)
}

/// The box the index and the set order live in.
const AUX_BOX: usize = alloc_size(std::mem::size_of::<Aux>());

impl Dict {
    pub fn new() -> Dict {
        Dict::default()
    }

    pub fn with_capacity(n: usize) -> Dict {
        Dict {
            entries: Vec::with_capacity(n),
            aux: (n > SMALL).then(|| {
                Box::new(Aux {
                    index: Some(HashTable::with_capacity(n)),
                    order: None,
                })
            }),
            live: 0,
            seen: 0,
            version: 0,
            id: fresh_id(),
        }
    }

    /// An empty set table (CPython order kept).
    pub fn new_set() -> Dict {
        Dict {
            aux: Some(Box::new(Aux {
                index: None,
                order: Some(SetTable::default()),
            })),
            ..Dict::default()
        }
    }

    /// Some key is a user object whose `__eq__` lookups must consult.
    #[inline]
    pub fn has_user_keys(&self) -> bool {
        self.seen & USER_KEYS != 0
    }

    /// Record that a user-object key may be present.
    #[inline]
    pub fn note_user_keys(&mut self, user: bool) {
        if user {
            self.seen |= USER_KEYS;
        }
    }

    #[inline]
    fn index(&self) -> Option<&HashTable<u32>> {
        self.aux.as_deref().and_then(|a| a.index.as_ref())
    }

    #[inline]
    fn order(&self) -> Option<&SetTable> {
        self.aux.as_deref().and_then(|a| a.order.as_ref())
    }

    /// Recompute the key filter from the entries, keeping the user flag.
    fn reset_seen(&mut self) {
        self.seen = (self.seen & USER_KEYS) | seen_of(&self.entries);
    }

    #[inline]
    pub fn version(&self) -> u32 {
        self.version
    }

    /// See the `id` field.
    #[inline]
    pub fn id(&self) -> u32 {
        self.id
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.live as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Position of the live entry with internal hash `hash` that `is_key`
    /// accepts.
    #[inline]
    fn find_by(&self, hash: u64, is_key: impl Fn(&Entry) -> bool) -> Option<usize> {
        if self.seen & seen_bit(hash) == 0 {
            return None;
        }
        let entries = &self.entries;
        let Some(index) = self.index() else {
            // Tombstones never match: their key is Undef.
            return entries
                .iter()
                .position(|e| e.hash == hash && !e.key.is_undef() && is_key(e));
        };
        index
            .find(hash, |&i| {
                let e = &entries[i as usize];
                e.hash == hash && is_key(e)
            })
            .map(|&i| i as usize)
    }

    /// Index every entry: the table outgrew a scan.
    fn build_index(&mut self) {
        self.build_index_for(self.entries.len() + 1);
    }

    /// Index the entries, with room for `want` of them.
    fn build_index_for(&mut self, want: usize) {
        let mut index = HashTable::with_capacity(FIRST_INDEX.max(want));
        let entries = &self.entries;
        for (i, e) in entries.iter().enumerate() {
            if !e.key.is_undef() {
                index.insert_unique(e.hash, i as u32, |&j: &u32| entries[j as usize].hash);
            }
        }
        self.aux.get_or_insert_with(Box::default).index = Some(index);
    }

    pub fn heap_bytes(&self) -> usize {
        alloc_size(self.entries.capacity() * ENTRY_BYTES)
            + self.aux.as_deref().map_or(0, |a| {
                AUX_BOX
                    + a.index
                        .as_ref()
                        .map_or(0, |ix| index_bytes(index_buckets(ix.capacity())))
                    + a.order.as_ref().map_or(0, |o| o.heap_bytes())
            })
    }

    /// Bytes an insertion of one more entry may need (for charging first):
    /// the whole of each buffer it would move, as the old one is held
    /// while the new one is filled.
    pub fn growth_for_insert(&self) -> usize {
        let mut extra = 0;
        if self.entries.len() == self.entries.capacity() {
            extra += alloc_size((self.entries.capacity() * 2).max(4) * ENTRY_BYTES);
        }
        match self.index() {
            None => {
                if self.entries.len() >= SMALL {
                    // The first index (hashbrown rounds its buckets up to a
                    // power of two: four times the capacity is a bound).
                    extra += index_bytes(4 * FIRST_INDEX.max(self.entries.len() + 1));
                    if self.aux.is_none() {
                        extra += AUX_BOX;
                    }
                }
            }
            Some(ix) if ix.len() == ix.capacity() => {
                extra += index_bytes((index_buckets(ix.capacity()) * 2).max(4));
            }
            Some(_) => {}
        }
        if let Some(o) = self.order() {
            extra += o.growth_for_insert();
        }
        extra
    }

    /// Bytes `reserve(n)` may allocate (for charging first; a bound).
    pub fn growth_for_reserve(&self, n: usize) -> usize {
        let want = self.entries.len() + n;
        let mut extra = 0;
        if want > self.entries.capacity() {
            extra += alloc_size(want * ENTRY_BYTES);
        }
        if want > SMALL && want > self.index().map_or(0, |ix| ix.capacity()) {
            // hashbrown rounds its buckets up to a power of two.
            extra += AUX_BOX + index_bytes(4 * want);
        }
        extra
    }

    /// Room for `n` more entries without moving a buffer (bulk inserts:
    /// one allocation instead of a doubling series).
    pub fn reserve(&mut self, n: usize) {
        let want = self.entries.len() + n;
        self.entries
            .reserve_exact(want.saturating_sub(self.entries.len()));
        if want > SMALL {
            match self.aux.as_deref_mut().and_then(|a| a.index.as_mut()) {
                None => {
                    if self.len() < self.entries.len() {
                        self.compact();
                    }
                    self.build_index_for(want);
                }
                Some(ix) => {
                    let entries = &self.entries;
                    ix.reserve(want.saturating_sub(ix.len()), |&i| entries[i as usize].hash);
                }
            }
        }
    }

    pub fn find(&self, heap: &Heap, key: Value, hash: u64) -> Option<usize> {
        self.find_by(hash, |e| key_eq(heap, e.key, key))
    }

    /// Whether some live key has internal hash `hash`: a key that `find`
    /// missed may still equal it through guest `__eq__`.
    pub fn has_hash(&self, hash: u64) -> bool {
        self.find_by(hash, |e| !e.key.is_undef()).is_some()
    }

    pub fn get(&self, heap: &Heap, key: Value, hash: u64) -> Option<Value> {
        self.find(heap, key, hash).map(|i| self.entries[i].value)
    }

    /// Append a key known to be absent (dicts; sets use `set_insert_new`).
    pub fn insert_new(&mut self, hash: u64, key: Value, value: Value) {
        self.version = self.version.wrapping_add(1);
        self.push_entry(hash, key, value);
    }

    /// Append an entry for a key known to be absent; its index.
    fn push_entry(&mut self, hash: u64, key: Value, value: Value) -> Option<u32> {
        if self.entries.len() >= MAX_INDEX as usize {
            return None;
        }
        if self.index().is_none() && self.entries.len() >= SMALL {
            if self.len() < self.entries.len() {
                self.compact();
            }
            if self.entries.len() >= SMALL {
                self.build_index();
            }
        } else if self.entries.len() > 16 && self.entries.len() >= 2 * self.len() {
            self.compact();
        }
        let idx = self.entries.len() as u32;
        self.entries.push(Entry { hash, key, value });
        self.live += 1;
        self.seen |= seen_bit(hash);
        let full = self.index().filter(|ix| ix.len() == ix.capacity());
        if let Some(cap) = full.map(|ix| ix.capacity()) {
            // A full index grows to twice its size (as hashbrown would),
            // refilled in entry order: hashbrown's own rehash reads each
            // entry's hash in bucket order, a cache miss apiece once the
            // table is big.
            self.build_index_for(2 * cap);
            return Some(idx);
        }
        if let Some(ix) = self.aux.as_deref_mut().and_then(|a| a.index.as_mut()) {
            let entries = &self.entries;
            ix.insert_unique(hash, idx, |&i| entries[i as usize].hash);
        }
        Some(idx)
    }

    /// Python hash recorded for set entry `idx`.
    #[inline]
    fn py_hash_at(entries: &[Entry], idx: u32) -> i64 {
        match entries.get(idx as usize).map(|e| e.value) {
            Some(Value::Int(h)) => h,
            _ => 0,
        }
    }

    /// Add a key known to be absent to a set, placing it in the CPython
    /// table by its Python hash `py_hash`.
    pub fn set_insert_new(&mut self, hash: u64, key: Value, py_hash: i64) {
        let aux = self.aux.get_or_insert_with(Box::default);
        if aux.order.is_none() {
            aux.order = Some(SetTable::default());
        }
        let Some(idx) = self.push_entry(hash, key, Value::Int(py_hash)) else {
            return;
        };
        let entries = &self.entries;
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.insert(idx, py_hash, |i| Self::py_hash_at(entries, i));
        }
    }

    /// The CPython set table of a set or frozenset.
    pub fn set_table(&self) -> Option<&SetTable> {
        self.order()
    }

    /// `(fill, used, mask)` of the set table (an empty table if none).
    pub fn set_stats(&self) -> (usize, usize, usize) {
        match self.order() {
            Some(o) => (o.fill(), o.used(), o.mask()),
            None => (0, 0, 7),
        }
    }

    /// `set_table_resize(so, minused)`.
    pub fn set_resize(&mut self, minused: usize) {
        let entries = &self.entries;
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.resize(minused, |i| Self::py_hash_at(entries, i));
        }
    }

    /// `set_pop`: remove and return the element CPython would pop.
    pub fn set_pop(&mut self) -> Option<Value> {
        let idx = self
            .aux
            .as_deref_mut()
            .and_then(|a| a.order.as_mut())?
            .pop()? as usize;
        let e = *self.entries.get(idx)?;
        self.remove_entry(idx, e);
        Some(e.key)
    }

    /// `set_merge` into this empty set: copy `items` (key, internal hash,
    /// Python hash, slot position in the source) given in source table
    /// order; `same_layout` keeps the source slot positions.
    pub fn set_fill_from(&mut self, items: &[(Value, u64, i64, usize)], same_layout: bool) {
        let aux = self.aux.get_or_insert_with(Box::default);
        if aux.order.is_none() {
            aux.order = Some(SetTable::default());
        }
        self.reserve(items.len());
        let mut placed = Vec::with_capacity(items.len());
        for &(key, hash, py, pos) in items {
            if let Some(idx) = self.push_entry(hash, key, Value::Int(py)) {
                placed.push((idx, py, pos));
            }
        }
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.fill_from(&placed, same_layout);
        }
    }

    /// Keep `finger` (CPython's pop finger belongs to the set object, not
    /// to its table).
    pub fn set_finger(&mut self, finger: usize) {
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.set_finger(finger);
        }
    }

    pub fn finger(&self) -> usize {
        self.order().map_or(0, |o| o.finger())
    }

    /// Python hash of a live set entry.
    pub fn py_hash_of(&self, idx: usize) -> i64 {
        Self::py_hash_at(&self.entries, idx as u32)
    }

    #[inline]
    pub fn set_at(&mut self, idx: usize, value: Value) {
        self.version = self.version.wrapping_add(1);
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
        self.version = self.version.wrapping_add(1);
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            let py = Self::py_hash_at(&self.entries, idx as u32);
            o.remove(idx as u32, py);
        }
        self.remove_entry(idx, e);
        Some((e.key, e.value))
    }

    /// Drop live entry `idx` from the entries and the index.
    fn remove_entry(&mut self, idx: usize, e: Entry) {
        if let Some(ix) = self.aux.as_deref_mut().and_then(|a| a.index.as_mut())
            && let Ok(occ) = ix.find_entry(e.hash, |&i| i as usize == idx)
        {
            occ.remove();
        }
        self.live = self.live.saturating_sub(1);
        self.entries[idx].key = Value::Undef;
        self.entries[idx].value = Value::Undef;
        // Trailing tombstones can go at once: keeps popitem O(1).
        while self.entries.last().is_some_and(|e| e.key.is_undef()) {
            self.entries.pop();
        }
    }

    /// Rebuild the hash index from the entries (after loading a snapshot).
    /// Refuses tables whose set order names missing entries.
    pub fn rebuild_index(&mut self) -> bool {
        if let Some(a) = self.aux.as_deref_mut() {
            a.index = None;
        }
        if self.entries.len() >= MAX_INDEX as usize {
            return false;
        }
        let live = self.entries.iter().filter(|e| !e.key.is_undef()).count();
        self.live = live as u32;
        self.reset_seen();
        if self.entries.len() > SMALL {
            self.build_index();
        }
        match self.order() {
            Some(o) => o.valid_for(&self.entries, live),
            None => true,
        }
    }

    pub fn clear(&mut self) {
        self.version = self.version.wrapping_add(1);
        self.entries = Vec::new();
        if let Some(a) = self.aux.as_deref_mut() {
            a.index = None;
        }
        self.live = 0;
        self.seen &= USER_KEYS;
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.clear();
        }
    }

    fn compact(&mut self) {
        let mut map = Vec::new();
        if self.order().is_some() {
            map.reserve(self.entries.len());
            let mut next = 0u32;
            for e in &self.entries {
                map.push(next);
                if !e.key.is_undef() {
                    next += 1;
                }
            }
        }
        self.entries.retain(|e| !e.key.is_undef());
        self.reset_seen();
        if let Some(ix) = self.aux.as_deref_mut().and_then(|a| a.index.as_mut()) {
            ix.clear();
            let entries = &self.entries;
            for (i, e) in entries.iter().enumerate() {
                ix.insert_unique(e.hash, i as u32, |&j| entries[j as usize].hash);
            }
        }
        if let Some(o) = self.aux.as_deref_mut().and_then(|a| a.order.as_mut()) {
            o.remap(&map);
        }
    }

    /// Raw entries, tombstones included.
    #[inline]
    pub fn raw_len(&self) -> usize {
        self.entries.len()
    }

    /// False proves no key of this hash is present.
    #[inline]
    pub fn may_hold(&self, hash: u64) -> bool {
        self.seen & seen_bit(hash) != 0
    }

    /// Raw entry `idx` (may be a tombstone).
    #[inline]
    pub fn slot(&self, idx: usize) -> Option<&Entry> {
        self.entries.get(idx)
    }

    /// The first live entry at raw iteration position `pos` or later, with
    /// the position after it. Positions walk the entries of a dict and the
    /// CPython table of a set.
    #[inline]
    pub fn next_live(&self, pos: usize) -> Option<(usize, &Entry)> {
        match self.order() {
            Some(o) => {
                let (p, idx) = o.next_live(pos)?;
                Some((p + 1, &self.entries[idx as usize]))
            }
            None => {
                let tail = self.entries.get(pos..)?;
                let k = tail.iter().position(|e| !e.key.is_undef())?;
                Some((pos + k + 1, &tail[k]))
            }
        }
    }

    /// Live entries in iteration order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            entries: &self.entries,
            inner: match self.order() {
                Some(o) => IterInner::Table(o.indices()),
                None => IterInner::Entries(self.entries.iter()),
            },
        }
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
        if self.order().is_some() {
            return self.clone();
        }
        let mut d = Dict::with_capacity(self.len());
        d.seen |= self.seen & USER_KEYS;
        for e in self.iter() {
            d.insert_new(e.hash, e.key, e.value);
        }
        d
    }
}

enum IterInner<'a> {
    Entries(std::slice::Iter<'a, Entry>),
    Table(super::set_table::Indices<'a>),
}

/// Live entries of a [`Dict`] in iteration order.
pub struct Iter<'a> {
    entries: &'a [Entry],
    inner: IterInner<'a>,
}

impl<'a> Iterator for Iter<'a> {
    type Item = &'a Entry;

    #[inline]
    fn next(&mut self) -> Option<&'a Entry> {
        let entries = self.entries;
        match &mut self.inner {
            IterInner::Entries(it) => it.find(|e| !e.key.is_undef()),
            IterInner::Table(it) => it.next().map(|i| &entries[i as usize]),
        }
    }
}

impl<'a> DoubleEndedIterator for Iter<'a> {
    #[inline]
    fn next_back(&mut self) -> Option<&'a Entry> {
        let entries = self.entries;
        match &mut self.inner {
            IterInner::Entries(it) => it.rfind(|e| !e.key.is_undef()),
            IterInner::Table(it) => it.next_back().map(|i| &entries[i as usize]),
        }
    }
}

/// Entry `e` has the str key `name` (recognised by pointer when it shares
/// the name's text).
#[inline]
fn is_str_key(heap: &Heap, e: &Entry, name: &Rc<str>) -> bool {
    match e.key {
        Value::Obj(r) => {
            matches!(heap.get(r), super::Obj::Str(s) if s.shares(name) || s.as_str() == &**name)
        }
        _ => false,
    }
}

impl Dict {
    /// Find a `str` key by its text, without allocating a key object.
    pub fn find_str(&self, heap: &Heap, name: &str) -> Option<usize> {
        let hash = super::hashing::hash_str(name);
        self.find_by(hash, |e| match e.key {
            Value::Obj(r) => matches!(heap.get(r), super::Obj::Str(s) if s.as_str() == name),
            _ => false,
        })
    }

    /// `find_str` with the key's internal hash already known (a str
    /// object's, which it caches).
    pub fn find_text_hashed(&self, heap: &Heap, name: &str, hash: u64) -> Option<usize> {
        self.find_by(hash, |e| match e.key {
            Value::Obj(r) => matches!(heap.get(r), super::Obj::Str(s) if s.as_str() == name),
            _ => false,
        })
    }

    /// Entries whose hash matches (for comparisons that need the VM).
    pub fn candidates(&self, hash: u64) -> Vec<(usize, Value)> {
        let Some(index) = self.index() else {
            return (self.entries.iter().enumerate())
                .filter(|(_, e)| e.hash == hash && !e.key.is_undef())
                .map(|(i, e)| (i, e.key))
                .collect();
        };
        index
            .iter_hash(hash)
            .filter_map(|&i| {
                let e = &self.entries[i as usize];
                (e.hash == hash).then_some((i as usize, e.key))
            })
            .collect()
    }

    /// `find_str` with the name's hash already known; a key sharing the
    /// name's text is recognised without comparing bytes.
    #[inline]
    pub fn find_str_hashed(&self, heap: &Heap, name: &Rc<str>, hash: u64) -> Option<usize> {
        self.find_by(hash, |e| is_str_key(heap, e, name))
    }

    /// Whether entry `i` holds the str key `name` of internal hash `hash`.
    #[inline]
    pub fn str_at(&self, heap: &Heap, name: &Rc<str>, hash: u64, i: usize) -> bool {
        self.entries
            .get(i)
            .is_some_and(|e| e.hash == hash && is_str_key(heap, e, name))
    }

    /// Whether entry `i` holds the str key `name`, its hash unknown (a
    /// remembered position checked before use).
    #[inline]
    pub fn str_key_at(&self, heap: &Heap, name: &Rc<str>, i: usize) -> bool {
        self.entries
            .get(i)
            .is_some_and(|e| is_str_key(heap, e, name))
    }

    /// `find_str_hashed`, trying entry `hint` first.
    #[inline]
    pub fn find_str_hinted(
        &self,
        heap: &Heap,
        name: &Rc<str>,
        hash: u64,
        hint: usize,
    ) -> Option<usize> {
        if self.str_at(heap, name, hash, hint) {
            return Some(hint);
        }
        self.find_str_hashed(heap, name, hash)
    }

    #[inline]
    pub fn get_str_hashed(&self, heap: &Heap, name: &Rc<str>, hash: u64) -> Option<Value> {
        self.find_str_hashed(heap, name, hash)
            .map(|i| self.entries[i].value)
    }

    pub fn get_str(&self, heap: &Heap, name: &str) -> Option<Value> {
        self.find_str(heap, name).map(|i| self.entries[i].value)
    }
}
