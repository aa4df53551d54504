//! Operators on `bytes` and `bytearray`: construction from Python objects,
//! concatenation, repetition, membership, subscripting, item and slice
//! assignment of bytearrays, and printf-style `%` formatting. Every growth
//! of a bytearray's buffer is charged to the heap before it happens.

use crate::error::{Error, Result};
use crate::format::{self, PercentPiece, PercentSpec};
use crate::objects::{Obj, ObjRef, TypeId, Value};

use super::Vm;
use super::ops::Num;

const BYTE_RANGE: &str = "byte must be in range(0, 256)";

/// Capacity a bytearray buffer of capacity `cap` grows to so that it holds
/// `needed` bytes (amortized like CPython's over-allocation).
fn grown_capacity(cap: usize, needed: usize) -> usize {
    if needed <= cap {
        cap
    } else {
        needed.max(cap.saturating_add(cap / 2)).max(8)
    }
}

impl Vm {
    pub fn new_bytes(&mut self, b: Vec<u8>) -> Result<Value> {
        self.alloc(Obj::Bytes(b.into_boxed_slice()))
    }

    pub fn new_bytearray(&mut self, mut b: Vec<u8>) -> Result<Value> {
        b.shrink_to_fit();
        self.alloc(Obj::ByteArray(b))
    }

    /// A bytearray when `bytearray` is set, else a bytes: methods of a
    /// bytearray return bytearrays.
    pub fn new_bytes_like(&mut self, bytearray: bool, b: Vec<u8>) -> Result<Value> {
        if bytearray {
            self.new_bytearray(b)
        } else {
            self.new_bytes(b)
        }
    }

    pub fn is_bytearray(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::ByteArray(_)))
    }

    /// An int stored into a bytearray (`_getbytevalue`): `__index__`, then
    /// `byte must be in range(0, 256)` (big ints included).
    pub fn byte_value(&self, v: Value) -> Result<u8> {
        if let Value::Obj(r) = v
            && let Obj::BigInt(_) = self.heap.get(r)
        {
            return Err(Error::value_error(BYTE_RANGE));
        }
        let i = self.index_of(v)?;
        u8::try_from(i).map_err(|_| Error::value_error(BYTE_RANGE))
    }

    /// The bytes of `bytes(v)` / `bytearray(v)` for a non-str, non-int source:
    /// a bytes-like object is copied, any other iterable must yield ints in
    /// range(0, 256). `what` names the target type in error messages.
    pub(crate) fn bytes_from_object(&mut self, v: Value, what: TypeId) -> Result<Vec<u8>> {
        if let Some(b) = self.bytes_of(v) {
            return Ok(b.to_vec());
        }
        let range_msg = if what == TypeId::Bytes {
            "bytes must be in range(0, 256)"
        } else {
            BYTE_RANGE
        };
        if !self.is_iterable(v) {
            return Err(Error::type_error(format!(
                "cannot convert '{}' object to {}",
                self.type_name(v),
                what.name()
            )));
        }
        let items = self.collect_iter(v)?;
        self.heap.check_room(items.len())?;
        let mut out = Vec::with_capacity(items.len());
        for x in items {
            let big = matches!(x, Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)));
            if big {
                return Err(Error::value_error(range_msg));
            }
            let i = self.index_of(x)?;
            match u8::try_from(i) {
                Ok(b) => out.push(b),
                Err(_) => return Err(Error::value_error(range_msg)),
            }
        }
        Ok(out)
    }

    /// `type(v).__bytes__(v)` for an instance of a user class that has it;
    /// the result must be bytes.
    pub(crate) fn bytes_dunder(&mut self, v: Value) -> Result<Option<Vec<u8>>> {
        if !self.is_user(v) {
            return Ok(None);
        }
        let Some(r) = self.call_dunder(v, "__bytes__", &[])? else {
            return Ok(None);
        };
        match self.bytes_of(r) {
            Some(b) if !self.is_bytearray(r) => Ok(Some(b.to_vec())),
            _ => Err(Error::type_error(format!(
                "__bytes__ returned non-bytes (type {})",
                self.type_name(r)
            ))),
        }
    }

    /// `a + b` for a bytes or bytearray `a`; the result has `a`'s type.
    pub(crate) fn bytes_concat(&mut self, a: Value, b: Value) -> Result<Value> {
        let ta = self.type_of(a);
        let (Some(x), Some(y)) = (self.bytes_of(a), self.bytes_of(b)) else {
            return Err(Error::type_error(format!(
                "can't concat {} to {}",
                self.type_name(b),
                ta.name()
            )));
        };
        let n = x.len().saturating_add(y.len());
        self.heap.check_room(n)?;
        let mut v = Vec::with_capacity(n);
        v.extend_from_slice(x);
        v.extend_from_slice(y);
        self.new_bytes_like(ta == TypeId::ByteArray, v)
    }

    /// `item in b` for a bytes or bytearray `b`.
    pub(crate) fn bytes_contains(&self, b: Value, item: Value) -> Result<bool> {
        let hay = self.bytes_of(b).unwrap_or(&[]);
        if let Some(Num::I(_) | Num::B(_)) = self.num(item) {
            let c = self.byte_value(item)?;
            return Ok(hay.contains(&c));
        }
        match self.bytes_of(item) {
            Some(sub) => Ok(crate::text::bytes::find(hay, sub, None, None) >= 0),
            None => Err(Error::type_error(format!(
                "a bytes-like object is required, not '{}'",
                self.type_name(item)
            ))),
        }
    }

    /// `b[i]` for a bytes or bytearray (slices are handled by `get_slice`).
    pub(crate) fn bytes_index(&mut self, r: ObjRef, key: Value) -> Result<Value> {
        let (len, ba) = match self.heap.get(r) {
            Obj::Bytes(b) => (b.len(), false),
            Obj::ByteArray(b) => (b.len(), true),
            _ => return Err(Error::fault("bytes_index of non-bytes")),
        };
        let i = if ba {
            self.seq_index(key, len, "bytearray")?
        } else {
            let big = matches!(key, Value::Obj(k) if matches!(self.heap.get(k), Obj::BigInt(_)));
            self.seq_index(key, len, "byte").map_err(|e| {
                if !big && e.pending_type() == Some(TypeId::IndexError) {
                    Error::index_error("index out of range")
                } else {
                    e
                }
            })?
        };
        let b = self.bytes_of(Value::Obj(r)).unwrap_or(&[]);
        Ok(Value::Int(b.get(i).copied().unwrap_or(0) as i64))
    }

    fn bytearray_len(&self, r: ObjRef) -> Result<(usize, usize)> {
        match self.heap.get(r) {
            Obj::ByteArray(b) => Ok((b.len(), b.capacity())),
            _ => Err(Error::fault("expected a bytearray")),
        }
    }

    /// Replace bytes `lo..hi` of bytearray `r` with `data`, charging any
    /// growth of the buffer first.
    pub(crate) fn bytearray_splice(
        &mut self,
        r: ObjRef,
        lo: usize,
        hi: usize,
        data: &[u8],
    ) -> Result<()> {
        let (len, cap) = self.bytearray_len(r)?;
        let (lo, hi) = (lo.min(len), hi.min(len).max(lo.min(len)));
        let new_len = len - (hi - lo) + data.len();
        self.check_resize(r, len, new_len)?;
        let new_cap = grown_capacity(cap, new_len);
        self.heap.grow(r, new_cap - cap, |o| {
            if let Obj::ByteArray(b) = o {
                if new_cap > b.capacity() {
                    b.reserve_exact(new_cap - b.len());
                }
                b.splice(lo..hi, data.iter().copied());
            }
        })
    }

    /// Run a change on bytearray `r` that does not grow it.
    pub(crate) fn bytearray_shrink(&mut self, r: ObjRef, f: impl FnOnce(&mut Vec<u8>)) {
        let before = self.heap.get(r).payload_bytes();
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(r) {
            f(b);
        }
        self.heap.settle(r, before);
    }

    /// `ba[key] = v`.
    pub(crate) fn bytearray_setitem(&mut self, r: ObjRef, key: Value, v: Value) -> Result<()> {
        if let Value::Obj(k) = key
            && let Obj::Slice(_) = self.heap.get(k)
        {
            return self.bytearray_set_slice(r, k, v);
        }
        if !matches!(key, Value::Int(_) | Value::Bool(_))
            && !matches!(key, Value::Obj(k) if matches!(self.heap.get(k), Obj::BigInt(_)))
        {
            return Err(Error::type_error(format!(
                "bytearray indices must be integers or slices, not {}",
                self.type_name(key)
            )));
        }
        let (len, _) = self.bytearray_len(r)?;
        // CPython converts the value before checking the index.
        let byte = self.byte_value(v)?;
        let i = self.seq_index(key, len, "bytearray")?;
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(r) {
            b[i] = byte;
        }
        Ok(())
    }

    fn bytearray_set_slice(&mut self, r: ObjRef, s: ObjRef, v: Value) -> Result<()> {
        let data = match self.bytes_of(v) {
            Some(b) => b.to_vec(),
            None => {
                if self.num(v).is_some() || self.type_of(v) == TypeId::Str {
                    return Err(Error::type_error(
                        "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
                    ));
                }
                self.bytes_from_object(v, TypeId::ByteArray)?
            }
        };
        let (len, _) = self.bytearray_len(r)?;
        let (start, _stop, step, n) = self.slice_bounds(s, len)?;
        if step == 1 {
            let lo = start as usize;
            return self.bytearray_splice(r, lo, lo + n, &data);
        }
        let idx = (0..n).map(|k| (start + step * k as i64) as usize);
        if data.is_empty() {
            self.check_resize(r, len, len - n)?;
            let mut gone: Vec<usize> = idx.collect();
            gone.sort_unstable();
            self.bytearray_shrink(r, |b| remove_sorted(b, &gone));
            return Ok(());
        }
        if data.len() != n {
            return Err(Error::value_error(format!(
                "attempt to assign bytes of size {} to extended slice of size {}",
                data.len(),
                n
            )));
        }
        let idx: Vec<usize> = idx.collect();
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(r) {
            for (i, c) in idx.into_iter().zip(data) {
                b[i] = c;
            }
        }
        Ok(())
    }

    /// `del ba[key]`.
    pub(crate) fn bytearray_delitem(&mut self, r: ObjRef, key: Value) -> Result<()> {
        let (len, _) = self.bytearray_len(r)?;
        if let Value::Obj(k) = key
            && let Obj::Slice(_) = self.heap.get(k)
        {
            let (start, _, step, n) = self.slice_bounds(k, len)?;
            self.check_resize(r, len, len - n)?;
            let mut gone: Vec<usize> = (0..n).map(|j| (start + step * j as i64) as usize).collect();
            gone.sort_unstable();
            self.bytearray_shrink(r, |b| remove_sorted(b, &gone));
            return Ok(());
        }
        let i = self.seq_index(key, len, "bytearray")?;
        self.check_resize(r, len, len - 1)?;
        self.bytearray_shrink(r, |b| {
            b.remove(i);
        });
        Ok(())
    }

    /// `ba += other`: extends in place with any bytes-like object.
    pub(crate) fn bytearray_iadd(&mut self, a: Value, b: Value) -> Result<Value> {
        let Value::Obj(r) = a else {
            return Err(Error::fault("expected a bytearray"));
        };
        let Some(data) = self.bytes_of(b).map(|d| d.to_vec()) else {
            return Err(Error::type_error(format!(
                "can't concat {} to bytearray",
                self.type_name(b)
            )));
        };
        let (len, _) = self.bytearray_len(r)?;
        self.bytearray_splice(r, len, len, &data)?;
        Ok(a)
    }

    /// `ba *= n`: repeats in place; other operands fall back to `*`.
    pub(crate) fn bytearray_imul(&mut self, a: Value, n: Value) -> Result<Value> {
        let Value::Obj(r) = a else {
            return Err(Error::fault("expected a bytearray"));
        };
        let count = match self.num(n) {
            Some(Num::I(i)) => i.max(0) as usize,
            Some(Num::B(b)) if b.sign() == num_bigint::Sign::Minus => 0,
            Some(Num::B(_)) => {
                return Err(Error::overflow(
                    "cannot fit 'int' into an index-sized integer",
                ));
            }
            _ => return self.binary_op(crate::compile::code::BinOp::Mul, a, n),
        };
        let (len, cap) = self.bytearray_len(r)?;
        let total = len.checked_mul(count).ok_or_else(|| {
            if self.heap.limit.is_some() {
                self.heap.refusal(usize::MAX)
            } else {
                Error::new(TypeId::MemoryError, "")
            }
        })?;
        self.check_resize(r, len, total)?;
        if total <= len {
            self.bytearray_shrink(r, |b| b.truncate(total));
            return Ok(a);
        }
        self.heap.check_room(total - cap.min(total))?;
        self.charge_steps(total as u64 / 64)?;
        let new_cap = grown_capacity(cap, total);
        self.heap.grow(r, new_cap - cap, |o| {
            if let Obj::ByteArray(b) = o {
                if new_cap > b.capacity() {
                    b.reserve_exact(new_cap - b.len());
                }
                let unit = b[..len].to_vec();
                for _ in 1..count {
                    b.extend_from_slice(&unit);
                }
            }
        })?;
        Ok(a)
    }

    /// `fmt % args` for a bytes or bytearray `fmt` (CPython's `_PyBytes_FormatEx`).
    pub(crate) fn bytes_percent(&mut self, fmt: Value, args: Value) -> Result<Value> {
        let to_bytearray = self.is_bytearray(fmt);
        // Latin-1 view: one char per byte, so the str helpers count bytes.
        let f: String = self
            .bytes_of(fmt)
            .unwrap_or(&[])
            .iter()
            .map(|&c| c as char)
            .collect();
        let ta = self.type_of(args);
        let is_mapping = matches!(ta, TypeId::Dict | TypeId::List | TypeId::Range);
        let mut items = if ta == TypeId::Tuple {
            self.seq_items(args)?
        } else {
            vec![args]
        };
        let mut idx = 0usize;
        let mut out = String::new();
        let next_arg = |items: &[Value], idx: &mut usize| -> Result<Value> {
            let v = items.get(*idx).copied();
            *idx += 1;
            v.ok_or_else(|| Error::type_error("not enough arguments for format string"))
        };
        for piece in format::PercentParser::new(&f, is_mapping) {
            let spec = match piece? {
                PercentPiece::Literal(s) => {
                    out.push_str(&s);
                    continue;
                }
                PercentPiece::Spec(spec) => spec,
            };
            if let Some(k) = &spec.key {
                let key: Vec<u8> = k.chars().map(|c| c as u8).collect();
                let key = self.new_bytes(key)?;
                items = vec![self.get_item(args, key)?];
                idx = 0;
            }
            let star = |vm: &Vm, v: Value| -> Result<i64> {
                match v {
                    Value::Int(_) | Value::Bool(_) => vm.index_of(v),
                    _ => Err(Error::type_error("* wants int")),
                }
            };
            let sw = match spec.width {
                Some(format::Width::Star) => Some(star(self, next_arg(&items, &mut idx)?)?),
                _ => None,
            };
            let sp = match spec.precision {
                Some(format::Width::Star) => Some(star(self, next_arg(&items, &mut idx)?)?),
                _ => None,
            };
            let pa = spec.resolve(sw, sp);
            let arg = next_arg(&items, &mut idx)?;
            let piece = self.bytes_percent_one(&spec, pa, arg)?;
            out.push_str(&piece);
            if out.len() > 1 << 16 {
                self.heap.check_room(out.len())?;
            }
        }
        if !is_mapping && idx < items.len() {
            return Err(Error::type_error(
                "not all arguments converted during bytes formatting",
            ));
        }
        let bytes: Vec<u8> = out.chars().map(|c| c as u32 as u8).collect();
        self.new_bytes_like(to_bytearray, bytes)
    }

    /// One conversion of a bytes `%` format, as Latin-1 text.
    fn bytes_percent_one(
        &mut self,
        spec: &PercentSpec,
        pa: format::PercentArgs,
        arg: Value,
    ) -> Result<String> {
        let latin1 = |b: &[u8]| -> String { b.iter().map(|&c| c as char).collect() };
        Ok(match spec.conv {
            's' | 'b' => {
                if let Some(b) = self.bytes_dunder(arg)? {
                    let s = latin1(&b);
                    return Ok(format::percent_str(
                        &s,
                        &format::PercentArgs { conv: 's', ..pa },
                    )?);
                }
                let Some(b) = self.bytes_of(arg) else {
                    return Err(Error::type_error(format!(
                        "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                        self.type_name(arg)
                    )));
                };
                let s = latin1(b);
                format::percent_str(&s, &format::PercentArgs { conv: 's', ..pa })?
            }
            'r' | 'a' => {
                let s = self.ascii_string(arg)?;
                format::percent_str(&s, &format::PercentArgs { conv: 'a', ..pa })?
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                let conv = if spec.conv == 'i' { 'd' } else { spec.conv };
                let int_only = matches!(conv, 'x' | 'X' | 'o');
                let b = match self.num(arg) {
                    Some(Num::F(f)) if !int_only => {
                        crate::num::f64_to_int(f).map_err(Error::from)?
                    }
                    Some(Num::I(i)) => i.into(),
                    Some(Num::B(b)) => b,
                    _ => {
                        return Err(Error::type_error(format!(
                            "%{conv} format: {} is required, not {}",
                            if int_only {
                                "an integer"
                            } else {
                                "a real number"
                            },
                            self.type_name(arg)
                        )));
                    }
                };
                format::percent_int(&b, &format::PercentArgs { conv, ..pa })?
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let f = match self.num(arg) {
                    Some(Num::F(f)) => Some(f),
                    Some(Num::I(i)) => Some(i as f64),
                    Some(Num::B(b)) => crate::num::big_to_f64(&b).ok(),
                    None => None,
                };
                let Some(f) = f else {
                    return Err(Error::type_error(format!(
                        "float argument required, not {}",
                        self.type_name(arg)
                    )));
                };
                format::percent_float(f, &pa)?
            }
            'c' => {
                let c = match self.bytes_of(arg) {
                    Some([c]) => *c,
                    _ => match self.num(arg) {
                        Some(Num::I(i)) => u8::try_from(i)
                            .map_err(|_| Error::overflow("%c arg not in range(256)"))?,
                        Some(Num::B(_)) => return Err(Error::overflow("%c arg not in range(256)")),
                        _ => {
                            return Err(Error::type_error(
                                "%c requires an integer in range(256) or a single byte",
                            ));
                        }
                    },
                };
                format::percent_str(&(c as char).to_string(), &pa)?
            }
            other => {
                return Err(Error::value_error(format!(
                    "unsupported format character '{}' (0x{:x}) at index {}",
                    other, other as u32, spec.index
                )));
            }
        })
    }
}

/// Remove the (sorted, distinct) positions `gone` from `b`.
fn remove_sorted(b: &mut Vec<u8>, gone: &[usize]) {
    let mut k = 0;
    let mut pos = 0;
    b.retain(|_| {
        let keep = !(k < gone.len() && gone[k] == pos);
        if !keep {
            k += 1;
        }
        pos += 1;
        keep
    });
}
