//! corral-isolate: the hard outer layer (DESIGN.md, "Isolation").
//!
//! A program runs in a worker process (the corral binary's hidden
//! `worker` subcommand) that the operating system holds: no new
//! privileges, a parent-death signal, rlimits, new user and network
//! namespaces where the kernel allows, a Landlock ruleset granting no file
//! access and a seccomp filter. Every host call crosses the pipe to the
//! parent, which answers with the same `Host` as in process, so the
//! ledger, mounts, suspension and replay behave the same. The parent's
//! watchdog kills a worker past its run's time plus a grace; a worker that
//! dies any other way is a host fault, never the parent's death.

mod arm;
mod deadline;
mod parent;
mod pool;
#[cfg(unix)]
mod stack;
mod syscalls;
pub mod wire;
mod worker;

pub use arm::Ceilings;
pub use parent::{IsolatedResult, Job, JobError, SessionResult, StartError};
pub use pool::{DEFAULT_HARD_MEMORY, Pool, PoolError, PoolOptions, PoolStats, RunTicket};
pub use wire::{Layers, SessionOp};

/// The body of `corral worker`: arm, then serve jobs from stdin until it
/// closes. Returns the exit status.
pub fn worker_main(c: Ceilings) -> i32 {
    worker::main(c)
}

/// `worker_main` for an embedder that starts workers with its own command
/// (`PoolOptions::worker_args`): `args` are the arguments after `worker`.
pub fn worker_from_args(args: &[String]) -> i32 {
    match Ceilings::from_args(args) {
        Ok(c) => worker::main(c),
        Err(e) => {
            eprintln!("corral worker: {e}");
            2
        }
    }
}

/// The `resource` and isolation facts of an isolated run, merged into its
/// envelope: `"enforced_by": "os"` when the outer layer stopped it, and
/// the layers the worker armed.
pub fn annotate_envelope(env: &mut serde_json::Value, r: &IsolatedResult) {
    let serde_json::Value::Object(m) = env else {
        return;
    };
    if r.enforced_by_os
        && let Some(serde_json::Value::Object(res)) = m.get_mut("resource")
    {
        res.insert("enforced_by".into(), "os".into());
    }
    if let Some(f) = &r.result.fault {
        m.insert("fault".into(), f.clone().into());
    }
    m.insert(
        "isolation".into(),
        serde_json::json!({
            "layers": r.layers.armed(),
            "landlock_abi": r.layers.landlock_abi,
            "notes": r.layers.notes,
        }),
    );
}
