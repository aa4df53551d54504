//! find/count/replace/startswith/partition for `str`, with Python's
//! code point indices. Searching itself is Rust's two-way `str` search on the
//! byte window; only the index conversions know about code points.

use std::borrow::Cow;

use crate::limits::watch;

use super::{StrResult, adjust_indices, byte_offset, check_len};

/// The part of `s` selected by Python `start`/`end`, plus the code point
/// index of its first character; `None` when `start > end`, which CPython
/// treats as "no match possible, not even of the empty string".
struct Window<'a> {
    text: &'a str,
    first: usize,
    /// True when code point offsets inside `text` equal byte offsets.
    ascii: bool,
}

/// `known_ascii`: the string's cached ASCII flag, when the caller has it
/// (scanning a long string for it on every call made `find(sub, pos)` loops
/// quadratic).
fn window(
    s: &str,
    known_ascii: Option<bool>,
    start: Option<i64>,
    end: Option<i64>,
) -> Option<Window<'_>> {
    if start.is_none() && end.is_none() {
        return Some(Window {
            text: s,
            first: 0,
            ascii: known_ascii.unwrap_or(false),
        });
    }
    let ascii = known_ascii.unwrap_or_else(|| s.is_ascii());
    let len = if ascii { s.len() } else { s.chars().count() };
    let (a, b) = adjust_indices(len, start, end);
    if a > b {
        return None;
    }
    let text = if ascii {
        s.get(a..b).unwrap_or("")
    } else {
        let sa = byte_offset(s, a);
        let rest = s.get(sa..).unwrap_or("");
        rest.get(..byte_offset(rest, b - a)).unwrap_or("")
    };
    Some(Window {
        text,
        first: a,
        ascii,
    })
}

impl Window<'_> {
    fn to_index(&self, byte_pos: usize) -> i64 {
        let within = if self.ascii {
            byte_pos
        } else {
            self.text.get(..byte_pos).map_or(0, |p| p.chars().count())
        };
        super::len_i64(self.first + within)
    }
}

/// `s.find(sub, start, end)`: code point index or -1.
pub fn find(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> i64 {
    find_known(s, None, sub, start, end)
}

/// `find` given the string's ASCII flag if known.
pub fn find_known(
    s: &str,
    ascii: Option<bool>,
    sub: &str,
    start: Option<i64>,
    end: Option<i64>,
) -> i64 {
    window(s, ascii, start, end)
        .and_then(|w| w.text.find(sub).map(|p| w.to_index(p)))
        .unwrap_or(-1)
}

/// `s.rfind(sub, start, end)`: code point index or -1.
pub fn rfind(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> i64 {
    rfind_known(s, None, sub, start, end)
}

/// `rfind` given the string's ASCII flag if known.
pub fn rfind_known(
    s: &str,
    ascii: Option<bool>,
    sub: &str,
    start: Option<i64>,
    end: Option<i64>,
) -> i64 {
    window(s, ascii, start, end)
        .and_then(|w| w.text.rfind(sub).map(|p| w.to_index(p)))
        .unwrap_or(-1)
}

fn found(i: i64) -> Result<usize, String> {
    usize::try_from(i).map_err(|_| "substring not found".to_string())
}

/// `s.index(sub, start, end)`.
pub fn index(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> Result<usize, String> {
    found(find(s, sub, start, end))
}

/// `s.rindex(sub, start, end)`.
pub fn rindex(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> Result<usize, String> {
    found(rfind(s, sub, start, end))
}

/// `s.count(sub, start, end)`: non-overlapping occurrences; the empty string
/// occurs once more than there are code points in the window.
pub fn count(s: &str, sub: &str, start: Option<i64>, end: Option<i64>) -> usize {
    count_known(s, None, sub, start, end)
}

/// `count` given the string's ASCII flag if known.
pub fn count_known(
    s: &str,
    ascii: Option<bool>,
    sub: &str,
    start: Option<i64>,
    end: Option<i64>,
) -> usize {
    let Some(w) = window(s, ascii, start, end) else {
        return 0;
    };
    if sub.is_empty() {
        let n = if w.ascii {
            w.text.len()
        } else {
            w.text.chars().count()
        };
        return n + 1;
    }
    if sub.len() == 1 {
        return count_byte(w.text.as_bytes(), sub.as_bytes()[0]);
    }
    w.text.matches(sub).count()
}

/// Occurrences of byte `b` in `hay`, counted in blocks of 255 with a byte
/// counter each (which the compiler turns into wide vector compares).
fn count_byte(hay: &[u8], b: u8) -> usize {
    hay.chunks(255)
        .map(|block| {
            block
                .iter()
                .fold(0u8, |n, &c| n.wrapping_add(u8::from(c == b))) as usize
        })
        .sum()
}

/// `s.startswith(prefix, start, end)` for one prefix (the engine loops tuples).
pub fn startswith(s: &str, prefix: &str, start: Option<i64>, end: Option<i64>) -> bool {
    window(s, None, start, end).is_some_and(|w| w.text.starts_with(prefix))
}

/// `s.endswith(suffix, start, end)` for one suffix.
pub fn endswith(s: &str, suffix: &str, start: Option<i64>, end: Option<i64>) -> bool {
    window(s, None, start, end).is_some_and(|w| w.text.ends_with(suffix))
}

fn split_at3(s: &str, at: usize, n: usize) -> (&str, &str, &str) {
    let (head, rest) = s.split_at_checked(at).unwrap_or((s, ""));
    let (mid, tail) = rest.split_at_checked(n).unwrap_or((rest, ""));
    (head, mid, tail)
}

/// `s.partition(sep)`; the middle element is the separator as found in `s`.
pub fn partition<'a>(s: &'a str, sep: &str) -> Result<(&'a str, &'a str, &'a str), String> {
    if sep.is_empty() {
        return Err("empty separator".to_string());
    }
    Ok(match s.find(sep) {
        Some(i) => split_at3(s, i, sep.len()),
        None => (s, "", ""),
    })
}

/// `s.rpartition(sep)`.
pub fn rpartition<'a>(s: &'a str, sep: &str) -> Result<(&'a str, &'a str, &'a str), String> {
    if sep.is_empty() {
        return Err("empty separator".to_string());
    }
    Ok(match s.rfind(sep) {
        Some(i) => split_at3(s, i, sep.len()),
        None => ("", "", s),
    })
}

/// `s.replace(old, new, count)`; `count < 0` means all. An empty `old`
/// inserts `new` before every code point and at the end. Returns the input
/// borrowed when nothing changes, `Err(TOO_LARGE)` past `max_len` bytes.
pub fn replace<'a>(s: &'a str, old: &str, new: &str, count: i64, max_len: usize) -> StrResult<'a> {
    let limit = if count < 0 {
        usize::MAX
    } else {
        usize::try_from(count).unwrap_or(usize::MAX)
    };
    if limit == 0 {
        return Ok(Cow::Borrowed(s));
    }
    if old.is_empty() {
        let n = s.chars().count().saturating_add(1).min(limit);
        let total = n
            .checked_mul(new.len())
            .and_then(|a| a.checked_add(s.len()));
        let mut out = String::with_capacity(check_len(total, max_len)?);
        let mut chars = s.chars();
        for i in 0..n {
            if i % watch::CHUNK == 0 && watch::spent(watch::CHUNK * (new.len() + 1)) {
                return Err(watch::EXPIRED.to_string());
            }
            out.push_str(new);
            out.extend(chars.next());
        }
        out.push_str(chars.as_str());
        return Ok(Cow::Owned(out));
    }
    let mut one = old.chars();
    match (one.next(), one.next()) {
        // A char pattern lets std use its memchr-based searcher.
        (Some(c), None) => replace_matches(s, s.match_indices(c).take(limit), new, max_len),
        _ => replace_matches(s, s.match_indices(old).take(limit), new, max_len),
    }
}

/// Single pass over the matches; the output grows geometrically, so it is
/// checked against `max_len` as it goes rather than sized up front.
fn replace_matches<'a, 'm>(
    s: &'a str,
    mut matches: impl Iterator<Item = (usize, &'m str)>,
    new: &str,
    max_len: usize,
) -> StrResult<'a> {
    let Some((first, m)) = matches.next() else {
        return Ok(Cow::Borrowed(s));
    };
    let mut out = String::with_capacity(s.len().min(max_len));
    out.push_str(s.get(..first).unwrap_or(""));
    out.push_str(new);
    let mut last = first + m.len();
    let mut meter = watch::Meter::default();
    for (i, m) in matches {
        // The gap and the replacement: this match's share of the work.
        if meter.add(i - last + new.len()) {
            return Err(watch::EXPIRED.to_string());
        }
        out.push_str(s.get(last..i).unwrap_or(""));
        if out.len().saturating_add(new.len()) > max_len {
            return Err(super::TOO_LARGE.to_string());
        }
        out.push_str(new);
        last = i + m.len();
    }
    out.push_str(s.get(last..).unwrap_or(""));
    check_len(Some(out.len()), max_len)?;
    Ok(Cow::Owned(out))
}
