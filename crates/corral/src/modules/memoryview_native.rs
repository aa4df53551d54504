//! `_memoryview_native`: the hot paths of `memoryview`
//! (modules/py/_memoryview.py) in Rust.
//!
//! The type stays the Python class, so its reprs, errors, casts and the
//! registration of exports keep one definition. The class hands its
//! commonest methods over to the native ones here, keeping each Python
//! method under `_py<name>`. A native method takes its fast path only for an
//! instance of exactly that class whose fields are what the Python code
//! stores (a plain bytes or bytearray buffer, int geometry inside that
//! buffer, a one-character format) and for the simple operands; anything
//! else, errors with long messages included, calls the Python method.
//!
//! Geometry is checked against the buffer's current length on every call:
//! the export table only makes a resize of an exported bytearray unlikely,
//! not impossible (see vm/buffer_exports.rs), and the fields are writable
//! by the guest.

use super::ModuleDef;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::heap::alloc_size;
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_memoryview_native",
    functions: &[],
    init,
};

taken_over_methods! {
    "mv_new" as "__new__" => mv_new,
    "mv_len" as "__len__" => mv_len,
    "mv_getitem" as "__getitem__" => mv_getitem,
    "mv_setitem" as "__setitem__" => mv_setitem,
    "mv_tobytes" as "tobytes" => |vm, a| mv_tobytes(vm, a, "tobytes"),
    "mv_bytes" as "__bytes__" => |vm, a| mv_tobytes(vm, a, "__bytes__"),
    "mv_tolist" as "tolist" => mv_tolist,
    "mv_hex" as "hex" => mv_hex,
    "mv_eq" as "__eq__" => mv_eq,
    "mv_release" as "release" => |vm, a| mv_release(vm, a, "release"),
    "mv_exit" as "__exit__" => |vm, a| mv_release(vm, a, "__exit__"),
    "mv_enter" as "__enter__" => mv_enter,
}

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    super::bind_methods(vm, m, "_memoryview_native", ATTRS.iter().copied())?;
    Ok(())
}

// ----- recognising views -----

/// The instance fields, in the order of the class's `__slots__` (which is
/// the order both the Python code and `build` insert them in), then
/// `_released`: absent until the view is released (the class holds its
/// False), which keeps a live view's dict to eight entries, the size
/// without a hash index.
const KEYS: [&str; 9] = [
    "_obj",
    "_buf",
    "_off",
    "_stride",
    "_count",
    "_fmt",
    "_itemsize",
    "_readonly",
    "_released",
];
const FIELDS: usize = 8;
const F_RELEASED: usize = 8;

/// What the fast paths know of the `memoryview` class: whether its
/// `_corral_keys` are the fields the fast paths read, and the str `'B'`
/// (`_corral_byte_fmt`), both set on the class by the Python module.
#[derive(Clone, Copy)]
struct ClassInfo {
    epoch: u64,
    class: u32,
    keys: Option<ObjRef>,
    byte_fmt: Value,
}

thread_local! {
    // Valid while the VM's lookup epoch holds: no class changed and no
    // collection ran, so the refs still name the same objects.
    static CLASS_INFO: std::cell::Cell<ClassInfo> = const {
        std::cell::Cell::new(ClassInfo {
            epoch: 0,
            class: u32::MAX,
            keys: None,
            byte_fmt: Value::None,
        })
    };
}

/// The class's keys, their hashes and `'B'` when `cls` is the memoryview
/// class itself.
fn class_info(vm: &Vm, cls: ObjRef) -> Option<Class> {
    let epoch = vm.lookup_epoch.get();
    let e = CLASS_INFO.with(|c| c.get());
    if e.epoch == epoch && e.class == cls.0 {
        return e.keys.map(|_| Class {
            byte_fmt: e.byte_fmt,
        });
    }
    let Obj::Class(c) = vm.heap.get(cls) else {
        return None;
    };
    // Only the class itself has these in its own dict (not a subclass).
    let keys = match c.dict.get_str(&vm.heap, "_corral_keys") {
        Some(Value::Obj(r)) => match vm.heap.get(r) {
            Obj::Tuple(t) if t.len() == KEYS.len() => {
                let ok = t
                    .iter()
                    .zip(KEYS)
                    .all(|(k, name)| vm.str_of(*k) == Some(name));
                ok.then_some(r)
            }
            _ => None,
        },
        _ => None,
    };
    let byte_fmt = match c.dict.get_str(&vm.heap, "_corral_byte_fmt") {
        Some(v) if vm.str_of(v) == Some("B") => v,
        _ => Value::None,
    };
    let keys = keys.filter(|_| byte_fmt != Value::None && &*c.name == "memoryview");
    CLASS_INFO.with(|c| {
        c.set(ClassInfo {
            epoch,
            class: cls.0,
            keys,
            byte_fmt,
        })
    });
    keys.map(|_| Class { byte_fmt })
}

#[derive(Clone, Copy)]
struct Class {
    byte_fmt: Value,
}

/// A view instance and what its class gives.
#[derive(Clone, Copy)]
struct Inst {
    obj: ObjRef,
    class: ObjRef,
    info: Class,
}

fn inst_of(vm: &Vm, v: Value) -> Option<Inst> {
    let Value::Obj(r) = v else { return None };
    let Obj::Instance(i) = vm.heap.get(r) else {
        return None;
    };
    if !i.base_value().is_undef() {
        return None;
    }
    let info = class_info(vm, i.class)?;
    Some(Inst {
        obj: r,
        class: i.class,
        info,
    })
}

/// The instance's fields in `KEYS` order (`Undef` for a missing one).
/// When the class's shared keys are the fields in that order (views are
/// built so), each is the instance value at its own position, found with
/// no text compared; otherwise they are looked up by name.
fn fields(vm: &Vm, inst: Inst) -> Option<[Value; 9]> {
    let Obj::Instance(i) = vm.heap.get(inst.obj) else {
        return None;
    };
    let in_order = i.dict.is_none()
        && matches!(vm.heap.get(i.class), Obj::Class(c)
            if c.inst_keys.iter().zip(KEYS).all(|(a, b)| **a == *b));
    let mut out = [Value::Undef; 9];
    for (at, slot) in out.iter_mut().enumerate() {
        let v = if in_order {
            i.values.get(at).copied()
        } else {
            vm.attr_of(i, KEYS[at])
        };
        if let Some(v) = v {
            *slot = v;
        }
    }
    Some(out)
}

/// An unreleased view with plain fields whose items all lie inside its
/// buffer.
#[derive(Clone, Copy)]
struct View {
    inst: Inst,
    obj: Value,
    buf: ObjRef,
    writable_buf: bool,
    off: i64,
    stride: i64,
    count: i64,
    fmt: Value,
    /// The format's one character ('@' prefixed formats are left to Python).
    code: u8,
    itemsize: i64,
    readonly: bool,
}

impl View {
    /// Byte position of item `k` (in range by construction of `view_of`).
    fn pos(&self, k: i64) -> usize {
        (self.off + k * self.stride) as usize
    }

    fn byte_format(&self) -> bool {
        matches!(self.code, b'B' | b'b' | b'c') && self.itemsize == 1
    }

    fn contiguous(&self) -> bool {
        self.count <= 1 || self.stride == self.itemsize
    }
}

fn view_of(vm: &Vm, v: Value) -> Option<View> {
    let inst = inst_of(vm, v)?;
    let f = fields(vm, inst)?;
    if !matches!(f[F_RELEASED], Value::Undef | Value::Bool(false)) {
        return None;
    }
    let [
        obj,
        Value::Obj(buf),
        Value::Int(off),
        Value::Int(stride),
        Value::Int(count),
        fmt,
        Value::Int(itemsize),
        Value::Bool(readonly),
        _,
    ] = f
    else {
        return None;
    };
    if obj.is_undef() {
        return None;
    }
    let (len, writable_buf) = match vm.heap.get(buf) {
        Obj::Bytes(b) => (b.len(), false),
        Obj::ByteArray(b) => (b.len(), true),
        _ => return None,
    };
    let code = match vm.str_of(fmt)?.as_bytes() {
        [c] => *c,
        _ => return None,
    };
    let expected = match code {
        b'B' | b'b' | b'c' | b'?' => 1,
        b'h' | b'H' => 2,
        b'i' | b'I' | b'f' | b'w' => 4,
        b'l' | b'L' | b'q' | b'Q' | b'n' | b'N' | b'd' => 8,
        _ => return None,
    };
    if itemsize != expected || count < 0 || off < 0 {
        return None;
    }
    let len = i64::try_from(len).ok()?;
    if count > 0 {
        let last = off.checked_add((count - 1).checked_mul(stride)?)?;
        let room = len - itemsize;
        if off > room || last < 0 || last > room {
            return None;
        }
    }
    Some(View {
        inst,
        obj,
        buf,
        writable_buf,
        off,
        stride,
        count,
        fmt,
        code,
        itemsize,
        readonly,
    })
}

fn buf_bytes(vm: &Vm, r: ObjRef) -> &[u8] {
    match vm.heap.get(r) {
        Obj::Bytes(b) => b,
        Obj::ByteArray(b) => b,
        _ => &[],
    }
}

/// The bytes of a view, in item order (what `tobytes` gives), charged
/// before the copy is made.
fn gather(vm: &mut Vm, v: &View) -> Result<Vec<u8>> {
    let n = (v.count * v.itemsize) as usize;
    vm.heap.check_room(alloc_size(n))?;
    vm.charge_steps(n as u64 / 64)?;
    let b = buf_bytes(vm, v.buf);
    if v.contiguous() {
        let p = v.off as usize;
        return Ok(b.get(p..p + n).map(<[u8]>::to_vec).unwrap_or_default());
    }
    let size = v.itemsize as usize;
    let mut out = Vec::with_capacity(n);
    for k in 0..v.count {
        let p = v.pos(k);
        out.extend_from_slice(&b[p..p + size]);
    }
    Ok(out)
}

// ----- building views -----

/// A new, registered view of class `cls` with the given fields (in
/// `KEYS` order, `_released` left out).
fn build(vm: &mut Vm, cls: ObjRef, _info: Class, vals: &[Value; FIELDS]) -> Result<Value> {
    let fields: Vec<(&str, Value)> = KEYS[..FIELDS].iter().copied().zip(*vals).collect();
    let view = vm.new_instance_with(cls, &fields)?;
    // While registered, the engine refuses to resize the bytearray.
    if let (Some(owner), Value::Obj(me)) = (vm.bytearray_ref(vals[1]), view) {
        vm.export_add(owner, me)?;
    }
    Ok(view)
}

/// A view of `v`'s memory with another geometry.
fn derive(vm: &mut Vm, v: &View, off: i64, stride: i64, count: i64) -> Result<Value> {
    build(
        vm,
        v.inst.class,
        v.inst.info,
        &[
            v.obj,
            Value::Obj(v.buf),
            Value::Int(off),
            Value::Int(stride),
            Value::Int(count),
            v.fmt,
            Value::Int(v.itemsize),
            Value::Bool(v.readonly),
        ],
    )
}

// ----- falling back to the Python definitions -----

/// Call the Python method the class keeps as `_py<name>`.
fn slow(vm: &mut Vm, a: &Args, name: &str) -> Result<Value> {
    let me = a.pos.first().copied().unwrap_or(Value::None);
    let cls = if name == "__new__" {
        me
    } else {
        vm.class_of(me)
    };
    let Some(f) = vm.class_lookup(cls, &format!("_py{name}")) else {
        return Err(Error::type_error(format!(
            "memoryview.{name} needs a memoryview"
        )));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}

fn one(a: &Args) -> Option<Value> {
    match (a.pos, a.kw.is_empty()) {
        ([x], true) => Some(*x),
        _ => None,
    }
}

fn two(a: &Args) -> Option<(Value, Value)> {
    match (a.pos, a.kw.is_empty()) {
        ([x, y], true) => Some((*x, *y)),
        _ => None,
    }
}

fn index_error() -> Error {
    Error::new(TypeId::IndexError, "index out of bounds on dimension 1")
}

/// Item `key` (an int) of a view of `n` items, as a position in 0..n.
fn item_index(key: i64, n: i64) -> Result<i64> {
    let k = if key < 0 { key.wrapping_add(n) } else { key };
    if (0..n).contains(&k) {
        Ok(k)
    } else {
        Err(index_error())
    }
}

/// A slice of plain ints/None over `n` items: (start, step, length).
fn plain_slice(vm: &Vm, key: Value, n: i64) -> Option<(i64, i64, i64)> {
    let Value::Obj(r) = key else { return None };
    let Obj::Slice(parts) = vm.heap.get(r) else {
        return None;
    };
    let plain = |v: Value| match v {
        Value::None => Some(None),
        Value::Int(i) => Some(Some(i)),
        _ => None,
    };
    let (a, b, c) = (plain(parts[0])?, plain(parts[1])?, plain(parts[2])?);
    // A zero step is an error: its message is the Python code's.
    let (start, stop, step) = crate::text::slice_indices(n, a, b, c).ok()?;
    let len = i64::try_from(crate::text::slice_len(start, stop, step)).ok()?;
    Some((start, step, len))
}

// ----- the methods -----

/// `memoryview(obj)` of an exact bytes or bytearray.
fn mv_new(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((cls, src)) = two(&a)
        && let Value::Obj(cref) = cls
        && let Some(info) = class_info(vm, cref)
        && let Value::Obj(sr) = src
    {
        let plain = match vm.heap.get(sr) {
            Obj::Bytes(b) => Some((b.len(), true)),
            Obj::ByteArray(b) => Some((b.len(), false)),
            _ => None,
        };
        if let Some((len, readonly)) = plain
            && let Ok(len) = i64::try_from(len)
        {
            return build(
                vm,
                cref,
                info,
                &[
                    src,
                    src,
                    Value::Int(0),
                    Value::Int(1),
                    Value::Int(len),
                    info.byte_fmt,
                    Value::Int(1),
                    Value::Bool(readonly),
                ],
            );
        }
    }
    slow(vm, &a, "__new__")
}

fn mv_len(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(me) = one(&a)
        && let Some(v) = view_of(vm, me)
    {
        return Ok(Value::Int(v.count));
    }
    slow(vm, &a, "__len__")
}

/// Item `k` of a view of a one-byte format.
fn byte_item(vm: &mut Vm, v: &View, k: i64) -> Result<Value> {
    let byte = buf_bytes(vm, v.buf)[v.pos(k)];
    match v.code {
        b'b' => Ok(Value::Int(byte as i8 as i64)),
        b'c' => vm.new_bytes(vec![byte]),
        _ => Ok(Value::Int(byte as i64)),
    }
}

fn mv_getitem(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((me, key)) = two(&a)
        && let Some(v) = view_of(vm, me)
    {
        if let Value::Int(i) = key
            && v.byte_format()
        {
            let k = item_index(i, v.count)?;
            return byte_item(vm, &v, k);
        }
        if let Some((start, step, n)) = plain_slice(vm, key, v.count)
            && let Some(stride) = v.stride.checked_mul(step)
            && let Some(off) = start
                .checked_mul(v.stride)
                .and_then(|d| v.off.checked_add(d))
        {
            // An empty slice starting at the end keeps the end as its offset.
            return derive(vm, &v, off, stride, n);
        }
    }
    slow(vm, &a, "__getitem__")
}

fn mv_setitem(vm: &mut Vm, a: Args) -> Result<Value> {
    if let [me, key, value] = a.pos
        && a.kw.is_empty()
        && let Some(v) = view_of(vm, *me)
        && !v.readonly
        && v.writable_buf
        && v.code == b'B'
        && v.itemsize == 1
    {
        if let (Value::Int(i), Value::Int(x)) = (*key, *value)
            && let Ok(byte) = u8::try_from(x)
        {
            let k = item_index(i, v.count)?;
            let p = v.pos(k);
            if let Some(Obj::ByteArray(b)) = vm.heap.get_mut(v.buf) {
                b[p] = byte;
            }
            return Ok(Value::None);
        }
        if let Some((start, step, n)) = plain_slice(vm, *key, v.count)
            && let Value::Obj(src) = *value
        {
            vm.heap.check_room(alloc_size(n as usize))?;
            // A copy first: the source may be this very buffer.
            let data = match vm.heap.get(src) {
                Obj::Bytes(b) if b.len() as i64 == n => Some(b.to_vec()),
                Obj::ByteArray(b) if b.len() as i64 == n => Some(b.clone()),
                _ => None,
            };
            if let Some(data) = data {
                vm.charge_steps(n as u64 / 64)?;
                if let Some(Obj::ByteArray(b)) = vm.heap.get_mut(v.buf) {
                    // Item start + j*step (j < n) is one of the view's.
                    for (j, x) in data.into_iter().enumerate() {
                        b[v.pos(start + j as i64 * step)] = x;
                    }
                }
                return Ok(Value::None);
            }
        }
    }
    slow(vm, &a, "__setitem__")
}

fn mv_tobytes(vm: &mut Vm, a: Args, name: &str) -> Result<Value> {
    if let Some(me) = one(&a)
        && let Some(v) = view_of(vm, me)
    {
        let out = gather(vm, &v)?;
        return vm.new_bytes(out);
    }
    slow(vm, &a, name)
}

fn mv_tolist(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(me) = one(&a)
        && let Some(v) = view_of(vm, me)
        && matches!(v.code, b'B' | b'b')
        && v.itemsize == 1
    {
        let n = v.count as usize;
        vm.heap
            .check_room(alloc_size(n.saturating_mul(std::mem::size_of::<Value>())))?;
        vm.charge_steps(n as u64 / 16)?;
        let b = buf_bytes(vm, v.buf);
        let signed = v.code == b'b';
        let items: Vec<Value> = (0..v.count)
            .map(|k| {
                let x = b[v.pos(k)];
                Value::Int(if signed { x as i8 as i64 } else { x as i64 })
            })
            .collect();
        return vm.new_list(items);
    }
    slow(vm, &a, "tolist")
}

fn mv_hex(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(me) = one(&a)
        && let Some(v) = view_of(vm, me)
    {
        let raw = gather(vm, &v)?;
        // The text is made while the gathered bytes are still held.
        vm.heap
            .check_room(alloc_size(raw.len().saturating_mul(2)) + alloc_size(raw.len()))?;
        let s = match crate::text::bytes::hex(&raw, None, 0) {
            Ok(s) => s,
            Err(e) => return Err(vm.native_error(Error::value_error(e))),
        };
        return vm.new_str(s);
    }
    slow(vm, &a, "hex")
}

/// Unsigned bytes in item order: a plain bytes/bytearray or an
/// unsigned-byte view, as (buffer, offset, stride, count).
fn byte_seq(vm: &Vm, x: Value) -> Option<(ObjRef, i64, i64, i64)> {
    let Value::Obj(r) = x else { return None };
    match vm.heap.get(r) {
        Obj::Bytes(b) => Some((r, 0, 1, b.len() as i64)),
        Obj::ByteArray(b) => Some((r, 0, 1, b.len() as i64)),
        _ => {
            let v = view_of(vm, x)?;
            (v.code == b'B' && v.itemsize == 1).then_some((v.buf, v.off, v.stride, v.count))
        }
    }
}

fn mv_eq(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((me, other)) = two(&a) {
        if me == other && inst_of(vm, me).is_some() {
            return Ok(Value::Bool(true));
        }
        if let Some(v) = view_of(vm, me)
            && v.code == b'B'
            && v.itemsize == 1
            && let Some((theirs, off, stride, n)) = byte_seq(vm, other)
        {
            if n != v.count {
                return Ok(Value::Bool(false));
            }
            vm.charge_steps(n as u64 / 64)?;
            let (mine, t) = (buf_bytes(vm, v.buf), buf_bytes(vm, theirs));
            let same = (0..n).all(|k| mine[v.pos(k)] == t[(off + k * stride) as usize]);
            return Ok(Value::Bool(same));
        }
    }
    slow(vm, &a, "__eq__")
}

fn mv_enter(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(me) = one(&a)
        && view_of(vm, me).is_some()
    {
        return Ok(me);
    }
    slow(vm, &a, "__enter__")
}

/// `release()` and `__exit__(*exc)`: mark the view released and drop its
/// export.
fn mv_release(vm: &mut Vm, a: Args, name: &str) -> Result<Value> {
    let me = a.pos.first().copied().unwrap_or(Value::None);
    let arity_ok = if name == "release" {
        a.pos.len() == 1
    } else {
        a.pos.len() == 4
    };
    if arity_ok
        && a.kw.is_empty()
        && let Value::Obj(r) = me
        && let Some(inst) = inst_of(vm, me)
    {
        vm.instance_store(inst.obj, KEYS[F_RELEASED], Value::Bool(true))?;
        vm.export_remove(r);
        return Ok(Value::None);
    }
    slow(vm, &a, name)
}
