//! repr() and ascii() of `str`, byte-for-byte as CPython 3.11 writes them.

use std::borrow::Cow;

use super::unicode::is_printable;

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends `\xNN`, `\uNNNN` or `\UNNNNNNNN` (lowercase hex), the escape
/// CPython picks by the size of the code point.
pub(crate) fn push_escape(out: &mut String, c: char) {
    let cp = c as u32;
    let (prefix, digits) = match cp {
        0..=0xff => ('x', 2),
        0x100..=0xffff => ('u', 4),
        _ => ('U', 8),
    };
    out.push('\\');
    out.push(prefix);
    for i in (0..digits).rev() {
        out.push(HEX[((cp >> (4 * i)) & 0xf) as usize] as char);
    }
}

/// `repr(s)`: single quotes unless `s` contains `'` and no `"`; escapes
/// backslash, the chosen quote, \t \n \r, other control characters as \xNN,
/// and non-printable non-ASCII characters as \x, \u or \U.
pub fn repr_str(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    let mut rest = s;
    while !rest.is_empty() {
        // Copy the run of characters that need no escaping in one go.
        let plain = rest
            .bytes()
            .position(|b| !(b' '..=b'~').contains(&b) || b == b'\\' || b == quote as u8)
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at_checked(plain).unwrap_or((rest, ""));
        out.push_str(run);
        let mut chars = tail.chars();
        let Some(c) = chars.next() else { break };
        rest = chars.as_str();
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ if c == quote => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            _ if !c.is_ascii() && is_printable(c) => out.push(c),
            _ => push_escape(&mut out, c),
        }
    }
    out.push(quote);
    out
}

/// The "backslashreplace" encoding to ASCII that `ascii()` applies to a
/// repr: every non-ASCII character becomes \xNN, \uNNNN or \UNNNNNNNN.
pub fn escape_non_ascii(s: &str) -> Cow<'_, str> {
    if s.is_ascii() {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            push_escape(&mut out, c);
        }
    }
    Cow::Owned(out)
}

/// `ascii(s)` for a str: its repr with non-ASCII characters escaped.
pub fn ascii_str(s: &str) -> String {
    let r = repr_str(s);
    match escape_non_ascii(&r) {
        Cow::Borrowed(_) => r,
        Cow::Owned(o) => o,
    }
}
