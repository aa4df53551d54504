//! `_sqlite3`: SQLite (the bundled library, through rusqlite) for the
//! `sqlite3` module, whose Python half (sqlite/sqlite3.py) holds the
//! classes: connections, cursors, rows, exceptions and the transaction
//! rules. Here a connection is a handle into the VM's registry; a statement
//! runs to completion in one call and its rows become guest tuples.
//!
//! Sandboxing: databases live in memory only; a database named by a path
//! is loaded from the run's own filesystem (through the guest's `open`, by
//! the Python half) and written back there as a whole when committed, so
//! SQLite itself never opens a file;
//! `ATTACH` is refused (`SQLITE_LIMIT_ATTACHED` is 0, which also stops
//! `VACUUM INTO`), extensions cannot load; SQLite's allocations count
//! against the memory limit (sys.rs) and a progress handler charges steps
//! and reads the clocks every `PROGRESS_OPS` SQLite instructions.
//!
//! Connections are not part of snapshots: a restored run finds its
//! connection objects detached and gets a ProgrammingError using them.

mod conn;
mod errors;
mod sys;
mod values;

use std::cell::Cell;

use super::{ModuleDef, NativeDef};
use crate::error::Result;
use crate::limits::watch;
use crate::vm::Vm;

pub use conn::Registry;

/// Route SQLite's allocations through the accounting of sys.rs. Happens on
/// the first `sqlite3.connect`; a process that uses SQLite itself (a
/// server's own store) must call this first, before its own first use of
/// SQLite, or `sqlite3.connect` refuses to work (its memory could not be
/// counted). `false` if SQLite had already started. Harmless to the
/// process's other uses of SQLite: only calls a VM makes are charged.
pub fn install_allocator() -> bool {
    sys::install()
}

pub static MODULE: ModuleDef = ModuleDef {
    name: "_sqlite3",
    functions: &[
        NativeDef {
            name: "open",
            f: conn::open,
        },
        NativeDef {
            name: "close",
            f: conn::close,
        },
        NativeDef {
            name: "run",
            f: conn::run,
        },
        NativeDef {
            name: "script",
            f: conn::script,
        },
        NativeDef {
            name: "info",
            f: conn::info,
        },
        NativeDef {
            name: "create_function",
            f: conn::create_function,
        },
        NativeDef {
            name: "create_aggregate",
            f: conn::create_aggregate,
        },
        NativeDef {
            name: "serialize",
            f: conn::serialize,
        },
    ],
    init: |vm, m| {
        let v = vm.new_str(sys::library_version())?;
        super::set_attr(vm, m, "sqlite_version", v)
    },
};

/// SQLite instructions between two calls of the progress handler.
const PROGRESS_OPS: i32 = 1000;
/// SQLite instructions charged as one step.
const OPS_PER_STEP: u64 = 8;

#[derive(Clone, Copy)]
struct Progress {
    /// Steps counted and not yet charged to the VM.
    pending: u64,
    /// Steps left before the step limit (as of the last charge).
    left: u64,
}

thread_local! {
    static PROGRESS: Cell<Progress> = const { Cell::new(Progress { pending: 0, left: u64::MAX }) };
}

/// Start counting SQLite's work for `vm`.
fn begin_progress(vm: &Vm) {
    let left = vm
        .limits
        .steps
        .map_or(u64::MAX, |m| m.saturating_sub(vm.steps));
    PROGRESS.with(|p| p.set(Progress { pending: 0, left }));
}

/// Charge the steps SQLite's work has counted so far.
pub(crate) fn charge_progress(vm: &mut Vm) -> Result<()> {
    let pending = PROGRESS.with(|p| p.get().pending);
    PROGRESS.with(|p| {
        p.set(Progress {
            pending: 0,
            left: 0,
        })
    });
    let r = vm.charge_steps(pending);
    begin_progress(vm);
    r
}

/// The progress handler: `true` stops the statement (a limit has passed).
fn on_progress() -> bool {
    if watch::spent(PROGRESS_OPS as usize) {
        errors::set_stop(errors::Stop::Time);
        return true;
    }
    let mut p = PROGRESS.with(|p| p.get());
    p.pending += PROGRESS_OPS as u64 / OPS_PER_STEP;
    PROGRESS.with(|c| c.set(p));
    if p.pending > p.left {
        errors::set_stop(errors::Stop::Steps);
        return true;
    }
    false
}
