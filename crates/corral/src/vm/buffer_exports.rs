//! Buffer exports: while a memoryview of a bytearray is alive and not
//! released, the bytearray may change its bytes but not its size, as in
//! CPython (`BufferError: Existing exports of data: object cannot be
//! re-sized`). `memoryview` (and `array.array`, which keeps its items in a
//! bytearray) are written in Python; each view registers itself here through
//! the private `_corral_buffer` module and unregisters when released.
//!
//! CPython frees a view the moment its last reference goes, so
//! `memoryview(ba)[0]; ba.append(1)` works there. Here a view that became
//! garbage lives on until a collection. So a resize of a bytearray with
//! registered views first checks which of them are still reachable (a mark
//! without a sweep, paid for in steps): unreachable ones are dropped, and
//! only a reachable, unreleased view refuses the resize. Collections drop
//! the entries of the views they free.
//!
//! The table is not part of snapshots: a VM loaded from one rebuilds it from
//! the unreleased views in its heap (`rebuild_exports`).
//!
//! Guarantees are one-sided on purpose: a view missed here (one only Rust
//! code holds while it calls back into the guest, say) lets a resize
//! through. That is harmless: the Python views read and write
//! the bytearray through bounds-checked slicing.

use std::collections::HashMap;

use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

/// Memory charged per registered view (its entries in both maps).
const ENTRY_BYTES: usize = 64;

/// Object visits the reachability checks may make before they are bounded
/// by the program's own work (see `exporting`).
const FREE_VISITS: u64 = 1 << 21;
/// Object visits allowed per step the program has run.
const VISITS_PER_STEP: u64 = 2;

#[derive(Default)]
pub struct Exports {
    /// Registered view -> the bytearray it exports.
    views: HashMap<u32, u32>,
    /// Bytearray -> how many registered views it has.
    counts: HashMap<u32, u32>,
    /// Objects visited by reachability checks so far.
    visited: u64,
    /// Steps those checks charged (they do not earn more checks).
    charged: u64,
}

impl Exports {
    fn forget(&mut self, view: u32) -> bool {
        let Some(owner) = self.views.remove(&view) else {
            return false;
        };
        if let Some(n) = self.counts.get_mut(&owner) {
            *n -= 1;
            if *n == 0 {
                self.counts.remove(&owner);
            }
        }
        true
    }
}

impl Vm {
    /// The bytearray whose size `v` resizes: `v` itself, or the storage of a
    /// bytearray subclass instance.
    pub(crate) fn bytearray_ref(&self, v: Value) -> Option<ObjRef> {
        let Value::Obj(r) = v else { return None };
        match self.heap.get(r) {
            Obj::ByteArray(_) => Some(r),
            Obj::Instance(i) => match i.base_value() {
                Value::Obj(b) if matches!(self.heap.get(b), Obj::ByteArray(_)) => Some(b),
                _ => None,
            },
            _ => None,
        }
    }

    /// Register `view` as an export of bytearray `owner` (again is a no-op).
    pub(crate) fn export_add(&mut self, owner: ObjRef, view: ObjRef) -> Result<()> {
        if self.exports.views.get(&view.0) == Some(&owner.0) {
            return Ok(());
        }
        self.export_remove(view);
        self.heap.charge(ENTRY_BYTES)?;
        self.exports.views.insert(view.0, owner.0);
        *self.exports.counts.entry(owner.0).or_insert(0) += 1;
        Ok(())
    }

    pub(crate) fn export_remove(&mut self, view: ObjRef) {
        if self.exports.forget(view.0) {
            self.heap.uncharge(ENTRY_BYTES);
        }
    }

    /// Does bytearray `r` have a view that is still reachable? Drops the
    /// registrations of views that are not (when every live value is a root).
    ///
    /// Proving a view unreachable takes a mark of the whole heap, so a loop
    /// that slices a fresh (soon garbage) view of a buffer it then grows
    /// would pay a mark per iteration. Past a free allowance, marking is
    /// bounded to a few object visits per step the program has run; a check
    /// over that budget lets the resize through (the one-sided failure
    /// above), which keeps such CPython-valid loops at a constant factor.
    pub(crate) fn exporting(&mut self, r: ObjRef) -> Result<bool> {
        if !self.exports.counts.contains_key(&r.0) {
            return Ok(false);
        }
        let cost = self.heap.object_count() as u64;
        let own_steps = self.steps.saturating_sub(self.exports.charged);
        let budget = FREE_VISITS.saturating_add(own_steps.saturating_mul(VISITS_PER_STEP));
        let visited = self.exports.visited.saturating_add(cost);
        if visited > budget {
            return Ok(false);
        }
        self.exports.visited = visited;
        self.exports.charged = self.exports.charged.saturating_add(cost / 8);
        self.charge_steps(cost / 8)?;
        let targets: Vec<ObjRef> = self
            .exports
            .views
            .iter()
            .filter(|(_, o)| **o == r.0)
            .map(|(v, _)| ObjRef(*v))
            .collect();
        let mut roots = self.gc_roots();
        for lp in self.event_loop.iter().chain(self.parked_loop.iter()) {
            roots.extend(lp.asyncgens.iter().map(|g| Value::Obj(*g)));
        }
        let live = self.heap.reachable(roots.into_iter(), &targets);
        let any = live.iter().any(|l| *l);
        // Inside a native call that re-entered the guest, a view may be held
        // by Rust code alone: not reachable here, yet not garbage.
        if self.native_depth == 0 {
            for (t, l) in targets.iter().zip(live) {
                if !l {
                    self.export_remove(*t);
                }
            }
        }
        Ok(any)
    }

    /// Refuse to change bytearray `r` from `old` to `new` bytes while it is
    /// exporting its buffer.
    pub(crate) fn check_resize(&mut self, r: ObjRef, old: usize, new: usize) -> Result<()> {
        if old != new && self.exporting(r)? {
            return Err(Error::new(
                TypeId::BufferError,
                "Existing exports of data: object cannot be re-sized",
            ));
        }
        Ok(())
    }

    /// After loading a snapshot: register every unreleased `memoryview` of
    /// a bytearray found in the heap (the attributes `_memoryview.py` keeps).
    pub(crate) fn rebuild_exports(&mut self) {
        let mut found = Vec::new();
        for (r, o) in self.heap.objects_with_refs() {
            let Obj::Instance(i) = o else { continue };
            let Obj::Class(c) = self.heap.get(i.class) else {
                continue;
            };
            let builtin = matches!(c.dict.get_str(&self.heap, "__module__"),
                Some(m) if self.str_of(m) == Some("builtins"));
            if &*c.name != "memoryview" || !builtin {
                continue;
            }
            // Absent until released (the class holds its False).
            if !matches!(
                self.attr_of(i, "_released"),
                None | Some(Value::Bool(false))
            ) {
                continue;
            }
            if let Some(owner) = self.attr_of(i, "_buf").and_then(|b| self.bytearray_ref(b)) {
                found.push((owner, r));
            }
        }
        for (owner, view) in found {
            // Past the memory limit the rest go unregistered (one-sided).
            if self.export_add(owner, view).is_err() {
                break;
            }
        }
    }

    /// After a collection: forget the views it freed (their slots may be
    /// reused by anything).
    pub(crate) fn prune_exports(&mut self) {
        if self.exports.views.is_empty() {
            return;
        }
        let dead: Vec<u32> = self
            .exports
            .views
            .iter()
            .filter(|(v, o)| !self.heap.is_live(ObjRef(**v)) || !self.heap.is_live(ObjRef(**o)))
            .map(|(v, _)| *v)
            .collect();
        for v in dead {
            self.export_remove(ObjRef(v));
        }
    }
}
