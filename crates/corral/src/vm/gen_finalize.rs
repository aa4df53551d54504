//! Closing generators the program dropped while they were suspended inside
//! a `try`/`with` block, as CPython's generator finalizer does: it throws
//! GeneratorExit in, so `finally` clauses and `__exit__` methods run.
//!
//! CPython does this the moment the last reference goes; corral frees only
//! when it collects. A generator (or coroutine) that suspends with a block
//! open is put on a watch list. A collection first asks which watched
//! generators are unreachable, keeps those (and all they reach) alive,
//! and queues them; the VM closes them right after the collection, where
//! weakref callbacks run (`Vm::maybe_gc`), never inside it. At the end of
//! a run the ones still suspended are closed too, as at interpreter exit.
//!
//! The moments a last reference usually goes are seen too: a `for` loop
//! left by `break` drops its iterator, a frame returns or unwinds, a name
//! is deleted. When a watched generator is among what was dropped (any of
//! them, for a deletion), the next instruction boundary marks from the
//! roots and closes the watched generators nothing reaches, so `finally`
//! runs where CPython runs it. Each such check marks the whole heap, so
//! together they may mark at most about twice what the last collection
//! kept (`gen_check_budget`); past that, closing waits for the collection.
//!
//! A deletion while some object is weakly referenced runs a whole
//! collection at the next boundary instead (within the same budget), so a
//! weak reference dies, and its callback runs, where CPython's would.
//!
//! Async generators are left to the event loop's finalizer hooks
//! (async_gen.rs), which is what CPython does with them.

use crate::error::Result;
use crate::objects::{GenState, Obj, ObjRef, Value};

use super::Vm;

impl Vm {
    /// A generator suspended with a block open: watch it (once). Sync
    /// generators and coroutines never use `ag_hooked` for the event
    /// loop, so it marks them as watched.
    pub(super) fn watch_generator(&mut self, g: ObjRef) {
        if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
            && !gobj.code.is_async_generator
            && !gobj.ag_hooked
        {
            gobj.ag_hooked = true;
            self.gen_watch.push(g);
        }
    }

    /// A value the program just let go of: if it is a watched generator,
    /// check at the next instruction boundary.
    #[inline]
    pub(crate) fn note_dropped(&mut self, v: Value) {
        if self.is_watched(v) {
            self.request_gen_check();
        }
    }

    fn is_watched(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r),
            Obj::Generator(g) if g.ag_hooked && !g.code.is_async_generator))
    }

    /// The stack above `level` is about to go (a frame returns or unwinds).
    #[inline]
    pub(crate) fn note_frame_dropped(&mut self, level: usize) {
        if !self.gen_watch.is_empty()
            && let Some(vals) = self.stack.get(level..)
            && vals.iter().any(|v| self.is_watched(*v))
        {
            self.request_gen_check();
        }
    }

    /// A deleted name, item or attribute may have held a watched
    /// generator, or the last reference to a weakly referenced object.
    #[inline]
    pub(crate) fn note_deleted(&mut self) {
        if !self.gen_watch.is_empty() || self.heap.has_weak_referents() {
            self.request_gen_check();
        }
    }

    /// About to read through a weak reference: collect at the next
    /// instruction boundary (within the budget), so a referent whose last
    /// reference went is gone, as it would be in CPython.
    pub(crate) fn settle_weak(&mut self) {
        if self.heap.has_weak_referents() {
            self.request_gen_check();
        }
    }

    fn request_gen_check(&mut self) {
        self.gen_check = true;
        self.next_check = 0;
    }

    /// At an instruction boundary: close the watched generators nothing
    /// reaches any more. Native code that re-entered the VM may hold values
    /// outside the roots, so the check waits until it has returned.
    #[cold]
    #[inline(never)]
    pub(crate) fn close_unreachable_generators(&mut self) -> Result<()> {
        if self.gc_blockers > 0 {
            return Ok(());
        }
        self.gen_check = false;
        let cost = self.heap.object_count().max(1);
        if cost > self.gen_check_budget {
            return Ok(());
        }
        self.gen_check_budget -= cost;
        if self.heap.has_weak_referents() {
            // CPython frees an object, clears its weak references and runs
            // their callbacks the moment its last reference goes: collect
            // now, which also closes the dropped generators.
            // The collection refills the budget; these forced ones must not.
            let left = self.gen_check_budget;
            self.heap.gc_due = true;
            let r = self.maybe_gc();
            self.gen_check_budget = self.gen_check_budget.min(left);
            return r;
        }
        let pending: Vec<ObjRef> = self
            .gen_watch
            .iter()
            .copied()
            .filter(|g| self.close_pending(*g))
            .collect();
        if pending.is_empty() {
            return Ok(());
        }
        let roots = self.gc_roots();
        let reached = self.heap.reachable(roots.into_iter(), &pending);
        for (g, live) in pending.into_iter().zip(reached) {
            if !live {
                self.gen_watch.retain(|x| *x != g);
                self.unwatch(g);
                self.gen_closing.push(g);
            }
        }
        if self.gen_closing.is_empty() {
            return Ok(());
        }
        self.close_dropped_generators()
    }

    fn unwatch(&mut self, g: ObjRef) {
        if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
            gobj.ag_hooked = false;
        }
    }

    fn close_pending(&self, g: ObjRef) -> bool {
        matches!(self.heap.get(g), Obj::Generator(x)
            if x.state == GenState::Suspended && !x.blocks.is_empty())
    }

    /// Before a collection: the watched generators nothing reaches from
    /// `roots` become roots themselves and are queued for closing. Ones
    /// that finished or left their blocks stop being watched (the
    /// collection may then free them).
    pub(super) fn keep_dropped_generators(&mut self, roots: &mut Vec<Value>) {
        let watched = std::mem::take(&mut self.gen_watch);
        let mut pending = Vec::with_capacity(watched.len());
        for g in watched {
            if self.close_pending(g) {
                pending.push(g);
            } else {
                self.unwatch(g);
            }
        }
        if pending.is_empty() {
            return;
        }
        let reached = self.heap.reachable(roots.iter().copied(), &pending);
        for (g, live) in pending.into_iter().zip(reached) {
            if live {
                self.gen_watch.push(g);
            } else {
                self.unwatch(g);
                self.gen_closing.push(g);
                roots.push(Value::Obj(g));
            }
        }
    }

    /// Close the generators the last collection queued, oldest first. An
    /// exception a close raises is reported ("Exception ignored in") and
    /// the next one is closed; only a limit stops it. Closing runs guest
    /// code nested one level (no collection happens inside it), so this
    /// loop never re-enters itself.
    #[cold]
    #[inline(never)]
    pub(super) fn close_dropped_generators(&mut self) -> Result<()> {
        // Newest last: reversed, popping takes the oldest first. They stay
        // in `gen_closing` (rooted) until their turn.
        self.gen_closing.reverse();
        while let Some(g) = self.gen_closing.pop() {
            self.close_reporting(g)?;
        }
        Ok(())
    }

    /// The end of a run: close what is still suspended inside a block, in
    /// the order the generators were first watched.
    pub(super) fn close_generators_at_exit(&mut self) -> Result<()> {
        if !self.gen_closing.is_empty() {
            self.close_dropped_generators()?;
        }
        let watched = std::mem::take(&mut self.gen_watch);
        // Rooted while the others run.
        self.gen_closing = watched;
        self.close_dropped_generators()
    }

    fn close_reporting(&mut self, g: ObjRef) -> Result<()> {
        self.unwatch(g);
        if !self.close_pending(g) {
            return Ok(());
        }
        // On the VM stack while it runs: a collection inside must keep it.
        self.roots.push(Value::Obj(g));
        let r = self.gen_close(g);
        self.roots.pop();
        if r.is_err() && self.close_pending(g) {
            // It yielded again ("ignored GeneratorExit"): like CPython's
            // finalizer, this runs once per generator, so it is marked
            // watched but left off the list for good.
            self.gen_watch.retain(|x| *x != g);
            if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                gobj.ag_hooked = true;
            }
        }
        match r {
            Ok(()) => Ok(()),
            Err(e) if e.is_catchable() => {
                let exc = self.materialize(e)?;
                let what = self
                    .repr_string(Value::Obj(g))
                    .unwrap_or_else(|_| "<generator>".into());
                let src = self.source.clone();
                let tb = self.format_unraisable(exc, Some(&src));
                self.out
                    .write(true, &format!("Exception ignored in: {what}\n{tb}"))
            }
            Err(e) => Err(e),
        }
    }
}
