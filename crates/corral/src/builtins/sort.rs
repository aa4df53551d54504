//! The stable sort behind `list.sort`, `sorted` and the library functions
//! that sort (heapq.nsmallest, statistics.median, …).
//!
//! Like CPython it only ever asks `a < b`, once per comparison, and it takes
//! natural runs as they come, so sorted and reversed inputs cost O(n). It is
//! written by hand rather than using `slice::sort_by` because a guest `__lt__`
//! may be inconsistent, may raise, or may mutate things: the standard sort is
//! allowed to panic on a non-total order, this one just produces some
//! permutation.

use crate::error::Result;
use crate::limits::watch;
use crate::objects::{Heap, Obj, Value};
use crate::vm::Vm;

/// Runs shorter than this are extended by binary insertion (as timsort).
const MIN_RUN: usize = 32;
/// Steps are charged in batches of this many comparisons.
const CHARGE_EVERY: u64 = 1024;

/// The permutation that sorts `keys` stably (`reverse` keeps equal keys in
/// their original order, as CPython does).
pub fn sort_indices(vm: &mut Vm, keys: &[Value], reverse: bool) -> Result<Vec<usize>> {
    sort_indices_rooted(vm, keys, reverse, false)
}

/// `sort_indices`; `rooted`: every key is rooted, so comparisons of guest
/// objects may collect garbage while they run.
pub fn sort_indices_rooted(
    vm: &mut Vm,
    keys: &[Value],
    reverse: bool,
    rooted: bool,
) -> Result<Vec<usize>> {
    let n = keys.len();
    let mut idx: Vec<usize> = (0..n).collect();
    if reverse {
        idx.reverse();
    }
    if keys.iter().all(|k| matches!(k, Value::Int(_))) {
        // A total order on plain ints: the standard stable sort is safe.
        vm.charge_steps((n as u64).saturating_mul(64 - (n as u64).leading_zeros() as u64))?;
        if sort_ints(keys, &mut idx).is_err() {
            return Err(vm.native_error(crate::error::Error::value_error(watch::EXPIRED)));
        }
    } else {
        vm.heap
            .check_room(n.saturating_mul(std::mem::size_of::<Probe2>()))?;
        let probes = keys.iter().map(|&k| Probe2::of(&vm.heap, k)).collect();
        let mut s = Sorter {
            vm,
            keys,
            probes,
            count: 0,
            rooted,
        };
        s.sort(&mut idx)?;
    }
    if reverse {
        idx.reverse();
    }
    Ok(idx)
}

/// Stable sort of `idx` by the plain ints `keys[i]`, in blocks sorted by
/// the standard sort and then merged, watching the time limits between
/// blocks and along each merge (`Err` once one has passed): a list of ten
/// million ints takes about a second.
fn sort_ints(keys: &[Value], idx: &mut Vec<usize>) -> std::result::Result<(), ()> {
    /// Elements per block: a block sorts in well under a millisecond.
    const BLOCK: usize = 1 << 13;
    let key = |i: usize| match keys[i] {
        Value::Int(x) => x,
        _ => 0,
    };
    let n = idx.len();
    for block in idx.chunks_mut(BLOCK) {
        // n log n work for the block.
        if watch::spent(block.len() * 13) {
            return Err(());
        }
        block.sort_by_key(|&i| key(i));
    }
    let mut width = BLOCK;
    let mut buf = vec![0usize; n];
    let mut meter = watch::Meter::default();
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in buf.iter_mut().take(hi).skip(lo) {
                if meter.add(1) {
                    return Err(());
                }
                // Ties take the left run first: stability.
                if j >= hi || (i < mid && key(idx[i]) <= key(idx[j])) {
                    *slot = idx[i];
                    i += 1;
                } else {
                    *slot = idx[j];
                    j += 1;
                }
            }
        }
        std::mem::swap(idx, &mut buf);
        width *= 2;
    }
    Ok(())
}

struct Sorter<'a> {
    vm: &'a mut Vm,
    keys: &'a [Value],
    /// What each key's comparison can be decided by without the heap.
    probes: Vec<Probe2>,
    count: u64,
    rooted: bool,
}

impl Sorter<'_> {
    fn lt(&mut self, i: usize, j: usize) -> Result<bool> {
        self.count += 1;
        if self.count.is_multiple_of(CHARGE_EVERY) {
            self.vm.charge_steps(CHARGE_EVERY)?;
        }
        if let Some(r) = self.probes[i].lt(&self.probes[j]) {
            return Ok(r);
        }
        let (a, b) = (self.keys[i], self.keys[j]);
        match fast_lt(&self.vm.heap, a, b, 0) {
            Some(r) => Ok(r),
            // Two plain guest instances: their comparison holds nothing
            // but them across its calls (a builtin base's would hold
            // elements a `__eq__` could drop).
            None if self.rooted && self.plain_instances(a, b) => {
                self.vm.call_open(|vm| vm.less_than(a, b))
            }
            None => self.vm.less_than(a, b),
        }
    }

    fn plain_instances(&self, a: Value, b: Value) -> bool {
        let plain = |v: Value| match v {
            Value::Obj(r) => {
                matches!(self.vm.heap.get(r), Obj::Instance(_)) && self.vm.base_value(v).is_none()
            }
            _ => false,
        };
        plain(a) && plain(b)
    }

    fn sort(&mut self, idx: &mut [usize]) -> Result<()> {
        let n = idx.len();
        // Split into runs: natural ascending (or strictly descending, then
        // reversed) runs, each extended to MIN_RUN by binary insertion.
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut start = 0;
        while start < n {
            let mut end = start + 1;
            if end < n {
                if self.lt(idx[end], idx[start])? {
                    while end + 1 < n && self.lt(idx[end + 1], idx[end])? {
                        end += 1;
                    }
                    end += 1;
                    idx[start..end].reverse();
                } else {
                    while end + 1 < n && !self.lt(idx[end + 1], idx[end])? {
                        end += 1;
                    }
                    end += 1;
                }
            }
            let want = (start + MIN_RUN).min(n);
            if end < want {
                self.insertion(idx, start, end, want)?;
                end = want;
            }
            runs.push((start, end));
            start = end;
        }
        // Merge neighbouring runs pairwise until one is left.
        let mut buf: Vec<usize> = Vec::with_capacity(n);
        while runs.len() > 1 {
            let mut merged = Vec::with_capacity(runs.len().div_ceil(2));
            for pair in runs.chunks(2) {
                match *pair {
                    [(lo, mid), (_, hi)] => {
                        self.merge(idx, lo, mid, hi, &mut buf)?;
                        merged.push((lo, hi));
                    }
                    [r] => merged.push(r),
                    _ => {}
                }
            }
            runs = merged;
        }
        Ok(())
    }

    /// Extend the sorted prefix `idx[lo..sorted]` to `idx[lo..hi]`.
    fn insertion(&mut self, idx: &mut [usize], lo: usize, sorted: usize, hi: usize) -> Result<()> {
        for k in sorted..hi {
            let x = idx[k];
            // First position whose element is greater than x (stability).
            let (mut l, mut r) = (lo, k);
            while l < r {
                let m = (l + r) / 2;
                if self.lt(x, idx[m])? {
                    r = m;
                } else {
                    l = m + 1;
                }
            }
            idx.copy_within(l..k, l + 1);
            idx[l] = x;
        }
        Ok(())
    }

    fn merge(
        &mut self,
        idx: &mut [usize],
        lo: usize,
        mid: usize,
        hi: usize,
        buf: &mut Vec<usize>,
    ) -> Result<()> {
        // Already in order: nothing to merge (cheap for presorted input).
        if !self.lt(idx[mid], idx[mid - 1])? {
            return Ok(());
        }
        buf.clear();
        buf.extend_from_slice(&idx[lo..mid]);
        let (mut l, mut r, mut o) = (0, mid, lo);
        while l < buf.len() && r < hi {
            // Take from the right only when strictly smaller: stable.
            if self.lt(idx[r], buf[l])? {
                idx[o] = idx[r];
                r += 1;
            } else {
                idx[o] = buf[l];
                l += 1;
            }
            o += 1;
        }
        let rest = buf.len() - l;
        idx[o..o + rest].copy_from_slice(&buf[l..]);
        Ok(())
    }
}

/// A key's value as far as it can be compared without reaching into the
/// heap: most comparisons of a sort are decided here, sparing the lookups of
/// the key, its tuple items and their text (a sort of 150k `(str, int)`
/// keys spent two thirds of its time in those).
#[derive(Clone, Copy)]
enum Probe {
    Int(i64),
    Float(f64),
    /// The first 8 bytes, big-endian and zero-padded, so integer order is
    /// byte order (which is code-point order for UTF-8), and the length.
    Str(u64, usize),
    Unknown,
}

impl Probe {
    fn of(heap: &Heap, v: Value) -> Probe {
        match v {
            Value::Int(x) => Probe::Int(x),
            Value::Float(x) => Probe::Float(x),
            Value::Obj(r) => match heap.get(r) {
                Obj::Str(p) => {
                    let b = p.as_str().as_bytes();
                    let mut head = [0u8; 8];
                    let k = b.len().min(8);
                    head[..k].copy_from_slice(&b[..k]);
                    Probe::Str(u64::from_be_bytes(head), b.len())
                }
                _ => Probe::Unknown,
            },
            _ => Probe::Unknown,
        }
    }

    /// The order of two probes, when it is certain; `Equal` only when the
    /// values are equal.
    fn cmp(&self, other: &Probe) -> Option<std::cmp::Ordering> {
        use std::cmp::Ordering::Equal;
        match (*self, *other) {
            (Probe::Int(x), Probe::Int(y)) => Some(x.cmp(&y)),
            (Probe::Float(x), Probe::Float(y)) => x.partial_cmp(&y),
            (Probe::Str(h, n), Probe::Str(g, m)) => match h.cmp(&g) {
                // Same first bytes: texts of at most 8 bytes are then
                // ordered by length (the shorter is a prefix).
                Equal if n <= 8 && m <= 8 => Some(n.cmp(&m)),
                Equal => None,
                o => Some(o),
            },
            _ => None,
        }
    }
}

/// A key's probe, or for a tuple key its first two items' and its length.
#[derive(Clone, Copy)]
struct Probe2 {
    /// None for a key that is not a tuple.
    tuple_len: Option<usize>,
    first: Probe,
    second: Probe,
}

impl Probe2 {
    fn of(heap: &Heap, v: Value) -> Probe2 {
        if let Value::Obj(r) = v
            && let Obj::Tuple(t) = heap.get(r)
        {
            let item = |i: usize| t.get(i).map_or(Probe::Unknown, |&x| Probe::of(heap, x));
            return Probe2 {
                tuple_len: Some(t.len()),
                first: item(0),
                second: item(1),
            };
        }
        Probe2 {
            tuple_len: None,
            first: Probe::of(heap, v),
            second: Probe::Unknown,
        }
    }

    /// `self < other` when the probes decide it.
    fn lt(&self, other: &Probe2) -> Option<bool> {
        use std::cmp::Ordering::{Equal, Less};
        match (self.tuple_len, other.tuple_len) {
            (None, None) => Some(self.first.cmp(&other.first)? == Less),
            (Some(n), Some(m)) => {
                let shared = n.min(m);
                for (a, b) in [(&self.first, &other.first), (&self.second, &other.second)]
                    .into_iter()
                    .take(shared)
                {
                    match a.cmp(b)? {
                        Equal => {}
                        o => return Some(o == Less),
                    }
                }
                // Every shared item compared equal: the shorter is less.
                (shared <= 2).then_some(n < m)
            }
            _ => None,
        }
    }
}

/// `a < b` for values whose comparison runs no guest code and cannot fail:
/// numbers, strings, and tuples/lists of them. None when the VM must decide.
fn fast_lt(heap: &Heap, a: Value, b: Value, depth: usize) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x < y),
        (Value::Float(x), Value::Float(y)) => Some(x < y),
        (Value::Int(x), Value::Float(y)) if x.unsigned_abs() < 1 << 53 => Some((x as f64) < y),
        (Value::Float(x), Value::Int(y)) if y.unsigned_abs() < 1 << 53 => Some(x < y as f64),
        (Value::Obj(x), Value::Obj(y)) => match (heap.get(x), heap.get(y)) {
            (Obj::Str(p), Obj::Str(q)) => Some(p.as_str() < q.as_str()),
            (Obj::Tuple(p), Obj::Tuple(q)) if depth < 8 => seq_lt(heap, p, q, depth),
            (Obj::List(p), Obj::List(q)) if depth < 8 => seq_lt(heap, p, q, depth),
            _ => None,
        },
        _ => None,
    }
}

/// Lexicographic `<`: the first unequal pair decides, else the lengths.
fn seq_lt(heap: &Heap, p: &[Value], q: &[Value], depth: usize) -> Option<bool> {
    for (&x, &y) in p.iter().zip(q) {
        if fast_eq(heap, x, y)? {
            continue;
        }
        return fast_lt(heap, x, y, depth + 1);
    }
    Some(p.len() < q.len())
}

fn fast_eq(heap: &Heap, a: Value, b: Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x == y),
        (Value::Float(x), Value::Float(y)) => Some(x == y),
        (Value::Int(x), Value::Float(y)) if x.unsigned_abs() < 1 << 53 => Some(x as f64 == y),
        (Value::Float(x), Value::Int(y)) if y.unsigned_abs() < 1 << 53 => Some(x == y as f64),
        (Value::Obj(x), Value::Obj(y)) => match (heap.get(x), heap.get(y)) {
            (Obj::Str(p), Obj::Str(q)) => Some(p.as_str() == q.as_str()),
            _ => None,
        },
        _ => None,
    }
}
