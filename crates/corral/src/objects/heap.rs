//! The heap: every guest object lives in one arena owned by the VM and is
//! named by a 32-bit index. Every allocation and every growth is charged to
//! the memory account *before* it happens, and a mark-sweep collector with
//! an explicit worklist reclaims garbage, cycles included, without recursion.

use super::{Obj, Value};
use crate::error::{Error, Result};
use crate::limits::{Exhausted, LimitKind};

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct ObjRef(pub u32);

/// Bytes one slot takes in the arena (the object header, and a byte for
/// its three collector bits, rounded up).
pub const SLOT_BYTES: usize = std::mem::size_of::<Option<Obj>>() + 1;

/// The arena grows a chunk of slots at a time: growth never copies the
/// slots already there (a doubling `Vec` held old and new arrays at once,
/// half again the arena, uncharged), and each chunk is charged as made.
const CHUNK_BITS: u32 = 9;
const CHUNK: usize = 1 << CHUNK_BITS;
const CHUNK_MASK: usize = CHUNK - 1;

/// Words of a per-chunk bitmap (one bit a slot).
const WORDS: usize = CHUNK / 64;

/// The slot buffer is allocated whole (and charged) with the chunk, but
/// filled only as slots are handed out, so a small run neither writes nor
/// later scans a chunk's worth of empty slots. The collector's state is
/// three bitmaps held inline: a collection reads and writes them, not the
/// objects, for everything except what it must trace or free.
struct Chunk {
    /// Allocated at its full `CHUNK` capacity up front (and charged so) but
    /// filled only as slots are handed out: a run that uses a few objects
    /// neither initialises nor drops the other hundreds of slots. It never
    /// grows past that capacity, so it is never reallocated.
    slots: Vec<Option<Obj>>,
    /// Reached by the current mark; all clear between collections.
    marks: [u64; WORDS],
    /// Slots holding an object, so a sweep visits only the garbage.
    live: [u64; WORDS],
    /// Objects that refer to nothing (strings, ints, bytes...): marking one
    /// sets its bit without reading it. Set only by `alloc`, which sees the
    /// object, and cleared by any mutable access, which could change it.
    leaf: [u64; WORDS],
}

/// What one chunk really costs: its slot block and its directory entry.
pub const CHUNK_BYTES: usize =
    alloc_size(CHUNK * std::mem::size_of::<Option<Obj>>()) + std::mem::size_of::<Chunk>();

/// The block size the allocator (mimalloc, through `corral-alloc`) really
/// sets aside for a buffer of `n` bytes, what a buffer of the object
/// costs. Measured, not assumed: small sizes round up to mimalloc's size
/// classes (multiples of 16 up to 64 bytes, then four classes per
/// doubling, at most 25% over); above 260 KiB each block is rounded to a
/// step that grows with it (64 KiB, then 256 KiB from
/// 2 MiB, 1 MiB from 8 MiB, 4 MiB from 32 MiB). A few arithmetic
/// instructions: it is on the allocation path.
#[inline]
pub const fn alloc_size(n: usize) -> usize {
    if n <= (256 << 10) + 4096 {
        return size_class(n);
    }
    // Whole 64 KiB arena slices, then rounded as mimalloc rounds requests
    // to the OS.
    let step = if n < 2 << 20 {
        64 << 10
    } else if n < 8 << 20 {
        256 << 10
    } else if n < 32 << 20 {
        1 << 20
    } else {
        4 << 20
    };
    n.next_multiple_of(step)
}

#[inline]
const fn size_class(n: usize) -> usize {
    if n == 0 {
        0
    } else if n <= 8 {
        8
    } else if n <= 64 {
        (n + 15) & !15
    } else {
        let w = n.div_ceil(8) - 1;
        let shift = (usize::BITS - 1 - w.leading_zeros()) - 2;
        (((w >> shift) + 1) << shift) * 8
    }
}

pub struct Heap {
    chunks: Vec<Chunk>,
    /// Slots handed out so far (fresh ones are taken from the end).
    len: usize,
    free: Vec<u32>,
    /// The capacity of `free` charged for. The buffer itself is made at the
    /// first collection, the only time slots are freed, if it does not
    /// exist yet (most runs never collect); once made it grows as charged.
    free_cap: usize,
    /// Live bytes charged to the program (above the baseline).
    pub live_bytes: usize,
    pub peak_bytes: usize,
    pub limit: Option<usize>,
    pub allocations: u64,
    /// Bytes allocated since the last collection; drives the GC trigger.
    since_gc: usize,
    gc_threshold: usize,
    /// Set when a collection is due; the VM collects at its next safe point.
    pub gc_due: bool,
    dangling: Obj,
    /// Weak reference cells by referent slot. Not a root: a collection
    /// clears the cells of every referent it frees, in the same collection,
    /// so a cell never names a freed (or reused) slot. Rebuilt from the
    /// cells themselves when a snapshot is loaded.
    weak: WeakTable,
    /// Cells cleared by the last collection whose callbacks have not run
    /// yet, with their callbacks (taken out of the cell, which then shows
    /// `__callback__` None as CPython's does), newest last. Roots until
    /// run (see `Vm::gc_roots`).
    pub weak_pending: Vec<(u32, Value)>,
    /// Creation counter for `WeakCell::seq`.
    weak_seq: u64,
    /// A collection freed a class since this was last taken: caches keyed
    /// by class handles must be forgotten (a new class may reuse the slot).
    pub classes_freed: bool,
}

type WeakTable = std::collections::HashMap<u32, Vec<u32>, foldhash::fast::FixedState>;

/// Bytes each weak cell is billed for its place in the referent table: a
/// table entry (key and list header) at the map's worst load with a resize
/// in progress, plus the cell's list slot and the smallest list block.
pub const WEAK_TABLE_SHARE: usize = 128;

fn new_chunk() -> Chunk {
    Chunk {
        slots: Vec::with_capacity(CHUNK),
        marks: [0; WORDS],
        live: [0; WORDS],
        leaf: [0; WORDS],
    }
}

/// The word and bit of slot `j` of a chunk in its bitmaps.
#[inline]
fn bit(j: usize) -> (usize, u64) {
    (j / 64, 1 << (j % 64))
}

impl Chunk {
    /// Fill the next slot of the chunk. Slots are handed out in order, so
    /// the next one is always at the end; a full chunk is a VM bug.
    fn push(&mut self, o: Option<Obj>) -> Result<()> {
        if self.slots.len() >= CHUNK {
            return Err(Error::fault("heap chunk overfilled"));
        }
        if let Some(o) = &o {
            self.set_live(self.slots.len(), o.is_leaf());
        }
        self.slots.push(o);
        Ok(())
    }

    /// `push` of an object whose `is_leaf` the caller knows.
    #[inline]
    fn push_obj(&mut self, o: Obj, leaf: bool) -> Result<()> {
        let j = self.slots.len();
        if j >= CHUNK {
            return Err(Error::fault("heap chunk overfilled"));
        }
        self.set_live(j, leaf);
        self.slots.push(Some(o));
        Ok(())
    }

    #[inline]
    fn set_live(&mut self, j: usize, leaf: bool) {
        let (w, b) = bit(j);
        if let (Some(l), Some(f)) = (self.live.get_mut(w), self.leaf.get_mut(w)) {
            *l |= b;
            if leaf {
                *f |= b;
            } else {
                *f &= !b;
            }
        }
    }
}

impl Heap {
    pub fn new(limit: Option<usize>) -> Heap {
        Heap {
            chunks: Vec::new(),
            len: 0,
            free: Vec::new(),
            free_cap: 0,
            live_bytes: 0,
            peak_bytes: 0,
            limit,
            allocations: 0,
            since_gc: 0,
            gc_threshold: 1 << 20,
            gc_due: false,
            dangling: Obj::Tuple(super::TupleItems::empty()),
            weak: WeakTable::default(),
            weak_pending: Vec::new(),
            weak_seq: 0,
            classes_freed: false,
        }
    }

    /// Charge `bytes` to the account, failing before anything is allocated.
    #[inline]
    pub fn charge(&mut self, bytes: usize) -> Result<()> {
        let new = self.live_bytes.saturating_add(bytes);
        if let Some(limit) = self.limit
            && new > limit
        {
            return Err(Error::exhausted(Exhausted {
                limit: LimitKind::Memory,
                max: limit as u64,
                used: new as u64,
            }));
        }
        self.live_bytes = new;
        if new > self.peak_bytes {
            self.peak_bytes = new;
        }
        self.since_gc = self.since_gc.saturating_add(bytes);
        if self.since_gc > self.gc_threshold {
            self.gc_due = true;
        }
        Ok(())
    }

    #[inline]
    pub fn uncharge(&mut self, bytes: usize) {
        self.live_bytes = self.live_bytes.saturating_sub(bytes);
    }

    /// Would `bytes` more fit? Used to refuse computable huge results up front.
    pub fn check_room(&self, bytes: usize) -> Result<()> {
        if bytes > self.room() {
            return Err(self.refusal(bytes));
        }
        Ok(())
    }

    /// Bytes that still fit under the limit.
    pub fn room(&self) -> usize {
        self.limit
            .map_or(usize::MAX, |l| l.saturating_sub(self.live_bytes))
    }

    /// The exhaustion of asking for `bytes` more than `room` allows.
    pub fn refusal(&self, bytes: usize) -> Error {
        Error::exhausted(Exhausted {
            limit: LimitKind::Memory,
            max: self.limit.unwrap_or(usize::MAX) as u64,
            used: self.live_bytes.saturating_add(bytes) as u64,
        })
    }

    /// Push onto a Rust-side buffer whose length guest input decides (the
    /// items a builtin collects before it makes the object). The buffer is
    /// not charged (it is temporary), but its growth is checked first,
    /// with the old buffer still held while the new one fills.
    #[inline]
    pub fn push_checked<T>(&self, buf: &mut Vec<T>, x: T) -> Result<()> {
        if buf.len() == buf.capacity() {
            let sz = std::mem::size_of::<T>();
            let cap = buf.capacity();
            let new_cap = (cap * 2).max(8);
            self.check_room(alloc_size(new_cap * sz) + alloc_size(cap * sz))?;
            buf.reserve_exact(new_cap - cap);
        }
        buf.push(x);
        Ok(())
    }

    #[inline]
    fn slot(&self, i: usize) -> Option<&Obj> {
        self.chunks
            .get(i >> CHUNK_BITS)
            .and_then(|c| c.slots.get(i & CHUNK_MASK))
            .and_then(|s| s.as_ref())
    }

    pub fn alloc(&mut self, obj: Obj) -> Result<ObjRef> {
        let (bytes, leaf) = (obj.payload_bytes(), obj.is_leaf());
        self.alloc_sized(obj, bytes, leaf)
    }

    /// `alloc` for a caller that knows the object's `payload_bytes` and
    /// `is_leaf` (a new string's are known from its text's length).
    #[inline]
    pub fn alloc_sized(&mut self, obj: Obj, bytes: usize, leaf: bool) -> Result<ObjRef> {
        debug_assert_eq!((bytes, leaf), (obj.payload_bytes(), obj.is_leaf()));
        self.charge(bytes)?;
        // The slot is charged with its chunk, but it is memory this
        // allocation uses: the collector's trigger counts it.
        self.since_gc = self.since_gc.saturating_add(SLOT_BYTES);
        self.allocations += 1;
        if let Some(i) = self.free.pop() {
            let i = i as usize;
            if let Some(c) = self.chunks.get_mut(i >> CHUNK_BITS) {
                c.set_live(i & CHUNK_MASK, leaf);
                if let Some(s) = c.slots.get_mut(i & CHUNK_MASK) {
                    *s = Some(obj);
                }
            }
            return Ok(ObjRef(i as u32));
        }
        let i = self.len;
        if i >= u32::MAX as usize {
            return Err(Error::fault("heap index space exhausted"));
        }
        if i >> CHUNK_BITS >= self.chunks.len() {
            self.add_chunk()?;
        }
        match self.chunks.get_mut(i >> CHUNK_BITS) {
            Some(c) => c.push_obj(obj, leaf)?,
            None => return Err(Error::fault("heap chunk missing")),
        }
        self.len = i + 1;
        Ok(ObjRef(i as u32))
    }

    /// Grow the arena by a chunk, and the free list to room for every slot
    /// (so a sweep never grows it), charging both first.
    #[cold]
    fn add_chunk(&mut self) -> Result<()> {
        let want = (self.chunks.len() + 1) * CHUNK;
        let old_cap = self.free_cap;
        let new_cap = if old_cap < want {
            want.max(old_cap * 2)
        } else {
            old_cap
        };
        let free_bytes = if new_cap > old_cap {
            alloc_size(new_cap * 4)
        } else {
            0
        };
        self.charge(CHUNK_BYTES + free_bytes)?;
        self.chunks.push(new_chunk());
        if new_cap > old_cap {
            if self.free.capacity() > 0 {
                self.free.reserve_exact(new_cap - self.free.len());
            }
            self.free_cap = new_cap;
            self.uncharge(alloc_size(old_cap * 4));
        }
        Ok(())
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> &Obj {
        match self.slot(r.0 as usize) {
            Some(o) => o,
            // Only a VM bug can dangle; answer with an inert object, not a panic.
            None => &self.dangling,
        }
    }

    /// Does `r` name an object (not a freed slot)?
    #[inline]
    pub fn is_live(&self, r: ObjRef) -> bool {
        self.slot(r.0 as usize).is_some()
    }

    /// Mutable access for changes that do not grow the object (growth goes
    /// through `grow`, which charges first).
    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Obj> {
        let i = r.0 as usize;
        let c = self.chunks.get_mut(i >> CHUNK_BITS)?;
        // The caller could turn the object into one with references.
        let (w, b) = bit(i & CHUNK_MASK);
        if let Some(f) = c.leaf.get_mut(w) {
            *f &= !b;
        }
        c.slots.get_mut(i & CHUNK_MASK).and_then(|s| s.as_mut())
    }

    /// Run `f` on the object, charging (before) `extra` bytes the change will
    /// add, then settling the account to the object's real new size. A
    /// change that moves the object to a bigger buffer passes the new
    /// buffer's whole size: while it copies, the old one is still held.
    pub fn grow<T>(&mut self, r: ObjRef, extra: usize, f: impl FnOnce(&mut Obj) -> T) -> Result<T> {
        let before = self.get(r).payload_bytes();
        self.charge(extra)?;
        let Some(obj) = self.get_mut(r) else {
            return Err(Error::fault("dangling object reference"));
        };
        let out = f(obj);
        let after = obj.payload_bytes();
        // Settle: we charged before+extra, the truth is after.
        let charged = before + extra;
        if after > charged {
            self.charge(after - charged)?;
        } else {
            self.uncharge(charged - after);
        }
        Ok(out)
    }

    /// Replace an object's size accounting after a shrinking mutation.
    pub fn settle(&mut self, r: ObjRef, before: usize) {
        let after = self.get(r).payload_bytes();
        if after >= before {
            self.live_bytes = self.live_bytes.saturating_add(after - before);
        } else {
            self.uncharge(before - after);
        }
    }

    /// The object in slot `i`, if live.
    pub(crate) fn slot_obj(&self, i: usize) -> Option<&Obj> {
        if i < self.len { self.slot(i) } else { None }
    }

    /// Every live object.
    pub(crate) fn objects(&self) -> impl Iterator<Item = &Obj> {
        (0..self.len).filter_map(|i| self.slot(i))
    }

    /// The slots in order, for snapshots (serialized as a sequence).
    pub(crate) fn slots_ser(&self) -> SlotsSer<'_> {
        SlotsSer(self)
    }

    pub(crate) fn free_list(&self) -> &[u32] {
        &self.free
    }

    /// A heap rebuilt from a snapshot's slots. Charges are recomputed from
    /// the objects; `baseline` bytes (inputs) are not billed.
    pub(crate) fn from_parts(
        slots: Vec<Option<Obj>>,
        free: Vec<u32>,
        limit: Option<usize>,
        baseline: usize,
        peak: usize,
        allocations: u64,
    ) -> std::result::Result<Heap, String> {
        if slots.len() >= u32::MAX as usize {
            return Err("too many objects".into());
        }
        let mut seen = vec![false; slots.len()];
        for &i in &free {
            match slots.get(i as usize) {
                Some(None) if !seen[i as usize] => seen[i as usize] = true,
                _ => return Err("bad free list".into()),
            }
        }
        let len = slots.len();
        let mut h = Heap::new(limit);
        let mut total =
            len.div_ceil(CHUNK) * CHUNK_BYTES + alloc_size(len.div_ceil(CHUNK) * CHUNK * 4);
        for (i, o) in slots.into_iter().enumerate() {
            if i >> CHUNK_BITS >= h.chunks.len() {
                h.chunks.push(new_chunk());
            }
            let o = match o {
                Some(mut o) => {
                    // Index tables are not serialized: rebuild them before
                    // charging, so they are counted like a live run's.
                    let table = match &mut o {
                        Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => Some(&mut **d),
                        Obj::Class(c) => Some(&mut c.dict),
                        _ => None,
                    };
                    if let Some(t) = table
                        && !t.rebuild_index()
                    {
                        return Err("inconsistent set table".into());
                    }
                    total += o.payload_bytes();
                    Some(o)
                }
                None => None,
            };
            if let Some(c) = h.chunks.last_mut() {
                c.push(o).map_err(|_| "heap chunk overfilled".to_string())?;
            }
        }
        let live = total.saturating_sub(baseline);
        h.len = len;
        h.free = free;
        h.free
            .reserve_exact((h.chunks.len() * CHUNK).saturating_sub(h.free.len()));
        h.free_cap = h.free.capacity();
        h.live_bytes = live;
        h.peak_bytes = peak.max(live);
        h.allocations = allocations;
        h.rebuild_weak();
        Ok(h)
    }

    /// Index the weak cells of a loaded heap. A cell whose referent slot is
    /// empty (only a damaged snapshot has one) is cleared, not trusted.
    fn rebuild_weak(&mut self) {
        let mut cells = Vec::new();
        for i in 0..self.len {
            if let Some(Obj::WeakCell(w)) = self.slot(i) {
                cells.push((i as u32, w.target, w.seq));
            }
        }
        for (c, target, seq) in cells {
            self.weak_seq = self.weak_seq.max(seq.saturating_add(1));
            if let Value::Obj(t) = target {
                if self.slot(t.0 as usize).is_some() {
                    self.weak.entry(t.0).or_default().push(c);
                } else if let Some(Obj::WeakCell(w)) = self.get_mut(ObjRef(c)) {
                    w.target = Value::None;
                }
            }
        }
    }

    /// Index a new weak cell under its referent (already billed with the
    /// cell: see `WEAK_TABLE_SHARE`).
    pub fn weak_register(&mut self, cell: ObjRef, target: ObjRef) {
        self.weak.entry(target.0).or_default().push(cell.0);
    }

    /// The cells (live or not yet collected) that refer to `target`,
    /// oldest first.
    /// Whether any live object is weakly referenced.
    pub fn has_weak_referents(&self) -> bool {
        !self.weak.is_empty()
    }

    pub fn weak_cells(&self, target: ObjRef) -> &[u32] {
        self.weak.get(&target.0).map_or(&[], |v| v.as_slice())
    }

    pub fn next_weak_seq(&mut self) -> u64 {
        self.weak_seq += 1;
        self.weak_seq
    }

    /// After a mark: forget the cells about to be freed, clear the cells
    /// whose referents are about to be freed, and queue the callbacks of
    /// those cells that survive (a cell dying with its referent, as in a
    /// cycle, gets no callback, as in CPython).
    fn clear_weak(&mut self) {
        if self.weak.is_empty() {
            return;
        }
        let mut table = std::mem::take(&mut self.weak);
        let mut cleared: Vec<(u64, u32, Value)> = Vec::new();
        table.retain(|&t, cells| {
            if self.is_marked(t as usize) {
                cells.retain(|&c| self.is_marked(c as usize));
                return !cells.is_empty();
            }
            for &c in cells.iter() {
                if !self.is_marked(c as usize) {
                    continue;
                }
                if let Some(Obj::WeakCell(w)) = self.get_mut(ObjRef(c)) {
                    w.target = Value::None;
                    let cb = std::mem::replace(&mut w.callback, Value::None);
                    if cb != Value::None {
                        cleared.push((w.seq, c, cb));
                    }
                }
            }
            false
        });
        if table.capacity() > 4 * table.len() + 64 {
            table.shrink_to_fit();
        }
        self.weak = table;
        cleared.sort_unstable_by_key(|e| e.0);
        self.weak_pending
            .extend(cleared.into_iter().map(|(_, c, cb)| (c, cb)));
    }

    /// Every live object with its reference, in slot order.
    pub fn objects_with_refs(&self) -> impl Iterator<Item = (ObjRef, &Obj)> {
        (0..self.len).filter_map(|i| self.slot(i).map(|o| (ObjRef(i as u32), o)))
    }

    pub fn object_count(&self) -> usize {
        self.len - self.free.len()
    }

    /// Mark slot `i`: `Some(leaf)` if it holds an object not marked before.
    #[inline]
    fn mark(&mut self, i: usize) -> Option<bool> {
        let c = self.chunks.get_mut(i >> CHUNK_BITS)?;
        let (w, b) = bit(i & CHUNK_MASK);
        let m = c.marks.get_mut(w)?;
        let live = c.live.get(w).copied().unwrap_or(0);
        if *m & b != 0 || live & b == 0 {
            return None;
        }
        *m |= b;
        Some(c.leaf.get(w).is_some_and(|f| f & b != 0))
    }

    #[inline]
    fn is_marked(&self, i: usize) -> bool {
        let (w, b) = bit(i & CHUNK_MASK);
        self.chunks
            .get(i >> CHUNK_BITS)
            .and_then(|c| c.marks.get(w))
            .is_some_and(|m| m & b != 0)
    }

    /// Mark everything reachable from `work`, iteratively: a list nested a
    /// million deep costs a worklist entry per level, not a Rust frame.
    /// Children are marked as they are pushed (leaves only marked: there is
    /// nothing in them to visit), and a big list, tuple or dict is walked a
    /// slice at a time (an entry `(obj, resume_at)`), so the worklist,
    /// memory the program is not charged for, stays small.
    fn mark_from(&mut self, roots: Vec<u32>) {
        const STRIDE: usize = 256;
        let mut work: Vec<(u32, u32)> = Vec::with_capacity(roots.len().max(64));
        for i in roots {
            if self.mark(i as usize) == Some(false) {
                work.push((i, 0));
            }
        }
        let mut found: Vec<u32> = Vec::with_capacity(STRIDE * 2);
        while let Some((i, at)) = work.pop() {
            let Some(obj) = self.slot(i as usize) else {
                continue;
            };
            let at = at as usize;
            let mut push = |v: Value| {
                if let Value::Obj(r) = v {
                    found.push(r.0);
                }
            };
            let resume = match obj {
                Obj::List(v) if v.len() > STRIDE => seq_part(v, at, STRIDE, &mut push),
                Obj::Tuple(v) if v.len() > STRIDE => seq_part(v, at, STRIDE, &mut push),
                Obj::Deque(d) if d.items.len() > STRIDE => {
                    let end = (at + STRIDE).min(d.items.len());
                    d.items.range(at.min(end)..end).for_each(|x| push(*x));
                    (end < d.items.len()).then_some(end)
                }
                Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) if d.raw_len() > STRIDE => {
                    let end = (at + STRIDE).min(d.raw_len());
                    for e in (at..end).filter_map(|k| d.slot(k)) {
                        push(e.key);
                        push(e.value);
                    }
                    (end < d.raw_len()).then_some(end)
                }
                _ => {
                    trace(obj, &mut push);
                    None
                }
            };
            if let Some(next) = resume {
                work.push((i, next as u32));
            }
            for c in found.drain(..) {
                if self.mark(c as usize) == Some(false) {
                    work.push((c, 0));
                }
            }
        }
    }

    fn clear_marks(&mut self) {
        for c in &mut self.chunks {
            c.marks = [0; WORDS];
        }
    }

    /// Which of `targets` are reachable from `roots`: a mark without a sweep.
    pub fn reachable(
        &mut self,
        roots: impl Iterator<Item = Value>,
        targets: &[ObjRef],
    ) -> Vec<bool> {
        let work: Vec<u32> = roots.filter_map(|v| v.as_obj()).map(|r| r.0).collect();
        self.mark_from(work);
        let res = targets
            .iter()
            .map(|t| self.is_marked(t.0 as usize))
            .collect();
        self.clear_marks();
        res
    }

    /// Mark from `roots` and free everything unreachable.
    pub fn collect(&mut self, roots: impl Iterator<Item = Value>) {
        let work: Vec<u32> = roots.filter_map(|v| v.as_obj()).map(|r| r.0).collect();
        self.mark_from(work);
        self.clear_weak();
        if self.free.capacity() < self.free_cap {
            // Only when never made (see `free_cap`): nothing to copy.
            self.free.reserve_exact(self.free_cap - self.free.len());
        }
        let mut freed = 0usize;
        for (ci, c) in self.chunks.iter_mut().enumerate() {
            let base = ci << CHUNK_BITS;
            for w in 0..WORDS {
                let (Some(m), Some(l)) = (c.marks.get_mut(w), c.live.get_mut(w)) else {
                    continue;
                };
                let mut dead = *l & !*m;
                *m = 0;
                *l &= !dead;
                while dead != 0 {
                    let j = w * 64 + dead.trailing_zeros() as usize;
                    dead &= dead - 1;
                    if let Some(obj) = c.slots.get_mut(j).and_then(Option::take) {
                        freed += obj.payload_bytes();
                        self.classes_freed |= matches!(obj, Obj::Class(_));
                        self.free.push((base + j) as u32);
                    }
                }
            }
        }
        self.uncharge(freed);
        self.since_gc = 0;
        self.gc_due = false;
        // Collect again after allocating as much as is live now (at least
        // 1 MiB), so collection cost stays proportional to allocation.
        // Live means objects in use: the arena's idle slots are charged but
        // must not count, or each cycle would let the arena grow again.
        let idle_slots = self.chunks.len() * CHUNK - self.len + self.free.len();
        let in_use = self.live_bytes.saturating_sub(idle_slots * SLOT_BYTES);
        self.gc_threshold = in_use.max(1 << 20);
        if let Some(limit) = self.limit {
            let headroom = limit.saturating_sub(self.live_bytes) / 2;
            self.gc_threshold = self.gc_threshold.min(headroom.max(64 << 10));
        }
    }
}

/// The arena's slots as a sequence, in the format snapshots have always had.
pub(crate) struct SlotsSer<'a>(&'a Heap);

impl serde::Serialize for SlotsSer<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_seq((0..self.0.len).map(|i| self.0.slot(i)))
    }
}

/// Visit `v[at..at + n]`; where to resume, if anything is left.
fn seq_part(v: &[Value], at: usize, n: usize, f: &mut impl FnMut(Value)) -> Option<usize> {
    let end = (at + n).min(v.len());
    v.get(at..end).unwrap_or(&[]).iter().for_each(|x| f(*x));
    (end < v.len()).then_some(end)
}

/// Visit every value an object refers to.
pub fn trace(obj: &Obj, f: &mut impl FnMut(Value)) {
    use super::IterState as I;
    match obj {
        Obj::Str(_)
        | Obj::Bytes(_)
        | Obj::ByteArray(_)
        | Obj::BigInt(_)
        | Obj::Range { .. }
        | Obj::LongRange(_)
        | Obj::PlainObject
        | Obj::External(_)
        | Obj::Complex(..) => {}
        Obj::Code(c, _) => c.const_values.iter().for_each(|x| f(*x)),
        Obj::GenericAlias(o, args) => {
            f(*o);
            args.iter().for_each(|x| f(*x));
        }
        Obj::Future(fu) => {
            match fu.state {
                super::FutState::Done(v) | super::FutState::Failed(v) => f(v),
                super::FutState::Pending | super::FutState::Cancelled => {}
            }
            if let Some(c) = fu.coro {
                f(Value::Obj(c));
            }
            for cb in &fu.callbacks {
                match cb {
                    super::Callback::Wakeup(r) | super::Callback::Gather(r) => f(Value::Obj(*r)),
                    super::Callback::Py(v) => f(*v),
                    super::Callback::PyIn(v, ctx) => {
                        f(*v);
                        f(*ctx);
                    }
                    super::Callback::Stop => {}
                }
            }
            fu.children.iter().for_each(|w| f(Value::Obj(*w)));
            if let Some(w) = fu.fut_waiter {
                f(Value::Obj(w));
            }
            f(fu.cancel_msg);
            f(fu.cancelled_exc);
            f(fu.name);
            f(fu.context);
        }
        Obj::List(v) => v.iter().for_each(|x| f(*x)),
        Obj::Tuple(v) => v.iter().for_each(|x| f(*x)),
        Obj::Deque(d) => d.items.iter().for_each(|x| f(*x)),
        // Not the target: that is what makes the reference weak.
        Obj::WeakCell(w) => {
            f(w.owner);
            f(w.callback);
        }
        Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => d.for_each_value(f),
        Obj::Slice(s) => s.iter().for_each(|x| f(*x)),
        Obj::Traceback { exc, .. } => f(Value::Obj(*exc)),
        Obj::Frame(g) => f(Value::Obj(*g)),
        Obj::Function(func) => {
            func.defaults.iter().for_each(|x| f(*x));
            func.kwdefaults.iter().for_each(|(_, x)| f(*x));
            func.closure.iter().for_each(|c| f(Value::Obj(*c)));
            f(func.doc);
            f(func.globals_dict);
            if let Some(o) = func.owner {
                f(Value::Obj(o));
            }
            func.attrs.iter().for_each(|(_, x)| f(*x));
            for c in func.code.const_values.iter() {
                f(*c);
            }
        }
        Obj::Cell(v) => f(*v),
        Obj::BoundMethod { func, receiver } => {
            f(*func);
            f(*receiver);
        }
        Obj::Exception(e) => {
            e.args.iter().for_each(|x| f(*x));
            f(e.cause);
            f(e.context);
            e.attrs.iter().for_each(|(_, x)| f(*x));
            if let Some(c) = e.class {
                f(Value::Obj(c));
            }
        }
        Obj::Iter(it) => match &**it {
            I::Seq { seq, .. } | I::Reversed { seq, .. } => f(Value::Obj(*seq)),
            I::Str { s, .. } => f(Value::Obj(*s)),
            I::Deque { deque, .. } => f(Value::Obj(*deque)),
            I::Dict { dict, .. } => f(Value::Obj(*dict)),
            I::Range { .. } | I::Empty => {}
            I::Enumerate { it, .. } => f(*it),
            I::Zip { its, .. } => its.iter().for_each(|x| f(*x)),
            I::Map { func, its } => {
                f(*func);
                its.iter().for_each(|x| f(*x));
            }
            I::Filter { func, it } => {
                f(*func);
                f(*it);
            }
            I::GetItem { obj, .. } => f(*obj),
            I::Await(fu) => f(Value::Obj(*fu)),
            I::AsyncGenOp { agen, arg, .. } => {
                f(Value::Obj(*agen));
                f(*arg);
            }
            I::ANext { aw, default } => {
                f(*aw);
                f(*default);
            }
            I::CoroWrap(g) => f(Value::Obj(*g)),
            I::Callable { func, sentinel } => {
                f(*func);
                f(*sentinel);
            }
            I::Tool(t) => t.trace(f),
        },
        Obj::Generator(g) => {
            f(Value::Obj(g.func));
            g.saved.iter().for_each(|x| f(*x));
            f(g.exc_state);
        }
        Obj::DictView { dict, .. } => f(Value::Obj(*dict)),
        Obj::Module(m) => f(Value::Obj(m.dict)),
        Obj::Class(c) => {
            if let Some(m) = c.metaclass {
                f(Value::Obj(m));
            }
            c.bases.iter().for_each(|x| f(*x));
            c.mro.iter().for_each(|x| f(*x));
            c.dict.for_each_value(f);
        }
        Obj::Instance(i) => {
            f(Value::Obj(i.class));
            if let Some(d) = i.dict {
                f(Value::Obj(d));
            }
            i.values.iter().for_each(|x| f(*x));
            if let Some(e) = &i.extra {
                f(e.base_value);
                if let Some(s) = &e.slot_values {
                    s.iter().for_each(|x| f(*x));
                }
            }
        }
        Obj::Property(p) => {
            f(p.fget);
            f(p.fset);
            f(p.fdel);
            f(p.doc);
        }
        Obj::StaticMethod(v) | Obj::ClassMethod(v) => f(*v),
        Obj::Super { class, obj } => {
            f(*class);
            f(*obj);
        }
    }
}

#[cfg(test)]
mod weak_tests {
    use super::*;
    use crate::objects::{WEAK_PLAIN, WeakCell};

    fn cell(h: &mut Heap, target: ObjRef, callback: Value) -> ObjRef {
        let seq = h.next_weak_seq();
        let c = h
            .alloc(Obj::WeakCell(Box::new(WeakCell {
                target: Value::Obj(target),
                owner: Value::None,
                callback,
                kind: WEAK_PLAIN,
                seq,
            })))
            .unwrap();
        h.weak_register(c, target);
        c
    }

    fn target_of(h: &Heap, c: ObjRef) -> Value {
        match h.get(c) {
            Obj::WeakCell(w) => w.target,
            _ => panic!("not a cell"),
        }
    }

    #[test]
    fn cleared_in_the_collection_that_frees_the_referent() {
        let mut h = Heap::new(None);
        let t = h.alloc(Obj::List(Vec::with_capacity(4))).unwrap();
        let cb = h.alloc(Obj::List(Vec::new())).unwrap();
        let c = cell(&mut h, t, Value::Obj(cb));
        // The referent reachable: nothing happens.
        h.collect([Value::Obj(c), Value::Obj(t)].into_iter());
        assert_eq!(target_of(&h, c), Value::Obj(t));
        assert_eq!(h.weak_cells(t), &[c.0]);
        // Only the cell reachable: the referent goes, the cell is cleared
        // and its callback (kept alive by the cell) queued.
        let before = h.live_bytes;
        h.collect([Value::Obj(c)].into_iter());
        assert_eq!(target_of(&h, c), Value::None);
        assert_eq!(h.weak_pending, vec![(c.0, Value::Obj(cb))]);
        assert!(h.live_bytes < before);
        assert!(h.weak_cells(t).is_empty());
        // The freed slot is reused by a new object no cell names.
        let n = h.alloc(Obj::List(Vec::new())).unwrap();
        assert_eq!(n, t);
        assert!(h.weak_cells(n).is_empty());
    }

    #[test]
    fn dead_cells_are_forgotten_and_uncharged() {
        let mut h = Heap::new(None);
        let t = h.alloc(Obj::List(Vec::new())).unwrap();
        // The first round grows the arena; the second must end where the
        // first did: cells and their table shares all returned.
        let mut after = Vec::new();
        for _ in 0..2 {
            for _ in 0..1000 {
                cell(&mut h, t, Value::None);
            }
            assert_eq!(h.weak_cells(t).len(), 1000);
            h.collect([Value::Obj(t)].into_iter());
            assert!(h.weak_cells(t).is_empty());
            assert!(h.weak_pending.is_empty());
            after.push(h.live_bytes);
        }
        assert_eq!(after[0], after[1]);
        // A cell dying with its referent gets no callback.
        let cb = h.alloc(Obj::List(Vec::new())).unwrap();
        cell(&mut h, t, Value::Obj(cb));
        h.collect(std::iter::empty());
        assert!(h.weak_pending.is_empty());
    }
}
