//! The outer layer stops what the interpreter's own limits cannot: with
//! the feature `fault-injection`, `_corral_faults` misbehaves on purpose
//! (a native spin, an unaccounted allocation, raw files, sockets and
//! processes, abort, a segfault) and each is killed, denied or contained,
//! the parent survives, and the next run in the same pool is fine.
//!
//! Run: cargo test --release -p corral-cli --features fault-injection --test isolate_faults
#![cfg(feature = "fault-injection")]

use std::time::{Duration, Instant};

use corral::{RunOptions, Verdict};
use corral_isolate::{Pool, PoolOptions};

fn pool(size: usize) -> Pool {
    let p = Pool::new(PoolOptions {
        size,
        worker_exe: env!("CARGO_BIN_EXE_corral").into(),
        hard_memory: 1 << 30,
        grace: Duration::from_millis(300),
        run_cpu_seconds: 5,
        ..PoolOptions::default()
    });
    p.wait_ready(Duration::from_secs(20))
        .expect("a worker starts");
    p
}

fn opts(time_ms: u64) -> RunOptions {
    let mut o = RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    };
    o.limits.time = Some(Duration::from_millis(time_ms));
    o
}

fn healthy(p: &Pool) {
    let r = p.run("sum(range(10))", &opts(2000), None).expect("run");
    assert_eq!(r.result.verdict, Verdict::Ok, "{:?}", r.result);
    assert_eq!(r.result.value_repr.as_deref(), Some("45"));
}

#[test]
fn a_native_spin_is_killed_by_the_watchdog() {
    let p = pool(1);
    let t0 = Instant::now();
    let r = p
        .run(
            "import _corral_faults\n_corral_faults.spin()",
            &opts(300),
            None,
        )
        .expect("run");
    let took = t0.elapsed();
    assert_eq!(
        r.result.verdict,
        Verdict::ResourceExhausted,
        "{:?}",
        r.result
    );
    assert!(r.enforced_by_os);
    assert_eq!(r.result.resource.unwrap().limit, corral::LimitKind::Time);
    // time (300ms) + grace (300ms) + the kill.
    assert!(took < Duration::from_secs(3), "{took:?}");
    healthy(&p);
}

#[test]
fn hard_time_bounds_a_run_without_a_time_limit() {
    let p = Pool::new(PoolOptions {
        size: 1,
        worker_exe: env!("CARGO_BIN_EXE_corral").into(),
        hard_time: Some(Duration::from_millis(400)),
        ..PoolOptions::default()
    });
    let mut o = opts(1);
    o.limits.time = None;
    let r = p
        .run("import _corral_faults\n_corral_faults.spin()", &o, None)
        .expect("run");
    assert_eq!(r.result.verdict, Verdict::ResourceExhausted);
    assert!(r.enforced_by_os);
    healthy(&p);
}

#[test]
fn an_unaccounted_allocation_hits_the_address_space_ceiling() {
    let p = pool(1);
    let r = p
        .run(
            "import _corral_faults\n_corral_faults.leak()",
            &opts(20_000),
            None,
        )
        .expect("run");
    assert_eq!(
        r.result.verdict,
        Verdict::ResourceExhausted,
        "{:?}",
        r.result
    );
    assert!(r.enforced_by_os);
    assert_eq!(r.result.resource.unwrap().limit, corral::LimitKind::Memory);
    healthy(&p);
}

fn denied(p: &Pool, call: &str) {
    let code = format!("import _corral_faults\n_corral_faults.{call}");
    let r = p.run(&code, &opts(5000), None).expect("run");
    assert_eq!(r.result.verdict, Verdict::Error, "{call}: {:?}", r.result);
    let e = r.result.error.unwrap();
    assert_eq!(e.type_name, "OSError", "{call}");
    assert!(
        e.message.contains("Operation not permitted") || e.message.contains("Permission denied"),
        "{call}: {}",
        e.message
    );
}

#[test]
fn files_sockets_and_processes_are_denied() {
    let p = pool(1);
    denied(&p, "open('/etc/passwd')");
    denied(&p, "open('/proc/self/environ')");
    denied(&p, "socket()");
    denied(&p, "connect()");
    denied(&p, "spawn()");
    denied(&p, "execve()");
    healthy(&p);
}

#[test]
fn crashes_are_host_faults_and_the_parent_survives() {
    let p = pool(1);
    for (call, signal) in [("abort()", "SIGABRT"), ("segfault()", "SIGSEGV")] {
        let code = format!("print('before')\nimport _corral_faults\n_corral_faults.{call}");
        let r = p.run(&code, &opts(5000), None).expect("run");
        assert_eq!(r.result.verdict, Verdict::HostFault, "{call}");
        let fault = r.result.fault.unwrap();
        assert!(fault.contains(signal), "{call}: {fault}");
        healthy(&p);
    }
}

#[test]
fn the_cli_reports_the_outer_layer() {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_corral"))
        .args([
            "run",
            "--isolate",
            "--json",
            "--time",
            "200ms",
            "-c",
            "import _corral_faults\n_corral_faults.spin()",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(3));
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(j["verdict"], "resource_exhausted");
    assert_eq!(j["resource"]["limit"], "time");
    assert_eq!(j["resource"]["enforced_by"], "os");

    let o = std::process::Command::new(env!("CARGO_BIN_EXE_corral"))
        .args([
            "run",
            "--isolate",
            "-c",
            "import _corral_faults\n_corral_faults.abort()",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(4));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("host fault") && err.contains("SIGABRT"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}
