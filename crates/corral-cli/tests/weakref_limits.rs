//! Weak references and the memory account: a reference does not keep its
//! referent, and neither the cells nor the collector's referent table leak
//! charges, so churning through many weakly referenced objects runs in a
//! small, steady budget; holding them strongly still exhausts the limit
//! with the usual verdict.

mod common;

use common::*;

/// Peak memory of an `ok` run of `code` under `--memory LIMIT`.
fn ok_peak(limit: &str, code: &str, what: &str) -> u64 {
    let o = run_code(&["--json", "--memory", limit, "--time", "60s"], code);
    assert_exit(&o, 0, what);
    let j = check_envelope(&o, "ok", what);
    usage_u64(&j, "peak_memory_bytes")
}

#[test]
fn churning_weak_references_stays_within_a_small_budget() {
    // 30k objects, each with a callback reference and an entry in weak
    // containers, live at most a collection's worth at a time.
    let code = "\
import weakref
class O:
    pass
dead = [0]
def cb(r):
    dead[0] += 1
vd = weakref.WeakValueDictionary()
ws = weakref.WeakSet()
kd = weakref.WeakKeyDictionary()
keep = []
for i in range(30_000):
    o = O()
    r = weakref.ref(o, cb)
    if i % 100 == 0:
        keep.append(r)
    vd[i] = o
    ws.add(o)
    kd[o] = i
del o, r
import gc
gc.collect()
print(len(vd), len(ws), len(kd), dead[0] >= 29_000, sum(1 for r in keep if r() is None))
";
    let peak = ok_peak("16MiB", code, "weakref churn");
    assert!(peak < 16 << 20, "peak {peak}");
}

#[test]
fn cells_and_table_are_uncharged_when_freed() {
    // Two rounds of the same work peak at about the same memory: nothing
    // of the first round is still charged during the second.
    let round = "\
for i in range(10_000):
    o = O()
    rs.append(weakref.ref(o))
    ps.append(weakref.proxy(o))
del o
rs.clear()
ps.clear()
gc.collect()
";
    let head = "import weakref, gc\nclass O:\n    pass\nrs = []\nps = []\n";
    let one = ok_peak("64MiB", &format!("{head}{round}"), "one round");
    let three = ok_peak(
        "64MiB",
        &format!("{head}{round}{round}{round}"),
        "three rounds",
    );
    assert!(
        three < one + one / 4,
        "three rounds peak {three} vs one round {one}"
    );
}

#[test]
fn strongly_held_referents_still_exhaust_memory() {
    let code = "\
import weakref
class O:
    pass
keep = []
while True:
    o = O()
    keep.append((o, weakref.ref(o), weakref.proxy(o)))
";
    let o = run_code(&["--memory", "8MiB", "--time", "60s"], code);
    assert_exhausted(&o, "memory", "strong references with weak ones");
}

#[test]
fn many_references_to_one_object_exhaust_memory_cleanly() {
    // Each reference with a callback is a new cell on the same referent.
    let code = "\
import weakref
class O:
    pass
o = O()
keep = []
while True:
    keep.append(weakref.ref(o, print))
";
    let o = run_code(&["--memory", "8MiB", "--time", "60s"], code);
    assert_exhausted(&o, "memory", "references to one object");
}
