//! CPython 3.11 `str` and `bytes` semantics as plain Rust functions.
//!
//! Nothing here knows about interpreter objects: the engine converts its
//! arguments (clamping Python ints to `i64`), calls these, and turns
//! `Err(String)` into the exception CPython would raise. Unless stated
//! otherwise an `Err` carries the exact `ValueError` message; the one
//! exception is [`TOO_LARGE`], returned when a result would exceed the
//! caller-supplied `max_len` (measured in bytes of the result, and expected
//! to be at most `isize::MAX`), which the engine should map to
//! `MemoryError`/`OverflowError` as it sees fit. Codec errors are the
//! structured [`codecs::CodecError`] instead, since the engine needs their
//! positions for `UnicodeDecodeError`/`UnicodeEncodeError`.
//!
//! Strings are Rust `&str`, so lone surrogates cannot occur; every index in
//! the `str` API is a code point index, exactly as in Python. Functions never
//! panic, whatever the arguments.

pub mod bytes;
mod bytes_misc;
mod case;
pub mod codecs;
mod pad;
mod predicates;
mod repr;
mod search;
mod split;
mod strip;
mod translate;
mod twoway;
mod unicode;
#[rustfmt::skip]
mod unicode_tables;

#[cfg(test)]
mod tests;

use std::borrow::Cow;

pub use case::{capitalize, casefold, lower, swapcase, title, upper};
pub use pad::{center, expandtabs, ljust, rjust, zfill};
pub use predicates::{
    isalnum, isalpha, isascii, isdecimal, isdigit, isidentifier, islower, isnumeric, isprintable,
    isspace, istitle, isupper,
};
pub use repr::{ascii_str, escape_non_ascii, repr_str};
pub use search::{
    count, count_known, endswith, find, find_known, index, partition, replace, rfind, rfind_known,
    rindex, rpartition, startswith,
};
pub use split::{lines_bound, parts_count, rsplit, split, splitlines};
pub use strip::{lstrip, removeprefix, removesuffix, rstrip, strip};
pub use translate::{Mapped, TranslateError, maketrans, translate, translate_map};
pub(crate) use unicode::{ALPHA, DECIMAL, DIGIT, NUMERIC, flags as char_flags};
pub use unicode::{UNICODE_VERSION, is_printable, is_space};

/// Error returned when a result would be longer than the caller's `max_len`.
pub const TOO_LARGE: &str = "result too large";

pub(crate) fn check_len(len: Option<usize>, max_len: usize) -> Result<usize, String> {
    match len {
        Some(n) if n <= max_len => Ok(n),
        _ => Err(TOO_LARGE.to_string()),
    }
}

pub(crate) fn len_i64(len: usize) -> i64 {
    i64::try_from(len).unwrap_or(i64::MAX)
}

/// CPython's `ADJUST_INDICES`: negative indices count from the end, `end` is
/// clamped to `len`. `start` is deliberately NOT clamped to `len`: a start
/// past the end must make `find("")` fail rather than match at `len`, so the
/// result may have `start > end` (an empty window that holds no match at all).
pub fn adjust_indices(len: usize, start: Option<i64>, end: Option<i64>) -> (usize, usize) {
    let n = len_i64(len);
    let mut e = end.unwrap_or(n);
    if e > n {
        e = n;
    } else if e < 0 {
        e = (e + n).max(0);
    }
    let mut s = start.unwrap_or(0);
    if s < 0 {
        s = (s + n).max(0);
    }
    let to_usize = |v: i64| usize::try_from(v).unwrap_or(usize::MAX);
    (to_usize(s), to_usize(e))
}

/// Number of code points (Python's `len(s)`).
pub fn char_len(s: &str) -> usize {
    s.chars().count()
}

/// The code point at index `i`, or `None` past the end.
pub fn char_at(s: &str, i: usize) -> Option<char> {
    let b = s.as_bytes();
    if b.get(..=i).is_some_and(<[u8]>::is_ascii) {
        return b.get(i).map(|&c| c as char);
    }
    s.chars().nth(i)
}

/// Byte offset of code point index `ci` (`s.len()` when `ci >= len(s)`).
pub fn byte_offset(s: &str, ci: usize) -> usize {
    let b = s.as_bytes();
    if b.get(..ci).is_some_and(<[u8]>::is_ascii) {
        return ci;
    }
    s.char_indices().nth(ci).map_or(s.len(), |(i, _)| i)
}

/// `s[start:stop]` for code point indices with step 1; out-of-range or
/// reversed bounds give an empty or truncated slice, never a panic.
pub fn substr(s: &str, start: usize, stop: usize) -> &str {
    if start >= stop {
        return "";
    }
    let a = byte_offset(s, start);
    let rest = s.get(a..).unwrap_or("");
    let b = byte_offset(rest, stop - start);
    rest.get(..b).unwrap_or("")
}

/// `slice(start, stop, step).indices(len)`, i.e. `PySlice_Unpack` followed by
/// `PySlice_AdjustIndices`. Returns the normalised `(start, stop, step)`.
pub fn slice_indices(
    len: i64,
    start: Option<i64>,
    stop: Option<i64>,
    step: Option<i64>,
) -> Result<(i64, i64, i64), String> {
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err("slice step cannot be zero".to_string());
    }
    // CPython clamps to -PY_SSIZE_T_MAX so that `-step` cannot overflow.
    let step = step.max(-i64::MAX);
    let len = len.max(0);
    let adjust = |v: Option<i64>, default_neg: i64, default_pos: i64| -> i64 {
        let v = v.unwrap_or(if step < 0 { default_neg } else { default_pos });
        if v < 0 {
            let v = v + len;
            if v < 0 {
                if step < 0 { -1 } else { 0 }
            } else {
                v
            }
        } else if v >= len {
            if step < 0 { len - 1 } else { len }
        } else {
            v
        }
    };
    let start = adjust(start, i64::MAX, 0);
    let stop = adjust(stop, i64::MIN, i64::MAX);
    Ok((start, stop, step))
}

/// Number of items selected by normalised slice indices (the value
/// `PySlice_AdjustIndices` returns).
pub fn slice_len(start: i64, stop: i64, step: i64) -> usize {
    // The common case in i64; 128-bit division is slow.
    let span = if step < 0 {
        start.checked_sub(stop)
    } else {
        stop.checked_sub(start)
    };
    if let Some(d) = span
        && d > 0
        && step != 0
    {
        return ((d - 1) / step.unsigned_abs() as i64 + 1) as usize;
    }
    let n = if step < 0 {
        if stop < start {
            // Widen: start - stop can exceed i64 for arbitrary inputs.
            (i128::from(start) - i128::from(stop) - 1) / -i128::from(step) + 1
        } else {
            0
        }
    } else if step > 0 && start < stop {
        (i128::from(stop) - i128::from(start) - 1) / i128::from(step) + 1
    } else {
        0
    };
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// `s[start:stop:step]` given indices already normalised by [`slice_indices`].
pub fn slice(s: &str, start: i64, stop: i64, step: i64) -> String {
    let count = slice_len(start, stop, step);
    if count == 0 || start < 0 {
        return String::new();
    }
    let Ok(first) = usize::try_from(start) else {
        return String::new();
    };
    if step == 1 {
        return substr(s, first, first.saturating_add(count)).to_string();
    }
    let stride = usize::try_from(step.unsigned_abs()).unwrap_or(usize::MAX);
    if s.is_ascii() {
        let b = s.as_bytes();
        let mut out = String::with_capacity(count.min(b.len()));
        if step > 0 {
            let it = b.iter().skip(first).step_by(stride).take(count);
            out.extend(it.map(|&c| c as char));
        } else if first < b.len() {
            let it = b[..=first].iter().rev().step_by(stride).take(count);
            out.extend(it.map(|&c| c as char));
        }
        return out;
    }
    let mut out = String::new();
    if step > 0 {
        out.extend(s.chars().skip(first).step_by(stride).take(count));
    } else {
        let len = char_len(s);
        if first < len {
            out.extend(
                s.chars()
                    .rev()
                    .skip(len - 1 - first)
                    .step_by(stride)
                    .take(count),
            );
        }
    }
    out
}

/// Shared by the pad/replace code: the output of a str operation that may
/// hand back its input untouched.
pub type StrResult<'a> = Result<Cow<'a, str>, String>;
