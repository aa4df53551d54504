//! Every limit stops a run exactly where it should, with exit 3, the one-line
//! `corral: resource exhausted: …` message and a matching `--json` envelope;
//! a program just under the limit runs to the end.

mod common;

use common::*;

/// A terminating program that exercises calls, loops and builtins.
const WORK: &str = "\
def f(n):
    return n * 2 + 1
t = 0
for i in range(1000):
    t += f(i)
print(t)
";

const SPIN: &str = "i = 0\nwhile True:\n    i += 1\n";

// ----- steps -----

#[test]
fn steps_are_deterministic() {
    let mut seen = Vec::new();
    for _ in 0..3 {
        let o = run_code(&["--json", "--steps", "123457"], SPIN);
        assert_exit(&o, 3, "spin under --steps");
        let j = check_envelope(&o, "resource_exhausted", "spin under --steps");
        assert_eq!(resource(&j), ("steps".into(), 123_457, 123_458));
        seen.push(usage_u64(&j, "steps"));
    }
    assert_eq!(seen, vec![123_458; 3], "same stop every run");

    // A terminating program reports the same step count every run.
    let counts: Vec<u64> = (0..3)
        .map(|_| {
            let o = run_code(&["--json"], WORK);
            usage_u64(&check_envelope(&o, "ok", "work"), "steps")
        })
        .collect();
    assert!(counts[0] > 1000, "{counts:?}");
    assert!(counts.iter().all(|&c| c == counts[0]), "{counts:?}");
}

#[test]
fn steps_limit_is_exact() {
    let o = run_code(&["--json"], WORK);
    let j = check_envelope(&o, "ok", "work");
    let total = usage_u64(&j, "steps");
    assert_eq!(j["stdout"], "1000000\n");

    // Exactly the steps it needs: runs.
    let o = run_code(&["--json", "--steps", &total.to_string()], WORK);
    let j = check_envelope(&o, "ok", "work at its exact step count");
    assert_eq!(j["stdout"], "1000000\n");
    assert_eq!(usage_u64(&j, "steps"), total);

    // One fewer: stopped at the step that passes the limit.
    let o = run_code(&["--json", "--steps", &(total - 1).to_string()], WORK);
    let j = check_envelope(&o, "resource_exhausted", "work one step short");
    assert_eq!(resource(&j), ("steps".into(), total - 1, total));

    // The same without --json (which compiles the program to keep the value
    // of a trailing expression, so it counts its steps separately).
    let o = run_code(&[], WORK);
    assert_exit(&o, 0, "work");
    let o = run_code(&["--steps", "1000"], WORK);
    assert_exhausted(&o, "steps", "work with too few steps");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("steps".into(), 1000, 1001)
    );
    assert_eq!(
        o.stderr.lines().count(),
        1,
        "one line on stderr: {}",
        o.stderr
    );

    // Small budgets are exact too (the first check is not deferred).
    for max in [1u64, 10, 1000] {
        let o = run_code(&["--json", "--steps", &max.to_string()], SPIN);
        let j = check_envelope(&o, "resource_exhausted", "small step budget");
        assert_eq!(resource(&j), ("steps".into(), max, max + 1));
        assert_eq!(usage_u64(&j, "steps"), max + 1);
    }
}

// ----- time -----

#[test]
fn time_limit_stops_an_infinite_loop() {
    let o = run_code(&["--time", "200ms"], "while True: pass");
    assert_exhausted(&o, "time", "while True under --time");
    let (name, max, used) = parse_exhausted_line(&o.last_err_line());
    assert_eq!((name.as_str(), max), ("time", 200));
    assert!(used > 200, "used {used}");
    assert!(
        o.last_err_line().contains("(max 200 ms, used "),
        "{}",
        o.stderr
    );
    assert!(
        o.elapsed.as_secs_f64() < 5.0,
        "stopped promptly: {:?}",
        o.elapsed
    );

    let o = run_code(&["--json", "--time", "150ms"], "while True: pass");
    let j = check_envelope(&o, "resource_exhausted", "time --json");
    let (name, max, used) = resource(&j);
    assert_eq!((name.as_str(), max), ("time", 150));
    assert!(used > 150);
    assert!(j["usage"]["wall_ms"].as_f64().unwrap_or(0.0) >= 150.0);

    // Well under the limit: runs.
    let o = run_code(&["--time", "5s"], WORK);
    assert_exit(&o, 0, "work under --time 5s");
}

#[test]
fn time_limit_inside_long_builtins() {
    // Long-running work inside builtins is interrupted too.
    for code in [
        "x = sorted(range(10**7), key=lambda v: -v)",
        "x = sum(range(10**12))",
        "x = [i for i in range(10**9)]",
    ] {
        let o = run_code(&["--time", "300ms", "--memory", "none"], code);
        assert_clean(&o, code);
        assert_eq!(o.code, Some(3), "{code}: {}", o.stderr);
        assert!(o.elapsed.as_secs_f64() < 10.0, "{code}: {:?}", o.elapsed);
    }
}

#[test]
fn time_limit_inside_bigint_arithmetic() {
    // Each is one indivisible operation taking seconds: refused up front,
    // so the run ends well before its 300 ms.
    for code in [
        "x = 10**10000000",
        "x = 7**2000000\ny = x * x * x * x",
        "x = 3**5000000\ny = x // (x >> 2000000)",
    ] {
        let o = run_code(&["--time", "300ms", "--memory", "none"], code);
        assert_exhausted(&o, "time", code);
        assert!(o.elapsed.as_secs_f64() < 1.5, "{code}: {:?}", o.elapsed);
    }
    // The same kind of work, small enough, runs.
    let o = run_code(
        &["--time", "5s"],
        "x = 7**200000\ny = x * x\nprint(y.bit_length())",
    );
    assert_exit(&o, 0, "bigint under the limit");
    assert_eq!(o.stdout_str(), "1122942\n");
}

#[test]
fn bigint_work_counts_steps_deterministically() {
    let code = "x = 7**300000\nfor i in range(5):\n    y = x * x\nprint('done')";
    let steps = |o: &Out| -> u64 {
        let j: serde_json::Value = serde_json::from_str(&o.stdout_str()).unwrap();
        j["usage"]["steps"].as_u64().unwrap()
    };
    let a = run_code(&["--json"], code);
    let b = run_code(&["--json"], code);
    assert_eq!(steps(&a), steps(&b));
    assert!(
        steps(&a) > 100_000,
        "big multiplications charge steps: {}",
        steps(&a)
    );
    let o = run_code(&["--steps", "50000"], code);
    assert_exhausted(&o, "steps", "bigint under --steps");
}

#[test]
fn cpu_time_limit() {
    let o = run_code(
        &["--cpu-time", "200ms", "--time", "20s"],
        "while True: pass",
    );
    assert_exhausted(&o, "cpu_time", "while True under --cpu-time");
    let (_, max, used) = parse_exhausted_line(&o.last_err_line());
    assert_eq!(max, 200);
    assert!(used > 200);
}

// ----- memory -----

#[test]
fn memory_limit_stops_a_growing_list() {
    let grow = "x = []\nwhile True:\n    x.append(len(x))\n";
    let o = run_code(&["--memory", "8MiB"], grow);
    assert_exhausted(&o, "memory", "append loop");
    let (_, max, used) = parse_exhausted_line(&o.last_err_line());
    assert_eq!(max, 8 << 20);
    assert!(used > max);

    let o = run_code(&["--json", "--memory", "8MiB"], grow);
    let j = check_envelope(&o, "resource_exhausted", "append loop --json");
    let (name, max, used) = resource(&j);
    assert_eq!((name.as_str(), max), ("memory", 8 << 20));
    assert!(used > max);
    let peak = usage_u64(&j, "peak_memory_bytes");
    assert!(peak <= max, "peak {peak} never passes the limit {max}");
    assert!(peak > max / 2, "peak {peak} is near the limit");

    // The guest cannot catch it.
    let o = run_code(
        &["--memory", "8MiB"],
        "try:\n    x = []\n    while True:\n        x.append(len(x))\nexcept BaseException:\n    print('caught')\n",
    );
    assert_exhausted(&o, "memory", "uncatchable");
    assert!(o.stdout.is_empty());

    // Clearly less memory: runs.
    let o = run_code(
        &["--json", "--memory", "8MiB"],
        "x = []\nfor i in range(100000):\n    x.append(i)\nprint(len(x))\n",
    );
    let j = check_envelope(&o, "ok", "100k list in 8 MiB");
    assert_eq!(j["stdout"], "100000\n");
    assert!(usage_u64(&j, "peak_memory_bytes") < 8 << 20);
}

#[test]
fn memory_limit_stops_a_growing_deque() {
    // Appends at either end, and a bounded deque that never grows: the
    // unbounded ones hit the limit cleanly, the bounded one runs.
    for (code, what) in [
        (
            "from collections import deque\nq = deque()\nwhile True:\n    q.append(len(q))\n",
            "append",
        ),
        (
            "from collections import deque\nq = deque()\nwhile True:\n    q.appendleft(len(q))\n",
            "appendleft",
        ),
        (
            "from collections import deque\nq = deque()\nwhile True:\n    q.extend(range(1000))\n",
            "extend",
        ),
        (
            "from collections import deque\nq = deque([0])\nwhile True:\n    q *= 2\n",
            "imul",
        ),
    ] {
        let o = run_code(&["--json", "--memory", "8MiB"], code);
        assert_exit(&o, 3, what);
        let j = check_envelope(&o, "resource_exhausted", what);
        let (name, max, used) = resource(&j);
        assert_eq!((name.as_str(), max), ("memory", 8 << 20), "{what}");
        assert!(used > max, "{what}");
        let peak = usage_u64(&j, "peak_memory_bytes");
        assert!(
            peak <= max,
            "{what}: peak {peak} never passes the limit {max}"
        );
    }
    let o = run_code(
        &["--json", "--memory", "8MiB", "--steps", "3000000"],
        "from collections import deque\nq = deque(maxlen=1000)\nfor i in range(200000):\n    q.append(i)\nprint(len(q), q[0])\n",
    );
    let j = check_envelope(&o, "ok", "bounded deque");
    assert_eq!(j["stdout"], "1000 199000\n");
}

#[test]
fn memory_limit_is_checked_before_allocating() {
    for code in [
        "x = 'a' * (1 << 40)",
        "x = [0] * (1 << 40)",
        "x = 1 << (1 << 40)",
        "x = '-'.join(['ab'] * 10**7)",
        "x = list(range(10**9))",
    ] {
        let o = run_code(&["--json", "--memory", "16MiB"], code);
        assert_exit(&o, 3, code);
        let j = check_envelope(&o, "resource_exhausted", code);
        assert_eq!(resource(&j).0, "memory", "{code}");
        assert!(usage_u64(&j, "peak_memory_bytes") <= 16 << 20, "{code}");
    }
}

#[test]
fn memory_limit_is_exact() {
    // One allocation: the limit is met exactly or refused by one byte.
    let code = "x = [None] * 100000";
    let o = run_code(&["--json"], code);
    let peak = usage_u64(&check_envelope(&o, "ok", "alloc"), "peak_memory_bytes");
    assert!(peak > 100_000 * 8, "{peak}");
    let o = run_code(&["--memory", &peak.to_string()], code);
    assert_exit(&o, 0, "at exactly its peak");
    let o = run_code(&["--json", "--memory", &(peak - 1).to_string()], code);
    let j = check_envelope(&o, "resource_exhausted", "one byte short");
    assert_eq!(resource(&j), ("memory".into(), peak - 1, peak));
}

// ----- stack depth -----

const RECURSE: &str = "def f(n):\n    return f(n + 1)\n";

#[test]
fn uncaught_deep_recursion() {
    let o = run_code(&[], &format!("{RECURSE}f(0)\n"));
    assert_exhausted(&o, "stack_depth", "uncaught recursion");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("stack_depth".into(), 1000, 1001)
    );
    let o = run_code(&["--json"], &format!("{RECURSE}f(0)\n"));
    let j = check_envelope(&o, "resource_exhausted", "uncaught recursion --json");
    assert_eq!(resource(&j), ("stack_depth".into(), 1000, 1001));
    assert_eq!(usage_u64(&j, "max_stack_depth"), 1000);

    let o = run_code(&["--stack-depth", "50"], &format!("{RECURSE}f(0)\n"));
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("stack_depth".into(), 50, 51)
    );
}

#[test]
fn caught_recursion_error_prints_like_cpython() {
    let code = format!(
        "{RECURSE}try:\n    f(0)\nexcept RecursionError as e:\n    print('caught:', type(e).__name__, e)\nprint('done')\n"
    );
    let o = run_code(&[], &code);
    assert_exit(&o, 0, "caught recursion");
    // Same output as CPython 3.11.
    assert_eq!(
        o.stdout_str(),
        "caught: RecursionError maximum recursion depth exceeded\ndone\n"
    );
    let o = run_code(&["--json"], &code);
    let j = check_envelope(&o, "ok", "caught recursion --json");
    assert_eq!(usage_u64(&j, "max_stack_depth"), 1000);
}

#[test]
fn recursion_errors_after_the_limit() {
    // A RecursionError the program raises itself, after catching the
    // limit's own, is an ordinary exception (exit 1), not stack_depth.
    let o = run_code(
        &[],
        &format!(
            "{RECURSE}try:\n    f(0)\nexcept RecursionError:\n    pass\nraise RecursionError('mine')\n"
        ),
    );
    assert_exit(&o, 1, "own RecursionError after a caught one");
    assert_eq!(o.last_err_line(), "RecursionError: mine");
    // Re-raising the limit's own error keeps the verdict.
    let o = run_code(
        &[],
        &format!("{RECURSE}try:\n    f(0)\nexcept RecursionError as e:\n    x = e\nraise x\n"),
    );
    assert_exhausted(&o, "stack_depth", "re-raised limit error");
    // Through try/finally and a failed except clause, still stack_depth.
    let o = run_code(
        &[],
        "def f(n):\n    try:\n        return f(n + 1)\n    except ValueError:\n        pass\n    finally:\n        pass\nf(0)\n",
    );
    assert_exhausted(&o, "stack_depth", "through finally");
    // A second overflow after a caught first one is exhausted again.
    let o = run_code(
        &[],
        &format!("{RECURSE}try:\n    f(0)\nexcept RecursionError:\n    print('once')\nf(0)\n"),
    );
    assert_exhausted(&o, "stack_depth", "second overflow");
    assert_eq!(o.stdout_str(), "once\n");
    // --stack-depth 0 refuses even the module's frame.
    let o = run_code(&["--stack-depth", "0"], "print(1)");
    assert_exhausted(&o, "stack_depth", "no frames at all");
}

#[test]
fn stack_depth_is_exact() {
    // g(n) uses n + 1 frames plus the module's own.
    let prog =
        |n: u64| format!("def g(n):\n    return 0 if n == 0 else g(n - 1) + 1\nprint(g({n}))\n");
    for limit in [50u64, 1000] {
        let flags = ["--json", "--stack-depth", &limit.to_string()];
        let o = run_code(&flags, &prog(limit - 2));
        let j = check_envelope(&o, "ok", "depth exactly at the limit");
        assert_eq!(j["stdout"], format!("{}\n", limit - 2));
        assert_eq!(usage_u64(&j, "max_stack_depth"), limit);

        let o = run_code(&flags, &prog(limit - 1));
        let j = check_envelope(&o, "resource_exhausted", "one frame over");
        assert_eq!(resource(&j), ("stack_depth".into(), limit, limit + 1));
    }
}

// ----- output bytes -----

#[test]
fn output_limit_stops_the_run() {
    let o = run_code(
        &["--output-bytes", "1000"],
        "while True:\n    print('x' * 7)\n",
    );
    assert_exhausted(&o, "output_bytes", "print loop");
    assert_eq!(o.stdout.len(), 1000, "stdout holds exactly what fit");
    assert_eq!(o.stdout_str(), "xxxxxxx\n".repeat(125));
    let (_, max, used) = parse_exhausted_line(&o.last_err_line());
    assert_eq!(max, 1000);
    assert!(used > 1000);

    let o = run_code(
        &["--json", "--output-bytes", "1000"],
        "for i in range(10**6):\n    print(i)\n",
    );
    let j = check_envelope(&o, "resource_exhausted", "print loop --json");
    let (name, max, used) = resource(&j);
    assert_eq!((name.as_str(), max), ("output_bytes", 1000));
    assert!(used > max);
    let stdout = j["stdout"].as_str().unwrap_or("");
    assert!(stdout.len() <= 1000, "{}", stdout.len());
    assert!(usage_u64(&j, "output_bytes") <= 1000);
    assert_eq!(usage_u64(&j, "output_bytes"), stdout.len() as u64);

    // One big write past the limit keeps nothing of it.
    let o = run_code(&["--output-bytes", "1000"], "print('y' * 5000)");
    assert_exhausted(&o, "output_bytes", "one big print");
    assert!(o.stdout.len() <= 1000);
}

#[test]
fn output_limit_is_exact() {
    // print adds the newline: 999 + 1 bytes fit in 1000, 1000 + 1 do not.
    let o = run_code(&["--output-bytes", "1000"], "print('y' * 999)");
    assert_exit(&o, 0, "exactly 1000 bytes");
    assert_eq!(o.stdout.len(), 1000);
    let o = run_code(&["--output-bytes", "1000"], "print('y' * 1000)");
    assert_exhausted(&o, "output_bytes", "1001 bytes");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("output_bytes".into(), 1000, 1001)
    );
    // Bytes, not characters.
    let o = run_code(&["--output-bytes", "1000"], "print('é' * 500)");
    assert_exhausted(&o, "output_bytes", "UTF-8 output counts bytes");
}

// ----- ast depth and program bytes -----

#[test]
fn ast_depth_limit() {
    let nested = |k: usize| format!("x = {}1{}\nprint(x)\n", "(".repeat(k), ")".repeat(k));
    // `x = ` plus k brackets measures k + 2 levels.
    let o = run_code(&["--ast-depth", "10"], &nested(8));
    assert_exit(&o, 0, "depth 10 under --ast-depth 10");
    assert_eq!(o.stdout_str(), "1\n");
    let o = run_code(&["--ast-depth", "10"], &nested(9));
    assert_exhausted(&o, "ast_depth", "depth 11 under --ast-depth 10");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("ast_depth".into(), 10, 11)
    );
    let o = run_code(&["--json", "--ast-depth", "10"], &nested(9));
    let j = check_envelope(&o, "resource_exhausted", "ast_depth --json");
    assert_eq!(resource(&j), ("ast_depth".into(), 10, 11));
    assert_eq!(usage_u64(&j, "steps"), 0, "nothing ran");

    // Default 200: ordinary programs are far below it.
    let o = run_code(&[], &nested(150));
    assert_exit(&o, 0, "150 parens");
    let o = run_code(&[], &nested(250));
    assert_exhausted(&o, "ast_depth", "250 parens");
    // `corral check` reports it the same way.
    let file = TempFile::new(nested(250).as_bytes());
    let o = corral(&["check", &file.path.to_string_lossy()], None);
    assert_exhausted(&o, "ast_depth", "check");
}

#[test]
fn program_bytes_limit() {
    let prog = |len: usize| {
        let mut s = "print('ok')\n".to_string();
        s.push_str(&"#".repeat(len - s.len()));
        s
    };
    let o = run_code(&["--program-bytes", "100"], &prog(100));
    assert_exit(&o, 0, "100 bytes under --program-bytes 100");
    assert_eq!(o.stdout_str(), "ok\n");
    let o = run_code(&["--program-bytes", "100"], &prog(101));
    assert_exhausted(&o, "program_bytes", "101 bytes");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("program_bytes".into(), 100, 101)
    );
    assert!(o.stdout.is_empty(), "nothing ran");
    let o = run_file(&["--json", "--program-bytes", "1KiB"], &prog(1025));
    let j = check_envelope(&o, "resource_exhausted", "program_bytes --json");
    assert_eq!(resource(&j), ("program_bytes".into(), 1024, 1025));
    // Bytes, not characters.
    let src = format!("print('{}')\n", "é".repeat(45));
    assert_eq!(src.len(), 100);
    let o = run_code(&["--program-bytes", "99"], &src);
    assert_exhausted(&o, "program_bytes", "UTF-8 source counts bytes");
}

// ----- the envelope -----

#[test]
fn json_envelope_for_every_verdict() {
    let o = run_code(&["--json"], "print('hi')\n1 + 2");
    assert_exit(&o, 0, "ok --json");
    let j = check_envelope(&o, "ok", "ok");
    assert_eq!(j["stdout"], "hi\n");
    assert_eq!(j["value"], 3, "the final expression as JSON");
    assert!(usage_u64(&j, "steps") > 0);
    assert_eq!(usage_u64(&j, "max_stack_depth"), 1);
    assert_eq!(usage_u64(&j, "output_bytes"), 3);
    assert_eq!(usage_u64(&j, "host_calls"), 0);
    assert_eq!(usage_u64(&j, "baseline_bytes"), 0);

    let o = run_code(&["--json"], "print('a')\n1 / 0");
    assert_exit(&o, 1, "error --json");
    let j = check_envelope(&o, "error", "error");
    assert_eq!(j["stdout"], "a\n");
    assert_eq!(j["error"]["type"], "ZeroDivisionError");
    assert_eq!(j["error"]["message"], "division by zero");
    assert_eq!(j["error"]["traceback"][0]["line"], 2);
    assert_eq!(j["error"]["traceback"][0]["name"], "<module>");
    assert!(j["value"].is_null());

    let o = run_code(&["--json", "--steps", "100"], SPIN);
    assert_exit(&o, 3, "exhausted --json");
    let j = check_envelope(&o, "resource_exhausted", "exhausted");
    assert_eq!(resource(&j), ("steps".into(), 100, 101));
    assert!(o.stderr.is_empty(), "--json prints only the envelope");
}

// ----- sessions (repl) -----

#[test]
fn repl_enforces_compile_time_limits() {
    // Refused inputs are exhausted verdicts; nothing ran, so the session
    // (and `x`) survive them.
    let input = format!(
        "x = 5\ny = {}1{}\nz = '{}'\nprint(x)\n",
        "(".repeat(20),
        ")".repeat(20),
        "a".repeat(200)
    );
    let o = corral(
        &["repl", "--ast-depth", "10", "--program-bytes", "100"],
        Some(input.as_bytes()),
    );
    assert_exit(&o, 0, "repl");
    let lines: Vec<&str> = o.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "corral: resource exhausted: ast_depth (max 10 levels, used 11)",
            "corral: resource exhausted: program_bytes (max 100 bytes, used 207)",
        ],
        "{}",
        o.stderr
    );
    assert!(o.stdout_str().contains("5\n"), "{}", o.stdout_str());

    // Exhausting a resource while running cancels the session.
    let o = corral(
        &["repl"],
        Some(b"x = 5\ndef f(): return f()\n\nf()\nprint(x)\n"),
    );
    assert_exit(&o, 0, "repl after stack_depth");
    assert!(
        o.stderr
            .contains("corral: resource exhausted: stack_depth (max 1000 frames, used 1001)"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("session was cancelled"), "{}", o.stderr);
    assert_eq!(o.last_err_line(), "NameError: name 'x' is not defined");
}

// ----- regular expressions -----

/// Exponential backtracking: CPython would run for ages.
const CATASTROPHIC_RE: &str = "import re\nprint(re.match(r'(a+)+$', 'a' * 40 + 'b'))\n";

#[test]
fn catastrophic_regex_is_stopped_by_steps() {
    let o = run_code(&["--json", "--steps", "2000000"], CATASTROPHIC_RE);
    assert_exit(&o, 3, "catastrophic regex under --steps");
    let j = check_envelope(&o, "resource_exhausted", "catastrophic regex under --steps");
    assert_eq!(resource(&j).0, "steps");
    assert!(o.elapsed.as_secs_f64() < 10.0, "{:?}", o.elapsed);

    // Deterministic: the same stop every run.
    let again = run_code(&["--json", "--steps", "2000000"], CATASTROPHIC_RE);
    let j2 = check_envelope(&again, "resource_exhausted", "again");
    assert_eq!(usage_u64(&j, "steps"), usage_u64(&j2, "steps"));
}

#[test]
fn catastrophic_regex_is_stopped_by_time() {
    let o = run_code(&["--time", "300ms"], CATASTROPHIC_RE);
    assert_exhausted(&o, "time", "catastrophic regex under --time");
    assert!(o.elapsed.as_secs_f64() < 5.0, "{:?}", o.elapsed);

    // Inside findall and sub as well.
    for code in [
        "import re\nre.findall(r'(x+x+)+y', 'x' * 60)",
        "import re\nre.sub(r'(a|aa)+$', '', 'a' * 80 + 'b')",
    ] {
        let o = run_code(&["--time", "300ms"], code);
        assert_exhausted(&o, "time", code);
        assert!(o.elapsed.as_secs_f64() < 5.0, "{code}: {:?}", o.elapsed);
    }
}

#[test]
fn regex_results_and_backtracking_are_charged_to_memory() {
    for code in [
        // A huge result built by substitution.
        "import re\ns = re.sub('a', 'x' * 1000, 'a' * 200000)",
        // Millions of matches.
        "import re\nx = re.findall('a', 'a' * 3000000)",
        // A backtracking stack as long as the subject.
        "import re\nre.match(r'(?:a|b)*c', 'a' * 3000000)",
    ] {
        let o = run_code(&["--json", "--memory", "32MiB"], code);
        assert_exit(&o, 3, code);
        let j = check_envelope(&o, "resource_exhausted", code);
        assert_eq!(resource(&j).0, "memory", "{code}");
        assert!(usage_u64(&j, "peak_memory_bytes") <= 32 << 20, "{code}");
    }
}
