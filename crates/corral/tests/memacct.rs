//! The `memory` account tells the truth: for large workloads the reported
//! peak is within 5% of the bytes the process really held for the run.
//!
//! "Really held" is measured by this test binary's global allocator, which
//! wraps mimalloc (the allocator the CLI ships with) and counts each block
//! at its usable size, so size-class rounding is included. The peak of that
//! count during `run_program`, minus the count before it, is the truth the
//! reported `peak_memory_bytes` is compared with. Everything the run holds
//! is included: objects, the heap arena, the GC's own tables, VM stacks.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use corral::api::{RunOptions, Verdict, compile_program, run_program};
use corral::limits::Limits;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static INNER: corral_alloc::Allocator = corral_alloc::Allocator;

// The mimalloc crate exposes this only with its `extended` feature, which
// would rebuild the library for tests; the C symbol is linked in either way.
unsafe extern "C" {
    fn mi_usable_size(p: *const std::ffi::c_void) -> usize;
}

/// Bytes mimalloc really set aside for the live block `p`.
unsafe fn usable(p: *const u8) -> usize {
    // SAFETY: callers pass only blocks mimalloc returned and has not freed.
    unsafe { mi_usable_size(p.cast()) }
}

fn added(n: usize) {
    let now = CURRENT.fetch_add(n, Ordering::Relaxed) + n;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every method forwards to mimalloc with the caller's own
// arguments, so mimalloc's guarantees are passed through unchanged; the
// only addition is reading the usable size of a block mimalloc just
// returned (or is about to free), which is valid for any live block.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { INNER.alloc(layout) };
        if !p.is_null() {
            added(unsafe { usable(p) });
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { INNER.alloc_zeroed(layout) };
        if !p.is_null() {
            added(unsafe { usable(p) });
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let n = unsafe { usable(ptr) };
        CURRENT.fetch_sub(n, Ordering::Relaxed);
        unsafe { INNER.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // A moving realloc holds both blocks while it copies; count the new
        // one before releasing the old so the peak sees that moment.
        let old = unsafe { usable(ptr) };
        let p = unsafe { INNER.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            let new = unsafe { usable(p) };
            if p == ptr {
                if new >= old {
                    added(new - old);
                } else {
                    CURRENT.fetch_sub(old - new, Ordering::Relaxed);
                }
            } else {
                added(new);
                CURRENT.fetch_sub(old, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Tests in this file share the counters; run them one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// Run `src` without limits; (reported peak, measured peak growth).
fn measure(src: &str) -> (usize, usize) {
    let opts = RunOptions {
        limits: Limits::none(),
        ..RunOptions::default()
    };
    let prog = compile_program(src, &opts).unwrap_or_else(|e| panic!("compile: {e:?}"));
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let r = run_program(&prog, &opts);
    let peak = PEAK.load(Ordering::Relaxed);
    assert_eq!(r.verdict, Verdict::Ok, "{:?} {}", r.error, r.stderr);
    (r.usage.peak_memory_bytes as usize, peak - base)
}

fn check(name: &str, src: &str) {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let (reported, truth) = measure(src);
    let ratio = reported as f64 / truth as f64;
    eprintln!("{name}: reported {reported} measured {truth} ratio {ratio:.3}");
    assert!(
        (0.95..=1.05).contains(&ratio),
        "{name}: reported peak {reported} is not within 5% of the measured {truth} (ratio {ratio:.3})"
    );
}

#[test]
fn million_small_lists() {
    check("lists", "x = [[i] for i in range(10**6)]\n");
}

#[test]
fn deques_small_and_big() {
    check(
        "deques",
        "from collections import deque\nx = [deque((i, i)) for i in range(2 * 10**5)]\nq = deque()\nfor i in range(10**6):\n    q.appendleft(i)\n",
    );
}

#[test]
fn million_small_tuples() {
    check("tuples", "x = [(i, i) for i in range(10**6)]\n");
}

#[test]
fn million_big_ints() {
    check("ints", "x = [i * 10**20 for i in range(10**6)]\n");
}

#[test]
fn hundred_thousand_string_pairs() {
    check(
        "dict",
        "d = {('k%d' % i): ('v%d' % i) * 3 for i in range(10**5)}\n",
    );
}

#[test]
fn deep_tree_of_instances() {
    check(
        "tree",
        "\
class N:
    def __init__(self, l, r):
        self.l = l
        self.r = r
def build(d):
    if d == 0:
        return [d]
    return N(build(d - 1), build(d - 1))
t = build(17)
",
    );
}

#[test]
fn deep_tree_of_slotted_instances() {
    check(
        "slots",
        "\
class S:
    __slots__ = ('l', 'r')
    def __init__(self, l, r):
        self.l = l
        self.r = r
def build(d):
    if d == 0:
        return (d,)
    return S(build(d - 1), build(d - 1))
t = build(17)
",
    );
}

#[test]
fn nested_lists() {
    check(
        "nested",
        "\
def build(d):
    if d == 0:
        return []
    return [build(d - 1), build(d - 1), d]
t = build(16)
",
    );
}

/// The size model the account uses is what mimalloc really hands out, for
/// buffers of values (alignment 8) and of bytes alike.
#[test]
fn allocation_size_model() {
    use corral::objects::heap::alloc_size;
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut n = 8usize;
    while n <= 40 << 20 {
        for m in [
            n,
            n + 8,
            n * 9 / 8 + 24,
            n * 5 / 4,
            n * 3 / 2,
            n * 7 / 4 + 4104,
        ] {
            let m = m.next_multiple_of(8);
            let w: Vec<u64> = Vec::with_capacity(m / 8);
            let b: Vec<u8> = Vec::with_capacity(m);
            // SAFETY: both are live blocks just returned by the allocator.
            let (uw, ub) = unsafe { (usable(w.as_ptr().cast()), usable(b.as_ptr())) };
            assert_eq!(alloc_size(m), uw, "values, {m} bytes");
            assert_eq!(alloc_size(m), ub, "bytes, {m} bytes");
        }
        n *= 2;
    }
}
