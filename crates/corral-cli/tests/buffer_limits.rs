//! `array` and `memoryview` allocate through the engine's charged buffers:
//! growing either stops at the memory limit with the usual verdict (never a
//! catchable MemoryError, never a host fault), and a program that stays just
//! under the limit runs to its end.

mod common;

use common::*;

const LIMIT: &str = "64MiB";

fn exhausts_memory(code: &str, what: &str) {
    let o = run_code(&["--json", "--memory", LIMIT], code);
    assert_exit(&o, 3, what);
    let j = check_envelope(&o, "resource_exhausted", what);
    let (limit, max, _) = resource(&j);
    assert_eq!((limit.as_str(), max), ("memory", 64 << 20), "{what}: {j}");
    assert_eq!(j["stdout"], "", "{what}: the growth was caught");
}

#[test]
fn array_repetition_exhausts_memory() {
    exhausts_memory(
        "from array import array\n\
         try:\n    a = array('d', [0]) * 10**9\nexcept MemoryError:\n    print('caught')",
        "array * 10**9",
    );
}

#[test]
fn array_append_loop_exhausts_memory() {
    exhausts_memory(
        "from array import array\n\
         a = array('q', range(1000))\n\
         try:\n    while True:\n        a.extend(a)\nexcept MemoryError:\n    print('caught')",
        "array.extend doubling",
    );
}

#[test]
fn memoryview_growth_exhausts_memory() {
    exhausts_memory(
        "m = memoryview(bytearray(1 << 20))\n\
         keep = []\n\
         try:\n    while True:\n        keep.append(m.tobytes())\nexcept MemoryError:\n    print('caught')",
        "memoryview.tobytes loop",
    );
    exhausts_memory(
        "from array import array\n\
         m = memoryview(array('d', [1.5]) * 1000)\n\
         keep = []\n\
         try:\n    while True:\n        keep.append(m.cast('B').tobytes() * 16)\nexcept MemoryError:\n    print('caught')",
        "memoryview over array",
    );
}

#[test]
fn just_under_the_limit_runs() {
    // About 32 MB of buffers under a 64 MiB limit.
    let code = "from array import array\n\
                a = array('d', [0]) * (2 * 10**6)\n\
                b = array('i', range(1000)) * 1000\n\
                m = memoryview(a).cast('B')\n\
                print(len(a), len(b), len(m), m.nbytes)";
    let o = run_code(&["--json", "--memory", LIMIT], code);
    assert_exit(&o, 0, "under the limit");
    let j = check_envelope(&o, "ok", "under the limit");
    assert_eq!(j["stdout"], "2000000 1000000 16000000 16000000\n", "{j}");
}

#[test]
fn views_and_arrays_survive_a_snapshot() {
    // A view taken before the suspension still shares its bytearray after
    // the resume, and an array keeps its items and typecode.
    let snap = TempFile::new(b"");
    let snap_path = snap.path.to_string_lossy().into_owned();
    let o = run_file(
        &["--suspend", "ask", "--suspend-to", &snap_path],
        "from array import array\n\
         b = bytearray(b'hello')\n\
         m = memoryview(b)[1:4]\n\
         a = array('h', [1, 2, 3])\n\
         r = ask('q')\n\
         m[0] = 69\n\
         a.append(r)\n\
         print(b, m.tobytes(), a, memoryview(a).tolist())\n",
    );
    // Exit 5: suspended, snapshot written.
    assert_eq!(o.code, Some(5), "suspend: {}", o.stderr);
    let o = corral(&["resume", "--value", "7", &snap_path], None);
    assert_exit(&o, 0, "resume");
    assert_eq!(
        o.stdout_str(),
        "bytearray(b'hEllo') b'Ell' array('h', [1, 2, 3, 7]) [1, 2, 3, 7]\n"
    );
}
