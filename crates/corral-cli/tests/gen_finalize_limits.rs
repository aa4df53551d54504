//! Closing dropped generators runs guest code after a collection and at the
//! end of a run: it stays under the run's limits, and finalizers that make
//! more doomed generators do not nest Rust frames.

mod common;

use common::*;

/// `code` under a 200 ms CPU limit ends with the cpu_time verdict.
fn hits_cpu_limit(code: &str, what: &str) {
    let o = run_code(&["--json", "--cpu-time", "200ms", "--time", "none"], code);
    assert_exit(&o, 3, what);
    let j = check_envelope(&o, "resource_exhausted", what);
    let (limit, _, _) = resource(&j);
    assert_eq!(limit.as_str(), "cpu_time", "{what}: {j}");
}

#[test]
fn endless_finally_of_a_dropped_generator_stops_at_the_limit() {
    hits_cpu_limit(
        "import gc\n\
         def g():\n    try:\n        yield 1\n    finally:\n        while True: pass\n\
         x = g(); next(x); del x\ngc.collect()\nprint('unreachable')\n",
        "after collect",
    );
    hits_cpu_limit(
        "def g():\n    try:\n        yield 1\n    finally:\n        while True: pass\n\
         x = g(); next(x)\n",
        "at exit",
    );
}

#[test]
fn finalizers_that_drop_more_generators_do_not_nest() {
    // Each close makes and drops another suspended generator: the chain
    // goes on collection after collection until the limit, never deeper.
    hits_cpu_limit(
        "import gc\n\
         def g():\n    try:\n        yield 1\n    finally:\n        y = g(); next(y)\n\
         x = g(); next(x); del x\n\
         while True:\n    gc.collect()\n",
        "chain",
    );
    // At exit only what was suspended when the run ended is closed.
    let o = run_code(
        &["--json", "--cpu-time", "2s"],
        "def g(n):\n    try:\n        yield 1\n    finally:\n        print('closed', n)\n        y = g(n + 1); next(y)\n\
         x = g(0); next(x)\n",
    );
    assert_exit(&o, 0, "exit chain");
    let j = check_envelope(&o, "ok", "exit chain");
    assert_eq!(j["stdout"].as_str(), Some("closed 0\n"), "{j}");
}
