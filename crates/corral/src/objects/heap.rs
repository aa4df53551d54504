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

/// Fixed cost of one heap slot, charged for every object.
pub const SLOT_BYTES: usize = std::mem::size_of::<Option<Obj>>() + 8;

pub struct Heap {
    slots: Vec<Option<Obj>>,
    marks: Vec<bool>,
    free: Vec<u32>,
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
}

impl Heap {
    pub fn new(limit: Option<usize>) -> Heap {
        Heap {
            slots: Vec::new(),
            marks: Vec::new(),
            free: Vec::new(),
            live_bytes: 0,
            peak_bytes: 0,
            limit,
            allocations: 0,
            since_gc: 0,
            gc_threshold: 1 << 20,
            gc_due: false,
            dangling: Obj::Tuple(Box::new([])),
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
        if let Some(limit) = self.limit {
            let new = self.live_bytes.saturating_add(bytes);
            if new > limit {
                return Err(Error::exhausted(Exhausted {
                    limit: LimitKind::Memory,
                    max: limit as u64,
                    used: new as u64,
                }));
            }
        }
        Ok(())
    }

    pub fn alloc(&mut self, obj: Obj) -> Result<ObjRef> {
        self.charge(SLOT_BYTES + obj.payload_bytes())?;
        self.allocations += 1;
        if let Some(i) = self.free.pop() {
            self.slots[i as usize] = Some(obj);
            Ok(ObjRef(i))
        } else {
            let i = self.slots.len();
            if i >= u32::MAX as usize {
                return Err(Error::fault("heap index space exhausted"));
            }
            self.slots.push(Some(obj));
            self.marks.push(false);
            Ok(ObjRef(i as u32))
        }
    }

    #[inline]
    pub fn get(&self, r: ObjRef) -> &Obj {
        match self.slots.get(r.0 as usize) {
            Some(Some(o)) => o,
            // Only a VM bug can dangle; answer with an inert object, not a panic.
            _ => &self.dangling,
        }
    }

    /// Mutable access for changes that do not grow the object (growth goes
    /// through `grow`, which charges first).
    #[inline]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Obj> {
        match self.slots.get_mut(r.0 as usize) {
            Some(Some(o)) => Some(o),
            _ => None,
        }
    }

    /// Run `f` on the object, charging (before) `extra` bytes the change will
    /// add, then settling the account to the object's real new size.
    pub fn grow<T>(&mut self, r: ObjRef, extra: usize, f: impl FnOnce(&mut Obj) -> T) -> Result<T> {
        let before = self.get(r).payload_bytes();
        self.charge(extra)?;
        let obj = match self.slots.get_mut(r.0 as usize) {
            Some(Some(o)) => o,
            _ => return Err(Error::fault("dangling object reference")),
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

    /// The slots, for snapshots.
    pub(crate) fn slots(&self) -> &[Option<Obj>] {
        &self.slots
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
        let total: usize = slots
            .iter()
            .flatten()
            .map(|o| SLOT_BYTES + o.payload_bytes())
            .sum();
        let live = total.saturating_sub(baseline);
        let mut h = Heap::new(limit);
        h.marks = vec![false; slots.len()];
        h.slots = slots;
        h.free = free;
        h.live_bytes = live;
        h.peak_bytes = peak.max(live);
        h.allocations = allocations;
        Ok(h)
    }

    /// Every live object, in slot order.
    pub fn objects(&self) -> impl Iterator<Item = (ObjRef, &Obj)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, o)| o.as_ref().map(|o| (ObjRef(i as u32), o)))
    }

    pub fn object_count(&self) -> usize {
        self.slots.len() - self.free.len()
    }

    /// Which of `targets` are reachable from `roots`: a mark without a sweep.
    pub fn reachable(
        &mut self,
        roots: impl Iterator<Item = Value>,
        targets: &[ObjRef],
    ) -> Vec<bool> {
        let mut work: Vec<u32> = roots.filter_map(|v| v.as_obj()).map(|r| r.0).collect();
        let mut marked: Vec<u32> = Vec::new();
        while let Some(i) = work.pop() {
            let iu = i as usize;
            if iu >= self.marks.len() || self.marks[iu] {
                continue;
            }
            self.marks[iu] = true;
            marked.push(i);
            if let Some(obj) = &self.slots[iu] {
                trace(obj, &mut |v| {
                    if let Value::Obj(r) = v {
                        work.push(r.0);
                    }
                });
            }
        }
        let res = targets
            .iter()
            .map(|t| self.marks.get(t.0 as usize).copied().unwrap_or(false))
            .collect();
        for i in marked {
            self.marks[i as usize] = false;
        }
        res
    }

    /// Mark from `roots` and free everything unreachable. Iterative: a list
    /// nested a million deep costs a worklist entry per level, not a Rust frame.
    pub fn collect(&mut self, roots: impl Iterator<Item = Value>) {
        let mut work: Vec<u32> = Vec::new();
        for v in roots {
            if let Value::Obj(r) = v {
                work.push(r.0);
            }
        }
        while let Some(i) = work.pop() {
            let i = i as usize;
            if i >= self.marks.len() || self.marks[i] {
                continue;
            }
            self.marks[i] = true;
            if let Some(obj) = &self.slots[i] {
                trace(obj, &mut |v| {
                    if let Value::Obj(r) = v {
                        work.push(r.0);
                    }
                });
            }
        }
        let mut freed = 0usize;
        for i in 0..self.slots.len() {
            if self.marks[i] {
                self.marks[i] = false;
            } else if let Some(obj) = self.slots[i].take() {
                freed += SLOT_BYTES + obj.payload_bytes();
                self.free.push(i as u32);
            }
        }
        self.uncharge(freed);
        self.since_gc = 0;
        self.gc_due = false;
        // Collect again after allocating as much as is live now (at least
        // 1 MiB), so collection cost stays proportional to allocation.
        self.gc_threshold = self.live_bytes.max(1 << 20);
        if let Some(limit) = self.limit {
            let headroom = limit.saturating_sub(self.live_bytes) / 2;
            self.gc_threshold = self.gc_threshold.min(headroom.max(64 << 10));
        }
    }
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
        }
        Obj::List(v) => v.iter().for_each(|x| f(*x)),
        Obj::Tuple(v) => v.iter().for_each(|x| f(*x)),
        Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => d.for_each_value(f),
        Obj::Slice(s) => s.iter().for_each(|x| f(*x)),
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
        },
        Obj::Generator(g) => {
            f(Value::Obj(g.func));
            g.saved.iter().for_each(|x| f(*x));
            f(g.exc_state);
        }
        Obj::DictView { dict, .. } => f(Value::Obj(*dict)),
        Obj::Module(m) => m.attrs.for_each_value(f),
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
            f(Value::Obj(i.dict));
            f(i.base_value);
        }
        Obj::Property(p) => {
            f(p.fget);
            f(p.fset);
            f(p.fdel);
            f(p.doc);
        }
        Obj::StaticMethod(v) | Obj::ClassMethod(v) => f(*v),
        Obj::Super { class, obj } => {
            f(Value::Obj(*class));
            f(*obj);
        }
    }
}
