//! Snapshots: a suspended run (or a compiled program) as bytes, and back.
//!
//! Format: `MAGIC` (8 bytes) + version (u32 LE) + kind (u8) + payload length
//! (u64 LE) + FNV-1a 64 checksum of the payload (u64 LE) + payload
//! (postcard). Loading never trusts the payload: recursion in the decoded
//! data is depth-bounded, sizes are bounded by the input, and the decoded
//! state is validated before it runs.
//!
//! A host that hands snapshots out of its own keeping (a client holds one
//! between approval steps) may sign them: `SIGNED_MAGIC` (8 bytes) + an
//! HMAC-SHA256 tag (32 bytes) over the sealed bytes + the sealed bytes. The
//! checksum above catches accidents; the tag catches forgery. A signed
//! snapshot loads only with its key, and a key accepts only signed bytes.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{Paused, Program, RunOptions};
use crate::capabilities::calls::HostState;
use crate::codec::{
    CodeTableDe, CodeTableSer, DE_CODES, code_index, code_table, with_de_table, with_ser_table,
};
use crate::compile::GlobalNames;
use crate::compile::code::Code;
use crate::limits::Limits;
use crate::objects::heap::trace;
use crate::objects::{Heap, Obj, ObjRef, Value};
use crate::vm::event_loop::EventLoop;
use crate::vm::{Block, Frame, Vm};

/// First bytes of every snapshot.
pub const MAGIC: &[u8; 8] = b"CORRAL\x00S";
/// Format version; bumped whenever any serialized type changes shape.
pub const VERSION: u32 = 9;
const HEADER: usize = 8 + 4 + 1 + 8 + 8;
/// Largest snapshot accepted.
pub const MAX_SNAPSHOT_BYTES: usize = 1 << 30;

const KIND_PROGRAM: u8 = 1;
const KIND_RUN: u8 = 2;
const KIND_SESSION: u8 = 3;

/// Why snapshot bytes were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SnapshotError(pub String);

impl std::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid snapshot: {}", self.0)
    }
}

impl std::error::Error for SnapshotError {}

fn err(m: impl Into<String>) -> SnapshotError {
    SnapshotError(m.into())
}

fn fnv1a(b: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &x in b {
        h ^= x as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// First bytes of a signed snapshot (see the module doc).
pub const SIGNED_MAGIC: &[u8; 8] = b"CORRAL\x00H";
const TAG_LEN: usize = 32;

fn tag(key: &[u8], bytes: &[u8]) -> hmac::Hmac<sha2::Sha256> {
    use hmac::Mac;
    // HMAC takes keys of any length, so `new_from_slice` cannot fail.
    let mut mac = <hmac::Hmac<sha2::Sha256> as Mac>::new_from_slice(key)
        .expect("HMAC accepts keys of any length");
    mac.update(bytes);
    mac
}

/// Sign snapshot bytes (of any kind) with `key`.
pub fn sign(bytes: &[u8], key: &[u8]) -> Vec<u8> {
    use hmac::Mac;
    let t = tag(key, bytes).finalize().into_bytes();
    let mut out = Vec::with_capacity(SIGNED_MAGIC.len() + TAG_LEN + bytes.len());
    out.extend_from_slice(SIGNED_MAGIC);
    out.extend_from_slice(&t);
    out.extend_from_slice(bytes);
    out
}

/// Whether `bytes` are a signed snapshot (they need a key to load).
pub fn is_signed(bytes: &[u8]) -> bool {
    bytes.starts_with(SIGNED_MAGIC)
}

/// The sealed bytes inside `bytes`, checked against `key`: with a key the
/// bytes must be signed with it (compared in constant time); without one
/// they must not be signed at all.
pub fn verify<'a>(bytes: &'a [u8], key: Option<&[u8]>) -> Result<&'a [u8], SnapshotError> {
    use hmac::Mac;
    match key {
        None if is_signed(bytes) => Err(err("the snapshot is signed: a key is required")),
        None => Ok(bytes),
        Some(_) if !is_signed(bytes) => Err(err("the snapshot is not signed")),
        Some(key) => {
            let rest = &bytes[SIGNED_MAGIC.len()..];
            if rest.len() < TAG_LEN {
                return Err(err("truncated signature"));
            }
            let (t, inner) = rest.split_at(TAG_LEN);
            tag(key, inner)
                .verify_slice(t)
                .map_err(|_| err("bad signature (wrong key or altered bytes)"))?;
            Ok(inner)
        }
    }
}

fn seal(kind: u8, payload: Vec<u8>) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(kind);
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&fnv1a(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    out
}

fn unseal(bytes: &[u8], kind: u8) -> Result<&[u8], SnapshotError> {
    if bytes.len() > MAX_SNAPSHOT_BYTES {
        return Err(err("too large"));
    }
    if bytes.len() < HEADER || &bytes[..8] != MAGIC {
        return Err(err("not a corral snapshot (bad magic)"));
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().map_err(|_| err("header"))?);
    if version != VERSION {
        return Err(err(format!(
            "unsupported version {version} (this build reads {VERSION})"
        )));
    }
    if bytes[12] != kind {
        return Err(err(match bytes[12] {
            KIND_PROGRAM => "this is a compiled program",
            KIND_RUN => "this is a suspended run",
            KIND_SESSION => "this is a session",
            _ => "unknown snapshot kind",
        }));
    }
    let len = u64::from_le_bytes(bytes[13..21].try_into().map_err(|_| err("header"))?);
    let sum = u64::from_le_bytes(bytes[21..29].try_into().map_err(|_| err("header"))?);
    let payload = &bytes[HEADER..];
    if payload.len() as u64 != len {
        return Err(err("truncated or padded"));
    }
    if fnv1a(payload) != sum {
        return Err(err("checksum mismatch"));
    }
    Ok(payload)
}

fn validate_code(c: &Code, nglobals: usize) -> Result<(), SnapshotError> {
    if c.lines.len() != c.ops.len() {
        return Err(err("code line table does not match its instructions"));
    }
    if c.ops.is_empty() {
        return Err(err("empty code object"));
    }
    if (c.nlocals as usize) < c.varnames.len().min(c.nlocals as usize)
        || c.nlocals as usize > 1 << 20
    {
        return Err(err("bad local count"));
    }
    if c.cells.iter().any(|(s, _)| *s >= c.nlocals) || c.freevars.iter().any(|s| *s >= c.nlocals) {
        return Err(err("bad cell slot"));
    }
    if !c.const_values.is_empty() && c.const_values.len() != c.consts.len() {
        return Err(err("bad constant table"));
    }
    validate_operands(c, nglobals)
}

/// Every operand of every instruction names something that exists: a
/// constant, local slot, name, global, child code, pattern or instruction.
fn validate_operands(c: &Code, nglobals: usize) -> Result<(), SnapshotError> {
    use crate::compile::code::Op;
    let within = |i: u32, n: usize| (i as usize) < n;
    for op in &c.ops {
        let ok = match *op {
            Op::LoadConst(i) | Op::ImportName(i) => within(i, c.consts.len()),
            Op::LoadFast(i)
            | Op::StoreFast(i)
            | Op::DeleteFast(i)
            | Op::LoadDeref(i)
            | Op::StoreDeref(i)
            | Op::DeleteDeref(i)
            | Op::LoadCell(i) => within(i, c.nlocals as usize),
            Op::LoadGlobal(g) | Op::StoreGlobal(g) | Op::DeleteGlobal(g) => within(g, nglobals),
            Op::LoadName(n)
            | Op::StoreName(n)
            | Op::DeleteName(n)
            | Op::LoadAttr(n)
            | Op::StoreAttr(n)
            | Op::DeleteAttr(n)
            | Op::LoadMethod(n)
            | Op::LoadGlobalName(n)
            | Op::StoreGlobalName(n)
            | Op::DeleteGlobalName(n)
            | Op::ImportFrom(n) => within(n, c.names.len()),
            Op::Jump(t)
            | Op::PopJumpIfFalse(t)
            | Op::PopJumpIfTrue(t)
            | Op::JumpIfFalseOrPop(t)
            | Op::JumpIfTrueOrPop(t)
            | Op::ForIter(t)
            | Op::SetupExcept(t) => within(t, c.ops.len()),
            Op::MakeFunction(i, _) => within(i, c.children.len()),
            Op::LoadFast2(a, b) | Op::StoreFastLoadFast(a, b) => {
                within(a.into(), c.nlocals as usize) && within(b.into(), c.nlocals as usize)
            }
            Op::LoadFastConst(a, k) => {
                within(a.into(), c.nlocals as usize) && within(k, c.consts.len())
            }
            Op::BinaryConst(_, k) => within(k, c.consts.len()),
            Op::BinaryFast(_, a) => within(a, c.nlocals as usize),
            Op::CompareJumpIfFalse(_, t) => within(t, c.ops.len()),
            // Its target must be a ForIter (whose exit it takes).
            Op::JumpForIter(t) => matches!(c.ops.get(t as usize), Some(Op::ForIter(_))),
            Op::DupLoadAttr(n) | Op::InplaceStoreAttr(_, n) => within(n, c.names.len()),
            Op::BinaryFastFast(_, a, b) | Op::SubscrFastFast(a, b) => {
                within(a.into(), c.nlocals as usize) && within(b.into(), c.nlocals as usize)
            }
            Op::BinaryFastConst(_, a, k) => {
                within(a.into(), c.nlocals as usize) && within(k.into(), c.consts.len())
            }
            Op::SubscrFastConst(a, k) => {
                within(a.into(), c.nlocals as usize) && within(k, c.consts.len())
            }
            Op::LoadFastAttr(a, n) | Op::LoadFastMethod(a, n) => {
                within(a.into(), c.nlocals as usize) && within(n, c.names.len())
            }
            Op::MatchPattern(i, _) => within(i as u32, c.patterns.len()),
            _ => true,
        };
        if !ok {
            return Err(err(format!("instruction {op:?} refers to nothing")));
        }
    }
    Ok(())
}

// ----- compiled programs -----

#[derive(Serialize)]
struct ProgramSer<'a> {
    codes: CodeTableSer<'a>,
    main: u32,
    source: &'a str,
    globals: &'a [Rc<str>],
}

#[derive(Deserialize)]
struct ProgramDe {
    _codes: CodeTableDe,
    main: u32,
    source: String,
    globals: Vec<Rc<str>>,
}

fn names_to_globals(names: Vec<Rc<str>>) -> Result<GlobalNames, SnapshotError> {
    let mut g = GlobalNames::default();
    for (i, n) in names.iter().enumerate() {
        if g.intern(n) as usize != i {
            return Err(err("duplicate global name"));
        }
    }
    Ok(g)
}

impl Program {
    /// The compiled program as bytes (to cache parsing and compiling).
    pub fn to_bytes(&self) -> Vec<u8> {
        let table = code_table(vec![self.code.clone()]);
        let payload = with_ser_table(&table, || {
            let main = code_index::<postcard::Error>(&self.code).unwrap_or(0);
            postcard::to_allocvec(&ProgramSer {
                codes: CodeTableSer(&table),
                main,
                source: &self.source,
                globals: self.globals.names(),
            })
        });
        seal(KIND_PROGRAM, payload.unwrap_or_default())
    }

    /// Load a program saved by `to_bytes`. Never panics on bad bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Program, SnapshotError> {
        let payload = unseal(bytes, KIND_PROGRAM)?;
        with_de_table(|| {
            let (p, rest): (ProgramDe, _) =
                postcard::take_from_bytes(payload).map_err(|e| err(format!("decode: {e}")))?;
            if !rest.is_empty() {
                return Err(err("trailing bytes"));
            }
            let table = DE_CODES.with(|t| t.borrow().clone());
            for c in &table {
                validate_code(c, p.globals.len())?;
                if !c.const_values.is_empty() {
                    return Err(err("a compiled program has no loaded constants"));
                }
            }
            let code = table
                .get(p.main as usize)
                .cloned()
                .ok_or_else(|| err("bad main code"))?;
            Ok(Program::new(
                code,
                p.source.into(),
                names_to_globals(p.globals)?,
            ))
        })
    }
}

// ----- suspended runs -----

#[derive(Serialize)]
struct RunSer<'a> {
    codes: CodeTableSer<'a>,
    source: &'a str,
    filename: &'a str,
    return_last_expr: bool,
    limits: &'a Limits,
    hash_seed: u64,
    slots: crate::objects::heap::SlotsSer<'a>,
    free: &'a [u32],
    peak_bytes: usize,
    allocations: u64,
    stack: &'a [Value],
    frames: &'a [Frame],
    blocks: &'a [Block],
    globals: &'a [Value],
    global_names: &'a [Rc<str>],
    globals_dict: Option<ObjRef>,
    handled: Value,
    steps: u64,
    max_depth_seen: u64,
    output_written: u64,
    depth_exc: Option<ObjRef>,
    #[serde(with = "crate::codec::code_refs")]
    loaded: &'a [Rc<Code>],
    roots: &'a [Value],
    event_loop: Option<&'a EventLoop>,
    parked_loop: Option<&'a EventLoop>,
    task_counter: u64,
    modules: &'a [(Rc<str>, Value)],
    host: &'a HostState,
    recursion_limit: Option<u64>,
    fs: crate::capabilities::os::FsImage,
    empty_tuple: Option<ObjRef>,
    sys_modules: Option<ObjRef>,
}

#[derive(Deserialize)]
struct RunDe {
    _codes: CodeTableDe,
    source: String,
    filename: String,
    return_last_expr: bool,
    limits: Limits,
    hash_seed: u64,
    slots: Vec<Option<Obj>>,
    free: Vec<u32>,
    peak_bytes: usize,
    allocations: u64,
    stack: Vec<Value>,
    frames: Vec<Frame>,
    blocks: Vec<Block>,
    globals: Vec<Value>,
    global_names: Vec<Rc<str>>,
    globals_dict: Option<ObjRef>,
    handled: Value,
    steps: u64,
    max_depth_seen: u64,
    output_written: u64,
    depth_exc: Option<ObjRef>,
    #[serde(with = "crate::codec::code_refs")]
    loaded: Vec<Rc<Code>>,
    roots: Vec<Value>,
    event_loop: Option<EventLoop>,
    parked_loop: Option<EventLoop>,
    task_counter: u64,
    modules: Vec<(Rc<str>, Value)>,
    host: HostState,
    recursion_limit: Option<u64>,
    fs: crate::capabilities::os::FsImage,
    empty_tuple: Option<ObjRef>,
    sys_modules: Option<ObjRef>,
}

/// Every code object a VM refers to.
fn vm_codes(vm: &Vm) -> Vec<Rc<Code>> {
    let mut roots: Vec<Rc<Code>> = vm.loaded_codes().to_vec();
    roots.extend(vm.frames.iter().map(|f| f.code.clone()));
    for o in vm.heap.objects() {
        match o {
            Obj::Function(f) => roots.push(f.code.clone()),
            Obj::Generator(g) => roots.push(g.code.clone()),
            Obj::Code(c, _) => roots.push(c.clone()),
            _ => {}
        }
    }
    code_table(roots)
}

fn write_vm(vm: &Vm, source: &str, opts: &RunOptions, kind: u8) -> Vec<u8> {
    let table = vm_codes(vm);
    let payload = with_ser_table(&table, || {
        postcard::to_allocvec(&RunSer {
            codes: CodeTableSer(&table),
            source,
            filename: &opts.filename,
            return_last_expr: opts.return_last_expr,
            limits: &vm.limits,
            hash_seed: vm.hash_seed,
            slots: vm.heap.slots_ser(),
            free: vm.heap.free_list(),
            peak_bytes: vm.heap.peak_bytes,
            allocations: vm.heap.allocations,
            stack: &vm.stack,
            frames: &vm.frames,
            blocks: &vm.blocks,
            globals: &vm.globals,
            global_names: vm.global_names.names(),
            globals_dict: vm.globals_dict,
            handled: vm.handled,
            steps: vm.steps,
            max_depth_seen: vm.max_depth_seen,
            output_written: vm.out.written,
            depth_exc: vm.depth_exc,
            loaded: vm.loaded_codes(),
            roots: &vm.roots,
            event_loop: vm.event_loop.as_deref(),
            parked_loop: vm.parked_loop.as_deref(),
            task_counter: vm.task_counter,
            modules: &vm.modules,
            host: &vm.host,
            recursion_limit: vm.recursion_limit,
            fs: vm.host.host.os.fs.image(),
            empty_tuple: vm.empty_tuple,
            sys_modules: vm.sys_modules,
        })
    });
    seal(kind, payload.unwrap_or_default())
}

fn read_vm(bytes: &[u8], kind: u8) -> Result<Paused, SnapshotError> {
    let payload = unseal(bytes, kind)?;
    let r = std::panic::catch_unwind(|| {
        with_de_table(|| {
            let (d, rest): (RunDe, _) =
                postcard::take_from_bytes(payload).map_err(|e| err(format!("decode: {e}")))?;
            if !rest.is_empty() {
                return Err(err("trailing bytes"));
            }
            let table = DE_CODES.with(|t| t.borrow().clone());
            build_vm(d, &table, kind == KIND_RUN)
        })
    });
    match r {
        Ok(r) => r,
        Err(_) => Err(err("internal error while loading (contained)")),
    }
}

impl Paused {
    /// The suspended run as bytes; `Paused::from_snapshot` in any process
    /// (of the same corral version) resumes it.
    pub fn snapshot(&self) -> Vec<u8> {
        write_vm(&self.vm, &self.source, &self.opts, KIND_RUN)
    }

    /// Load a suspended run from `snapshot` bytes. Bad or hostile bytes are
    /// refused with an error; nothing here panics, and allocation is bounded
    /// by the input's size.
    pub fn from_snapshot(bytes: &[u8]) -> Result<Paused, SnapshotError> {
        read_vm(verify(bytes, None)?, KIND_RUN)
    }

    /// `snapshot`, signed with `key` (HMAC-SHA256).
    pub fn snapshot_signed(&self, key: &[u8]) -> Vec<u8> {
        sign(&self.snapshot(), key)
    }

    /// `from_snapshot` for bytes made by `snapshot_signed` with `key`; with
    /// `None`, as `from_snapshot`. Unsigned, mis-signed or altered bytes are
    /// refused before anything is decoded.
    pub fn from_snapshot_with_key(
        bytes: &[u8],
        key: Option<&[u8]>,
    ) -> Result<Paused, SnapshotError> {
        read_vm(verify(bytes, key)?, KIND_RUN)
    }
}

impl super::session::Session {
    /// The session (its globals, objects, and a suspended run if any) as bytes.
    pub fn snapshot(&self) -> Vec<u8> {
        let (vm, source, opts) = self.parts();
        write_vm(vm, source, opts, KIND_SESSION)
    }

    /// Restore a session saved by `snapshot`; `host` provides its functions.
    pub fn from_snapshot(
        bytes: &[u8],
        host: super::Host,
    ) -> Result<super::session::Session, SnapshotError> {
        Self::from_snapshot_with_key(bytes, None, host)
    }

    /// `snapshot`, signed with `key` (HMAC-SHA256).
    pub fn snapshot_signed(&self, key: &[u8]) -> Vec<u8> {
        sign(&self.snapshot(), key)
    }

    /// `from_snapshot` for bytes made by `snapshot_signed` with `key`.
    pub fn from_snapshot_with_key(
        bytes: &[u8],
        key: Option<&[u8]>,
        host: super::Host,
    ) -> Result<super::session::Session, SnapshotError> {
        let p = read_vm(verify(bytes, key)?, KIND_SESSION)?;
        Ok(super::session::Session::from_parts(
            p.vm, p.source, *p.opts, host,
        ))
    }
}

fn build_vm(
    d: RunDe,
    table: &[Rc<Code>],
    require_suspended: bool,
) -> Result<Paused, SnapshotError> {
    for c in table {
        validate_code(c, d.global_names.len())?;
    }
    let baseline = usize::try_from(d.host.baseline_bytes).unwrap_or(usize::MAX);
    let heap = Heap::from_parts(
        d.slots,
        d.free,
        d.limits.memory.map(|m| m as usize),
        baseline,
        d.peak_bytes,
        d.allocations,
    )
    .map_err(err)?;
    let ok_ref = |heap: &Heap, r: ObjRef| heap.slot_obj(r.0 as usize).is_some();
    let ok_val = |heap: &Heap, v: Value| match v {
        Value::Obj(r) => ok_ref(heap, r),
        _ => true,
    };
    // Every handle inside the heap names a live object; dict indexes rebuilt.
    let mut bad = false;
    for o in heap.objects() {
        trace(o, &mut |v| {
            if !ok_val(&heap, v) {
                bad = true;
            }
        });
        if let Obj::Generator(g) = o
            && (g.ip as usize > g.code.ops.len() || g.saved.len() > 1 << 24)
        {
            bad = true;
        }
    }
    if bad {
        return Err(err("dangling object reference"));
    }
    // Frames and blocks fit the stack and their code.
    let slen = d.stack.len();
    let mut prev_base = 0usize;
    let mut prev_blocks = 0usize;
    for (i, f) in d.frames.iter().enumerate() {
        let base = f.base as usize;
        // A generator frame a `for` loop resumed in place returns into the
        // frame below it, at an exit inside that frame's code, and keeps a
        // slot below its base.
        let bad_inline = f.for_exit.is_some_and(|t| {
            f.generator.is_none()
                || f.ret_sp as usize >= base
                || i.checked_sub(1)
                    .and_then(|j| d.frames.get(j))
                    .is_none_or(|below| t as usize > below.code.ops.len())
        });
        if bad_inline
            || f.ip as usize > f.code.ops.len()
            || base < prev_base
            || (f.ret_sp as usize) > base
            || base + f.code.nlocals as usize > slen
            || (f.block_base as usize) < prev_blocks
            || f.block_base as usize > d.blocks.len()
        {
            return Err(err("inconsistent frame"));
        }
        prev_base = base;
        prev_blocks = f.block_base as usize;
        for v in [f.func, f.locals_dict, f.globals_dict, f.init_instance] {
            if !ok_val(&heap, v) {
                return Err(err("dangling object reference"));
            }
        }
        if f.generator.is_some_and(|g| !ok_ref(&heap, g)) {
            return Err(err("dangling object reference"));
        }
    }
    for (bi, b) in d.blocks.iter().enumerate() {
        let owner = d.frames.iter().rev().find(|f| f.block_base as usize <= bi);
        match owner {
            Some(f) if (b.level as usize) <= slen && (b.handler as usize) <= f.code.ops.len() => {}
            _ => return Err(err("inconsistent block")),
        }
    }
    let global_names = names_to_globals(d.global_names)?;
    if d.globals.len() > global_names.names().len() {
        return Err(err("more globals than global names"));
    }
    let mut roots: Vec<Value> = Vec::new();
    roots.extend(d.stack.iter().copied());
    roots.extend(d.globals.iter().copied());
    roots.extend(d.globals_dict.map(Value::Obj));
    roots.extend(d.roots.iter().copied());
    roots.extend(d.modules.iter().map(|(_, v)| *v));
    roots.push(d.handled);
    roots.extend(d.depth_exc.map(Value::Obj));
    roots.extend(d.empty_tuple.map(Value::Obj));
    roots.extend(d.sys_modules.map(Value::Obj));
    for lp in d.event_loop.iter().chain(d.parked_loop.iter()) {
        roots.extend(lp.roots());
        roots.extend(lp.asyncgens.iter().map(|g| Value::Obj(*g)));
    }
    roots.extend(d.host.roots());
    if roots.iter().any(|v| !ok_val(&heap, *v)) {
        return Err(err("dangling object reference"));
    }
    if d.globals_dict
        .is_some_and(|g| !matches!(heap.get(g), Obj::Dict(_)))
    {
        return Err(err("globals() is not a dict"));
    }
    if d.empty_tuple
        .is_some_and(|t| !matches!(heap.get(t), Obj::Tuple(t) if t.is_empty()))
    {
        return Err(err("the empty tuple is not one"));
    }
    if d.sys_modules
        .is_some_and(|m| !matches!(heap.get(m), Obj::Dict(_)))
    {
        return Err(err("sys.modules is not a dict"));
    }
    match d.host.suspend {
        Some(sp) => {
            if d.frames.is_empty() || sp.pos as usize >= slen || d.host.inflight.is_empty() {
                return Err(err("inconsistent suspension"));
            }
        }
        None if require_suspended => return Err(err("the run is not suspended")),
        None => {
            if !d.frames.is_empty() || !d.blocks.is_empty() || !d.host.inflight.is_empty() {
                return Err(err("an idle session has no frames"));
            }
        }
    }
    let mut vm = Vm::new(d.limits.clone());
    vm.hash_seed = d.hash_seed;
    crate::objects::hashing::set_seed(d.hash_seed);
    vm.heap = heap;
    vm.stack = d.stack;
    vm.frames = d.frames;
    vm.blocks = d.blocks;
    vm.globals = d.globals;
    vm.global_names = global_names;
    // Its version is not kept: the slots are refreshed from it before use.
    vm.globals_dict = d.globals_dict;
    vm.handled = d.handled;
    vm.steps = d.steps;
    vm.max_depth_seen = d.max_depth_seen;
    vm.out.written = d.output_written;
    vm.depth_exc = d.depth_exc;
    vm.set_loaded(d.loaded);
    vm.roots = d.roots;
    vm.event_loop = d.event_loop.map(Box::new);
    vm.parked_loop = d.parked_loop.map(Box::new);
    vm.task_counter = d.task_counter;
    // The watch list of generators to close when dropped is not kept; the
    // flag that marks a sync generator or coroutine as watched is.
    vm.gen_watch = vm
        .heap
        .objects_with_refs()
        .filter(|(_, o)| {
            matches!(o, crate::objects::Obj::Generator(g)
                if g.ag_hooked && !g.code.is_async_generator)
        })
        .map(|(r, _)| r)
        .collect();
    vm.modules = d.modules;
    vm.host = d.host;
    vm.host.recount();
    // The ledger is charged like the objects are (see `ledger_push`).
    vm.heap
        .charge(crate::capabilities::calls::ledger_bytes(&vm.host.ledger))
        .map_err(|_| err("the ledger does not fit the memory limit"))?;
    vm.host.restored_fs = Some(d.fs);
    vm.recursion_limit = d.recursion_limit;
    vm.empty_tuple = d.empty_tuple;
    vm.sys_modules = d.sys_modules;
    vm.rebuild_exports();
    vm.sync_globals();
    vm.reset_clock_keep_steps();
    let opts = RunOptions {
        limits: d.limits,
        filename: d.filename,
        return_last_expr: d.return_last_expr,
        ..RunOptions::default()
    };
    let source: Rc<str> = d.source.into();
    vm.source = source.clone();
    Ok(Paused {
        vm: Box::new(vm),
        source,
        opts: Box::new(opts),
    })
}
