//! Adversarial programs: every up-front size refusal, each tried where a
//! guest might hope to slip past it (a loop, `except BaseException`,
//! `finally`, a generator, a dunder, a sort key, json, deepcopy), deep
//! nesting through the builtins that recurse, and "just under the limit
//! runs" pairs. Each asserts the exact outcome: the verdict and the named
//! limit, or the exact exception.

mod common;

use common::*;

/// The run ends with `resource_exhausted` naming `limit`; the peak never
/// passes a memory limit, and nothing the guest printed after the point
/// of exhaustion appears.
fn exhausted(flags: &[&str], code: &str, limit: &str) {
    let mut args = vec!["--json"];
    args.extend_from_slice(flags);
    let o = run_code(&args, code);
    assert_exit(&o, 3, code);
    let j = check_envelope(&o, "resource_exhausted", code);
    let (name, max, used) = resource(&j);
    assert_eq!(name, limit, "{code}");
    assert!(used > max, "{code}: used {used} max {max}");
    if limit == "memory" {
        assert!(usage_u64(&j, "peak_memory_bytes") <= max, "{code}");
    }
    let out = j["stdout"].as_str().unwrap_or("");
    assert!(!out.contains("ESCAPED"), "{code}: {out}");
}

/// The run ends with an uncaught `last` (`ExcType: message`) line.
fn raises(flags: &[&str], code: &str, last: &str) {
    let o = run_code(flags, code);
    assert_exit(&o, 1, code);
    assert_eq!(o.last_err_line(), last, "{code}");
}

/// The run succeeds and prints `out`.
fn runs(flags: &[&str], code: &str, out: &str) {
    let o = run_code(flags, code);
    assert_exit(&o, 0, code);
    assert_eq!(o.stdout_str(), out, "{code}");
}

const MEM: &[&str] = &["--memory", "16MiB"];

macro_rules! exhausts {
    ($($name:ident: $code:expr => $limit:expr, $flags:expr;)*) => {
        $(#[test]
        fn $name() {
            exhausted($flags, $code, $limit);
        })*
    };
}

// ----- up-front size refusals: each huge result refused before it exists -----
exhausts! {
    str_repeat: "x = 'a' * (1 << 40)" => "memory", MEM;
    list_repeat: "x = [None, 1] * (1 << 40)" => "memory", MEM;
    tuple_repeat: "x = (1,) * (1 << 40)" => "memory", MEM;
    bytes_repeat: "x = b'ab' * (1 << 40)" => "memory", MEM;
    power: "x = 10 ** (10 ** 10)" => "memory", MEM;
    left_shift: "x = 1 << (1 << 40)" => "memory", MEM;
    str_join: "x = '-'.join(['abc'] * 10**7)" => "memory", MEM;
    fstring_width: "x = f'{1:{10**9}}'" => "memory", MEM;
    format_width: "x = format('x', '>2000000000')" => "memory", MEM;
    percent_width: "x = '%*d' % (10**9, 1)" => "memory", MEM;
    str_center: "x = 'a'.center(10**10)" => "memory", MEM;
    str_ljust: "x = 'a'.ljust(10**9, '-')" => "memory", MEM;
    str_zfill: "x = '1'.zfill(10**10)" => "memory", MEM;
    str_expandtabs: "x = ('\\t' * 10**6).expandtabs(10**6)" => "memory", MEM;
    bytes_n: "x = bytes(10**10)" => "memory", MEM;
    bytearray_n: "x = bytearray(10**10)" => "memory", MEM;
    list_of_range: "x = list(range(10**9))" => "memory", MEM;
    set_of_range: "x = set(range(10**8))" => "memory", MEM;
    dict_fromkeys: "x = dict.fromkeys(range(10**8))" => "memory", MEM;
    dict_comprehension: "x = {i: i for i in range(10**8)}" => "memory", MEM;
    sorted_range: "x = sorted(range(10**8))" => "memory", MEM;
    str_of_shared_lists: "x = str([[]] * 10**7)" => "memory", MEM;
    repr_repeat: "x = repr('a' * 10**6) * 100" => "memory", MEM;
    encode_repeat: "x = ('a' * 10**6).encode() * 100" => "memory", MEM;
    json_dumps_huge: "import json\nx = json.dumps([1] * 10**7)" => "memory", MEM;
    re_findall_huge: "import re\nx = re.findall('a', 'a' * 10**8)" => "memory", MEM;
    str_replace_blowup: "x = ('a' * 1000).replace('a', 'b' * 10**6)" => "memory", MEM;
    generator_join: "x = ','.join(str(i) for i in range(10**8))" => "memory", MEM;
}

// ----- not bypassable -----
exhausts! {
    in_a_loop_under_except: "\
for i in range(10):
    try:
        x = 'a' * (1 << 40)
    except BaseException:
        print('ESCAPED')
" => "memory", MEM;
    in_finally: "\
try:
    pass
finally:
    x = [0] * (1 << 40)
print('ESCAPED')
" => "memory", MEM;
    raised_again_from_finally: "\
def f():
    try:
        return 'a' * (1 << 40)
    finally:
        return 'ESCAPED'
print(f())
" => "memory", MEM;
    inside_a_generator: "\
def g():
    while True:
        try:
            yield 'a' * (1 << 40)
        except BaseException:
            yield 'ESCAPED'
for v in g():
    print(v)
" => "memory", MEM;
    generator_close_swallow: "\
def g():
    try:
        yield 1
    finally:
        x = 'a' * (1 << 40)
it = g()
next(it)
try:
    it.close()
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_repr: "\
class A:
    def __repr__(self):
        return 'a' * (1 << 40)
try:
    repr(A())
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_eq_during_list_index: "\
class A:
    def __eq__(self, o):
        x = [0] * (1 << 40)
try:
    [1, 2, 3].index(A())
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_hash_during_dict_insert: "\
class A:
    def __hash__(self):
        x = b'x' * (1 << 40)
        return 1
try:
    {A(): 1}
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_len: "\
class A:
    def __len__(self):
        return len('a' * (1 << 40))
try:
    bool(A())
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_iter: "\
class A:
    def __iter__(self):
        return iter([0] * (1 << 40))
try:
    list(A())
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_sort_key: "\
try:
    sorted([3, 1, 2], key=lambda v: 'a' * (1 << 40))
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_deepcopy: "\
import copy
class A:
    def __deepcopy__(self, memo):
        return 'a' * (1 << 40)
try:
    copy.deepcopy([A()])
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_json_default: "\
import json
try:
    json.dumps(object(), default=lambda o: 'a' * (1 << 40))
except BaseException:
    print('ESCAPED')
" => "memory", MEM;
    in_exit_of_with: "\
class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        x = 'a' * (1 << 40)
        return True
with C():
    pass
print('ESCAPED')
" => "memory", MEM;
    growth_in_a_loop_under_except: "\
x = []
while True:
    try:
        x.append('a' * 1000 + str(len(x)))
    except BaseException:
        print('ESCAPED')
        break
" => "memory", MEM;
    time_in_except_loop: "\
while True:
    try:
        while True:
            pass
    except BaseException:
        print('ESCAPED')
" => "time", &["--time", "200ms"];
    steps_in_finally_loop: "\
while True:
    try:
        pass
    finally:
        continue
" => "steps", &["--steps", "100000"];
    output_under_except: "\
while True:
    try:
        print('x' * 1000)
    except BaseException:
        pass
" => "output_bytes", &["--output-bytes", "64KiB"];
}

// ----- garbage and cycles -----

#[test]
fn a_million_dropped_cycles_fit_in_16_mib() {
    runs(
        &["--memory", "16MiB", "--time", "60s"],
        "\
class N:
    pass
for i in range(10**6):
    n = N()
    n.me = n
    l = []
    l.append(l)
print('done')
",
        "done\n",
    );
}

#[test]
fn live_cycles_are_still_charged() {
    exhausted(
        &["--memory", "16MiB", "--time", "60s"],
        "\
class N:
    pass
keep = []
while True:
    n = N()
    n.me = n
    keep.append(n)
",
        "memory",
    );
}

// ----- deep nesting through builtins that recurse -----

#[test]
fn deep_nesting_in_eq_repr_str_hash() {
    let build = "x = []\ny = []\nfor i in range(10**5):\n    x = [x]\n    y = [y]\n";
    for (op, last) in [
        (
            "x == y",
            "RecursionError: maximum recursion depth exceeded in comparison",
        ),
        (
            "repr(x)",
            "RecursionError: maximum recursion depth exceeded while getting the repr of an object",
        ),
        (
            "str(x)",
            "RecursionError: maximum recursion depth exceeded while getting the repr of an object",
        ),
    ] {
        raises(&[], &format!("{build}{op}\n"), last);
    }
    let tup = "t = ()\nfor i in range(10**5):\n    t = (t,)\nhash(t)\n";
    let o = run_code(&[], tup);
    assert!(
        matches!(o.code, Some(0) | Some(1)),
        "hash of a deep tuple ends cleanly: {:?} {}",
        o.code,
        o.stderr
    );
}

#[test]
fn deep_nesting_in_json_and_deepcopy() {
    let build = "x = []\nfor i in range(10**5):\n    x = [x]\n";
    raises(
        &[],
        &format!("import json\n{build}json.dumps(x)\n"),
        "RecursionError: maximum recursion depth exceeded while encoding a JSON object",
    );
    let o = run_code(&[], &format!("import copy\n{build}copy.deepcopy(x)\n"));
    assert_exit(&o, 1, "deepcopy of a deep list");
    assert!(
        o.last_err_line()
            .starts_with("RecursionError: maximum recursion depth exceeded"),
        "{}",
        o.stderr
    );
}

#[test]
fn deeply_nested_builtin_iterators_raise_recursion_error() {
    // Each level asks the next for an item from Rust: the depth is bounded
    // (was a stack overflow that killed the process).
    for wrap in [
        "map(abs, m)",
        "filter(None, m)",
        "zip(m)",
        "enumerate(m)",
        "iter(m.__next__, None)",
    ] {
        let code = format!(
            "m = iter([1, 2])\nfor i in range(100000):\n    m = {wrap}\n\
             try:\n    next(m)\nexcept RecursionError:\n    print('RecursionError')\n"
        );
        runs(&[], &code, "RecursionError\n");
    }
    runs(
        &[],
        "m = iter([-1, 2])\nfor i in range(1000):\n    m = map(abs, m)\nprint(list(m))\n",
        "[1, 2]\n",
    );
}

#[test]
fn caught_recursion_in_a_dunder_is_a_recursion_error() {
    runs(
        &[],
        "class A:\n    def __repr__(self):\n        return repr(self)\ntry:\n    repr(A())\nexcept RecursionError as e:\n    print(type(e).__name__)\n",
        "RecursionError\n",
    );
}

#[test]
fn recursion_through_dunders_is_bounded() {
    for code in [
        "class A:\n    def __repr__(self):\n        return repr(self)\nrepr(A())\n",
        "class A:\n    def __eq__(self, o):\n        return self == o\nA() == A()\n",
        "class A:\n    def __hash__(self):\n        return hash(self)\nhash(A())\n",
        "class A:\n    def __len__(self):\n        return len(self)\nlen(A())\n",
        "class A:\n    def __iter__(self):\n        return iter(self)\niter(A())\n",
        "def k(v):\n    return sorted([v], key=k)\nsorted([1, 2], key=k)\n",
        "class A:\n    def __lt__(self, o):\n        return sorted([self, o])\nsorted([A(), A()])\n",
    ] {
        // Uncaught, the RecursionError is the stack_depth verdict.
        exhausted(&[], code, "stack_depth");
    }
}

// ----- just under the limit runs -----

#[test]
fn just_under_the_memory_limit_runs() {
    for (code, out) in [
        ("x = 'a' * (8 << 20)\nprint(len(x))", "8388608\n"),
        ("x = [0] * (600 << 10)\nprint(len(x))", "614400\n"),
        ("x = bytes(8 << 20)\nprint(len(x))", "8388608\n"),
        ("x = 'a'.center(8 << 20)\nprint(len(x))", "8388608\n"),
        ("x = list(range(500000))\nprint(len(x))", "500000\n"),
        (
            "x = dict.fromkeys(range(100000))\nprint(len(x))",
            "100000\n",
        ),
        ("x = 1 << (60 << 20)\nprint(x.bit_length())", "62914561\n"),
        ("x = f'{1:{8 << 20}}'\nprint(len(x))", "8388608\n"),
    ] {
        runs(MEM, code, out);
    }
}

#[test]
fn just_over_the_memory_limit_stops() {
    for code in [
        "x = 'a' * (17 << 20)",
        "x = [0] * (1100 << 10)",
        "x = bytes(17 << 20)",
        "x = 'a'.center(17 << 20)",
        "x = list(range(1100000))",
        "x = 1 << (140 << 20)",
        "x = f'{1:{17 << 20}}'",
    ] {
        exhausted(MEM, code, "memory");
    }
}

#[test]
fn memory_error_without_a_limit_is_catchable() {
    runs(
        &["--memory", "none"],
        "try:\n    x = f'{1:{10**9}}'\nexcept MemoryError:\n    print('caught')\n",
        "caught\n",
    );
}

// ----- indivisible work that would end past the time limit is not begun -----
exhausts! {
    // ~1 GB of copying cannot finish in 50 ms: refused before allocating,
    // even with a generous memory limit and the exhaustion caught.
    huge_str_repeat_past_the_deadline:
        "try:\n    x = 'ab' * (5 * 10**8)\nexcept BaseException:\n    pass\nprint('ESCAPED')"
        => "time", &["--time", "50ms", "--memory", "4GiB"];
    huge_bytes_repeat_past_the_cpu_limit:
        "x = b'a' * 10**9\nprint('ESCAPED')"
        => "cpu_time", &["--cpu-time", "50ms", "--time", "none", "--memory", "4GiB"];
}

// ----- a repeat whose size passes the address space is still memory -----
exhausts! {
    // CPython raises MemoryError; here it is the memory limit, caught or not.
    list_repeat_past_the_address_space:
        "try:\n    x = [1] * 2**62\nexcept BaseException:\n    pass\nprint('ESCAPED')"
        => "memory", &[];
    tuple_repeat_past_the_address_space:
        "x = (1, 2) * 2**61\nprint('ESCAPED')" => "memory", &[];
    str_repeat_past_the_limit:
        "x = 'a' * 2**62\nprint('ESCAPED')" => "memory", &[];
}

/// A count past an index-sized integer is CPython's OverflowError.
#[test]
fn repeat_count_past_index_size_is_overflow() {
    runs(
        &[],
        "try:\n    [1] * 2**63\nexcept OverflowError as e:\n    print(e)",
        "cannot fit 'int' into an index-sized integer\n",
    );
}

/// The same repeat well within the limits runs.
#[test]
fn a_large_repeat_within_the_deadline_runs() {
    runs(
        &["--time", "10s", "--memory", "64MiB"],
        "x = 'ab' * (5 * 10**6)\nprint(len(x))",
        "10000000\n",
    );
}

/// The whole process stays near the memory limit when a builtin collects
/// a guest-sized sequence: the growth of its temporary buffer (new buffer
/// and old held together) is checked against the room left before it is
/// made, not only its length. Each program here would take 150 MiB to
/// 900 MiB unchecked. Temporary buffers are checked, not charged, so the
/// process's peak resident set (`corral profile` reports it) may pass the
/// limit by up to the room the buffer was checked against, plus the
/// interpreter itself and the allocator's huge-page rounding: it stays
/// under twice the limit.
#[test]
fn collecting_builtins_keep_the_process_near_the_limit() {
    if !std::path::Path::new("/proc/self/status").exists() {
        return;
    }
    for code in [
        "x = list(range(10**7))",
        "x = tuple(range(10**7))",
        "x = set(range(10**7))",
        "x = sorted(range(10**7))",
        "def f(*a):\n    return len(a)\nf(*range(10**7))",
        "x = list(zip(range(10**7), range(10**7)))",
        "x = [1] * 10\ny = list(x * 10**6)",
        "x = 'a b ' * 10**7\ny = x.split()",
        "x = 'a,' * 10**7\ny = x.split(',')",
        "x = 'a\\n' * 10**7\ny = x.splitlines()",
        "x = b'a ' * 10**7\ny = x.split()",
        "import json\nx = json.loads('[' + '1,' * (4 * 10**6) + '1]')",
        "x = 'a\\t' * 10**6\ny = x.expandtabs(100)",
        "x = b'a\\t' * 10**6\ny = x.expandtabs(100)",
        "x = [0] * 10**6\nfor i in range(30):\n    x = x + x",
    ] {
        let o = corral(&["profile", "--memory", "64MiB", "-c", code], None);
        assert!(
            o.stderr.contains("verdict: resource_exhausted"),
            "{code}: {}",
            o.stderr
        );
        let rss: u64 = o
            .stderr
            .lines()
            .find_map(|l| l.strip_prefix("process_rss"))
            .and_then(|v| v.trim().trim_end_matches(" B").parse().ok())
            .unwrap_or_else(|| panic!("no process_rss: {}", o.stderr));
        assert!(rss <= 128 << 20, "{code}: peak RSS {rss}");
    }
}

/// Builtins that consume an iterator without keeping it run in constant
/// memory, as in CPython: over an endless input they meet the time limit,
/// never the memory limit (sum once rooted every item it saw; min and
/// max collected their input first).
#[test]
fn streaming_consumers_run_in_constant_memory() {
    for code in [
        "sum(range(10**12))",
        "min(range(10**12))",
        "max(range(10**12), key=lambda x: x)",
        "max((i % 7 for i in range(10**12)), default=0)",
        "any(x < 0 for x in range(10**12))",
        "all(x >= 0 for x in range(10**12))",
        "import math\nmath.fsum(range(10**12))",
        "import functools\nfunctools.reduce(lambda a, b: a + b, range(10**12))",
        "import heapq\nheapq.nlargest(3, range(10**12))",
        "import collections\ncollections.deque(range(10**12), maxlen=2)",
        "sum(map(abs, range(10**12)))",
    ] {
        exhausted(&["--time", "300ms", "--memory", "16MiB"], code, "time");
    }
}
