//! Every `unsafe` of the sqlite3 module lives here:
//!
//! * SQLite's allocator, installed once per process before SQLite starts
//!   (`SQLITE_CONFIG_MALLOC`), so that every byte SQLite allocates while a
//!   VM is calling into it is charged to that VM's memory limit, and an
//!   allocation that would pass the limit fails (SQLite then reports
//!   `SQLITE_NOMEM` and the run ends with the memory verdict);
//! * the VM pointer through which SQLite's callbacks (user functions,
//!   aggregates) reach the guest.
//!
//! The accounting is thread-local: a VM runs on one thread, and it is the
//! thread calling into SQLite that allocates. Between `within`'s entry and
//! exit the bytes SQLite allocates and frees are summed in `delta`; `settle`
//! moves that sum into the VM heap's account (so the heap's figure, the one
//! the limit reads, includes SQLite's live bytes) and reads the room left.

use std::alloc::{Layout, alloc, dealloc, realloc};
use std::cell::Cell;
use std::os::raw::{c_int, c_void};
use std::sync::OnceLock;

use rusqlite::ffi;

use crate::error::Result;
use crate::vm::Vm;

/// Bytes before each block: its total size and whether it was charged.
const HEADER: usize = 16;
const ALIGN: usize = 16;

#[derive(Clone, Copy)]
struct Budget {
    /// Inside `within`: allocations are charged.
    active: bool,
    /// Bytes that may still be charged before the memory limit.
    room: usize,
    /// Net bytes allocated by SQLite since the last `settle`.
    delta: isize,
    /// An allocation of this many bytes was refused.
    refused: Option<usize>,
}

thread_local! {
    static BUDGET: Cell<Budget> = const {
        Cell::new(Budget { active: false, room: usize::MAX, delta: 0, refused: None })
    };
    /// The VM inside `within`, for callbacks; null outside.
    static VM: Cell<*mut Vm> = const { Cell::new(std::ptr::null_mut()) };
}

/// Charge `bytes` (negative: refund) if a VM is calling in; `false` when
/// the charge would pass its limit. Answers whether the block is charged.
fn charge(bytes: isize) -> Option<bool> {
    BUDGET.with(|b| {
        let mut s = b.get();
        if !s.active {
            return Some(false);
        }
        let after = s.delta.saturating_add(bytes);
        if bytes > 0 && after > 0 && after as usize > s.room {
            // With the bytes SQLite held then (it frees much before it
            // reports the failure).
            s.refused = Some((bytes as usize).saturating_add(s.delta.max(0) as usize));
            b.set(s);
            return None;
        }
        s.delta = after;
        b.set(s);
        Some(true)
    })
}

/// Refund a block's charge, if it was charged and a VM is calling in (a
/// block freed after its VM is gone refunds nothing).
fn refund(bytes: usize, charged: bool) {
    if charged {
        BUDGET.with(|b| {
            let mut s = b.get();
            if s.active {
                s.delta = s.delta.saturating_sub(bytes as isize);
                b.set(s);
            }
        })
    }
}

fn layout(total: usize) -> Option<Layout> {
    Layout::from_size_align(total, ALIGN).ok()
}

/// Read a block's header: (total size, charged).
///
/// SAFETY: `p` is a pointer this allocator returned and did not free; the
/// header sits `HEADER` bytes before it, written by `write_header`.
unsafe fn read_header(p: *mut c_void) -> (*mut u8, usize, bool) {
    unsafe {
        let base = (p as *mut u8).sub(HEADER);
        let total = (base as *const usize).read();
        let charged = (base.add(8) as *const usize).read() != 0;
        (base, total, charged)
    }
}

/// SAFETY: `base` is the start of a live block of at least `HEADER` bytes,
/// aligned to 16.
unsafe fn write_header(base: *mut u8, total: usize, charged: bool) -> *mut c_void {
    unsafe {
        (base as *mut usize).write(total);
        (base.add(8) as *mut usize).write(usize::from(charged));
        base.add(HEADER) as *mut c_void
    }
}

unsafe extern "C" fn x_malloc(n: c_int) -> *mut c_void {
    let Some(total) = usize::try_from(n).ok().and_then(|n| n.checked_add(HEADER)) else {
        return std::ptr::null_mut();
    };
    let Some(l) = layout(total) else {
        return std::ptr::null_mut();
    };
    let Some(charged) = charge(total as isize) else {
        return std::ptr::null_mut();
    };
    // SAFETY: the layout has a non-zero size (HEADER > 0).
    let base = unsafe { alloc(l) };
    if base.is_null() {
        refund(total, charged);
        return std::ptr::null_mut();
    }
    // SAFETY: `base` is a fresh block of `total >= HEADER` bytes, aligned.
    unsafe { write_header(base, total, charged) }
}

unsafe extern "C" fn x_free(p: *mut c_void) {
    if p.is_null() {
        return;
    }
    // SAFETY: SQLite frees only what x_malloc/x_realloc returned, once.
    unsafe {
        let (base, total, charged) = read_header(p);
        refund(total, charged);
        if let Some(l) = layout(total) {
            dealloc(base, l);
        }
    }
}

unsafe extern "C" fn x_realloc(p: *mut c_void, n: c_int) -> *mut c_void {
    if p.is_null() {
        // SAFETY: as x_malloc.
        return unsafe { x_malloc(n) };
    }
    let Some(total) = usize::try_from(n).ok().and_then(|n| n.checked_add(HEADER)) else {
        return std::ptr::null_mut();
    };
    if layout(total).is_none() {
        return std::ptr::null_mut();
    }
    // SAFETY: `p` came from this allocator and is live (SQLite's contract).
    let (base, old, was_charged) = unsafe { read_header(p) };
    // A charged block is charged the difference; an uncharged one (made
    // outside any VM's call) is charged in full from now on.
    let add = if was_charged {
        total as isize - old as isize
    } else {
        total as isize
    };
    let Some(charged) = charge(add) else {
        return std::ptr::null_mut();
    };
    let Some(old_l) = layout(old) else {
        return std::ptr::null_mut();
    };
    // SAFETY: `base`/`old_l` describe the live block; `total` is non-zero
    // and a valid size for the alignment (checked above).
    let nb = unsafe { realloc(base, old_l, total) };
    if nb.is_null() {
        if charged {
            refund(add.max(0) as usize, true);
        }
        return std::ptr::null_mut();
    }
    // SAFETY: `nb` is the moved block of `total` bytes, aligned.
    unsafe { write_header(nb, total, charged || was_charged) }
}

unsafe extern "C" fn x_size(p: *mut c_void) -> c_int {
    if p.is_null() {
        return 0;
    }
    // SAFETY: `p` came from this allocator and is live.
    let (_, total, _) = unsafe { read_header(p) };
    (total - HEADER) as c_int
}

unsafe extern "C" fn x_roundup(n: c_int) -> c_int {
    n.saturating_add(7) & !7
}

unsafe extern "C" fn x_init(_: *mut c_void) -> c_int {
    0
}

unsafe extern "C" fn x_shutdown(_: *mut c_void) {}

/// Install the allocator, once per process, before SQLite initializes.
/// `false` if SQLite had already started (another user of the library in
/// this process went first): the module then refuses to open databases,
/// since their memory could not be accounted.
pub fn install() -> bool {
    static DONE: OnceLock<bool> = OnceLock::new();
    *DONE.get_or_init(|| {
        let methods = ffi::sqlite3_mem_methods {
            xMalloc: Some(x_malloc),
            xFree: Some(x_free),
            xRealloc: Some(x_realloc),
            xSize: Some(x_size),
            xRoundup: Some(x_roundup),
            xInit: Some(x_init),
            xShutdown: Some(x_shutdown),
            pAppData: std::ptr::null_mut(),
        };
        // SAFETY: sqlite3_config is called before any other SQLite call of
        // this module (OnceLock); SQLite copies the struct. If SQLite was
        // already initialized it answers SQLITE_MISUSE and changes nothing.
        let rc = unsafe { ffi::sqlite3_config(ffi::SQLITE_CONFIG_MALLOC, &methods) };
        if rc != ffi::SQLITE_OK {
            return false;
        }
        // SAFETY: plain library initialization, after configuration.
        unsafe { ffi::sqlite3_initialize() == ffi::SQLITE_OK }
    })
}

/// Move SQLite's allocations since the last settle into the VM's heap
/// account and read the room left. Errors if a refused allocation or a
/// charge found the limit passed.
pub fn settle(vm: &mut Vm) -> Result<()> {
    let s = BUDGET.with(|b| b.get());
    if s.delta > 0 {
        vm.heap.charge(s.delta as usize)?;
    } else if s.delta < 0 {
        vm.heap.uncharge(s.delta.unsigned_abs());
    }
    BUDGET.with(|b| {
        b.set(Budget {
            active: s.active,
            room: vm.heap.room(),
            delta: 0,
            refused: s.refused,
        })
    });
    Ok(())
}

/// The size of an allocation refused since `within` began, if any, plus
/// SQLite's bytes then not yet settled into the heap's account: what
/// asking for it would have brought the total to, above the heap's own.
pub fn refused() -> Option<usize> {
    BUDGET.with(|b| b.get().refused)
}

/// Run `body` with SQLite's allocations charged to `vm` and with `vm`
/// reachable from SQLite's callbacks (`with_vm`). Nests (a callback may
/// call into SQLite again).
pub fn within<T>(vm: &mut Vm, body: impl FnOnce(&mut Vm) -> Result<T>) -> Result<T> {
    let before = BUDGET.with(|b| b.get());
    let prev_vm = VM.with(|c| c.get());
    BUDGET.with(|b| {
        b.set(Budget {
            active: true,
            room: vm.heap.room(),
            delta: 0,
            refused: None,
        })
    });
    let ptr: *mut Vm = vm;
    VM.with(|c| c.set(ptr));
    // SAFETY: `ptr` comes from the `&mut Vm` this function holds for the
    // whole call and does not otherwise use until `body` returns. `body`
    // and the callbacks (`with_vm`) each make their `&mut Vm` from it; a
    // callback runs only inside a SQLite call that `body` makes, while
    // `body` is not touching the VM, so the two are never used at once.
    let vm = unsafe { &mut *ptr };
    let r = body(vm);
    let s = settle(vm);
    VM.with(|c| c.set(prev_vm));
    BUDGET.with(|b| {
        b.set(Budget {
            room: vm.heap.room(),
            delta: 0,
            ..before
        })
    });
    s?;
    r
}

/// Run `f` with the VM that is calling into SQLite; `None` outside
/// `within` (SQLite calls back only from calls made inside it).
pub fn with_vm<T>(f: impl FnOnce(&mut Vm) -> T) -> Option<T> {
    let p = VM.with(|c| c.get());
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` was set by `within` from a live `&mut Vm` and is reset
    // when it returns; see `within` for why no other use overlaps.
    Some(f(unsafe { &mut *p }))
}

/// The text of SQLite's library version.
pub fn library_version() -> String {
    rusqlite::version().to_string()
}
