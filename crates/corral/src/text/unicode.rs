//! Per-character Unicode properties and case mappings, answered from the
//! tables generated out of CPython 3.11 itself so that results match its
//! Unicode 14.0 database rather than whatever version Rust's std carries.

use super::unicode_tables as t;

pub(crate) use t::{
    ALPHA, CASE_IGNORABLE, CASED, DECIMAL, DIGIT, LOWER, NUMERIC, PRINTABLE, SPACE, TITLE, UPPER,
    XID_CONTINUE, XID_START,
};

/// All property flags of `c` (see the constants in `unicode_tables`).
#[inline]
pub(crate) fn flags(c: char) -> u16 {
    let cp = c as u32;
    if let Some(&f) = t::LATIN1_FLAGS.get(cp as usize) {
        return f;
    }
    // Runs start at U+0000, so the partition point is always >= 1.
    let i = t::PROP_STARTS.partition_point(|&s| s <= cp);
    t::PROP_FLAGS.get(i.wrapping_sub(1)).copied().unwrap_or(0)
}

#[inline]
pub(crate) fn has(c: char, flag: u16) -> bool {
    flags(c) & flag != 0
}

/// Python's `str.isspace` for one character. Differs from Rust's
/// `char::is_whitespace`: includes U+001C..U+001F, excludes U+200B-style
/// oddities per CPython's own table.
#[inline]
pub fn is_space(c: char) -> bool {
    if c.is_ascii() {
        matches!(c, '\t'..='\r' | '\x1c'..='\x1f' | ' ')
    } else {
        has(c, SPACE)
    }
}

/// Line boundaries recognised by `str.splitlines`.
#[inline]
pub(crate) fn is_linebreak(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// Which full case mapping to apply; the value is the column in CASE_VALS.
#[derive(Clone, Copy)]
pub(crate) enum Case {
    Lower = 0,
    Upper = 1,
    Title = 2,
    Fold = 3,
}

/// Appends the full (possibly multi-character) case mapping of `c`.
#[inline]
pub(crate) fn push_case(out: &mut String, c: char, case: Case) {
    let cp = c as u32;
    let Ok(i) = t::CASE_KEYS.binary_search(&cp) else {
        out.push(c);
        return;
    };
    let Some(row) = t::CASE_VALS.get(i) else {
        out.push(c);
        return;
    };
    let v = row[case as usize];
    if v & 0x8000_0000 == 0 {
        out.push(char::from_u32(v).unwrap_or(c));
    } else {
        let idx = ((v & 0x7fff_ffff) >> 2) as usize;
        let len = (v & 3) as usize;
        let seq = t::CASE_MULTI.get(idx..idx + len).unwrap_or(&[]);
        for &m in seq {
            out.extend(char::from_u32(m));
        }
    }
}

/// Python's `str.isprintable` for one character: false for categories Cc,
/// Cf, Cs, Co, Cn, Zl, Zp and Zs other than the ASCII space.
#[inline]
pub fn is_printable(c: char) -> bool {
    if c.is_ascii() {
        return (' '..='~').contains(&c);
    }
    has(c, PRINTABLE)
}

/// The Unicode version the tables were generated from (CPython 3.11: 14.0.0).
pub const UNICODE_VERSION: &str = t::UNICODE_VERSION;
