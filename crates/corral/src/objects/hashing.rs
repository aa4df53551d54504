//! Internal hashing and key equality for dict and set.
//!
//! Equal keys must hash equal across types (`1 == 1.0 == True`), so numbers
//! are hashed by value. The hash is seeded per process: it never reaches the
//! guest (whose `hash()` follows CPython) and orders nothing (dicts keep
//! insertion order; sets order by Python's `hash()`, see [`py_hash`]), so
//! the seed costs no determinism.

use std::cell::Cell;
use std::hash::{BuildHasher, Hasher};

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::{Heap, Obj, TypeId, Value, ViewKind};
use crate::error::{Error, Result};

thread_local! {
    /// The seed of the VM running on this thread (set by every entry into a
    /// VM: a snapshot carries its seed, so a resumed run hashes alike).
    static SEED: Cell<u64> = const { Cell::new(0) };
}

/// A fresh seed for a new VM.
pub fn new_seed() -> u64 {
    std::collections::hash_map::RandomState::new().hash_one(0x5eed_u64)
}

/// Make `seed` the hash seed of this thread (the VM about to run).
pub fn set_seed(seed: u64) {
    SEED.with(|c| c.set(seed));
}

#[inline]
fn state() -> foldhash::fast::FixedState {
    foldhash::fast::FixedState::with_seed(SEED.with(|c| c.get()))
}

#[inline]
fn h64(tag: u8, x: u64) -> u64 {
    let mut h = state().build_hasher();
    h.write_u8(tag);
    h.write_u64(x);
    h.finish()
}

#[inline]
pub fn hash_bytes(tag: u8, b: &[u8]) -> u64 {
    let mut h = state().build_hasher();
    h.write_u8(tag);
    h.write(b);
    h.finish()
}

fn hash_float(f: f64) -> u64 {
    if f.fract() == 0.0 && f.is_finite() && f.abs() < 9.2e18 {
        return h64(1, f as i64 as u64);
    }
    if f.is_finite() {
        // As the int Python's hash() gives, so a user `__hash__` returning
        // `hash(x)` for a number equal to x finds it in dicts.
        return h64(1, crate::num::hash_f64(f, 0) as u64);
    }
    h64(2, f.to_bits())
}

fn hash_big(b: &BigInt) -> u64 {
    // A bigint exactly representable as f64 must hash like that float.
    let bits = b.bits();
    let tz = b.trailing_zeros().unwrap_or(0);
    if bits.saturating_sub(tz) <= 53
        && bits <= 1024
        && let Some(f) = b.to_f64()
    {
        return hash_float(f);
    }
    hash_bytes(3, &b.to_signed_bytes_le())
}

const MAX_DEPTH: usize = 5000;

/// Python's `hash(s)` for a str: a seeded hash of its bytes (CPython's is
/// randomized per process too), reduced like CPython's hash values.
#[inline]
pub fn py_str_hash(s: &str) -> i64 {
    // Whatever the seed, CPython hashes the empty string to 0.
    if s.is_empty() {
        return 0;
    }
    let h = (hash_bytes(8, s.as_bytes()) % ((1u64 << 61) - 1)) as i64;
    if h == 0 { 1 } else { h }
}

/// The internal hash of a `str` key: the internal hash of the int
/// `hash(s)`, so an object whose `__hash__` returns `hash(s)` and which
/// equals `s` finds it in a dict, as in CPython.
#[inline]
pub fn hash_str(s: &str) -> u64 {
    h64(1, py_str_hash(s) as u64)
}

/// Python's `hash(b)` for bytes: like CPython, the hash of an ASCII str with
/// the same bytes.
#[inline]
pub fn py_bytes_hash(b: &[u8]) -> i64 {
    if b.is_empty() {
        return 0;
    }
    let h = (hash_bytes(8, b) % ((1u64 << 61) - 1)) as i64;
    if h == 0 { 1 } else { h }
}

/// Python's `hash(v)`, given the internal hash `internal` of `v`, for a
/// value that needs no guest code to hash. Numbers, tuples of them and
/// frozensets hash exactly as in CPython (and so order sets as CPython
/// does); values whose CPython hash is address-based or seeded (None,
/// functions, types, str, bytes) get a consistent stand-in.
pub fn py_hash(heap: &Heap, v: Value, internal: u64) -> i64 {
    py_hash_depth(heap, v, 0).unwrap_or_else(|| stand_in(internal))
}

/// The hash of a value whose CPython hash is not reproducible.
#[inline]
pub fn stand_in(internal: u64) -> i64 {
    (internal >> 1) as i64
}

/// Whether [`py_hash`] is exact for `v`: false when some part of it is a
/// user object, whose `hash()` may run `__hash__`.
pub fn py_hash_is_pure(heap: &Heap, v: Value) -> bool {
    match v {
        Value::Obj(r) => match heap.get(r) {
            Obj::Instance(_) => false,
            Obj::Exception(e) => e.class.is_none(),
            Obj::Tuple(items) => items.iter().all(|x| py_hash_is_pure(heap, *x)),
            _ => true,
        },
        _ => true,
    }
}

/// CPython's `frozenset.__hash__` from the hashes of the elements.
pub fn frozenset_hash(elem_hashes: impl Iterator<Item = i64>, len: usize) -> i64 {
    fn shuffle(h: u64) -> u64 {
        ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
    }
    let mut hash: u64 = 0;
    for h in elem_hashes {
        hash ^= shuffle(h as u64);
    }
    hash ^= (len as u64 + 1).wrapping_mul(1_927_868_237);
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash.wrapping_mul(69_069).wrapping_add(907_133_923);
    if hash == u64::MAX {
        590_923_713
    } else {
        hash as i64
    }
}

fn py_hash_depth(heap: &Heap, v: Value, depth: usize) -> Option<i64> {
    use crate::num;
    Some(match v {
        Value::Int(i) => num::hash_i64(i),
        Value::Bool(b) => b as i64,
        Value::Float(f) => num::hash_f64(f, 0),
        Value::None => 0x10_0000_1000 >> 4,
        Value::Obj(r) => match heap.get(r) {
            Obj::BigInt(b) => num::hash_bigint(b),
            Obj::Str(s) => py_str_hash(s.as_str()),
            Obj::Bytes(b) => py_bytes_hash(b),
            Obj::Complex(re, im) => num::hash_complex(num::hash_f64(*re, 0), num::hash_f64(*im, 0)),
            Obj::Tuple(items) => {
                if depth > MAX_DEPTH {
                    return None;
                }
                let mut h = num::TupleHasher::new();
                for x in items.iter() {
                    let xh = match py_hash_depth(heap, *x, depth + 1) {
                        Some(xh) => xh,
                        None => stand_in(hash_depth(heap, *x, depth + 1).ok()?),
                    };
                    h.push(xh);
                }
                h.finish()
            }
            // CPython: the hash of (len, start, step), with None for the
            // parts that do not decide which elements the range holds.
            Obj::Range { start, stop, step } => {
                let len = crate::builtins::range_len(*start, *stop, *step);
                let none = py_hash_depth(heap, Value::None, depth)?;
                let mut h = num::TupleHasher::new();
                h.push(num::hash_i64(len));
                h.push(if len > 0 { num::hash_i64(*start) } else { none });
                h.push(if len > 1 { num::hash_i64(*step) } else { none });
                h.finish()
            }
            Obj::FrozenSet(d) => frozenset_hash(
                d.iter().map(|e| match e.value {
                    Value::Int(h) => h,
                    _ => 0,
                }),
                d.len(),
            ),
            _ => return None,
        },
        _ => return None,
    })
}

pub fn hash_key(heap: &Heap, v: Value) -> Result<u64> {
    hash_depth(heap, v, 0)
}

/// The internal hash of a str object, computed once and kept in it.
#[inline]
pub fn str_key_hash(s: &super::PyStr) -> u64 {
    let c = s.hash.get();
    if c != 0 {
        return c;
    }
    let h = hash_str(s.as_str());
    s.hash.set(h);
    h
}

fn hash_depth(heap: &Heap, v: Value, depth: usize) -> Result<u64> {
    Ok(match v {
        Value::Int(i) => h64(1, i as u64),
        Value::Bool(b) => h64(1, b as u64),
        Value::Float(f) => hash_float(f),
        Value::None => h64(4, 0),
        Value::Ellipsis => h64(4, 1),
        Value::NotImplemented => h64(4, 2),
        Value::Undef => h64(4, 3),
        Value::Type(t) => h64(5, t as u64),
        Value::Builtin(b) => h64(6, b as u64),
        Value::Method(m, t) => h64(7, ((m as u64) << 8) | t as u64),
        Value::Native(n) => h64(13, ((n.module as u64) << 16) | n.func as u64),
        Value::Obj(r) => match heap.get(r) {
            Obj::Str(s) => str_key_hash(s),
            Obj::Bytes(b) => hash_bytes(9, b),
            Obj::Complex(re, im) => {
                if *im == 0.0 {
                    hash_float(*re)
                } else {
                    h64(14, re.to_bits() ^ im.to_bits().rotate_left(17))
                }
            }
            Obj::BigInt(b) => hash_big(b),
            Obj::GenericAlias(origin, args) => {
                let mut h = state().build_hasher();
                h.write_u8(15);
                h.write_u64(hash_depth(heap, *origin, depth + 1)?);
                for x in args.iter() {
                    h.write_u64(hash_depth(heap, *x, depth + 1)?);
                }
                h.finish()
            }
            Obj::Tuple(items) => {
                if depth > MAX_DEPTH {
                    return Err(Error::new(
                        TypeId::RecursionError,
                        "maximum recursion depth exceeded",
                    ));
                }
                let mut h = state().build_hasher();
                h.write_u8(10);
                for x in items.iter() {
                    h.write_u64(hash_depth(heap, *x, depth + 1)?);
                }
                h.finish()
            }
            // Equal ranges (same elements) hash alike: by length, then the
            // start and step only where they matter.
            Obj::Range { start, stop, step } => {
                let len = crate::builtins::range_len(*start, *stop, *step);
                let mut h = state().build_hasher();
                h.write_u8(16);
                h.write_i64(len);
                if len > 0 {
                    h.write_i64(*start);
                }
                if len > 1 {
                    h.write_i64(*step);
                }
                h.finish()
            }
            Obj::FrozenSet(d) => {
                let mut acc: u64 = 0x9e37_79b9;
                for e in d.iter() {
                    acc = acc.wrapping_add(e.hash.wrapping_mul(0x2545_f491_4f6c_dd1d));
                }
                h64(11, acc)
            }
            Obj::List(_)
            | Obj::ByteArray(_)
            | Obj::Dict(_)
            | Obj::Set(_)
            | Obj::Slice(_)
            | Obj::Deque(_)
            | Obj::DictView { .. } => {
                return Err(Error::type_error(format!(
                    "unhashable type: '{}'",
                    heap.get(r).type_id().tp_name()
                )));
            }
            _ => h64(12, r.0 as u64),
        },
    })
}

/// Equality used for dict keys: identity or value equality of hashable
/// builtin values. (Floats compare by bits first so a NaN key finds itself.)
pub fn key_eq(heap: &Heap, a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y || x.to_bits() == y.to_bits(),
        (Value::Obj(x), Value::Obj(y)) if x == y => true,
        // Equal texts from different constants or computations: the common
        // miss of the identity test, answered without the general walk.
        (Value::Obj(x), Value::Obj(y)) => match (heap.get(x), heap.get(y)) {
            (Obj::Str(p), Obj::Str(q)) => p.as_str() == q.as_str(),
            _ => values_equal(heap, a, b, 0).unwrap_or(false),
        },
        _ => values_equal(heap, a, b, 0).unwrap_or(false),
    }
}

fn num_eq(a: Value, b: Value, heap: &Heap) -> Option<bool> {
    let as_f = |v: Value| match v {
        Value::Int(i) => Some(i as f64),
        Value::Bool(b) => Some(b as i64 as f64),
        Value::Float(f) => Some(f),
        _ => None,
    };
    let as_i = |v: Value| match v {
        Value::Int(i) => Some(i),
        Value::Bool(b) => Some(b as i64),
        _ => None,
    };
    if let (Some(x), Some(y)) = (as_i(a), as_i(b)) {
        return Some(x == y);
    }
    let big = |v: Value| match v {
        Value::Obj(r) => match heap.get(r) {
            Obj::BigInt(b) => Some(b.clone()),
            _ => None,
        },
        Value::Int(i) => Some(BigInt::from(i)),
        Value::Bool(b) => Some(BigInt::from(b as i64)),
        _ => None,
    };
    match (a, b) {
        (Value::Float(x), other) | (other, Value::Float(x)) => {
            if let Some(bi) = big(other) {
                return Some(crate::num::cmp_int_float(&bi, x) == Some(std::cmp::Ordering::Equal));
            }
            as_f(other).map(|y| x == y)
        }
        _ => {
            let (x, y) = (big(a)?, big(b)?);
            Some(x == y)
        }
    }
}

/// Structural equality of builtin values without calling guest code.
/// Returns None when the comparison would need guest `__eq__`.
pub fn values_equal(heap: &Heap, a: Value, b: Value, depth: usize) -> Option<bool> {
    if depth > MAX_DEPTH {
        return None;
    }
    // The common pairs first, each object looked at once.
    if let (Value::Obj(x), Value::Obj(y)) = (a, b) {
        match (heap.get(x), heap.get(y)) {
            (Obj::Str(s), Obj::Str(t)) => return Some(x == y || s.as_str() == t.as_str()),
            (Obj::Tuple(s), Obj::Tuple(t)) => return seq_eq(heap, s, t, depth),
            _ => {}
        }
    }
    // User objects may define __eq__ (either side): the VM must decide.
    let user = |v: Value| match v {
        Value::Obj(r) => match heap.get(r) {
            Obj::Instance(_) => true,
            Obj::Exception(e) => e.class.is_some(),
            _ => false,
        },
        _ => false,
    };
    if user(a) || user(b) {
        return None;
    }
    if let Some(r) = num_eq(a, b, heap) {
        return Some(r);
    }
    let cx = |v: Value| -> Option<(f64, f64)> {
        match v {
            Value::Obj(r) => match heap.get(r) {
                Obj::Complex(re, im) => Some((*re, *im)),
                Obj::BigInt(b) => b.to_f64().map(|f| (f, 0.0)),
                _ => None,
            },
            Value::Int(i) => Some((i as f64, 0.0)),
            Value::Bool(b) => Some((b as i64 as f64, 0.0)),
            Value::Float(f) => Some((f, 0.0)),
            _ => None,
        }
    };
    let is_cx = |v: Value| matches!(v, Value::Obj(r) if matches!(heap.get(r), Obj::Complex(..)));
    if is_cx(a) || is_cx(b) {
        if let (Some(x), Some(y)) = (cx(a), cx(b)) {
            return Some(x == y);
        }
        return Some(false);
    }
    match (a, b) {
        (Value::Obj(x), Value::Obj(y)) => {
            if x == y {
                return Some(true);
            }
            match (heap.get(x), heap.get(y)) {
                (Obj::Str(s), Obj::Str(t)) => Some(s.as_str() == t.as_str()),
                (Obj::Bytes(s), Obj::Bytes(t)) => Some(s == t),
                (Obj::Bytes(s), Obj::ByteArray(t)) => Some(**s == **t),
                (Obj::ByteArray(s), Obj::Bytes(t)) => Some(**s == **t),
                (Obj::ByteArray(s), Obj::ByteArray(t)) => Some(s == t),
                (Obj::Tuple(s), Obj::Tuple(t)) => seq_eq(heap, s, t, depth),
                (Obj::List(s), Obj::List(t)) => seq_eq(heap, s, t, depth),
                (Obj::Deque(s), Obj::Deque(t)) => {
                    if s.items.len() != t.items.len() {
                        return Some(false);
                    }
                    let (s, t) = (s.items.as_slices(), t.items.as_slices());
                    let xs = s.0.iter().chain(s.1);
                    let ys = t.0.iter().chain(t.1);
                    for (x, y) in xs.zip(ys) {
                        if !same_value(*x, *y) && !values_equal(heap, *x, *y, depth + 1)? {
                            return Some(false);
                        }
                    }
                    Some(true)
                }
                (
                    Obj::Range { start, stop, step },
                    Obj::Range {
                        start: s2,
                        stop: e2,
                        step: st2,
                    },
                ) => {
                    let l1 = crate::builtins::range_len(*start, *stop, *step);
                    let l2 = crate::builtins::range_len(*s2, *e2, *st2);
                    Some(l1 == l2 && (l1 == 0 || (start == s2 && (l1 == 1 || step == st2))))
                }
                (Obj::Set(s) | Obj::FrozenSet(s), Obj::Set(t) | Obj::FrozenSet(t)) => {
                    if s.len() != t.len() {
                        return Some(false);
                    }
                    for e in s.iter() {
                        if t.find(heap, e.key, e.hash).is_none() {
                            // An element of the same hash may still be
                            // equal through guest __eq__: the VM decides.
                            return if t.has_hash(e.hash) {
                                None
                            } else {
                                Some(false)
                            };
                        }
                    }
                    Some(true)
                }
                (Obj::Dict(s), Obj::Dict(t)) => {
                    if s.len() != t.len() {
                        return Some(false);
                    }
                    for e in s.iter() {
                        match t.get(heap, e.key, e.hash) {
                            None if t.has_hash(e.hash) => return None,
                            None => return Some(false),
                            Some(v) => {
                                if !values_equal(heap, e.value, v, depth + 1)? {
                                    return Some(false);
                                }
                            }
                        }
                    }
                    Some(true)
                }
                (Obj::Slice(s), Obj::Slice(t)) => seq_eq(heap, &s[..], &t[..], depth),
                (Obj::Exception(e1), Obj::Exception(e2))
                    if e1.class.is_none() && e2.class.is_none() =>
                {
                    Some(false)
                }
                (Obj::Function(_), Obj::Function(_)) => Some(false),
                (
                    Obj::BoundMethod {
                        func: f1,
                        receiver: r1,
                    },
                    Obj::BoundMethod {
                        func: f2,
                        receiver: r2,
                    },
                ) => Some(values_equal(heap, *f1, *f2, depth + 1)? && r1 == r2),
                // User objects may define __eq__: the VM must decide.
                (Obj::Instance(_), _) | (_, Obj::Instance(_)) => None,
                (Obj::Exception(e), _) | (_, Obj::Exception(e)) if e.class.is_some() => None,
                // Key and item views compare as sets, generic aliases by
                // their parts: the VM's `eq` knows how.
                (Obj::GenericAlias(..), Obj::GenericAlias(..)) => None,
                (v, o) | (o, v) if is_set_view(v) && (is_set_view(o) || is_set(o)) => None,
                _ => Some(false),
            }
        }
        _ => Some(a == b && !matches!(a, Value::Undef)),
    }
}

/// A dict view that compares as a set.
fn is_set_view(o: &Obj) -> bool {
    matches!(
        o,
        Obj::DictView {
            kind: ViewKind::Keys | ViewKind::Items,
            ..
        }
    )
}

fn is_set(o: &Obj) -> bool {
    matches!(o, Obj::Set(_) | Obj::FrozenSet(_))
}

fn seq_eq(heap: &Heap, s: &[Value], t: &[Value], depth: usize) -> Option<bool> {
    if s.len() != t.len() {
        return Some(false);
    }
    for (x, y) in s.iter().zip(t.iter()) {
        // Containers compare elements by identity first, as CPython does.
        if same_value(*x, *y) {
            continue;
        }
        if !values_equal(heap, *x, *y, depth + 1)? {
            return Some(false);
        }
    }
    Some(true)
}

pub fn same_value(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

pub fn big_to_value_i64(b: &BigInt) -> Option<i64> {
    b.to_i64()
}
