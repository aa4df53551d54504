//! What a guest can reach outside the interpreter, and how the host grants
//! it. Everything that leaves the guest goes through one trait,
//! `Capabilities`: the functions it calls, the host directories mounted in
//! its filesystem, the real clock and the host's entropy. `Host` answers in
//! process; an isolated worker's relay answers by asking its parent, which
//! answers with its own `Host`. The rest of the virtual OS (in-memory files,
//! the fixed clock, environment, seed) is the engine's own and never leaves.
//!
//! `calls` is the VM's side of a call (ledger, limits, suspension), `os` the
//! virtual operating system, `value` the values that cross, and `replay` a
//! recorded ledger answering in the host's place.

pub mod calls;
pub mod host;
pub mod os;
pub mod replay;
pub mod value;

pub use calls::{
    CallOutcome, HostError, LedgerEntry, PendingCall, current_call_id, current_deadline,
    with_deadline,
};
pub use host::{ExternalFunction, Handler, Host, LookupFn, SyncFn};
pub use value::HostValue;

use os::{FsResult, MountOp, MountReply};

/// How calls of a granted function are answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grant {
    /// `async def`-like: a call returns an awaitable, and calls awaited
    /// together are handed to the host together.
    pub is_async: bool,
    /// Calls end the run's segment; the host answers by resuming it.
    pub suspends: bool,
}

/// The one way out of the guest. Implemented by `Host` (in process) and by
/// an isolated worker's relay to its parent.
pub trait Capabilities {
    /// The functions granted up front, installed as globals at the start.
    fn declared(&self) -> Vec<(String, Grant)>;
    /// The function granted as `name`: declared, or found earlier by
    /// `lookup`.
    fn function(&self, name: &str) -> Option<Grant>;
    /// Whether the host answers `lookup` at all (a NameError otherwise
    /// never asks it).
    fn has_lookup(&self) -> bool;
    /// Ask the host about a name the program uses but never defined; a
    /// function found is granted from then on.
    fn lookup(&self, name: &str) -> Option<Grant>;
    /// Answer a call of a granted function that does not suspend. It counts
    /// inside the run's time: `current_deadline` says until when.
    fn call(
        &self,
        name: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError>;
    /// One operation on the host directory mounted at `at` (a normalized
    /// virtual path); the paths in `op` are relative to it, without `..`.
    fn mount(&self, at: &str, op: MountOp<'_>) -> FsResult<MountReply>;
    /// The real clock, in seconds since the epoch (a fixed clock never
    /// asks). A relay may read it itself: a worker's clock is its host's.
    fn now(&self) -> f64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64())
    }
    /// Seconds on a clock that never goes back.
    fn monotonic(&self) -> f64 {
        thread_local! {
            static BASE: std::time::Instant = std::time::Instant::now();
        }
        BASE.with(|b| b.elapsed().as_secs_f64())
    }
    /// Wait on the real clock (the caller has checked the run's time).
    fn sleep(&self, secs: f64) {
        if let Ok(d) = std::time::Duration::try_from_secs_f64(secs) {
            std::thread::sleep(d);
        }
    }
    /// Fill `buf` with the host's entropy.
    fn entropy(&self, buf: &mut [u8]) -> Result<(), HostError> {
        getrandom::fill(buf)
            .map_err(|e| HostError::new("OSError", format!("no entropy from the host: {e}")))
    }
}
