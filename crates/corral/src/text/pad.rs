//! center/ljust/rjust/zfill/expandtabs for `str`. Widths count code points;
//! `max_len` bounds the result in bytes so a huge width fails cleanly
//! instead of attempting the allocation.

use std::borrow::Cow;

use super::{StrResult, check_len};

/// Code points still needed to reach `width`, or `None` if already wide enough.
fn shortfall(s: &str, width: i64) -> Option<usize> {
    let width = usize::try_from(width).ok()?;
    let len = if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    };
    width.checked_sub(len).filter(|&m| m > 0)
}

fn pad(s: &str, left: usize, right: usize, fill: char, max_len: usize) -> Result<String, String> {
    let per = fill.len_utf8();
    let total = left
        .checked_add(right)
        .and_then(|n| n.checked_mul(per))
        .and_then(|n| n.checked_add(s.len()));
    let mut out = String::with_capacity(check_len(total, max_len)?);
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(s);
    out.extend(std::iter::repeat_n(fill, right));
    Ok(out)
}

/// `s.center(width, fillchar)`. With odd padding CPython puts the extra
/// character on the left when `width` is odd and on the right otherwise
/// ('ab'.center(5) == '  ab ', 'a'.center(4) == ' a  ').
pub fn center(s: &str, width: i64, fill: char, max_len: usize) -> StrResult<'_> {
    let Some(marg) = shortfall(s, width) else {
        return Ok(Cow::Borrowed(s));
    };
    // width > marg here, so the cast cannot lose bits that matter for `& 1`.
    let left = marg / 2 + (marg & (width as usize) & 1);
    pad(s, left, marg - left, fill, max_len).map(Cow::Owned)
}

/// `s.ljust(width, fillchar)`.
pub fn ljust(s: &str, width: i64, fill: char, max_len: usize) -> StrResult<'_> {
    match shortfall(s, width) {
        None => Ok(Cow::Borrowed(s)),
        Some(marg) => pad(s, 0, marg, fill, max_len).map(Cow::Owned),
    }
}

/// `s.rjust(width, fillchar)`.
pub fn rjust(s: &str, width: i64, fill: char, max_len: usize) -> StrResult<'_> {
    match shortfall(s, width) {
        None => Ok(Cow::Borrowed(s)),
        Some(marg) => pad(s, marg, 0, fill, max_len).map(Cow::Owned),
    }
}

/// `s.zfill(width)`: pads with '0' on the left, keeping a leading '+'/'-'
/// in front of the zeros.
pub fn zfill(s: &str, width: i64, max_len: usize) -> StrResult<'_> {
    let Some(marg) = shortfall(s, width) else {
        return Ok(Cow::Borrowed(s));
    };
    let (sign, digits) = match s.as_bytes().first() {
        Some(b'+' | b'-') => s.split_at(1),
        _ => ("", s),
    };
    let total = check_len(s.len().checked_add(marg), max_len)?;
    let mut out = String::with_capacity(total);
    out.push_str(sign);
    out.extend(std::iter::repeat_n('0', marg));
    out.push_str(digits);
    Ok(Cow::Owned(out))
}

/// `s.expandtabs(tabsize)`: columns count code points and restart after
/// '\n' or '\r'; a tabsize <= 0 deletes tabs.
pub fn expandtabs(s: &str, tabsize: i64, max_len: usize) -> StrResult<'_> {
    if !s.contains('\t') {
        return Ok(Cow::Borrowed(s));
    }
    let tab = u64::try_from(tabsize).unwrap_or(0);
    // First pass only sizes the result, refusing before any large allocation.
    let size = expand(s, tab, max_len as u64, None)?;
    let mut out = String::with_capacity(usize::try_from(size).unwrap_or(0));
    expand(s, tab, u64::MAX, Some(&mut out))?;
    Ok(Cow::Owned(out))
}

/// Walks the segments between tabs/newlines, returning the output size and
/// writing the output when `out` is given.
fn expand(s: &str, tab: u64, max: u64, mut out: Option<&mut String>) -> Result<u64, String> {
    const SPACES: &str = "                                ";
    let mut size: u64 = 0;
    let mut col: u64 = 0;
    let mut last = 0;
    let specials = s
        .bytes()
        .enumerate()
        .filter(|&(_, b)| matches!(b, b'\t' | b'\n' | b'\r'));
    for (i, b) in specials.chain(std::iter::once((s.len(), 0))) {
        let seg = s.get(last..i).unwrap_or("");
        col += seg.chars().count() as u64;
        size += seg.len() as u64;
        if let Some(o) = out.as_deref_mut() {
            o.push_str(seg);
        }
        match b {
            b'\t' => {
                let incr = if tab > 0 { tab - col % tab } else { 0 };
                col = col.saturating_add(incr);
                size = size.saturating_add(incr);
                if let Some(o) = out.as_deref_mut() {
                    let mut n = usize::try_from(incr).unwrap_or(0);
                    while n > 0 {
                        let k = n.min(SPACES.len());
                        o.push_str(&SPACES[..k]);
                        n -= k;
                    }
                }
            }
            b'\n' | b'\r' => {
                col = 0;
                size += 1;
                if let Some(o) = out.as_deref_mut() {
                    o.push(b as char);
                }
            }
            _ => {}
        }
        if size > max {
            return Err(super::TOO_LARGE.to_string());
        }
        last = i + 1;
    }
    Ok(size)
}
