//! Arming a worker: the layers the operating system enforces, applied in
//! order before the worker reads its first request. Everything here goes
//! through safe wrappers (nix, landlock, seccompiler): no `unsafe`.
//!
//! Mandatory layers (a failure ends the worker, and the parent reports a
//! host fault): no_new_privs, the parent-death signal, the rlimits and the
//! seccomp filter. Best-effort layers (reported in `Layers`, with the
//! reason when they did not arm): the user and network namespaces and
//! Landlock, which depend on the kernel and on the container around us.

use crate::wire::Layers;

/// The worker's ceilings, given by the parent on its command line.
#[derive(Clone, Copy, Debug)]
pub struct Ceilings {
    /// Address space (RLIMIT_AS), bytes.
    pub address_space: u64,
    /// CPU seconds over the worker's whole life (RLIMIT_CPU hard limit;
    /// each run lowers the soft limit to its own budget).
    pub cpu_seconds: u64,
    /// CPU seconds one run may use (the soft limit set before each run).
    pub run_cpu_seconds: u64,
    /// The parent's pid, to close the race where the parent dies before
    /// the parent-death signal is set.
    pub parent: u32,
}

impl Ceilings {
    /// The ceilings from a worker's command line after `worker`
    /// (`--address-space N --cpu-seconds N --run-cpu-seconds N --parent PID`).
    pub fn from_args(args: &[String]) -> Result<Ceilings, String> {
        let get = |flag: &str| -> Result<u64, String> {
            let at = args
                .iter()
                .position(|a| a == flag)
                .ok_or_else(|| format!("{flag} is missing"))?;
            let v = args
                .get(at + 1)
                .ok_or_else(|| format!("{flag} needs a value"))?;
            v.parse().map_err(|_| format!("{flag}: not a number: {v}"))
        };
        Ok(Ceilings {
            address_space: get("--address-space")?,
            cpu_seconds: get("--cpu-seconds")?,
            run_cpu_seconds: get("--run-cpu-seconds")?,
            parent: u32::try_from(get("--parent")?)
                .map_err(|_| "--parent: not a pid".to_string())?,
        })
    }
}

/// The process-wide layers, armed on the main thread while the process
/// is still single-threaded (a new user namespace requires it).
#[cfg(target_os = "linux")]
pub fn arm_process(c: &Ceilings) -> Result<Layers, String> {
    use nix::sys::resource::{Resource, setrlimit};
    let mut layers = Layers::default();

    nix::sys::prctl::set_no_new_privs().map_err(|e| format!("no_new_privs: {e}"))?;
    layers.no_new_privs = true;

    nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL)
        .map_err(|e| format!("parent-death signal: {e}"))?;
    if nix::unistd::getppid().as_raw() as u32 != c.parent {
        return Err("the parent died before the worker armed".into());
    }
    layers.parent_death_signal = true;

    let limits = [
        (Resource::RLIMIT_AS, c.address_space, "address space"),
        (Resource::RLIMIT_CPU, c.cpu_seconds, "cpu seconds"),
        // stdin, stdout, stderr and the few descriptors arming itself
        // needs (the Landlock ruleset); lowered to 3 once armed.
        (Resource::RLIMIT_NOFILE, 8, "open files"),
        (Resource::RLIMIT_FSIZE, 0, "file size"),
        (Resource::RLIMIT_CORE, 0, "core size"),
    ];
    for (res, v, name) in limits {
        setrlimit(res, v, v).map_err(|e| format!("rlimit {name}: {e}"))?;
    }
    layers.rlimits = true;

    namespaces(&mut layers);
    Ok(layers)
}

/// The layers armed on the thread that serves runs: Landlock (which binds
/// the calling thread) and the seccomp filter (synchronised to every
/// thread of the process).
#[cfg(target_os = "linux")]
pub fn arm_thread(layers: &mut Layers) -> Result<(), String> {
    use nix::sys::resource::{Resource, setrlimit};
    landlock_fs(layers);
    // stdin, stdout, stderr: nothing else may be opened.
    setrlimit(Resource::RLIMIT_NOFILE, 3, 3).map_err(|e| format!("rlimit open files: {e}"))?;
    crate::syscalls::install_filter().map_err(|e| format!("seccomp: {e}"))?;
    layers.seccomp = true;
    Ok(())
}

/// A new user namespace (so the worker holds no capability of the host's
/// users) and a new network namespace (no interface but a down loopback).
#[cfg(target_os = "linux")]
fn namespaces(layers: &mut Layers) {
    use nix::sched::{CloneFlags, unshare};
    match unshare(CloneFlags::CLONE_NEWUSER | CloneFlags::CLONE_NEWNET) {
        Ok(()) => {
            layers.user_namespace = true;
            layers.network_namespace = true;
        }
        Err(e) => {
            layers
                .notes
                .push(format!("user namespace refused by the kernel ({e})"));
            // Without a user namespace a privileged worker may still get
            // its own network namespace.
            match unshare(CloneFlags::CLONE_NEWNET) {
                Ok(()) => layers.network_namespace = true,
                Err(e) => layers
                    .notes
                    .push(format!("network namespace refused by the kernel ({e}); the seccomp filter still denies every socket")),
            }
        }
    }
}

/// A Landlock ruleset that handles every filesystem access the kernel
/// knows and grants none, on the best ABI the kernel offers.
#[cfg(target_os = "linux")]
fn landlock_fs(layers: &mut Layers) {
    use landlock::{ABI, Access, AccessFs, Ruleset, RulesetAttr, RulesetStatus};
    let abi = ABI::V5;
    let status = Ruleset::default()
        .handle_access(AccessFs::from_all(abi))
        .and_then(|r| r.create())
        .and_then(|r| r.restrict_self());
    match status {
        Ok(s) => match s.ruleset {
            RulesetStatus::FullyEnforced | RulesetStatus::PartiallyEnforced => {
                layers.landlock = true;
                layers.landlock_abi = match s.ruleset {
                    RulesetStatus::FullyEnforced => 5,
                    _ => 1,
                };
            }
            RulesetStatus::NotEnforced => layers
                .notes
                .push("Landlock is not supported by this kernel".into()),
        },
        Err(e) => layers.notes.push(format!("Landlock: {e}")),
    }
}

#[cfg(not(target_os = "linux"))]
pub fn arm_process(_c: &Ceilings) -> Result<Layers, String> {
    Err("isolated workers need Linux (seccomp, Landlock, rlimits)".into())
}

#[cfg(not(target_os = "linux"))]
pub fn arm_thread(_layers: &mut Layers) -> Result<(), String> {
    Err("isolated workers need Linux".into())
}

/// Lower the soft CPU limit so this run may use at most `secs` more CPU
/// seconds (the hard limit set at arming still bounds the worker's life).
#[cfg(target_os = "linux")]
pub fn cpu_budget(secs: u64) {
    use nix::sys::resource::{Resource, UsageWho, getrlimit, getrusage, setrlimit};
    let Ok(u) = getrusage(UsageWho::RUSAGE_SELF) else {
        return;
    };
    let used = (u.user_time().tv_sec() + u.system_time().tv_sec()).max(0) as u64;
    if let Ok((_, hard)) = getrlimit(Resource::RLIMIT_CPU) {
        let _ = setrlimit(
            Resource::RLIMIT_CPU,
            used.saturating_add(secs).saturating_add(1).min(hard),
            hard,
        );
    }
}

#[cfg(not(target_os = "linux"))]
pub fn cpu_budget(_secs: u64) {}
