//! The warm pool as a library (`corral_isolate::Pool`): runs are round
//! trips to armed workers, tenants never share a worker unless allowed,
//! workers retire after K runs, a full queue is a clear error, and host
//! functions of the caller answer calls made in the worker.

use std::collections::HashSet;
use std::time::Duration;

use corral::capabilities::{Host, HostError, HostValue};
use corral::{RunOptions, Verdict};
use corral_isolate::{Pool, PoolError, PoolOptions};

fn options(size: usize) -> PoolOptions {
    PoolOptions {
        size,
        worker_exe: env!("CARGO_BIN_EXE_corral").into(),
        ..PoolOptions::default()
    }
}

fn pid_of(p: &Pool, tenant: Option<&str>) -> i64 {
    // The worker's pid is not visible to the guest (no os.getpid): tell
    // workers apart by the idle list before and after instead.
    let before: HashSet<u32> = p.idle_workers().iter().map(|w| w.0).collect();
    let r = p.run("1", &RunOptions::default(), tenant).expect("run");
    assert_eq!(r.result.verdict, Verdict::Ok);
    let after: HashSet<u32> = p.idle_workers().iter().map(|w| w.0).collect();
    after.difference(&before).next().map_or(-1, |x| *x as i64)
}

#[test]
fn host_functions_of_the_caller_answer_in_the_worker() {
    let p = Pool::new(options(1));
    let host = Host::new()
        .function("double", |args, _| match args {
            [HostValue::Int(i)] => Ok(HostValue::Int(i * 2)),
            _ => Err(HostError::new("TypeError", "double takes one int")),
        })
        .function("boom", |_, _| Err(HostError::new("KeyError", "nope")));
    let opts = RunOptions {
        return_last_expr: true,
        host,
        ..RunOptions::default()
    };
    let r = p
        .run(
            "try:\n    boom()\nexcept KeyError as e:\n    print('caught', e)\ndouble(21)",
            &opts,
            None,
        )
        .expect("run");
    assert_eq!(r.result.verdict, Verdict::Ok, "{:?}", r.result);
    assert_eq!(r.result.value_repr.as_deref(), Some("42"));
    assert_eq!(r.result.stdout, "caught 'nope'\n");
    assert_eq!(r.result.trace.len(), 2);
}

#[test]
fn workers_are_reused_retired_after_k_runs_and_replaced() {
    let p = Pool::new(PoolOptions {
        max_runs: 3,
        ..options(1)
    });
    p.wait_ready(Duration::from_secs(20)).unwrap();
    let first = p.idle_workers()[0].0;
    for _ in 0..3 {
        let r = p.run("1", &RunOptions::default(), None).unwrap();
        assert_eq!(r.result.verdict, Verdict::Ok);
    }
    p.wait_ready(Duration::from_secs(20)).unwrap();
    let next = p.idle_workers()[0].0;
    assert_ne!(first, next, "the worker should retire after 3 runs");
    assert!(p.stats().retired >= 1);
}

#[test]
fn tenants_do_not_share_workers_unless_allowed() {
    let p = Pool::new(options(2));
    p.wait_ready(Duration::from_secs(20)).unwrap();
    let a = pid_of(&p, Some("a"));
    let _ = pid_of(&p, Some("b"));
    // Tenant a's next runs find its own worker again.
    let r = p.run("1", &RunOptions::default(), Some("a")).unwrap();
    assert_eq!(r.result.verdict, Verdict::Ok);
    let idle: Vec<u32> = p.idle_workers().iter().map(|w| w.0).collect();
    assert!(a < 0 || idle.contains(&(a as u32)));
    // With a pool of one, a second tenant gets a fresh worker: the first
    // one is retired rather than shared.
    let p1 = Pool::new(options(1));
    p1.wait_ready(Duration::from_secs(20)).unwrap();
    p1.run("1", &RunOptions::default(), Some("a")).unwrap();
    let w_a = p1.idle_workers()[0].0;
    p1.run("1", &RunOptions::default(), Some("b")).unwrap();
    let w_b = p1.idle_workers()[0].0;
    assert_ne!(w_a, w_b);
    let shared = Pool::new(PoolOptions {
        share_tenants: true,
        ..options(1)
    });
    shared.wait_ready(Duration::from_secs(20)).unwrap();
    shared.run("1", &RunOptions::default(), Some("a")).unwrap();
    let s_a = shared.idle_workers()[0].0;
    shared.run("1", &RunOptions::default(), Some("b")).unwrap();
    assert_eq!(s_a, shared.idle_workers()[0].0);
}

#[test]
fn a_full_queue_is_a_clear_error() {
    let p = Pool::new(PoolOptions {
        queue: 0,
        queue_timeout: Duration::from_millis(200),
        ..options(1)
    });
    p.wait_ready(Duration::from_secs(20)).unwrap();
    let p2 = p.clone();
    let busy = std::thread::spawn(move || {
        let mut o = RunOptions::default();
        o.limits.time = Some(Duration::from_millis(1500));
        p2.run("while True: pass", &o, None).unwrap().result.verdict
    });
    std::thread::sleep(Duration::from_millis(300));
    match p.run("1", &RunOptions::default(), None) {
        Err(PoolError::Busy(m)) => assert!(m.contains("busy"), "{m}"),
        other => panic!("expected Busy, got {other:?}"),
    }
    assert_eq!(busy.join().unwrap(), Verdict::ResourceExhausted);
}

#[test]
fn a_worker_that_cannot_start_is_an_error_not_a_hang() {
    let p = Pool::new(PoolOptions {
        worker_exe: "/nonexistent/corral".into(),
        queue_timeout: Duration::from_secs(5),
        ..options(1)
    });
    match p.run("1", &RunOptions::default(), None) {
        Err(PoolError::Start(e)) => assert!(e.0.contains("cannot start"), "{e}"),
        other => panic!("expected a start error, got {other:?}"),
    }
}

/// Sessions in workers: the state goes out and comes back as bytes, so a
/// session's ops may land on different workers and still see one state.
#[test]
fn sessions_travel_to_workers_as_their_state() {
    use corral_isolate::{RunTicket, SessionOp};
    let p = Pool::new(options(2));
    let ticket = RunTicket {
        tenant: Some("t".into()),
        time: Some(Duration::from_secs(5)),
    };
    let host = Host::new()
        .function("double", |args, _| match args {
            [HostValue::Int(i)] => Ok(HostValue::Int(i * 2)),
            _ => Err(HostError::new("TypeError", "double takes one int")),
        })
        .suspending("ask", false);
    let op = SessionOp::New {
        limits: corral::Limits::default(),
        inputs: vec![("base".into(), HostValue::Int(40))],
    };
    let s = p.session(None, op, &host, &ticket).expect("new");
    assert!(s.run.is_none());
    let state = s.state.expect("a new session's state");

    let op = SessionOp::Run {
        source: "x = double(base) + 1\nx".into(),
    };
    let s = p.session(Some(&state), op, &host, &ticket).expect("run");
    let r = s.run.expect("the run");
    assert_eq!(r.result.verdict, Verdict::Ok, "{:?}", r.result);
    assert_eq!(r.result.value_repr.as_deref(), Some("81"));
    assert_eq!(r.result.trace.len(), 1);
    assert!(!r.layers.armed().is_empty());
    let state = s.state.expect("the state after the run");

    let op = SessionOp::Set {
        name: "y".into(),
        value: HostValue::Int(1),
    };
    let state = p
        .session(Some(&state), op, &host, &ticket)
        .expect("set")
        .state
        .expect("the state after set");
    let get = |state: &[u8], name: &str| {
        let op = SessionOp::Get { name: name.into() };
        p.session(Some(state), op, &host, &ticket)
            .expect("get")
            .value
    };
    assert_eq!(get(&state, "x"), Some(HostValue::Int(81)));
    assert_eq!(get(&state, "y"), Some(HostValue::Int(1)));
    assert_eq!(get(&state, "nope"), None);

    // A run that suspends leaves its calls pending in the session's state.
    let op = SessionOp::Run {
        source: "z = ask('q') + y\nz".into(),
    };
    let s = p.session(Some(&state), op, &host, &ticket).expect("run");
    let r = s.run.expect("the run");
    assert_eq!(r.result.verdict, Verdict::Suspended, "{:?}", r.result);
    assert!(r.snapshot.is_none(), "the session's state holds the run");
    let id = r.result.pending[0].call_id;
    let state = s.state.expect("the suspended session's state");
    let op = SessionOp::Resume {
        answers: vec![(id + 100, Ok(HostValue::Int(1)))],
    };
    match p.session(Some(&state), op, &host, &ticket) {
        Err(PoolError::Refused(_)) => {}
        other => panic!("answers that fit no call are refused, got {other:?}"),
    }
    let op = SessionOp::Resume {
        answers: vec![(id, Ok(HostValue::Int(41)))],
    };
    let s = p.session(Some(&state), op, &host, &ticket).expect("resume");
    let r = s.run.expect("the run");
    assert_eq!(r.result.value_repr.as_deref(), Some("42"), "{:?}", r.result);

    // State bytes that do not load are refused as such.
    let op = SessionOp::Get { name: "x".into() };
    match p.session(Some(b"not a session"), op, &host, &ticket) {
        Err(PoolError::Unloadable(_)) => {}
        other => panic!("expected Unloadable, got {other:?}"),
    }
}

/// A session run the outer layer kills comes back as the verdict, with no
/// new state; the pool goes on with a fresh worker.
#[test]
fn a_session_run_killed_by_the_watchdog_is_a_verdict() {
    use corral_isolate::{RunTicket, SessionOp};
    let p = Pool::new(PoolOptions {
        hard_time: Some(Duration::from_millis(300)),
        ..options(1)
    });
    let ticket = RunTicket::default();
    let host = Host::new();
    let op = SessionOp::New {
        limits: corral::Limits::default(),
        inputs: Vec::new(),
    };
    let state = p
        .session(None, op, &host, &ticket)
        .expect("new")
        .state
        .expect("state");
    let op = SessionOp::Run {
        source: "while True: pass".into(),
    };
    let s = p.session(Some(&state), op, &host, &ticket).expect("run");
    assert!(s.state.is_none());
    let r = s.run.expect("the run");
    assert_eq!(
        r.result.verdict,
        Verdict::ResourceExhausted,
        "{:?}",
        r.result
    );
    assert!(r.enforced_by_os);
    let op = SessionOp::Run {
        source: "1 + 1".into(),
    };
    let r = p.session(Some(&state), op, &host, &ticket).expect("run");
    assert_eq!(r.run.unwrap().result.value_repr.as_deref(), Some("2"));
}
