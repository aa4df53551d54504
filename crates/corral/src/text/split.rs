//! split/rsplit/splitlines for `str`. Results borrow from the input so the
//! engine allocates each piece exactly once, as its own string object.

use super::bytes::{rws_ranges, ws_ranges};
use super::unicode::{is_linebreak, is_space};

/// Python str whitespace restricted to ASCII (bytes lacks \x1c-\x1f).
fn ascii_space(b: u8) -> bool {
    matches!(b, b'\t'..=b'\r' | b'\x1c'..=b'\x1f' | b' ')
}

fn max_count(maxsplit: i64) -> usize {
    if maxsplit < 0 {
        usize::MAX
    } else {
        usize::try_from(maxsplit).unwrap_or(usize::MAX)
    }
}

/// `s.split(sep, maxsplit)`; `sep = None` splits on runs of Python whitespace.
pub fn split<'a>(s: &'a str, sep: Option<&str>, maxsplit: i64) -> Result<Vec<&'a str>, String> {
    let limit = max_count(maxsplit);
    match sep {
        Some("") => Err("empty separator".to_string()),
        Some(sep) => {
            // Stops early at a time limit; the caller asks `watch::expired`.
            let mut meter = crate::limits::watch::Meter::default();
            Ok(s.splitn(limit.saturating_add(1), sep)
                .take_while(|p| !meter.add(p.len() + sep.len()))
                .collect())
        }
        None if s.is_ascii() => {
            let mut out = Vec::new();
            ws_ranges(s.as_bytes(), limit, ascii_space, |a, b| {
                out.push(s.get(a..b).unwrap_or(""));
            });
            Ok(out)
        }
        None => Ok(split_ws(s, s.char_indices(), limit)),
    }
}

/// `s.rsplit(sep, maxsplit)`: like split but the splits happen from the right.
pub fn rsplit<'a>(s: &'a str, sep: Option<&str>, maxsplit: i64) -> Result<Vec<&'a str>, String> {
    let limit = max_count(maxsplit);
    let mut parts: Vec<&str> = match sep {
        Some("") => return Err("empty separator".to_string()),
        Some(sep) => {
            let mut meter = crate::limits::watch::Meter::default();
            s.rsplitn(limit.saturating_add(1), sep)
                .take_while(|p| !meter.add(p.len() + sep.len()))
                .collect()
        }
        None if s.is_ascii() => {
            let mut out = Vec::new();
            rws_ranges(s.as_bytes(), limit, ascii_space, |a, b| {
                out.push(s.get(a..b).unwrap_or(""));
            });
            out
        }
        None => rsplit_ws(s, s.char_indices().rev(), limit),
    };
    parts.reverse();
    Ok(parts)
}

/// CPython's split_whitespace: once `limit` pieces are cut, the remainder
/// loses its leading whitespace but keeps its trailing whitespace.
fn split_ws(s: &str, it: impl Iterator<Item = (usize, char)>, limit: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut it = it.peekable();
    let mut remaining = limit;
    loop {
        while it.next_if(|&(_, c)| is_space(c)).is_some() {}
        let Some(&(begin, _)) = it.peek() else {
            return out;
        };
        if remaining == 0 {
            out.push(s.get(begin..).unwrap_or(""));
            return out;
        }
        while it.next_if(|&(_, c)| !is_space(c)).is_some() {}
        let end = it.peek().map_or(s.len(), |&(i, _)| i);
        out.push(s.get(begin..end).unwrap_or(""));
        remaining -= 1;
    }
}

/// Mirror image of [`split_ws`]; `it` yields characters from the end and the
/// pieces come out in reverse order.
fn rsplit_ws(s: &str, it: impl Iterator<Item = (usize, char)>, limit: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut it = it.peekable();
    let mut remaining = limit;
    loop {
        while it.next_if(|&(_, c)| is_space(c)).is_some() {}
        let Some(&(i, c)) = it.peek() else {
            return out;
        };
        let end = i + c.len_utf8();
        if remaining == 0 {
            out.push(s.get(..end).unwrap_or(""));
            return out;
        }
        while it.next_if(|&(_, c)| !is_space(c)).is_some() {}
        let begin = it.peek().map_or(0, |&(i, c)| i + c.len_utf8());
        out.push(s.get(begin..end).unwrap_or(""));
        remaining -= 1;
    }
}

/// `s.splitlines(keepends)` with Python's line boundaries (\n \r \r\n \v \f
/// \x1c \x1d \x1e \x85 \u2028 \u2029).
pub fn splitlines(s: &str, keepends: bool) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = s.as_bytes();
    let mut start = 0;
    let mut it = s.char_indices();
    while let Some((i, c)) = it.next() {
        if !is_linebreak(c) {
            continue;
        }
        let mut next = i + c.len_utf8();
        if c == '\r' && bytes.get(next) == Some(&b'\n') {
            it.next();
            next += 1;
        }
        let end = if keepends { next } else { i };
        out.push(s.get(start..end).unwrap_or(""));
        start = next;
    }
    if start < s.len() {
        out.push(s.get(start..).unwrap_or(""));
    }
    out
}

/// How many parts `split`/`rsplit` of `s` give, counted without
/// allocating, so the caller can check the list fits before making it.
pub fn parts_count(s: &str, sep: Option<&str>, maxsplit: i64) -> usize {
    let limit = max_count(maxsplit).saturating_add(1);
    let n = match sep {
        Some("") => 0,
        Some(sep) => super::twoway::count(s.as_bytes(), sep.as_bytes()) + 1,
        None => {
            // Cut short at a time limit: the split that follows stops too.
            let mut meter = crate::limits::watch::Meter::default();
            s.split(is_space)
                .take_while(|w| !meter.add(w.len() + 1))
                .filter(|w| !w.is_empty())
                .count()
        }
    };
    n.min(limit)
}

/// At most how many lines `splitlines` gives.
pub fn lines_bound(s: &str) -> usize {
    s.chars().filter(|&c| is_linebreak(c)).count() + 1
}
