//! The time limits, seen from native code that has no `Vm` at hand.
//!
//! A long builtin (a replace over 20 MB, a hex dump, a big sort) runs in
//! plain Rust between two of the VM's limit checks. So that `--time 100ms`
//! stops it within a few milliseconds, such code reports its work as it goes
//! with [`spent`]; every `CHECK_UNITS` units the clocks are read, and once a
//! limit has passed `spent` answers `true`: the code stops early and returns
//! any error, and its call site asks the VM (`Vm::native_error`) to turn that
//! into the exhausted verdict.
//!
//! The watch is per thread (one run at a time on a thread) and is re-armed
//! by each `Clock::new`, that is at the start of every run and segment.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// Units (about a byte, an element or a comparison each) between two
/// readings of the clocks: even at ~20 ns a unit that is under 1 ms, and a
/// clock reading (~25 ns) per 16 Ki units costs nothing measurable.
const CHECK_UNITS: u64 = 1 << 14;

/// How many units a loop may do between two calls of [`spent`]
/// (`if i % CHUNK == 0 && spent(CHUNK)`): a thread-local read per element
/// would cost as much as a cheap element's work.
pub const CHUNK: usize = 4096;

/// The error a native function stopping at a time limit returns; its call
/// site replaces it with the exhaustion (`Vm::native_error`).
pub const EXPIRED: &str = "time limit reached";

#[derive(Clone, Copy)]
struct Watch {
    deadline: Option<Instant>,
    /// Thread CPU time past which `cpu_time` is exhausted.
    cpu_deadline: Option<Duration>,
    /// Units left before the next reading.
    left: u64,
    expired: bool,
}

thread_local! {
    static WATCH: Cell<Watch> = const {
        Cell::new(Watch {
            deadline: None,
            cpu_deadline: None,
            left: CHECK_UNITS,
            expired: false,
        })
    };
}

/// Watch these limits from now on (`None`: no such limit).
pub(crate) fn arm(deadline: Option<Instant>, cpu_deadline: Option<Duration>) {
    WATCH.with(|w| {
        w.set(Watch {
            deadline,
            cpu_deadline,
            left: CHECK_UNITS,
            expired: false,
        })
    });
}

/// Account `units` of native work. `true` once a time limit has passed: stop
/// and return (any error; the call site reports the exhaustion).
#[inline]
pub fn spent(units: usize) -> bool {
    WATCH.with(|w| {
        let mut s = w.get();
        if s.expired {
            return true;
        }
        if s.deadline.is_none() && s.cpu_deadline.is_none() {
            return false;
        }
        let units = units as u64;
        if units < s.left {
            s.left -= units;
            w.set(s);
            return false;
        }
        s.left = CHECK_UNITS;
        s.expired = s.deadline.is_some_and(|d| Instant::now() > d)
            || s.cpu_deadline.is_some_and(|d| super::thread_cpu_time() > d);
        w.set(s);
        s.expired
    })
}

/// Work counted locally and reported to [`spent`] a `CHUNK` at a time, for
/// loops whose steps are small and uneven (one match of a replace).
#[derive(Default)]
pub struct Meter {
    pending: usize,
}

impl Meter {
    /// Account `units`; `true` once a time limit has passed.
    #[inline]
    pub fn add(&mut self, units: usize) -> bool {
        self.pending = self.pending.saturating_add(units);
        if self.pending < CHUNK {
            return false;
        }
        spent(std::mem::take(&mut self.pending))
    }
}

/// Append `src` to `out` a slice at a time, reading the clocks between
/// slices (a unit per item): a copy of millions of values takes tens of
/// milliseconds. `false`, with `out` part filled, once a time limit has
/// passed.
pub fn extend_checked<T: Copy>(out: &mut Vec<T>, src: &[T]) -> bool {
    const SLICE: usize = 1 << 16;
    out.reserve(src.len());
    for part in src.chunks(SLICE) {
        if spent(part.len()) {
            return false;
        }
        out.extend_from_slice(part);
    }
    true
}

/// Has native work stopped at a time limit (not cleared)? For code that
/// stops early with a partial result rather than an error.
pub fn expired() -> bool {
    WATCH.with(|w| w.get().expired)
}

/// Did native work stop at a time limit since the watch was armed? Clears
/// the mark (the VM's own clock check reports the exhaustion).
pub(crate) fn take_expired() -> bool {
    WATCH.with(|w| {
        let mut s = w.get();
        let e = s.expired;
        s.expired = false;
        w.set(s);
        e
    })
}
