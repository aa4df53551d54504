//! The seccomp filter: the only system calls an armed worker may make,
//! each with the reason it needs it. Everything else fails with EPERM, so
//! a bug that reaches for a file, a socket or a process gets an error,
//! not the host.

#[cfg(target_os = "linux")]
pub fn install_filter() -> Result<(), String> {
    use seccompiler::{
        SeccompAction, SeccompCmpArgLen as Len, SeccompCmpOp as Op, SeccompCondition as Cond,
        SeccompFilter, SeccompRule,
    };
    use std::collections::BTreeMap;

    let pid = std::process::id() as u64;
    let on_fd = |fd: u64| -> Result<SeccompRule, String> {
        let c = Cond::new(0, Len::Dword, Op::Eq, fd).map_err(|e| e.to_string())?;
        SeccompRule::new(vec![c]).map_err(|e| e.to_string())
    };
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    // Any arguments.
    let any: &[(i64, &str)] = &[
        (libc::SYS_close, "std closes what it opened before arming"),
        (
            libc::SYS_mmap,
            "the allocator maps memory (bounded by RLIMIT_AS)",
        ),
        (libc::SYS_munmap, "the allocator returns memory"),
        (libc::SYS_mremap, "the allocator grows mappings"),
        (
            libc::SYS_mprotect,
            "guard pages of the allocator and the stack",
        ),
        (
            libc::SYS_madvise,
            "the allocator releases pages it keeps mapped",
        ),
        (libc::SYS_brk, "the C allocator's heap"),
        (libc::SYS_futex, "std's locks and one-time initialisation"),
        (libc::SYS_sched_yield, "the allocator's spin locks"),
        (
            libc::SYS_clock_gettime,
            "the run's clock and deadline (when not in the vDSO)",
        ),
        (
            libc::SYS_clock_getres,
            "clock resolution (time.get_clock_info)",
        ),
        (
            libc::SYS_gettimeofday,
            "the real clock (when not in the vDSO)",
        ),
        (libc::SYS_clock_nanosleep, "time.sleep on a real clock"),
        (libc::SYS_nanosleep, "time.sleep on a real clock"),
        (libc::SYS_getrandom, "hash seeds"),
        (libc::SYS_getrusage, "CPU time used (cpu_time limit, usage)"),
        (libc::SYS_rt_sigreturn, "returning from a signal handler"),
        (
            libc::SYS_rt_sigprocmask,
            "abort() masks signals before raising",
        ),
        (
            libc::SYS_rt_sigaction,
            "the stack-overflow handler and abort()",
        ),
        (libc::SYS_sigaltstack, "the stack-overflow handler's stack"),
        (libc::SYS_getpid, "raise() addresses this process"),
        (libc::SYS_gettid, "raise() addresses this thread"),
        (libc::SYS_restart_syscall, "an interrupted sleep resumes"),
        (libc::SYS_exit, "ending"),
        (libc::SYS_exit_group, "ending"),
    ];
    for (nr, _why) in any {
        rules.insert(*nr, vec![]);
    }
    // The request pipe only.
    rules.insert(libc::SYS_read, vec![on_fd(0)?]);
    // The answer pipe and stderr (the allocator's last words).
    rules.insert(libc::SYS_write, vec![on_fd(1)?, on_fd(2)?]);
    rules.insert(libc::SYS_writev, vec![on_fd(1)?, on_fd(2)?]);
    // Signals to this process only (abort(), a per-run SIGXCPU): never
    // to the parent or anyone else.
    rules.insert(libc::SYS_tgkill, vec![on_fd(pid)?]);
    // Each run lowers its own soft CPU limit (pid 0: this process only;
    // the hard limits set at arming cannot be raised).
    rules.insert(libc::SYS_prlimit64, vec![on_fd(0)?]);
    rules.insert(libc::SYS_getrlimit, vec![]);
    rules.insert(libc::SYS_setrlimit, vec![]);

    let arch = std::env::consts::ARCH
        .try_into()
        .map_err(|e: seccompiler::BackendError| e.to_string())?;
    let filter = SeccompFilter::new(
        rules,
        SeccompAction::Errno(libc::EPERM as u32),
        SeccompAction::Allow,
        arch,
    )
    .map_err(|e| e.to_string())?;
    let prog: seccompiler::BpfProgram = filter
        .try_into()
        .map_err(|e: seccompiler::BackendError| e.to_string())?;
    seccompiler::apply_filter_all_threads(&prog).map_err(|e| e.to_string())
}
