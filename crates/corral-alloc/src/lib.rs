//! The process allocator of the `corral` binary, for embedders too.
//!
//! The interpreter allocates many small objects; mimalloc is markedly
//! faster than the system allocator for that pattern. Install it with
//! `#[global_allocator] static A: corral_alloc::Allocator = corral_alloc::Allocator;`
//! and call [`tune`] first thing in `main`.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// mimalloc, asked for plain blocks wherever a plain block is aligned
/// enough. The `mimalloc` crate's allocator passes every request through
/// `mi_malloc_aligned`, whose fast path only serves a block that happens to
/// be aligned and which, when a page runs out, over-allocates any size that
/// is not a power of two into the next size class. Measured on a generator
/// pipeline: 6% of all instructions in that path, and blocks of 24, 40 or
/// 56 bytes placed in larger classes (2.5 MiB more resident at start-up).
pub struct Allocator;

/// Every mimalloc block is a multiple of the word size from a 16-byte
/// aligned page start, so plain allocations are always this aligned.
const PLAIN_ALIGN: usize = std::mem::size_of::<usize>();

// SAFETY: each method forwards to the mimalloc function with the same
// contract (a pointer to at least `size` bytes or null; `mi_free` and
// `mi_realloc*` accept any pointer mimalloc returned, aligned or not). A
// plain `mi_malloc`/`mi_zalloc`/`mi_realloc` is used only when
// `layout.align() <= PLAIN_ALIGN`, which every mimalloc block satisfies
// (see PLAIN_ALIGN); larger alignments go through the aligned functions.
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= PLAIN_ALIGN {
            unsafe { mi::mi_malloc(layout.size()) as *mut u8 }
        } else {
            unsafe { mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8 }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= PLAIN_ALIGN {
            unsafe { mi::mi_zalloc(layout.size()) as *mut u8 }
        } else {
            unsafe { mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8 }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= PLAIN_ALIGN {
            unsafe { mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8 }
        } else {
            unsafe {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

/// `mi_option_purge_delay` in the mimalloc v3 that libmimalloc-sys builds
/// (its Rust bindings predate the option).
const PURGE_DELAY: mi::mi_option_t = 15;

/// Milliseconds freed pages stay resident before mimalloc returns them to
/// the OS. Its default (a second) keeps the blocks of garbage a collection
/// just freed resident while the program goes on to allocate large
/// buffers they cannot serve, so peak RSS counted both: 138 MB against
/// 123 MB for `json.loads` of 300,000 objects after a large join. 10 ms
/// costs a few hundred more madvise calls in a busy half-second run.
const PURGE_DELAY_MS: std::ffi::c_long = 10;

/// Set the allocator's options; first thing in `main`.
pub fn tune() {
    // SAFETY: mi_option_set only stores an integer in mimalloc's option
    // table (an atomic); any option index and value are accepted.
    unsafe { mi::mi_option_set(PURGE_DELAY, PURGE_DELAY_MS) }
}
