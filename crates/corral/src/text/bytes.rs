//! CPython 3.11 `bytes`/`bytearray` methods over `&[u8]`. Indices are byte
//! offsets with Python's negative-index and clamping rules; whitespace is
//! ASCII `Py_ISSPACE` (space, \t \n \v \f \r; not \x1c-\x1f as for str).
//! Case, padding, predicates, hex and repr live in `bytes_misc`.

use std::borrow::Cow;

use crate::limits::watch;

use super::{adjust_indices, check_len, len_i64, twoway};

pub use super::bytes_misc::{
    HEX_SEP_LENGTH, capitalize, center, expandtabs, fromhex, hex, isalnum, isalpha, isascii,
    isdigit, islower, isspace, istitle, isupper, ljust, lower, maketrans, repr_bytes, rjust,
    swapcase, title, translate, upper, zfill,
};

/// `bytes.isspace` for one byte (`Py_ISSPACE`).
#[inline]
pub fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

fn max_count(maxsplit: i64) -> usize {
    if maxsplit < 0 {
        usize::MAX
    } else {
        usize::try_from(maxsplit).unwrap_or(usize::MAX)
    }
}

/// The slice selected by `start`/`end` and its offset; `None` when
/// `start > end` (CPython then finds nothing, not even b'').
fn window(b: &[u8], start: Option<i64>, end: Option<i64>) -> Option<(&[u8], usize)> {
    let (s, e) = adjust_indices(b.len(), start, end);
    if s > e {
        return None;
    }
    Some((b.get(s..e).unwrap_or(&[]), s))
}

/// `b.find(sub, start, end)` (an int argument is the engine's `&[n]`).
pub fn find(b: &[u8], sub: &[u8], start: Option<i64>, end: Option<i64>) -> i64 {
    window(b, start, end)
        .and_then(|(w, off)| twoway::find(w, sub).map(|i| len_i64(i + off)))
        .unwrap_or(-1)
}

/// `b.rfind(sub, start, end)`.
pub fn rfind(b: &[u8], sub: &[u8], start: Option<i64>, end: Option<i64>) -> i64 {
    window(b, start, end)
        .and_then(|(w, off)| twoway::rfind(w, sub).map(|i| len_i64(i + off)))
        .unwrap_or(-1)
}

fn found(i: i64) -> Result<usize, String> {
    usize::try_from(i).map_err(|_| "subsection not found".to_string())
}

/// `b.index(sub, start, end)`.
pub fn index(b: &[u8], sub: &[u8], start: Option<i64>, end: Option<i64>) -> Result<usize, String> {
    found(find(b, sub, start, end))
}

/// `b.rindex(sub, start, end)`.
pub fn rindex(b: &[u8], sub: &[u8], start: Option<i64>, end: Option<i64>) -> Result<usize, String> {
    found(rfind(b, sub, start, end))
}

/// `b.count(sub, start, end)`.
pub fn count(b: &[u8], sub: &[u8], start: Option<i64>, end: Option<i64>) -> usize {
    window(b, start, end).map_or(0, |(w, _)| twoway::count(w, sub))
}

/// `b.startswith(prefix, start, end)` for one prefix.
pub fn startswith(b: &[u8], prefix: &[u8], start: Option<i64>, end: Option<i64>) -> bool {
    window(b, start, end).is_some_and(|(w, _)| w.starts_with(prefix))
}

/// `b.endswith(suffix, start, end)` for one suffix.
pub fn endswith(b: &[u8], suffix: &[u8], start: Option<i64>, end: Option<i64>) -> bool {
    window(b, start, end).is_some_and(|(w, _)| w.ends_with(suffix))
}

/// `b.split(sep, maxsplit)`; `None` splits on runs of ASCII whitespace.
pub fn split<'a>(b: &'a [u8], sep: Option<&[u8]>, maxsplit: i64) -> Result<Vec<&'a [u8]>, String> {
    let limit = max_count(maxsplit);
    let sep = match sep {
        None => return Ok(split_ws(b, limit)),
        Some([]) => return Err("empty separator".to_string()),
        Some(sep) => sep,
    };
    let mut out = Vec::new();
    let mut last = 0;
    let mut meter = watch::Meter::default();
    for i in twoway::find_iter(b, sep).take(limit) {
        out.push(b.get(last..i).unwrap_or(&[]));
        // Stop early at a time limit; the caller asks `watch::expired`.
        if meter.add(i + sep.len() - last) {
            return Ok(out);
        }
        last = i + sep.len();
    }
    out.push(b.get(last..).unwrap_or(&[]));
    Ok(out)
}

/// `b.rsplit(sep, maxsplit)`.
pub fn rsplit<'a>(b: &'a [u8], sep: Option<&[u8]>, maxsplit: i64) -> Result<Vec<&'a [u8]>, String> {
    let limit = max_count(maxsplit);
    let sep = match sep {
        None => return Ok(rsplit_ws(b, limit)),
        Some([]) => return Err("empty separator".to_string()),
        Some(sep) => sep,
    };
    let mut out = Vec::new();
    let mut last = b.len();
    let mut meter = watch::Meter::default();
    for i in twoway::rfind_iter(b, sep).take(limit) {
        out.push(b.get(i + sep.len()..last).unwrap_or(&[]));
        // Stop early at a time limit; the caller asks `watch::expired`.
        if meter.add(last - i) {
            return Ok(out);
        }
        last = i;
    }
    out.push(b.get(..last).unwrap_or(&[]));
    out.reverse();
    Ok(out)
}

fn split_ws(b: &[u8], limit: usize) -> Vec<&[u8]> {
    let mut out = Vec::new();
    ws_ranges(b, limit, is_space, |x, y| out.push(&b[x..y]));
    out
}

fn rsplit_ws(b: &[u8], limit: usize) -> Vec<&[u8]> {
    let mut out = Vec::new();
    rws_ranges(b, limit, is_space, |x, y| out.push(&b[x..y]));
    out.reverse();
    out
}

/// CPython's split_whitespace over bytes, reporting each piece's range:
/// after `limit` cuts the remainder keeps its trailing whitespace. Shared
/// with ASCII `str`, which passes its wider whitespace predicate.
pub(crate) fn ws_ranges(
    b: &[u8],
    limit: usize,
    space: impl Fn(u8) -> bool,
    mut emit: impl FnMut(usize, usize),
) {
    let n = b.len();
    let mut i = 0;
    let mut remaining = limit;
    let mut meter = watch::Meter::default();
    loop {
        while i < n && space(b[i]) {
            i += 1;
        }
        if i == n {
            return;
        }
        if remaining == 0 {
            emit(i, n);
            return;
        }
        let begin = i;
        while i < n && !space(b[i]) {
            i += 1;
        }
        emit(begin, i);
        remaining -= 1;
        // Stop early at a time limit; the caller asks `watch::expired`.
        if meter.add(i - begin + 1) {
            return;
        }
    }
}

/// Mirror image of [`ws_ranges`]; ranges come out right to left.
pub(crate) fn rws_ranges(
    b: &[u8],
    limit: usize,
    space: impl Fn(u8) -> bool,
    mut emit: impl FnMut(usize, usize),
) {
    let mut i = b.len();
    let mut remaining = limit;
    let mut meter = watch::Meter::default();
    loop {
        while i > 0 && space(b[i - 1]) {
            i -= 1;
        }
        if i == 0 {
            return;
        }
        if remaining == 0 {
            emit(0, i);
            return;
        }
        let end = i;
        while i > 0 && !space(b[i - 1]) {
            i -= 1;
        }
        emit(i, end);
        remaining -= 1;
        // Stop early at a time limit; the caller asks `watch::expired`.
        if meter.add(end - i + 1) {
            return;
        }
    }
}

/// `b.splitlines(keepends)`: only \n, \r and \r\n end lines for bytes.
pub fn splitlines(b: &[u8], keepends: bool) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let n = b.len();
    let mut start = 0;
    let mut i = 0;
    while i < n {
        let c = b[i];
        if c != b'\n' && c != b'\r' {
            i += 1;
            continue;
        }
        let mut next = i + 1;
        if c == b'\r' && b.get(next) == Some(&b'\n') {
            next += 1;
        }
        out.push(&b[start..if keepends { next } else { i }]);
        start = next;
        i = next;
    }
    if start < n {
        out.push(&b[start..]);
    }
    out
}

fn byte_set(chars: Option<&[u8]>) -> [bool; 256] {
    let mut set = [false; 256];
    match chars {
        None => {
            for c in [b' ', b'\t', b'\n', b'\x0b', b'\x0c', b'\r'] {
                set[c as usize] = true;
            }
        }
        Some(cs) => {
            for &c in cs {
                set[c as usize] = true;
            }
        }
    }
    set
}

/// `b.strip(chars)`; `None` strips ASCII whitespace.
pub fn strip<'a>(b: &'a [u8], chars: Option<&[u8]>) -> &'a [u8] {
    rstrip(lstrip(b, chars), chars)
}

/// `b.lstrip(chars)`.
pub fn lstrip<'a>(b: &'a [u8], chars: Option<&[u8]>) -> &'a [u8] {
    let set = byte_set(chars);
    let i = b.iter().position(|&c| !set[c as usize]).unwrap_or(b.len());
    &b[i..]
}

/// `b.rstrip(chars)`.
pub fn rstrip<'a>(b: &'a [u8], chars: Option<&[u8]>) -> &'a [u8] {
    let set = byte_set(chars);
    let i = b
        .iter()
        .rposition(|&c| !set[c as usize])
        .map_or(0, |i| i + 1);
    &b[..i]
}

/// `b.removeprefix(prefix)`.
pub fn removeprefix<'a>(b: &'a [u8], prefix: &[u8]) -> &'a [u8] {
    b.strip_prefix(prefix).unwrap_or(b)
}

/// `b.removesuffix(suffix)`.
pub fn removesuffix<'a>(b: &'a [u8], suffix: &[u8]) -> &'a [u8] {
    b.strip_suffix(suffix).unwrap_or(b)
}

type Parts<'a> = (&'a [u8], &'a [u8], &'a [u8]);

fn split3(b: &[u8], at: usize, n: usize) -> Parts<'_> {
    let (head, rest) = b.split_at_checked(at).unwrap_or((b, &[]));
    let (mid, tail) = rest.split_at_checked(n).unwrap_or((rest, &[]));
    (head, mid, tail)
}

/// `b.partition(sep)`.
pub fn partition<'a>(b: &'a [u8], sep: &[u8]) -> Result<Parts<'a>, String> {
    if sep.is_empty() {
        return Err("empty separator".to_string());
    }
    Ok(match twoway::find(b, sep) {
        Some(i) => split3(b, i, sep.len()),
        None => (b, &[], &[]),
    })
}

/// `b.rpartition(sep)`.
pub fn rpartition<'a>(b: &'a [u8], sep: &[u8]) -> Result<Parts<'a>, String> {
    if sep.is_empty() {
        return Err("empty separator".to_string());
    }
    Ok(match twoway::rfind(b, sep) {
        Some(i) => split3(b, i, sep.len()),
        None => (&[], &[], b),
    })
}

/// `b.replace(old, new, count)`; `count < 0` means all, an empty `old`
/// inserts `new` around every byte. Borrowed when nothing changes.
pub fn replace<'a>(
    b: &'a [u8],
    old: &[u8],
    new: &[u8],
    count: i64,
    max_len: usize,
) -> Result<Cow<'a, [u8]>, String> {
    let limit = max_count(count);
    if limit == 0 {
        return Ok(Cow::Borrowed(b));
    }
    let n = if old.is_empty() {
        b.len().saturating_add(1).min(limit)
    } else {
        let mut meter = watch::Meter::default();
        let mut n = 0;
        let mut last = 0;
        for i in twoway::find_iter(b, old).take(limit) {
            if meter.add(i - last + 1) {
                return Err(watch::EXPIRED.to_string());
            }
            last = i;
            n += 1;
        }
        n
    };
    if n == 0 {
        return Ok(Cow::Borrowed(b));
    }
    let total = n
        .checked_mul(old.len())
        .and_then(|r| b.len().checked_sub(r))
        .and_then(|base| n.checked_mul(new.len()).and_then(|a| base.checked_add(a)));
    let mut out = Vec::with_capacity(check_len(total, max_len)?);
    if old.is_empty() {
        for i in 0..n {
            if i % watch::CHUNK == 0 && watch::spent(watch::CHUNK * (new.len() + 1)) {
                return Err(watch::EXPIRED.to_string());
            }
            out.extend_from_slice(new);
            out.extend(b.get(i).copied());
        }
        out.extend_from_slice(b.get(n..).unwrap_or(&[]));
        return Ok(Cow::Owned(out));
    }
    let mut last = 0;
    let mut meter = watch::Meter::default();
    for i in twoway::find_iter(b, old).take(n) {
        if meter.add(i - last + new.len()) {
            return Err(watch::EXPIRED.to_string());
        }
        out.extend_from_slice(b.get(last..i).unwrap_or(&[]));
        out.extend_from_slice(new);
        last = i + old.len();
    }
    out.extend_from_slice(b.get(last..).unwrap_or(&[]));
    Ok(Cow::Owned(out))
}

/// `sep.join(parts)` once the engine has checked every part is bytes-like.
pub fn join<'p>(sep: &[u8], parts: impl IntoIterator<Item = &'p [u8]> + Clone) -> Vec<u8> {
    let mut size = 0usize;
    let mut n = 0usize;
    for p in parts.clone() {
        size = size.saturating_add(p.len());
        n += 1;
    }
    size = size.saturating_add(sep.len().saturating_mul(n.saturating_sub(1)));
    let mut out = Vec::with_capacity(size.min(isize::MAX as usize));
    for (i, p) in parts.into_iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        out.extend_from_slice(p);
    }
    out
}

/// How many parts `split`/`rsplit` of `b` give, counted without allocating.
pub fn parts_count(b: &[u8], sep: Option<&[u8]>, maxsplit: i64) -> usize {
    let limit = max_count(maxsplit).saturating_add(1);
    let n = match sep {
        Some([]) => 0,
        Some(sep) => twoway::count(b, sep) + 1,
        None => {
            // Cut short at a time limit: the split that follows stops too.
            let mut meter = watch::Meter::default();
            b.split(|&c| is_space(c))
                .take_while(|w| !meter.add(w.len() + 1))
                .filter(|w| !w.is_empty())
                .count()
        }
    };
    n.min(limit)
}

/// At most how many lines `splitlines` gives.
pub fn lines_bound(b: &[u8]) -> usize {
    b.iter().filter(|&&c| c == b'\n' || c == b'\r').count() + 1
}
