//! The host interface: inputs, external functions, suspension, the ledger
//! and snapshots.

use corral::api::snapshot::SnapshotError;
use corral::api::{
    Paused, Program, RunOptions, RunResult, Verdict, compile_program, run_program, run_source,
};
use corral::capabilities::{CallOutcome, Host, HostError, HostValue};

fn opts(host: Host) -> RunOptions {
    RunOptions {
        host,
        ..RunOptions::default()
    }
}

fn s(x: &str) -> HostValue {
    HostValue::Str(x.into())
}

fn run(src: &str, host: Host) -> RunResult {
    run_source(src, &opts(host))
}

fn ok(r: &RunResult) {
    assert_eq!(
        r.verdict,
        Verdict::Ok,
        "{:?} {:?} stderr={}",
        r.error,
        r.fault,
        r.stderr
    );
}

fn adder() -> Host {
    Host::new().function("add", |args, kwargs| {
        let mut t = 0;
        for a in args {
            if let HostValue::Int(i) = a {
                t += i;
            } else {
                return Err(HostError::new("TypeError", "ints only"));
            }
        }
        for (k, v) in kwargs {
            if let HostValue::Int(i) = v {
                t += i * if k == "scale" { 100 } else { 1 };
            }
        }
        Ok(HostValue::Int(t))
    })
}

#[test]
fn sync_call_with_args_and_kwargs() {
    let r = run("print(add(1, 2, scale=3))\nprint(add)", adder());
    ok(&r);
    assert_eq!(r.stdout, "303\n<built-in function add>\n");
    assert_eq!(r.trace.len(), 1);
    let e = &r.trace[0];
    assert_eq!(e.function, "add");
    assert_eq!(e.args, vec![HostValue::Int(1), HostValue::Int(2)]);
    assert_eq!(e.kwargs, vec![("scale".to_string(), HostValue::Int(3))]);
    assert_eq!(e.outcome, CallOutcome::Ok);
    assert_eq!(e.result, Some(HostValue::Int(303)));
    assert_eq!(e.result_bytes, 3);
    assert_eq!(r.usage.host_calls, 1);
}

#[test]
fn sync_call_error_is_catchable_and_recorded() {
    let r = run(
        "try:\n    add('x')\nexcept TypeError as e:\n    print('caught', e)\n",
        adder(),
    );
    ok(&r);
    assert_eq!(r.stdout, "caught ints only\n");
    assert_eq!(r.trace[0].outcome, CallOutcome::Error);
    assert_eq!(r.trace[0].error.as_ref().unwrap().type_name, "TypeError");
}

#[test]
fn denied_call_raises_permission_error() {
    let host = Host::new().function("rm", |_, _| Err(HostError::denied("not allowed")));
    let r = run("rm('/')", host);
    assert_eq!(r.verdict, Verdict::Error);
    let e = r.error.as_ref().unwrap();
    assert_eq!(e.type_name, "PermissionError");
    assert_eq!(e.message, "not allowed");
    // The ledger is there whatever the verdict.
    assert_eq!(r.trace.len(), 1);
    assert_eq!(r.trace[0].outcome, CallOutcome::Denied);
}

#[test]
fn ledger_survives_an_error_verdict() {
    let r = run("add(1)\nadd(2)\n1/0\n", adder());
    assert_eq!(r.verdict, Verdict::Error);
    assert_eq!(r.trace.len(), 2);
    assert_eq!(r.trace[1].seq, 2);
    assert_eq!(r.trace[1].result, Some(HostValue::Int(2)));
}

#[test]
fn large_arguments_are_summarized() {
    let r = run(
        "add(*range(3))\nlen_ = add(0, x=1)\nadd('y' * 5000)",
        adder(),
    );
    assert_eq!(r.verdict, Verdict::Error);
    let last = r.trace.last().unwrap();
    match &last.args[0] {
        HostValue::Other { type_name, repr } => {
            assert_eq!(type_name, "str");
            assert!(repr.len() < 400, "{}", repr.len());
        }
        other => panic!("not summarized: {other:?}"),
    }
}

#[test]
fn host_calls_limit() {
    let mut o = opts(adder());
    o.limits.host_calls = Some(2);
    let r = run_source("for i in range(5):\n    add(i)\n", &o);
    assert_eq!(r.verdict, Verdict::ResourceExhausted);
    let x = r.resource.unwrap();
    assert_eq!(x.limit.name(), "host_calls");
    assert_eq!((x.max, x.used), (2, 3));
    assert_eq!(r.trace.len(), 3);
    assert_eq!(r.trace[2].outcome, CallOutcome::Denied);
    assert_eq!(r.usage.host_calls, 2);
}

#[test]
fn name_lookup_handler() {
    let host = Host::new().with_lookup(|name| {
        name.strip_prefix("tool_")
            .map(|_| corral::capabilities::ExternalFunction {
                name: name.to_string(),
                is_async: false,
                handler: corral::capabilities::Handler::Sync(std::rc::Rc::new(|a, _| {
                    Ok(HostValue::List(a.to_vec()))
                })),
            })
    });
    let r = run(
        "print(tool_x(1, 'a'))\ntry:\n    nope\nexcept NameError as e:\n    print(e)",
        host,
    );
    ok(&r);
    assert_eq!(r.stdout, "[1, 'a']\nname 'nope' is not defined\n");
}

fn suspending() -> Host {
    Host::new()
        .suspending("ask", false)
        .suspending("fetch", true)
}

fn expect_suspended(r: RunResult) -> (RunResult, Paused) {
    assert_eq!(
        r.verdict,
        Verdict::Suspended,
        "{:?} {:?} {}",
        r.error,
        r.fault,
        r.stderr
    );
    let mut r = r;
    let p = r.paused.take().unwrap();
    (r, p)
}

const ASK: &str = "\
print('start')
def f(q):
    try:
        return ask(q, n=1)
    except KeyError as e:
        return 'missing ' + str(e)
x = f('who')
print('got', x)
x
";

#[test]
fn suspend_and_resume_with_value() {
    let (r, p) = expect_suspended(run(ASK, suspending()));
    assert_eq!(r.stdout, "start\n");
    assert_eq!(r.pending.len(), 1);
    assert_eq!(r.pending[0].function, "ask");
    assert_eq!(r.pending[0].args, vec![s("who")]);
    assert_eq!(
        r.pending[0].kwargs,
        vec![("n".to_string(), HostValue::Int(1))]
    );
    assert_eq!(r.trace[0].outcome, CallOutcome::Pending);
    let r2 = p.resume_value(&suspending(), s("alice")).unwrap();
    ok(&r2);
    assert_eq!(r2.stdout, "got alice\n");
    assert_eq!(r2.trace[0].outcome, CallOutcome::Ok);
}

#[test]
fn suspend_and_resume_with_exception() {
    let (_, p) = expect_suspended(run(ASK, suspending()));
    let r2 = p
        .resume_error(&suspending(), HostError::new("KeyError", "who"))
        .unwrap();
    ok(&r2);
    assert_eq!(r2.stdout, "got missing 'who'\n");
    assert_eq!(r2.trace[0].outcome, CallOutcome::Error);
    // Uncaught: a traceback through the call site.
    let (_, p) = expect_suspended(run("ask(1)", suspending()));
    let r3 = p
        .resume_error(&suspending(), HostError::new("ValueError", "bad"))
        .unwrap();
    assert_eq!(r3.verdict, Verdict::Error);
    assert_eq!(
        r3.error.unwrap().formatted.lines().last().unwrap(),
        "ValueError: bad"
    );
}

#[test]
fn bad_answers_give_the_run_back() {
    let (_, p) = expect_suspended(run(ASK, suspending()));
    let e = p
        .resume(&suspending(), vec![(99, Ok(HostValue::None))])
        .unwrap_err();
    let (p, msg) = (e.paused, e.message);
    assert!(msg.contains("not pending"), "{msg}");
    let r = p.resume_value(&suspending(), s("bob")).unwrap();
    assert_eq!(r.stdout, "got bob\n");
}

const GATHER: &str = "\
import asyncio
async def main():
    print('before')
    rs = await asyncio.gather(fetch('a'), fetch('b'), fetch('c', timeout=2))
    print(rs)
    try:
        await fetch('d')
    except ValueError as e:
        print('caught', e)
    return len(rs)
print(asyncio.run(main()))
";

#[test]
fn gather_suspends_once_with_all_calls() {
    let (r, p) = expect_suspended(run(GATHER, suspending()));
    assert_eq!(r.stdout, "before\n");
    let ids: Vec<u64> = r.pending.iter().map(|c| c.call_id).collect();
    assert_eq!(ids.len(), 3);
    assert_eq!(r.pending[2].kwargs[0].0, "timeout");
    // Answer out of order, in two rounds.
    let r = p
        .resume(
            &suspending(),
            vec![(ids[2], Ok(s("C"))), (ids[0], Ok(s("A")))],
        )
        .unwrap();
    let (r, p) = expect_suspended(r);
    assert_eq!(r.pending.len(), 1);
    assert_eq!(r.pending[0].call_id, ids[1]);
    let (r, p) = expect_suspended(p.resume(&suspending(), vec![(ids[1], Ok(s("B")))]).unwrap());
    assert_eq!(r.stdout, "['A', 'B', 'C']\n");
    assert_eq!(r.pending[0].args, vec![s("d")]);
    let r = p
        .resume_error(&suspending(), HostError::new("ValueError", "nope"))
        .unwrap();
    ok(&r);
    assert_eq!(r.stdout, "caught nope\n3\n");
    assert_eq!(r.trace.len(), 4);
}

#[test]
fn parallel_limit_caps_calls_in_flight() {
    let src = "\
import asyncio
async def main():
    return await asyncio.gather(*[fetch(i) for i in range(5)])
print(asyncio.run(main()))
";
    let mut o = opts(suspending());
    o.limits.parallel = Some(2);
    let mut r = run_source(src, &o);
    let mut rounds = Vec::new();
    while r.verdict == Verdict::Suspended {
        let p = r.paused.take().unwrap();
        rounds.push(r.pending.len());
        let answers = r
            .pending
            .iter()
            .map(|c| (c.call_id, Ok(HostValue::List(c.args.clone()))))
            .collect();
        r = p.resume(&suspending(), answers).unwrap();
    }
    ok(&r);
    assert_eq!(rounds, vec![2, 2, 1]);
    assert_eq!(r.stdout, "[[0], [1], [2], [3], [4]]\n");
}

#[test]
fn async_function_with_sync_callback() {
    let host = Host::new().async_function("double", |a, _| match a {
        [HostValue::Int(i)] => Ok(HostValue::Int(i * 2)),
        _ => Err(HostError::new("TypeError", "one int")),
    });
    let src = "\
import asyncio
async def main():
    print(await asyncio.gather(double(1), double(2)))
    try:
        await double()
    except TypeError as e:
        print(e)
asyncio.run(main())
";
    let r = run(src, host);
    ok(&r);
    assert_eq!(r.stdout, "[2, 4]\none int\n");
}

#[test]
fn suspending_sync_call_inside_coroutine_is_refused() {
    let src = "\
import asyncio
async def main():
    try:
        ask(1)
    except RuntimeError as e:
        print('refused')
asyncio.run(main())
";
    let r = run(src, suspending());
    ok(&r);
    assert_eq!(r.stdout, "refused\n");
    assert_eq!(r.trace[0].outcome, CallOutcome::Denied);
}

#[test]
fn inputs_of_every_type() {
    let mut o = RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    };
    o.limits.memory = Some(50_000);
    o.inputs = vec![
        ("n".into(), HostValue::None),
        ("b".into(), HostValue::Bool(true)),
        ("i".into(), HostValue::Int(-7)),
        (
            "big".into(),
            HostValue::BigInt("123456789012345678901234567890".into()),
        ),
        ("f".into(), HostValue::Float(1.5)),
        ("s".into(), s("héllo")),
        ("by".into(), HostValue::Bytes(vec![0, 255])),
        ("l".into(), HostValue::List(vec![HostValue::Int(1), s("x")])),
        ("t".into(), HostValue::Tuple(vec![HostValue::Int(1)])),
        (
            "d".into(),
            HostValue::Dict(vec![
                (s("k"), HostValue::List(vec![])),
                (HostValue::Int(2), HostValue::None),
            ]),
        ),
        ("st".into(), HostValue::Set(vec![HostValue::Int(3)])),
        ("data".into(), s(&"x".repeat(100_000))),
    ];
    let r = run_source(
        "print(n, b, i, big, f, s, by, l, t, d, st, len(data))\n(i, s)",
        &o,
    );
    ok(&r);
    assert_eq!(
        r.stdout,
        "None True -7 123456789012345678901234567890 1.5 héllo b'\\x00\\xff' [1, 'x'] (1,) {'k': [], 2: None} {3} 100000\n"
    );
    assert!(
        r.usage.baseline_bytes > 100_000,
        "{}",
        r.usage.baseline_bytes
    );
    assert!(r.usage.peak_memory_bytes < 50_000);
    assert_eq!(
        r.value,
        Some(HostValue::Tuple(vec![HostValue::Int(-7), s("héllo")]))
    );
}

#[test]
fn deep_input_is_refused_cleanly() {
    // (Deep enough to be refused, shallow enough for Rust's own drop glue.)
    let mut v = HostValue::Int(1);
    for _ in 0..1000 {
        v = HostValue::List(vec![v]);
    }
    let mut o = RunOptions {
        inputs: vec![("deep".into(), v)],
        ..RunOptions::default()
    };
    let r = run_source("print(1)", &o);
    assert_eq!(r.verdict, Verdict::Error);
    assert_eq!(r.error.as_ref().unwrap().type_name, "ValueError");
    // A dict with an unhashable key.
    o.inputs = vec![(
        "d".into(),
        HostValue::Dict(vec![(HostValue::List(vec![]), HostValue::None)]),
    )];
    let r = run_source("print(1)", &o);
    assert_eq!(r.error.as_ref().unwrap().type_name, "TypeError");
}

// ----- snapshots -----

const SNAP: &str = "\
import asyncio
class Acc:
    def __init__(self):
        self.items = {}
    def add(self, k, v):
        self.items[k] = v
acc = Acc()
words = {'alpha', 'beta', 'gamma'}
def gen():
    for w in sorted(words):
        yield w
async def main():
    rs = await asyncio.gather(*[fetch(w) for w in gen()])
    for w, r in zip(sorted(words), rs):
        acc.add(w, r)
    return rs
rs = asyncio.run(main())
n = ask('more?')
print(sorted(acc.items.items()), n, 'beta' in words, {'alpha': 1}['alpha'])
";

fn answer_all(mut r: RunResult, via_bytes: bool, sizes: &mut Vec<usize>) -> RunResult {
    let mut out = r.stdout.clone();
    while r.verdict == Verdict::Suspended {
        let mut p = r.paused.take().unwrap();
        if via_bytes {
            let bytes = p.snapshot();
            sizes.push(bytes.len());
            p = Paused::from_snapshot(&bytes).unwrap();
        }
        let answers = r
            .pending
            .iter()
            .map(|c| {
                let v = match &c.args[..] {
                    [HostValue::Str(w)] => HostValue::Str(w.to_uppercase()),
                    _ => HostValue::Int(7),
                };
                (c.call_id, Ok(v))
            })
            .collect();
        r = p.resume(&suspending(), answers).unwrap();
        out.push_str(&r.stdout);
    }
    r.stdout = out;
    r
}

#[test]
fn snapshot_roundtrip_gives_identical_results() {
    let direct = answer_all(run(SNAP, suspending()), false, &mut Vec::new());
    ok(&direct);
    let mut sizes = Vec::new();
    let t0 = std::time::Instant::now();
    let via = answer_all(run(SNAP, suspending()), true, &mut sizes);
    let took = t0.elapsed();
    ok(&via);
    assert_eq!(direct.stdout, via.stdout);
    assert_eq!(
        direct.stdout,
        "[('alpha', 'ALPHA'), ('beta', 'BETA'), ('gamma', 'GAMMA')] MORE? True 1\n"
    );
    assert_eq!(via.trace.len(), 4);
    eprintln!("snapshot sizes {sizes:?}, run with two snapshot round trips took {took:?}");
}

#[test]
fn program_roundtrip() {
    let p = compile_program("def f(x):\n    return [x * i for i in range(3)]\nprint(f(2))\nmatch (1, 2):\n    case (a, 2):\n        print(a)\n", &RunOptions::default()).unwrap();
    let bytes = p.to_bytes();
    let q = Program::from_bytes(&bytes).unwrap();
    let r = run_program(&q, &RunOptions::default());
    ok(&r);
    assert_eq!(r.stdout, "[0, 2, 4]\n1\n");
    assert!(Paused::from_snapshot(&bytes).is_err());
}

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Recompute the header's checksum so mutations reach the decoder.
fn reseal(b: &mut [u8]) {
    if b.len() < 29 {
        return;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &x in &b[29..] {
        h ^= x as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let len = (b.len() - 29) as u64;
    b[13..21].copy_from_slice(&len.to_le_bytes());
    b[21..29].copy_from_slice(&h.to_le_bytes());
}

#[test]
fn snapshot_fuzz() {
    let (_, p) = expect_suspended(run(SNAP, suspending()));
    let good = p.snapshot();
    let iterations: usize = std::env::var("CORRAL_FUZZ_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            2_000
        } else {
            20_000
        });
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let t0 = std::time::Instant::now();
    let (mut loaded, mut resumed) = (0, 0);
    for i in 0..iterations {
        let mut b = good.clone();
        match rng(&mut state) % 6 {
            0 => {
                let n = (rng(&mut state) as usize) % b.len();
                b.truncate(n);
            }
            1 => {
                // A few random byte flips, checksum left stale.
                for _ in 0..1 + rng(&mut state) % 4 {
                    let j = (rng(&mut state) as usize) % b.len();
                    b[j] ^= 1 << (rng(&mut state) % 8);
                }
            }
            _ => {
                // Mutations past the checksum: the decoder and validator see them.
                for _ in 0..1 + rng(&mut state) % 4 {
                    let j = 29 + (rng(&mut state) as usize) % (b.len() - 29);
                    match rng(&mut state) % 3 {
                        0 => b[j] ^= 1 << (rng(&mut state) % 8),
                        1 => b[j] = rng(&mut state) as u8,
                        _ => {
                            let k = (rng(&mut state) as usize) % 8;
                            let end = (j + k).min(b.len());
                            b.drain(j..end);
                        }
                    }
                    if b.len() <= 30 {
                        break;
                    }
                }
                reseal(&mut b);
            }
        }
        let r: Result<Paused, SnapshotError> = Paused::from_snapshot(&b);
        if let Ok(p) = r {
            loaded += 1;
            // Occasionally run what loaded: contained, whatever it does.
            if i % 16 == 0 {
                let mut p = p;
                let mut lim = p.limits().clone();
                lim.steps = Some(100_000);
                lim.memory = Some(16 << 20);
                p.set_limits(lim);
                let ids: Vec<_> = p.pending().iter().map(|c| c.call_id).collect();
                let answers = ids
                    .into_iter()
                    .map(|id| (id, Ok(HostValue::Int(1))))
                    .collect();
                if let Ok(r) = p.resume(&suspending(), answers) {
                    let _ = r.verdict;
                    resumed += 1;
                }
            }
        }
    }
    eprintln!(
        "snapshot fuzz: {iterations} iterations in {:?} ({} bytes; {loaded} loaded, {resumed} resumed)",
        t0.elapsed(),
        good.len()
    );
}

#[test]
fn session_snapshot_and_suspension() {
    use corral::api::session::Session;
    let mut s1 = Session::new(opts(suspending()));
    ok(&s1.run(
        "class P:\n    def __init__(self, n):\n        self.n = n\np = P(2)\nnames = {'a': 1}",
    ));
    s1.set("limit", &HostValue::Int(40)).unwrap();
    let r = s1.run("x = ask('q')\nprint('x', x)\nx * p.n");
    assert_eq!(r.verdict, Verdict::Suspended);
    assert!(s1.is_suspended());
    assert_eq!(s1.run("1").verdict, Verdict::HostFault);
    // Save while suspended, restore elsewhere, resume there.
    let bytes = s1.snapshot();
    let mut s2 = Session::from_snapshot(&bytes, suspending()).unwrap();
    let id = s2.pending()[0].call_id;
    let r = s2.resume(vec![(id, Ok(HostValue::Int(21)))]).unwrap();
    ok(&r);
    assert_eq!(r.stdout, "x 21\n");
    assert_eq!(r.value_repr.as_deref(), Some("42"));
    let r = s2.run("print(names['a'], limit, p.n, x)");
    ok(&r);
    assert_eq!(r.stdout, "1 40 2 21\n");
    assert_eq!(s2.get("x"), Some(HostValue::Int(21)));
    // An idle session round-trips too, and is not a suspended run.
    let bytes = s2.snapshot();
    assert!(Paused::from_snapshot(&bytes).is_err());
    let mut s3 = Session::from_snapshot(&bytes, Host::new()).unwrap();
    assert_eq!(s3.run("print(x + 1)").stdout, "22\n");
}

#[test]
fn snapshot_timing_small_run() {
    let src = "data = [i * i for i in range(100)]\nx = ask(sum(data))\nprint(x + 1)\n";
    let n = 200;
    let mut size = 0;
    let t0 = std::time::Instant::now();
    for _ in 0..n {
        let (_, p) = expect_suspended(run(src, suspending()));
        let bytes = p.snapshot();
        size = bytes.len();
        let p = Paused::from_snapshot(&bytes).unwrap();
        let r = p.resume_value(&suspending(), HostValue::Int(41)).unwrap();
        assert_eq!(r.stdout, "42\n");
    }
    eprintln!(
        "small run: suspend+snapshot+load+resume {:?} per run, snapshot {size} bytes",
        t0.elapsed() / n
    );
}

/// A loaded snapshot charges what the loaded run holds, dict and set index
/// tables (rebuilt on load, not stored) included. Containers come back with
/// capacity equal to length, so the figure may be below the live run's
/// (whose growth left spare capacity) but never far below, and a second
/// round trip does not lower it further.
#[test]
fn snapshot_keeps_the_memory_account() {
    let src = "d = {str(i): [i] for i in range(20000)}\ns = set(range(5000))\nx = ask(1)\nprint(len(d), len(s), x)\n";
    let (_, p) = expect_suspended(run(src, suspending()));
    let before = p.live_memory_bytes();
    let q = Paused::from_snapshot(&p.snapshot()).unwrap();
    let after = q.live_memory_bytes();
    assert!(before > 1_000_000, "{before}");
    let ratio = after as f64 / before as f64;
    assert!(
        (0.8..=1.0).contains(&ratio),
        "before {before} after {after}"
    );
    let again = Paused::from_snapshot(&q.snapshot())
        .unwrap()
        .live_memory_bytes();
    assert_eq!(again, after);
    let r = q.resume_value(&suspending(), HostValue::Int(7)).unwrap();
    assert_eq!(r.stdout, "20000 5000 7\n");
}

fn big_answers() -> Host {
    Host::new().function("fetch", |_, _| Ok(HostValue::Str("x".repeat(50_000))))
}

fn with_memory(host: Host, bytes: u64) -> RunOptions {
    let mut o = opts(host);
    o.limits.memory = Some(bytes);
    o
}

/// Results the ledger keeps for replay are charged: a loop of calls whose
/// answers the program drops still fills the memory limit, instead of
/// growing the host's ledger without bound.
#[test]
fn ledger_results_are_charged() {
    let src = "for i in range(10000):\n    fetch()\n";
    let r = run_source(src, &with_memory(big_answers(), 16 << 20));
    assert_eq!(r.verdict, Verdict::ResourceExhausted, "{:?}", r.error);
    assert_eq!(r.resource.unwrap().limit, corral::LimitKind::Memory);
    assert!(r.trace.len() < 400, "{}", r.trace.len());
    // Just under: 200 answers fit.
    let r = run_source(
        "for i in range(200):\n    fetch()\n",
        &with_memory(big_answers(), 16 << 20),
    );
    ok(&r);
    assert_eq!(r.trace.len(), 200);
}

/// Denied calls are recorded, and charged too: catching the denial in a
/// loop cannot grow the ledger past the memory limit.
#[test]
fn denied_calls_in_a_loop_are_charged() {
    let src = "def g():\n    yield fetch()\nwhile True:\n    try:\n        next(g())\n    except RuntimeError:\n        pass\n";
    let r = run_source(
        src,
        &with_memory(Host::new().suspending("fetch", false), 16 << 20),
    );
    assert_eq!(r.verdict, Verdict::ResourceExhausted, "{:?}", r.error);
    assert_eq!(r.resource.unwrap().limit, corral::LimitKind::Memory);
}

/// Checking `host_calls` does not rescan the ledger: a long run of calls
/// under the limit stays linear (100k calls, then the limit stops the next).
#[test]
fn host_calls_limit_over_a_long_ledger() {
    let mut o = opts(adder());
    o.limits.host_calls = Some(100_000);
    o.limits.memory = Some(512 << 20);
    let r = run_source("for i in range(100001):\n    add(i)\n", &o);
    assert_eq!(r.verdict, Verdict::ResourceExhausted, "{:?}", r.error);
    assert_eq!(r.resource.unwrap().limit, corral::LimitKind::HostCalls);
    assert_eq!(r.usage.host_calls, 100_000);
    assert_eq!(r.trace.len(), 100_001);
}

fn last_expr() -> RunOptions {
    RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    }
}

/// Runs of one compiled program share its code and name table; what one
/// run adds (a global name made at run time) must not reach the next.
#[test]
fn runs_of_one_program_do_not_see_each_other() {
    let o = last_expr();
    let src =
        "def f():\n    return 1\nhad = 'late' in globals()\nexec('late = f() + f()')\n(had, late)";
    let p = compile_program(src, &o).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    let names = p.globals.names().len();
    for _ in 0..3 {
        let r = run_program(&p, &o);
        ok(&r);
        assert_eq!(r.value_repr.as_deref(), Some("(False, 2)"));
    }
    assert_eq!(p.globals.names().len(), names);
}

/// A compiled program whose code runs shared (no heap constants) can
/// suspend, pass through a snapshot and resume, every run alike.
#[test]
fn a_shared_program_suspends_and_resumes_through_a_snapshot() {
    let o = RunOptions {
        return_last_expr: true,
        host: suspending(),
        ..RunOptions::default()
    };
    let p = compile_program("def f(n):\n    return ask(n) * 2\nf(1) + f(2)", &o)
        .unwrap_or_else(|(e, _)| panic!("{e:?}"));
    for _ in 0..2 {
        let mut r = run_program(&p, &o);
        let mut answer = 10;
        while r.verdict == Verdict::Suspended {
            let paused = r.paused.take().unwrap();
            let paused = Paused::from_snapshot(&paused.snapshot()).unwrap();
            r = paused
                .resume_value(&suspending(), HostValue::Int(answer))
                .unwrap();
            answer += 1;
        }
        ok(&r);
        assert_eq!(r.value_repr.as_deref(), Some("42"));
    }
}

/// A program whose code an embedder replaced runs the new code, not the
/// copy prepared for sharing from the old one.
#[test]
fn a_program_runs_its_current_code() {
    let o = last_expr();
    let mut p = compile_program("1 + 1", &o).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    assert_eq!(run_program(&p, &o).value_repr.as_deref(), Some("2"));
    let q = compile_program("2 + 2", &o).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    p.code = q.code.clone();
    p.globals = q.globals.clone();
    assert_eq!(run_program(&p, &o).value_repr.as_deref(), Some("4"));
}

/// CPU time is never more than wall time, for a run too short to read the
/// CPU clock and for one long enough to.
#[test]
fn cpu_time_is_bounded_by_wall_time() {
    for src in ["1 + 1", "t = 0\nfor i in range(200000):\n    t += i\nt"] {
        let r = run_source(src, &last_expr());
        ok(&r);
        assert!(r.usage.cpu_ms <= r.usage.wall_ms + 1.0, "{:?}", r.usage);
        assert!(r.usage.cpu_ms > 0.0, "{:?}", r.usage);
    }
}

/// A generator a `for` loop drives runs as a frame of the loop's own
/// dispatch, so a suspending call inside it suspends the run, and the run
/// resumes (through a snapshot, too) with the generator where it was, its
/// handled exception and the caller's intact.
#[test]
fn suspending_call_inside_a_for_loop_generator() {
    let src = "\
import sys
def answers(words):
    try:
        raise KeyError('inside')
    except KeyError:
        for w in words:
            yield ask(w), sys.exception()
out = []
try:
    raise ValueError('outside')
except ValueError:
    for a, e in answers(['x', 'y']):
        out.append((a, repr(e), repr(sys.exception())))
print(out, sys.exception())
";
    for via_bytes in [false, true] {
        let mut r = run(src, suspending());
        let mut asked = 0;
        while r.verdict == Verdict::Suspended {
            let mut p = r.paused.take().unwrap();
            if via_bytes {
                p = Paused::from_snapshot(&p.snapshot()).unwrap();
            }
            let [HostValue::Str(w)] = &r.pending[0].args[..] else {
                panic!("{:?}", r.pending)
            };
            r = p.resume_value(&suspending(), s(&w.to_uppercase())).unwrap();
            asked += 1;
        }
        ok(&r);
        assert_eq!(asked, 2);
        assert_eq!(
            r.stdout,
            "[('X', \"KeyError('inside')\", \"ValueError('outside')\"), \
             ('Y', \"KeyError('inside')\", \"ValueError('outside')\")] None\n"
        );
    }
}

/// A traceback object held across a suspension keeps its frames and the
/// program's source lines, also through a snapshot's bytes.
#[test]
fn traceback_objects_survive_a_snapshot() {
    let src = "\
import traceback
def fail():
    raise ValueError('v')
try:
    fail()
except ValueError as e:
    tb = e.__traceback__
w = ask('x')
print(w, tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_next)
print(traceback.format_tb(tb)[1])
";
    for via_bytes in [false, true] {
        let mut r = run(src, suspending());
        assert_eq!(r.verdict, Verdict::Suspended);
        let mut p = r.paused.take().unwrap();
        if via_bytes {
            p = Paused::from_snapshot(&p.snapshot()).unwrap();
        }
        let r = p.resume_value(&suspending(), s("W")).unwrap();
        ok(&r);
        assert_eq!(
            r.stdout,
            "W 5 3 None\n  File \"main.py\", line 3, in fail\n    raise ValueError('v')\n\n"
        );
    }
}

/// An uncaught exception's formatted traceback is CPython 3.11's, markers
/// under the failing part of each line included (recorded from python3).
#[test]
fn uncaught_traceback_has_cpython_markers() {
    let src = "\
def f(x):
    return g(x) + 1
def g(x):
    d = {'a': [1]}
    return d['a'][x] / 2
y = f(3)
";
    let r = run(src, Host::default());
    assert_eq!(r.verdict, Verdict::Error);
    assert_eq!(
        r.error.unwrap().formatted,
        "Traceback (most recent call last):
  File \"main.py\", line 6, in <module>
    y = f(3)
        ^^^^
  File \"main.py\", line 2, in f
    return g(x) + 1
           ^^^^
  File \"main.py\", line 5, in g
    return d['a'][x] / 2
           ~~~~~~^^^
IndexError: list index out of range
"
    );
}

/// A deque (bounded, iterated midway, wrapped by a subclass) survives a
/// snapshot: its items, maxlen and iterator state, and the iterator still
/// notices a mutation afterwards.
#[test]
fn deque_survives_a_snapshot() {
    let src = "\
from collections import deque
class Q(deque):
    pass
d = deque(range(6), maxlen=4)
d.appendleft('x')
it = iter(d)
next(it)
q = Q('ab', 3)
n = ask(1)
print(d, d.maxlen, next(it), list(it), q, type(q).__name__, n)
it = iter(d)
d.append(n)
try:
    next(it)
except RuntimeError as e:
    print(e)
print(d, q + deque([n]))
";
    let (_, p) = expect_suspended(run(src, suspending()));
    let q = Paused::from_snapshot(&p.snapshot()).unwrap();
    let r = q.resume_value(&suspending(), HostValue::Int(7)).unwrap();
    ok(&r);
    assert_eq!(
        r.stdout,
        "deque(['x', 2, 3, 4], maxlen=4) 4 2 [3, 4] Q(['a', 'b'], maxlen=3) Q 7\n\
         deque mutated during iteration\n\
         deque([2, 3, 4, 7], maxlen=4) Q(['a', 'b', 7], maxlen=3)\n"
    );
}

#[test]
fn signed_snapshots_load_only_with_their_key() {
    use corral::api::snapshot;
    let opts = RunOptions {
        host: Host::new().suspending("approve", false),
        return_last_expr: true,
        ..RunOptions::default()
    };
    let r = run_source("approve('x') + 1", &opts);
    assert_eq!(r.verdict, Verdict::Suspended);
    let p = r.paused.expect("paused");
    let key = b"k3y-of-the-host";
    let signed = p.snapshot_signed(key);
    assert!(snapshot::is_signed(&signed));
    // Without a key, with a wrong key, or altered: refused.
    let e = Paused::from_snapshot(&signed).unwrap_err();
    assert!(e.0.contains("key is required"), "{e}");
    let e = Paused::from_snapshot_with_key(&signed, Some(b"other")).unwrap_err();
    assert!(e.0.contains("bad signature"), "{e}");
    let mut altered = signed.clone();
    let last = altered.len() - 1;
    altered[last] ^= 1;
    assert!(Paused::from_snapshot_with_key(&altered, Some(key)).is_err());
    assert!(Paused::from_snapshot_with_key(&signed[..20], Some(key)).is_err());
    // An unsigned snapshot is refused where a key is required.
    let e = Paused::from_snapshot_with_key(&p.snapshot(), Some(key)).unwrap_err();
    assert!(e.0.contains("not signed"), "{e}");
    // The right key resumes it.
    let p2 = Paused::from_snapshot_with_key(&signed, Some(key)).expect("loads");
    let r = p2
        .resume_value(&Host::new(), HostValue::Int(41))
        .expect("resumes");
    assert_eq!(r.value_repr.as_deref(), Some("42"));
}
