//! The worker's stack, and the crate's one `unsafe` block.
//!
//! The engine's compiler and a few native paths (nested reprs, chains of
//! iterators) recurse as deep as the interpreter's own limits allow; the
//! CLI gives them a 512 MiB thread. A worker cannot use a thread that
//! large: a thread's stack is mapped whole when it is created, and the
//! whole mapping would count against the address-space ceiling. The main
//! thread's stack instead grows on demand up to RLIMIT_STACK, charging the
//! ceiling only for the pages a program really touches. So the worker
//! serves on its main thread, and the parent raises RLIMIT_STACK in the
//! child before it executes the worker (the kernel lays out the stack's
//! room at exec time, so the worker cannot raise it for itself).

use std::os::unix::process::CommandExt;
use std::process::Command;

/// How deep the worker's main stack may grow: what the CLI's run thread has.
pub const WORKER_STACK: u64 = 512 << 20;

/// Arrange for `cmd`'s child to start with a stack limit of
/// [`WORKER_STACK`] (or the hard limit, if that is lower).
pub fn raise_stack_limit(cmd: &mut Command) {
    use nix::sys::resource::{Resource, getrlimit, setrlimit};
    let Ok((_, hard)) = getrlimit(Resource::RLIMIT_STACK) else {
        return;
    };
    let soft = WORKER_STACK.min(hard);
    // SAFETY: `pre_exec` runs the closure in the forked child before exec,
    // where only async-signal-safe calls are sound. The closure captures
    // two integers, allocates nothing, takes no lock, and makes a single
    // setrlimit(2) system call (async-signal-safe); its error converts to
    // an io::Error from the raw errno, without allocating.
    unsafe {
        cmd.pre_exec(move || {
            setrlimit(Resource::RLIMIT_STACK, soft, hard).map_err(std::io::Error::from)
        });
    }
}
