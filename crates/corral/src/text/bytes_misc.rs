//! The ASCII-only parts of `bytes`: case mapping, predicates, padding, hex
//! conversion, translate and repr. Re-exported through `text::bytes`.

use std::borrow::Cow;

use crate::limits::watch;

use super::bytes::is_space;
use super::check_len;

const HEX: &[u8; 16] = b"0123456789abcdef";

/// `b.upper()`.
pub fn upper(b: &[u8]) -> Vec<u8> {
    b.to_ascii_uppercase()
}

/// `b.lower()`.
pub fn lower(b: &[u8]) -> Vec<u8> {
    b.to_ascii_lowercase()
}

/// `b.capitalize()`.
pub fn capitalize(b: &[u8]) -> Vec<u8> {
    let mut out = b.to_ascii_lowercase();
    if let Some(first) = out.first_mut() {
        first.make_ascii_uppercase();
    }
    out
}

/// `b.title()`: uppercase after a non-letter, lowercase after a letter.
pub fn title(b: &[u8]) -> Vec<u8> {
    let mut prev_cased = false;
    b.iter()
        .map(|&c| {
            let m = if prev_cased {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            };
            prev_cased = c.is_ascii_alphabetic();
            m
        })
        .collect()
}

/// `b.swapcase()`.
pub fn swapcase(b: &[u8]) -> Vec<u8> {
    b.iter()
        .map(|&c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

fn nonempty_all(b: &[u8], f: impl Fn(u8) -> bool) -> bool {
    !b.is_empty() && b.iter().all(|&c| f(c))
}

/// `b.isalnum()`.
pub fn isalnum(b: &[u8]) -> bool {
    nonempty_all(b, |c| c.is_ascii_alphanumeric())
}

/// `b.isalpha()`.
pub fn isalpha(b: &[u8]) -> bool {
    nonempty_all(b, |c| c.is_ascii_alphabetic())
}

/// `b.isdigit()`.
pub fn isdigit(b: &[u8]) -> bool {
    nonempty_all(b, |c| c.is_ascii_digit())
}

/// `b.isspace()`.
pub fn isspace(b: &[u8]) -> bool {
    nonempty_all(b, is_space)
}

/// `b.isascii()`; true for b''.
pub fn isascii(b: &[u8]) -> bool {
    b.is_ascii()
}

/// `b.islower()`: some lowercase letter and no uppercase one.
pub fn islower(b: &[u8]) -> bool {
    b.iter().any(u8::is_ascii_lowercase) && !b.iter().any(u8::is_ascii_uppercase)
}

/// `b.isupper()`: some uppercase letter and no lowercase one.
pub fn isupper(b: &[u8]) -> bool {
    b.iter().any(u8::is_ascii_uppercase) && !b.iter().any(u8::is_ascii_lowercase)
}

/// `b.istitle()`, the ASCII version of `str.istitle`.
pub fn istitle(b: &[u8]) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for &c in b {
        if c.is_ascii_uppercase() {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if c.is_ascii_lowercase() {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

fn shortfall(b: &[u8], width: i64) -> Option<usize> {
    usize::try_from(width)
        .ok()?
        .checked_sub(b.len())
        .filter(|&m| m > 0)
}

fn pad(b: &[u8], left: usize, right: usize, fill: u8, max_len: usize) -> Result<Vec<u8>, String> {
    let total = left.checked_add(right).and_then(|n| n.checked_add(b.len()));
    let mut out = Vec::with_capacity(check_len(total, max_len)?);
    out.resize(left, fill);
    out.extend_from_slice(b);
    out.resize(out.len() + right, fill);
    Ok(out)
}

/// `b.center(width, fill)`; the odd extra byte goes left when `width` is odd.
pub fn center(b: &[u8], width: i64, fill: u8, max_len: usize) -> Result<Cow<'_, [u8]>, String> {
    let Some(marg) = shortfall(b, width) else {
        return Ok(Cow::Borrowed(b));
    };
    let left = marg / 2 + (marg & (width as usize) & 1);
    pad(b, left, marg - left, fill, max_len).map(Cow::Owned)
}

/// `b.ljust(width, fill)`.
pub fn ljust(b: &[u8], width: i64, fill: u8, max_len: usize) -> Result<Cow<'_, [u8]>, String> {
    match shortfall(b, width) {
        None => Ok(Cow::Borrowed(b)),
        Some(marg) => pad(b, 0, marg, fill, max_len).map(Cow::Owned),
    }
}

/// `b.rjust(width, fill)`.
pub fn rjust(b: &[u8], width: i64, fill: u8, max_len: usize) -> Result<Cow<'_, [u8]>, String> {
    match shortfall(b, width) {
        None => Ok(Cow::Borrowed(b)),
        Some(marg) => pad(b, marg, 0, fill, max_len).map(Cow::Owned),
    }
}

/// `b.zfill(width)`, keeping a leading b'+'/b'-' in front.
pub fn zfill(b: &[u8], width: i64, max_len: usize) -> Result<Cow<'_, [u8]>, String> {
    let Some(marg) = shortfall(b, width) else {
        return Ok(Cow::Borrowed(b));
    };
    let mut out = pad(b, marg, 0, b'0', max_len)?;
    if let Some(&sign @ (b'+' | b'-')) = b.first() {
        out[0] = sign;
        out[marg] = b'0';
    }
    Ok(Cow::Owned(out))
}

/// `b.expandtabs(tabsize)`: columns restart after \n or \r; tabsize <= 0
/// deletes tabs.
pub fn expandtabs(b: &[u8], tabsize: i64, max_len: usize) -> Result<Cow<'_, [u8]>, String> {
    if !b.contains(&b'\t') {
        return Ok(Cow::Borrowed(b));
    }
    let tab = u64::try_from(tabsize).unwrap_or(0);
    let incr = |col: u64| if tab > 0 { tab - col % tab } else { 0 };
    let mut size: u64 = 0;
    let mut col: u64 = 0;
    for &c in b {
        match c {
            b'\t' => {
                let i = incr(col);
                col += i;
                size = size.saturating_add(i);
            }
            b'\n' | b'\r' => {
                col = 0;
                size += 1;
            }
            _ => {
                col += 1;
                size += 1;
            }
        }
        if size > max_len as u64 {
            return Err(super::TOO_LARGE.to_string());
        }
    }
    let mut out = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    col = 0;
    for &c in b {
        match c {
            b'\t' => {
                let i = incr(col);
                col += i;
                out.resize(out.len() + usize::try_from(i).unwrap_or(0), b' ');
            }
            b'\n' | b'\r' => {
                col = 0;
                out.push(c);
            }
            _ => {
                col += 1;
                out.push(c);
            }
        }
    }
    Ok(Cow::Owned(out))
}

/// Message for a `sep` argument of `hex()` that is not one character/byte;
/// the engine checks the length, [`hex`] checks the value.
pub const HEX_SEP_LENGTH: &str = "sep must be length 1.";

/// `b.hex(sep, bytes_per_sep)`. A positive `bytes_per_sep` groups from the
/// right, a negative one from the left, 0 means no separators. A bytes `sep`
/// is passed as the char of its one byte (so b'\xff' is rejected as non-ASCII).
pub fn hex(b: &[u8], sep: Option<char>, bytes_per_sep: i64) -> Result<String, String> {
    let sep = match sep {
        Some(c) if !c.is_ascii() => return Err("sep must be ASCII.".to_string()),
        Some(c) if bytes_per_sep != 0 => Some(c),
        _ => None,
    };
    let group = usize::try_from(bytes_per_sep.unsigned_abs()).unwrap_or(usize::MAX);
    let mut out = String::with_capacity(b.len().saturating_mul(3));
    for (i, &c) in b.iter().enumerate() {
        if i % watch::CHUNK == 0 && watch::spent(watch::CHUNK) {
            return Err(watch::EXPIRED.to_string());
        }
        if let Some(sep) = sep.filter(|_| i > 0) {
            // Distance from the grouping origin decides where separators fall.
            let from_origin = if bytes_per_sep > 0 { b.len() - i } else { i };
            if from_origin % group == 0 {
                out.push(sep);
            }
        }
        out.push(HEX[(c >> 4) as usize] as char);
        out.push(HEX[(c & 0xf) as usize] as char);
    }
    Ok(out)
}

/// `bytes.fromhex(s)`: pairs of hex digits, ASCII whitespace allowed between
/// pairs; errors name the code point index of the offending character.
pub fn fromhex(s: &str) -> Result<Vec<u8>, String> {
    let err = |pos: usize| {
        Err(format!(
            "non-hexadecimal number found in fromhex() arg at position {pos}"
        ))
    };
    if !s.is_ascii() {
        return err(s.chars().take_while(char::is_ascii).count());
    }
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut i = 0;
    let digit = |i: usize| b.get(i).and_then(|&c| (c as char).to_digit(16));
    while i < b.len() {
        if is_space(b[i]) {
            i += 1;
            continue;
        }
        let Some(hi) = digit(i) else { return err(i) };
        let Some(lo) = digit(i + 1) else {
            return err(i + 1);
        };
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(out)
}

/// `bytes.maketrans(from, to)`: a 256-byte table.
pub fn maketrans(from: &[u8], to: &[u8]) -> Result<Vec<u8>, String> {
    if from.len() != to.len() {
        return Err("maketrans arguments must have same length".to_string());
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (&f, &t) in from.iter().zip(to) {
        table[f as usize] = t;
    }
    Ok(table)
}

/// `b.translate(table, delete)`; `table` must be 256 bytes long or None.
pub fn translate(b: &[u8], table: Option<&[u8]>, delete: &[u8]) -> Result<Vec<u8>, String> {
    if table.is_some_and(|t| t.len() != 256) {
        return Err("translation table must be 256 characters long".to_string());
    }
    let mut gone = [false; 256];
    for &d in delete {
        gone[d as usize] = true;
    }
    let mut out = Vec::with_capacity(b.len());
    for chunk in b.chunks(watch::CHUNK) {
        if watch::spent(chunk.len()) {
            return Err(watch::EXPIRED.to_string());
        }
        out.extend(
            chunk
                .iter()
                .filter(|&&c| !gone[c as usize])
                .map(|&c| table.and_then(|t| t.get(c as usize).copied()).unwrap_or(c)),
        );
    }
    Ok(out)
}

/// `repr(b)`: b'...' (b"..." if it contains ' but no "), escaping \t \n \r,
/// backslash, the quote, and bytes outside 0x20..0x7e as \xNN. The engine
/// wraps it as `bytearray(...)` for bytearrays.
pub fn repr_bytes(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            _ if c == quote => {
                out.push('\\');
                out.push(c as char);
            }
            b' '..=b'~' => out.push(c as char),
            _ => {
                out.push_str("\\x");
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 0xf) as usize] as char);
            }
        }
    }
    out.push(quote as char);
    out
}
