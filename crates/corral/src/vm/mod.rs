//! The virtual machine: operand stack, frame stack, block stack, globals and
//! the heap. `dispatch` runs bytecode; the other files implement the object
//! protocols the instructions need.

pub mod async_gen;
pub mod attr;
mod attr_cache;
pub mod buffer_exports;
pub mod bytes_ops;
pub mod call;
pub mod classes;
mod complex;
pub mod containers;
mod deque;
mod dispatch;
mod docs;
mod dunder;
pub mod event_loop;
mod exception_groups;
pub mod exceptions;
pub mod frame;
mod gen_finalize;
mod gen_introspect;
pub mod generators;
mod globals;
mod instance_attrs;
pub mod iter;
pub(crate) mod long_range;
pub(crate) mod markers;
mod matching;
pub mod ops;
pub mod output;
pub mod repr;
mod sets;
mod suggest;

use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::compile::GlobalNames;
use crate::compile::code::{Code, Const};
use crate::error::{Error, Result};
use crate::limits::{Clock, CpuMeter, Exhausted, LimitKind, Limits};
use crate::objects::{Heap, Obj, ObjRef, PyStr, TupleItems, Value};

pub use frame::{Block, Frame};
pub(crate) use globals::RUN_NAMES;
pub use output::Output;

pub(crate) type LookupCache =
    std::collections::HashMap<(u32, u64), (Rc<str>, Option<Value>), foldhash::fast::FixedState>;

/// Estimated cost of one unit (a byte, an element) of a native pass that
/// does not read the clocks (`Vm::before_one_pass`).
const ONE_PASS_NS: u64 = 6;

/// Elements of a native loop charged as one batch of steps (`element_done`).
const ELEMENT_BATCH: usize = 1024;

/// Table lookups between two reports to the time watch (`native_tick`).
const TABLE_TICK: u32 = 1024;

/// What one table lookup counts for in the watch's units (about a byte of
/// work each): a lookup takes 20 ns in a warm table and over 500 ns once
/// its table outgrows the caches (or two runs share them), so at 16 units
/// the clocks are read every 1024 lookups, at most about a millisecond.
const TABLE_OP_UNITS: usize = 16;

/// Passes shorter than a millisecond are not checked ahead.
pub(crate) const ONE_PASS_MIN_UNITS: u64 = 1_000_000 / ONE_PASS_NS;

/// How often (in steps) the clocks are read.
const CLOCK_INTERVAL: u64 = 4096;

/// What the early generator checks may mark before the first collection
/// (see gen_finalize.rs): small programs get exact closing moments.
const GEN_CHECK_BUDGET: usize = 1 << 17;

pub struct Vm {
    pub heap: Heap,
    pub stack: Vec<Value>,
    pub frames: Vec<Frame>,
    pub blocks: Vec<Block>,
    pub globals: Vec<Value>,
    pub global_names: GlobalNames,
    /// The `globals()` dict, once asked for (see globals.rs).
    pub(crate) globals_dict: Option<ObjRef>,
    /// Its version when the slots last matched it.
    pub(crate) globals_seen: u64,
    /// Per global slot, the dict entry its name was last found at (checked
    /// before use): a store at module level copies into the dict without
    /// hashing the name again.
    pub(crate) globals_hints: Vec<u32>,
    /// The exception being handled (`sys.exc_info()`), or Undef.
    pub handled: Value,
    pub out: Output,
    pub limits: Limits,
    pub clock: Clock,
    /// CPU time of the current segment of the run.
    pub(crate) cpu: CpuMeter,
    pub steps: u64,
    /// Step count at which to next check limits.
    next_check: u64,
    /// Elements handled by native loops (set and dict tables), counted so
    /// the clocks are read every `TABLE_TICK` of them (`native_tick`).
    native_units: u32,
    pub max_depth_seen: u64,
    /// Depth of nested native → guest re-entries (sort keys, generators…).
    pub native_depth: u32,
    /// Native frames on the Rust stack that may hold values the collector
    /// cannot see; a collection waits until there are none. A native
    /// consumer whose state is all rooted (`list(gen)`, `sum(gen)`…) runs
    /// its generator without adding one, so garbage made there is
    /// reclaimed as it would be in a `for` loop.
    pub(crate) gc_blockers: u32,
    /// The next call from native code is made by a caller whose values
    /// are all rooted (see `call_open`): it adds no blocker. Taken by the
    /// call it applies to, so calls nested inside it block as usual.
    pub(crate) gc_open_call: bool,
    /// Set by `call_native` for a consumer called straight from bytecode
    /// (its arguments on the VM stack); taken by the consumer on entry.
    pub(crate) collect_ok: bool,
    /// Set by `next_rooted` for the generator resume it makes.
    pub(crate) resume_rooted: bool,
    /// Set by a generator frame when it suspends rather than returns.
    yielded: bool,
    /// Set by re-raising instructions: the raise adds no traceback entry.
    pub(crate) reraising: bool,
    /// Set when a call was refused by the stack_depth limit, until the
    /// RecursionError it raises is materialized into `depth_exc`.
    pub depth_limit_hit: bool,
    /// The RecursionError raised by the stack_depth limit. If it (and not
    /// some other RecursionError) ends the run, the verdict names stack_depth.
    pub depth_exc: Option<ObjRef>,
    /// Code objects kept alive for the constants they root.
    loaded: Vec<Rc<Code>>,
    /// Scratch buffer reused for builtin call arguments.
    pub(crate) arg_buf: Vec<Value>,
    /// Values held by native code across re-entrant calls; GC roots.
    pub roots: Vec<Value>,
    /// Which bytearrays have memoryviews over them (see `buffer_exports`).
    pub(crate) exports: buffer_exports::Exports,
    /// The running asyncio loop, if any.
    pub event_loop: Option<Box<event_loop::EventLoop>>,
    /// The loop `run_until_complete` left behind (its tasks stay pending).
    pub parked_loop: Option<Box<event_loop::EventLoop>>,
    /// Tasks named so far ("Task-N"), across runs as in CPython.
    pub task_counter: u64,
    /// An exception waiting to be thrown into a generator frame.
    pending_throw: Option<Error>,
    /// Cache of class attribute lookups: (class, name hash) -> (name, result).
    pub(crate) lookup_cache: std::cell::RefCell<LookupCache>,
    /// Changes whenever cached class lookups may be stale (attr_cache.rs).
    pub(crate) lookup_epoch: std::cell::Cell<u64>,
    /// Builtins resolved by global-name index (see load_builtin_global).
    pub(crate) builtin_cache: Vec<Value>,
    /// The last failed name or attribute lookup, for "Did you mean".
    pub(crate) last_miss: suggest::LastMiss,
    /// Modules being imported (to refuse circular imports cleanly).
    pub importing: Vec<Rc<str>>,
    /// Imported modules by name (`sys.modules`).
    pub modules: Vec<(Rc<str>, Value)>,
    /// External functions, the ledger and suspension state.
    pub host: crate::capabilities::calls::HostState,
    /// Seed of the internal hash (kept by snapshots).
    pub hash_seed: u64,
    /// `sys.setrecursionlimit`: a guest-chosen bound below `stack_depth`.
    pub recursion_limit: Option<u64>,
    /// The program's source, for the lines `traceback` shows.
    pub source: Rc<str>,
    /// Set from another thread or a signal handler (a REPL's Ctrl-C) to
    /// raise KeyboardInterrupt at the next limit check; cleared on use.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// The one empty tuple (`() is ()` holds in CPython), made on first use.
    pub empty_tuple: Option<ObjRef>,
    /// The one-character ASCII strings made so far, by code point: CPython
    /// shares these too, and indexing or iterating text then allocates
    /// nothing. Not in snapshots (a restored run makes them again).
    ascii_chars: Vec<Value>,
    /// `sys.modules`, once the program has imported sys: imports consult
    /// it (a program may add, replace or drop modules there).
    pub sys_modules: Option<ObjRef>,
    /// Generators and coroutines suspended inside a try/with block (see
    /// gen_finalize.rs); every entry is live.
    pub(crate) gen_watch: Vec<ObjRef>,
    /// Those a collection found unreachable, kept alive until closed.
    pub(crate) gen_closing: Vec<ObjRef>,
    /// A watched generator may just have lost its last reference: look at
    /// the next instruction boundary (see gen_finalize.rs).
    pub(crate) gen_check: bool,
    /// Objects the early checks may still mark before the next collection
    /// refills it (each check marks the whole heap).
    pub(crate) gen_check_budget: usize,
    /// Open sqlite3 connections (not in snapshots).
    pub(crate) sqlite: crate::modules::SqliteRegistry,
}

impl Vm {
    pub fn new(limits: Limits) -> Vm {
        Vm::with_host(
            limits,
            crate::capabilities::Host::default(),
            GlobalNames::default(),
            Rc::from(""),
        )
    }

    /// A fresh VM whose host calls `host` answers, for code compiled with
    /// the global names `names` from `source`.
    pub(crate) fn with_host(
        limits: Limits,
        host: crate::capabilities::Host,
        names: GlobalNames,
        source: Rc<str>,
    ) -> Vm {
        let heap = Heap::new(limits.memory.map(|m| m as usize));
        let next_check = first_check(&limits);
        let clock = Clock::new(&limits);
        let cpu = CpuMeter::new(clock.start, limits.cpu_time.is_some());
        Vm {
            heap,
            // Small to start (a short run allocates little), growing as
            // calls nest.
            stack: Vec::with_capacity(64),
            frames: Vec::with_capacity(8),
            blocks: Vec::new(),
            globals: Vec::with_capacity(names.names().len()),
            global_names: names,
            globals_dict: None,
            globals_seen: globals::STALE,
            globals_hints: Vec::new(),
            handled: Value::Undef,
            out: Output::new(limits.output_bytes),
            clock,
            cpu,
            limits,
            steps: 0,
            native_units: 0,
            next_check,
            max_depth_seen: 0,
            native_depth: 0,
            gc_blockers: 0,
            gc_open_call: false,
            collect_ok: false,
            resume_rooted: false,
            yielded: false,
            reraising: false,
            depth_limit_hit: false,
            depth_exc: None,
            loaded: Vec::new(),
            arg_buf: Vec::new(),
            roots: Vec::new(),
            exports: buffer_exports::Exports::default(),
            modules: Vec::new(),
            importing: Vec::new(),
            lookup_cache: std::cell::RefCell::new(LookupCache::default()),
            lookup_epoch: std::cell::Cell::new(attr_cache::fresh_epoch()),
            builtin_cache: Vec::new(),
            last_miss: suggest::LastMiss::default(),
            pending_throw: None,
            event_loop: None,
            parked_loop: None,
            task_counter: 0,
            host: crate::capabilities::calls::HostState::new(host),
            hash_seed: {
                let s = crate::objects::hashing::new_seed();
                crate::objects::hashing::set_seed(s);
                s
            },
            recursion_limit: None,
            source,
            interrupt: None,
            empty_tuple: None,
            ascii_chars: Vec::new(),
            sys_modules: None,
            gen_watch: Vec::new(),
            gen_closing: Vec::new(),
            gen_check: false,
            gen_check_budget: GEN_CHECK_BUDGET,
            sqlite: Default::default(),
        }
    }

    pub(crate) fn loaded_codes(&self) -> &[Rc<Code>] {
        &self.loaded
    }

    pub(crate) fn set_loaded(&mut self, codes: Vec<Rc<Code>>) {
        self.loaded = codes;
    }

    /// Make this VM's hash seed the thread's (at every entry into the VM).
    pub fn enter(&self) {
        crate::objects::hashing::set_seed(self.hash_seed);
    }

    /// Restart the clocks and per-run state (a new run in the same VM/session).
    pub fn reset_clock(&mut self) {
        self.clock = Clock::new(&self.limits);
        self.restart_cpu_meter(self.clock.start);
        self.steps = 0;
        self.next_check = first_check(&self.limits);
        self.depth_limit_hit = false;
        self.depth_exc = None;
    }

    /// Restart the clocks for the next segment of a resumed run; steps go on.
    pub fn reset_clock_keep_steps(&mut self) {
        self.clock = Clock::new(&self.limits);
        self.restart_cpu_meter(self.clock.start);
        let mut next = self.steps.saturating_add(CLOCK_INTERVAL);
        if let Some(max) = self.limits.steps {
            next = next.min(max.saturating_add(1));
        }
        self.next_check = next;
    }

    /// Measure the CPU time of a segment that began at `start`.
    pub(crate) fn restart_cpu_meter(&mut self, start: std::time::Instant) {
        self.cpu = CpuMeter::new(start, self.limits.cpu_time.is_some());
    }

    // ----- allocation helpers -----

    pub fn alloc(&mut self, obj: Obj) -> Result<Value> {
        Ok(Value::Obj(self.heap.alloc(obj)?))
    }

    pub fn new_str(&mut self, s: impl AsRef<str> + Into<PyStr>) -> Result<Value> {
        // Making the string object may copy the text into a new block: a
        // large one must fit before the copy, not only after.
        let n = s.as_ref().len();
        if n >= 1 << 20 {
            self.heap
                .check_room(crate::objects::heap::alloc_size(16 + n))?;
        }
        let text: PyStr = s.into();
        let bytes = text.heap_bytes();
        let r = self.heap.alloc_sized(Obj::Str(text), bytes, true)?;
        Ok(Value::Obj(r))
    }

    /// A new str: a copy of `s` changed in place by `f` (an ASCII case
    /// mapping), made straight in the string object's block.
    pub fn new_str_mapped(&mut self, s: &str, f: impl FnOnce(&mut str)) -> Result<Value> {
        let n = s.len();
        if n >= 1 << 20 {
            self.heap.check_room(PyStr::bytes_for(n))?;
        }
        let mut text = PyStr::new(s);
        let edited = text.edit_fresh(f);
        debug_assert!(edited, "a fresh str is not shared");
        let bytes = text.heap_bytes();
        let r = self.heap.alloc_sized(Obj::Str(text), bytes, true)?;
        Ok(Value::Obj(r))
    }

    /// The str of one character.
    pub fn new_char_str(&mut self, c: char) -> Result<Value> {
        let i = c as usize;
        if let Some(&v) = self.ascii_chars.get(i)
            && !v.is_undef()
        {
            return Ok(v);
        }
        let v = self.new_str(&*c.encode_utf8(&mut [0; 4]))?;
        if c.is_ascii() {
            if self.ascii_chars.is_empty() {
                self.ascii_chars = vec![Value::Undef; 128];
            }
            self.ascii_chars[i] = v;
        }
        Ok(v)
    }

    pub fn new_list(&mut self, items: Vec<Value>) -> Result<Value> {
        self.alloc(Obj::List(items))
    }

    pub fn new_tuple(&mut self, items: Vec<Value>) -> Result<Value> {
        if items.is_empty() {
            if let Some(r) = self.empty_tuple {
                return Ok(Value::Obj(r));
            }
            let r = self.heap.alloc(Obj::Tuple(TupleItems::empty()))?;
            self.empty_tuple = Some(r);
            return Ok(Value::Obj(r));
        }
        self.alloc(Obj::Tuple(items.into()))
    }

    /// A tuple of these few items, made without a vector.
    pub fn new_tuple_of(&mut self, items: &[Value]) -> Result<Value> {
        if items.len() > 2 {
            return self.new_tuple(items.to_vec());
        }
        if items.is_empty() {
            return self.new_tuple(Vec::new());
        }
        self.alloc(Obj::Tuple(items.into()))
    }

    /// The `sys.modules` dict, made from the modules imported so far.
    pub fn sys_modules_dict(&mut self) -> Result<Value> {
        if let Some(r) = self.sys_modules {
            return Ok(Value::Obj(r));
        }
        let d = self.new_dict()?;
        let base = self.roots.len();
        self.roots.push(d);
        let mods = self.modules.clone();
        let r: Result<()> = (|| {
            if !mods.iter().any(|(n, _)| &**n == "__main__") {
                let main = self.import_module(Some(Const::Str("__main__".into())))?;
                let k = self.new_str("__main__")?;
                self.dict_set(d, k, main)?;
            }
            for (name, m) in mods {
                let k = self.new_str(&*name)?;
                self.dict_set(d, k, m)?;
            }
            Ok(())
        })();
        self.roots.truncate(base);
        r?;
        self.sys_modules = d.as_obj();
        Ok(d)
    }

    pub fn new_int(&mut self, b: num_bigint::BigInt) -> Result<Value> {
        use num_traits::ToPrimitive;
        match b.to_i64() {
            Some(i) => Ok(Value::Int(i)),
            None => self.alloc(Obj::BigInt(b)),
        }
    }

    /// Materialize a compile-time constant.
    fn const_value(&mut self, c: &Const) -> Result<Value> {
        Ok(match c {
            Const::None => Value::None,
            Const::Bool(b) => Value::Bool(*b),
            Const::Int(i) => Value::Int(*i),
            Const::BigInt(b) => self.new_int(b.clone())?,
            Const::Float(f) => Value::Float(*f),
            Const::Str(s) => self.new_str(&**s)?,
            Const::Bytes(b) => self.alloc(Obj::Bytes(b.to_vec().into_boxed_slice()))?,
            Const::Tuple(items) => {
                let mut vals = Vec::with_capacity(items.len());
                for it in items {
                    vals.push(self.const_value(it)?);
                }
                self.new_tuple(vals)?
            }
            Const::Ellipsis => Value::Ellipsis,
            Const::Complex(re, im) => self.new_complex(*re, *im)?,
        })
    }

    /// Turn compiler output into runnable code: constants become heap values.
    pub fn load_code(&mut self, mut code: Code) -> Result<Rc<Code>> {
        self.load_code_in_place(&mut code)?;
        let rc = Rc::new(code);
        self.loaded.push(rc.clone());
        Ok(rc)
    }

    /// Run code that is already loaded and the same in every VM (a
    /// program's shared code). Unlike loaded code it need not be kept in
    /// `loaded`: its constants are immediates (nothing for the collector to
    /// root), and the frames and functions running it hold it, which is all
    /// a snapshot looks for.
    pub(crate) fn adopt_loaded(&mut self, code: Rc<Code>) -> Rc<Code> {
        code
    }

    fn load_code_in_place(&mut self, code: &mut Code) -> Result<()> {
        if !code.const_values.is_empty() {
            return Ok(());
        }
        let consts = std::mem::take(&mut code.consts);
        let mut vals = Vec::with_capacity(consts.len());
        for c in &consts {
            vals.push(self.const_value(c)?);
        }
        code.consts = consts;
        code.const_values = vals;
        for child in code.children.iter_mut() {
            self.load_code_in_place(Rc::make_mut(child))?;
        }
        Ok(())
    }

    /// Make sure the globals vector covers every interned global name.
    pub fn sync_globals(&mut self) {
        let n = self.global_names.names().len();
        if self.globals.len() < n {
            self.globals.resize(n, Value::Undef);
            // New names may already be keys of the globals() dict.
            self.globals_seen = globals::STALE;
        }
    }

    pub fn set_global(&mut self, name: &str, v: Value) -> Result<()> {
        let i = self.global_names.intern(name) as usize;
        self.sync_globals();
        self.store_global(i, v)
    }

    pub fn get_global(&mut self, name: &str) -> Option<Value> {
        self.refresh_globals().ok()?;
        let i = self.global_names.get(name)? as usize;
        self.globals.get(i).copied().filter(|v| !v.is_undef())
    }

    /// Run module-level code to completion.
    pub fn run_module(&mut self, code: Rc<Code>) -> Result<Value> {
        self.sync_globals();
        let base = self.stack.len() as u32;
        let nlocals = code.nlocals as usize;
        self.stack.resize(self.stack.len() + nlocals, Value::Undef);
        self.push_frame(Frame {
            code,
            ip: 0,
            base,
            ret_sp: base,
            block_base: self.blocks.len() as u32,
            func: Value::Undef,
            generator: None,
            for_exit: None,
            locals_dict: Value::Undef,
            globals_dict: Value::Undef,
            init_instance: Value::Undef,
        })?;
        let depth = self.frames.len() - 1;
        let r = self.run_frame(depth);
        if r.as_ref().is_err_and(|e| !e.is_suspend()) {
            // Leave the VM clean for the next run of a session.
            self.frames.truncate(depth);
            self.stack.truncate(base as usize);
        }
        r
    }

    #[inline(always)]
    pub(crate) fn push_frame(&mut self, f: Frame) -> Result<()> {
        let depth = self.frames.len() as u64 + 1;
        if let Some(max) = self.limits.stack_depth
            && depth > max
        {
            self.depth_limit_hit = true;
            return Err(Error::new(
                crate::objects::TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        if let Some(max) = self.recursion_limit
            && depth > max
        {
            // The program's own limit: an ordinary RecursionError.
            return Err(Error::new(
                crate::objects::TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        if depth > self.max_depth_seen {
            self.max_depth_seen = depth;
        }
        self.frames.push(f);
        Ok(())
    }

    /// Check clocks and the step budget; called every CLOCK_INTERVAL steps.
    #[cold]
    pub(crate) fn check_limits(&mut self) -> Result<()> {
        // The run is no longer short: measure its CPU time exactly.
        self.cpu.engage();
        if let Some(max) = self.limits.steps
            && self.steps > max
        {
            return Err(Error::exhausted(Exhausted {
                limit: LimitKind::Steps,
                max,
                used: self.steps,
            }));
        }
        self.clock.check().map_err(Error::exhausted)?;
        // Polled here, with the clocks, so the dispatch loop pays nothing
        // more; a KeyboardInterrupt is an ordinary exception, as in CPython.
        if let Some(flag) = &self.interrupt
            && flag.swap(false, Ordering::Relaxed)
        {
            return Err(Error::new(crate::objects::TypeId::KeyboardInterrupt, ""));
        }
        let mut next = self.steps + CLOCK_INTERVAL;
        if let Some(max) = self.limits.steps {
            next = next.min(max + 1);
        }
        self.next_check = next;
        Ok(())
    }

    /// The error to raise for a builtin whose native work stopped early at a
    /// time limit (see `limits::watch`): the exhaustion; otherwise `e`.
    #[cold]
    pub(crate) fn native_error(&mut self, e: Error) -> Error {
        if crate::limits::watch::take_expired()
            && let Err(x) = self.clock.check()
        {
            return Error::exhausted(x);
        }
        e
    }

    /// One element of a native loop done (a table lookup or insert): every
    /// `TABLE_TICK` of them the clocks are read, so a `set()` of millions
    /// of keys stops at the time limit like bytecode does.
    #[inline]
    pub(crate) fn native_tick(&mut self) -> Result<()> {
        self.native_units = self.native_units.wrapping_add(1);
        if self.native_units.is_multiple_of(TABLE_TICK)
            && crate::limits::watch::spent(TABLE_TICK as usize * TABLE_OP_UNITS)
        {
            return Err(self.native_error(Error::fault(crate::limits::watch::EXPIRED)));
        }
        Ok(())
    }

    /// Element `i` (counting from 0) of a native loop over guest data done:
    /// a step is charged per element, `ELEMENT_BATCH` at a time as the loop
    /// goes, so a `count` or `shuffle` over millions of items reads the
    /// clocks like bytecode does (every `CLOCK_INTERVAL` steps) and stops
    /// at a time limit midway. Loops under a batch charge nothing.
    #[inline]
    pub(crate) fn element_done(&mut self, i: usize) -> Result<()> {
        if i % ELEMENT_BATCH == ELEMENT_BATCH - 1 {
            self.charge_steps(ELEMENT_BATCH as u64)?;
        }
        Ok(())
    }

    /// Charge, before it, a move of `elements` values in one buffer (an
    /// insert at the front of a list, a reverse): a step per 64, so a loop
    /// of such one-step calls on a big list reaches the clock checks.
    #[inline]
    pub(crate) fn charge_moves(&mut self, elements: usize) -> Result<()> {
        self.charge_steps(elements as u64 / 64)
    }

    /// Charge steps for work done inside a builtin (proportional to its size).
    pub fn charge_steps(&mut self, n: u64) -> Result<()> {
        self.steps = self.steps.saturating_add(n);
        if self.steps >= self.next_check {
            self.check_limits()?;
        }
        Ok(())
    }

    /// Refuse, before it starts, native work estimated to take `est_ns`
    /// that nothing interrupts once started and that would end past the
    /// time or cpu_time limit. Estimates are pessimistic, so runs end early
    /// rather than late; work under a millisecond goes on unchecked (the
    /// clocks are not read). No steps are charged here.
    pub(crate) fn refuse_if_late(&mut self, est_ns: u64) -> Result<()> {
        if est_ns >= 1_000_000 {
            let est = std::time::Duration::from_nanos(est_ns);
            self.clock.check_ahead(est).map_err(Error::exhausted)?;
        }
        Ok(())
    }

    /// Account, before doing it, for one indivisible big-int operation
    /// estimated to take `est_ns`: steps in proportion (deterministic, from
    /// the operand sizes alone), and `refuse_if_late`.
    pub(crate) fn before_bigint_op(&mut self, est_ns: f64) -> Result<()> {
        self.charge_steps((est_ns / 16.0) as u64)?;
        self.refuse_if_late(est_ns.min(1e15) as u64)
    }

    /// `refuse_if_late` for one pass of native work over `units` bytes or
    /// elements that does not read the clocks as it goes, at a pessimistic
    /// `ONE_PASS_NS` a unit (steps are not charged: the count stays what
    /// it was).
    pub(crate) fn before_one_pass(&mut self, units: u64) -> Result<()> {
        self.refuse_if_late(units.saturating_mul(ONE_PASS_NS))
    }

    /// Account, before doing it, for one indivisible bulk copy of `bytes`
    /// (a repeated sequence, a join): steps in proportion, and
    /// `refuse_if_late` at about 1 ns a byte (the copy, the page faults of
    /// a fresh buffer and the copy into its final allocation).
    pub(crate) fn before_bulk_copy(&mut self, bytes: usize) -> Result<()> {
        self.charge_steps(bytes as u64 / 64)?;
        self.refuse_if_late(bytes as u64)
    }

    /// A native frame re-enters the guest (a call, a class body, a module
    /// body…): it counts toward the nesting limits, and until
    /// `leave_native` its Rust locals may hold values the collector cannot
    /// see, so no collection runs.
    #[inline]
    pub(crate) fn enter_native(&mut self) {
        self.native_depth += 1;
        self.gc_blockers += 1;
    }

    #[inline]
    pub(crate) fn leave_native(&mut self) {
        self.native_depth -= 1;
        self.gc_blockers -= 1;
        if self.gen_check {
            self.next_check = 0;
        }
    }

    /// Run `f`, whose calls into the guest may collect: the caller has
    /// every value it holds rooted, and `f` holds nothing across a call
    /// that is not reachable from its arguments (a sort's comparison of
    /// two rooted keys, its key function on a rooted item).
    pub(crate) fn call_open<T>(&mut self, f: impl FnOnce(&mut Vm) -> Result<T>) -> Result<T> {
        let outer = std::mem::replace(&mut self.gc_open_call, true);
        let r = f(self);
        self.gc_open_call = outer;
        r
    }

    /// Collect garbage if due. Only at safe points: every live value is then
    /// on the VM stack, in a frame, a global or an explicit root.
    ///
    /// Weak reference callbacks of the collection run right after it, here,
    /// as guest calls (never inside the collector): each is handed its
    /// reference; an exception it raises is reported on stderr and dropped,
    /// as CPython does, but an exhausted limit ends the run.
    #[inline]
    pub(crate) fn maybe_gc(&mut self) -> Result<()> {
        if self.heap.gc_due {
            // Much memory was allocated since the last collection, maybe by
            // a few bulk builtins (a copy of a big list, a bytearray) that
            // each count as one step: read the clocks, or a loop of them
            // would run far past the time limit before the step count
            // reached its next check.
            self.check_limits()?;
        }
        if self.heap.gc_due && self.gc_blockers == 0 {
            self.collect_garbage();
            if !self.heap.weak_pending.is_empty() {
                self.run_weak_callbacks()?;
            }
            if !self.gen_closing.is_empty() {
                self.close_dropped_generators()?;
            }
        }
        Ok(())
    }

    /// The end of a program: `r` is how its main module ended. Runs what
    /// CPython runs at interpreter exit: the threads started and not yet
    /// run, the `atexit` callbacks, then the finalizers of
    /// `weakref.finalize` (each only if its module was imported). A run that suspended or hit a limit is not ending.
    pub(crate) fn finish_run(&mut self, r: Result<Value>) -> Result<Value> {
        if let Err(e) = &r
            && (e.is_suspend() || !e.is_catchable())
        {
            return r;
        }
        for module in ["threading", "atexit", "weakref"] {
            let Some(hook) = self.exit_hook(module) else {
                continue;
            };
            if let Err(e) = self.call(hook, &[]) {
                // Only a limit ends the run here; the hooks report their
                // own exceptions.
                if !e.is_catchable() {
                    return Err(e);
                }
            }
        }
        self.close_generators_at_exit()?;
        r
    }

    /// `module._corral_at_exit`, if the program imported `module`.
    fn exit_hook(&self, module: &str) -> Option<Value> {
        let m = self.modules.iter().find(|(n, _)| &**n == module)?.1;
        match m {
            Value::Obj(mr) => match self.heap.get(mr) {
                Obj::Module(md) => md
                    .attrs(&self.heap)
                    .and_then(|d| d.get_str(&self.heap, "_corral_at_exit")),
                _ => None,
            },
            _ => None,
        }
    }

    #[cold]
    #[inline(never)]
    fn run_weak_callbacks(&mut self) -> Result<()> {
        // Newest last (see `Heap::clear_weak`), so popping runs newest first.
        while let Some((c, callback)) = self.heap.weak_pending.pop() {
            let owner = match self.heap.get(ObjRef(c)) {
                Obj::WeakCell(w) => w.owner,
                _ => continue,
            };
            // `call` keeps both on the VM stack while the callback runs.
            match self.call(callback, &[owner]) {
                Ok(_) => {}
                Err(e) if e.is_catchable() => {
                    let exc = self.materialize(e)?;
                    let what = self
                        .repr_string(callback)
                        .unwrap_or_else(|_| "<callback>".into());
                    let src = self.source.clone();
                    let tb = self.format_unraisable(exc, Some(&src));
                    self.out
                        .write(true, &format!("Exception ignored in: {what}\n{tb}"))?;
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn collect_garbage(&mut self) {
        // A remembered failed lookup must not keep its object alive (weak
        // references would see it), and may not outlive it either.
        self.last_miss.attr = None;
        // A collection cannot be interrupted; one that would end past the
        // time limit (about 12 ns per object, pessimistically) is not
        // started, and the run ends at the next check instead.
        let est = std::time::Duration::from_nanos(self.heap.object_count() as u64 * 12);
        if est > std::time::Duration::from_millis(1)
            && let Err(ex) = self.clock.check_ahead(est)
        {
            self.clock.doom(ex);
            self.next_check = 0;
            return;
        }
        let mut roots = self.gc_roots();
        for lp in self.event_loop.iter().chain(self.parked_loop.iter()) {
            roots.extend(lp.asyncgens.iter().map(|g| Value::Obj(*g)));
        }
        if !self.gen_watch.is_empty() {
            self.keep_dropped_generators(&mut roots);
        }
        self.heap.collect(roots.into_iter());
        self.gen_check_budget = (2 * self.heap.object_count()).max(GEN_CHECK_BUDGET);
        self.prune_exports();
        // Freed class slots may be reused by new classes. Otherwise every
        // cached lookup still names live classes and what their (unchanged)
        // dicts hold, so the caches stay.
        if std::mem::take(&mut self.heap.classes_freed) {
            self.invalidate_lookups();
        }
    }

    /// Every value live at a safe point (Rust locals of native code aside).
    pub(crate) fn gc_roots(&self) -> Vec<Value> {
        self.stack
            .iter()
            .chain(self.globals.iter())
            .chain(self.globals_dict.map(Value::Obj).iter())
            // A builtin name the program set in `builtins` may be an object.
            .chain(self.builtin_cache.iter())
            .chain(self.roots.iter())
            .chain(self.modules.iter().map(|(_, m)| m))
            .chain(
                self.event_loop
                    .iter()
                    .chain(self.parked_loop.iter())
                    .flat_map(|l| l.roots())
                    .collect::<Vec<_>>()
                    .iter(),
            )
            .copied()
            .chain(std::iter::once(self.handled))
            .chain(self.empty_tuple.map(Value::Obj))
            .chain(self.ascii_chars.iter().copied())
            .chain(self.sys_modules.map(Value::Obj))
            .chain(self.host.roots())
            .chain(self.frames.iter().map(|f| f.func))
            .chain(
                self.frames
                    .iter()
                    .filter_map(|f| f.generator.map(Value::Obj)),
            )
            .chain(self.loaded.iter().flat_map(all_consts))
            .chain(self.gen_closing.iter().map(|g| Value::Obj(*g)))
            .chain(
                self.heap
                    .weak_pending
                    .iter()
                    .flat_map(|(c, cb)| [Value::Obj(ObjRef(*c)), *cb]),
            )
            .collect()
    }

    pub fn str_of(&self, v: Value) -> Option<&str> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Str(s) => Some(s.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn obj(&self, r: ObjRef) -> &Obj {
        self.heap.get(r)
    }
}

/// Step count of the first limit check: after CLOCK_INTERVAL steps, or as
/// soon as the step budget is passed if that comes first.
fn first_check(limits: &Limits) -> u64 {
    CLOCK_INTERVAL.min(limits.steps.map_or(u64::MAX, |m| m.saturating_add(1)))
}

fn all_consts(code: &Rc<Code>) -> Vec<Value> {
    let mut out = Vec::new();
    let mut work = vec![code.clone()];
    while let Some(c) = work.pop() {
        out.extend(c.const_values.iter().copied());
        work.extend(c.children.iter().cloned());
    }
    out
}
