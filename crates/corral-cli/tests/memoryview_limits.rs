//! The results the native memoryview methods build (tobytes, tolist, hex,
//! slices) are charged before they are made: a view of a large buffer whose
//! result does not fit exhausts the memory limit rather than allocating it.

mod common;

use common::*;

/// `code` under `--memory 64MiB` ends with the memory verdict and prints
/// nothing (nothing after the allocation ran).
fn exhausts_memory(code: &str) {
    let o = run_code(&["--json", "--memory", "64MiB", "--time", "none"], code);
    assert_exit(&o, 3, code);
    let j = check_envelope(&o, "resource_exhausted", code);
    assert_eq!(resource(&j).0, "memory", "{code}: {j}");
    assert_eq!(j["stdout"], "", "{code}: ran past the allocation");
}

#[test]
fn view_results_are_charged_first() {
    for code in [
        // 8 MiB of bytes as a list of 8M ints: well over the limit.
        "m = memoryview(bytes(8 << 20))\nx = m.tolist()\nprint('made')",
        "m = memoryview(bytearray(8 << 20))[::-1]\nx = m.tolist()\nprint('made')",
        // 24 MiB as 48 MiB of hex text, the gathered bytes held meanwhile.
        "m = memoryview(bytes(24 << 20))\nx = m.hex()\nprint('made')",
        // Copies kept alive until they do not fit.
        "m = memoryview(bytes(16 << 20))\nxs = [m[::-1].tobytes() for _ in range(4)]\nprint('made')",
        "m = memoryview(bytearray(16 << 20))\nxs = [bytes(m[1:]) for _ in range(4)]\nprint('made')",
    ] {
        exhausts_memory(code);
    }
}

#[test]
fn views_of_large_buffers_stay_cheap() {
    // Slices share the buffer: many of them cost their small objects only.
    let code = "b = bytearray(16 << 20)\nm = memoryview(b)\n\
                vs = [m[i:i + 1000:3] for i in range(2000)]\n\
                vs[5][0] = 7\nprint(b[5], len(vs), vs[-1].nbytes)";
    let o = run_code(&["--memory", "64MiB"], code);
    assert_exit(&o, 0, code);
    assert_eq!(o.stdout_str(), "7 2000 334\n");
}
