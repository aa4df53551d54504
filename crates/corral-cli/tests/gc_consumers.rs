//! Garbage made while a builtin drains a generator (`sum(gen)`,
//! `list(gen)`, `tuple(gen)`, `"".join(gen)`) is collected as it is made,
//! as in the same loop written with `for`: a program whose live data fits
//! the memory limit runs, however much garbage its generator makes. A
//! consumer reached through another native (`map`, a key function) still
//! defers collection until it returns, and then the same program exhausts
//! the limit rather than misbehaving.

mod common;

use common::*;

/// A limit the live data fits in many times over, and the garbage of each
/// program below (about 40 MB of temporary strings) does not.
const MEMORY: &str = "16MiB";

fn runs_under_limit(code: &str, expect: &str, what: &str) {
    let o = run_code(&["--memory", MEMORY], code);
    assert_exit(&o, 0, what);
    assert_eq!(o.stdout_str().trim(), expect, "{what}");
}

#[test]
fn sum_over_generator_collects_its_garbage() {
    runs_under_limit(
        "print(sum(len(str(i) * 2) for i in range(10**6)))",
        "11777780",
        "sum(gen)",
    );
}

#[test]
fn list_and_tuple_over_generator_collect_their_garbage() {
    runs_under_limit(
        "print(len(list(len(str(i) * 2) for i in range(600000))))",
        "600000",
        "list(gen)",
    );
    runs_under_limit(
        "print(tuple(len(str(i) * 2) for i in range(600000))[-1])",
        "12",
        "tuple(gen)",
    );
}

#[test]
fn join_over_generator_collects_its_garbage() {
    runs_under_limit(
        "print(len(''.join((str(i) * 2)[-1] for i in range(400000))))",
        "400000",
        "str.join(gen)",
    );
}

#[test]
fn garbage_under_a_nested_native_is_still_bounded() {
    // `map` between the consumer and the generator: its step holds values
    // the collector cannot see, so garbage waits, and the limit is what
    // ends the run.
    let o = run_code(
        &["--memory", MEMORY],
        "print(sum(map(len, (str(i) * 2 for i in range(10**6)))))",
    );
    assert_exhausted(&o, "memory", "sum(map(gen))");
}

#[test]
fn program_just_under_the_limit_still_runs_with_for_loop_parity() {
    // The same work as a `for` loop: the consumer form must not need more.
    runs_under_limit(
        "t = 0\nfor i in range(10**6):\n    t += len(str(i) * 2)\nprint(t)",
        "11777780",
        "for loop",
    );
}

#[test]
fn sort_key_calls_collect_their_garbage() {
    runs_under_limit(
        "r = sorted(range(200000), key=lambda x: -len(str(x) * 50))\nprint(r[0], r[-1])",
        "100000 9",
        "sorted(key=)",
    );
    runs_under_limit(
        "xs = list(range(60000))\nxs.sort(key=lambda x: (len(str(x) * 100), -x))\nprint(xs[:3])",
        "[9, 8, 7]",
        "list.sort(key=)",
    );
}

#[test]
fn sort_comparisons_collect_their_garbage() {
    runs_under_limit(
        "class K:\n    def __init__(self, v):\n        self.v = v\n    def __lt__(self, o):\n        return len(str(self.v) * 40) < len(str(o.v) * 40)\n\
         ks = [K(i % 1000) for i in range(30000)]\nks.sort()\nprint(ks[0].v, ks[-1].v)",
        "0 999",
        "list.sort() with __lt__",
    );
}

#[test]
fn collection_during_a_sort_keeps_what_the_sort_holds() {
    // The key function drops the only other references to the items and
    // the list being sorted, and makes garbage so collections run.
    runs_under_limit(
        "class B:\n    def __init__(self, v):\n        self.v = v\n\
         items = [B(i) for i in range(20000)]\n\
         def key(b):\n    global items\n    items = None\n    junk = [str(b.v) * 60 for _ in range(3)]\n    return -b.v\n\
         out = sorted(items, key=key)\nprint(out[0].v, out[-1].v, len(out))\n\
         class C:\n    def __init__(self, v):\n        self.v = v\n    def __lt__(self, o):\n        global cs\n        cs = None\n        junk = str(self.v) * 80\n        return self.v > o.v\n\
         cs = [C(i) for i in range(20000)]\ncs.sort()\nprint(cs, end=' ') if cs else None\n\
         zs = [C(i) for i in range(20000)]\nprint(sorted(zs)[0].v)",
        "19999 0 20000\n19999",
        "sort holds its items",
    );
}
