//! The `str.is*()` predicates, answered from CPython's own Unicode 14.0
//! property tables so that e.g. '²'.isdigit() is True but '²'.isdecimal()
//! is False, and '½'.isnumeric() is True, exactly as in CPython 3.11.

use super::unicode::{
    ALPHA, DECIMAL, DIGIT, LOWER, NUMERIC, TITLE, UPPER, XID_CONTINUE, XID_START, flags, has,
    is_printable, is_space,
};

/// True when `s` is non-empty and every character has one of `mask`'s flags.
fn all_have(s: &str, mask: u16) -> bool {
    !s.is_empty() && s.chars().all(|c| flags(c) & mask != 0)
}

/// `s.isalpha()` (categories Lm, Lt, Lu, Ll, Lo).
pub fn isalpha(s: &str) -> bool {
    if s.is_ascii() {
        return !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphabetic());
    }
    all_have(s, ALPHA)
}

/// `s.isdecimal()`.
pub fn isdecimal(s: &str) -> bool {
    if s.is_ascii() {
        return !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    }
    all_have(s, DECIMAL)
}

/// `s.isdigit()`.
pub fn isdigit(s: &str) -> bool {
    if s.is_ascii() {
        return !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    }
    all_have(s, DIGIT)
}

/// `s.isnumeric()`.
pub fn isnumeric(s: &str) -> bool {
    if s.is_ascii() {
        return !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    }
    all_have(s, NUMERIC)
}

/// `s.isalnum()`: each character is alpha, decimal, digit or numeric.
pub fn isalnum(s: &str) -> bool {
    if s.is_ascii() {
        return !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric());
    }
    all_have(s, ALPHA | DECIMAL | DIGIT | NUMERIC)
}

/// `s.isspace()`.
pub fn isspace(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_space)
}

/// `s.isprintable()`; true for the empty string.
pub fn isprintable(s: &str) -> bool {
    s.chars().all(is_printable)
}

/// `s.isascii()`; true for the empty string.
pub fn isascii(s: &str) -> bool {
    s.is_ascii()
}

/// `s.islower()`: no uppercase or titlecase characters and at least one
/// lowercase one.
pub fn islower(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (UPPER | TITLE) != 0 {
            return false;
        }
        cased |= f & LOWER != 0;
    }
    cased
}

/// `s.isupper()`: no lowercase or titlecase characters and at least one
/// uppercase one.
pub fn isupper(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (LOWER | TITLE) != 0 {
            return false;
        }
        cased |= f & UPPER != 0;
    }
    cased
}

/// `s.istitle()`: uppercase/titlecase characters only after uncased ones,
/// lowercase ones only after cased ones, and at least one cased character.
pub fn istitle(s: &str) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (UPPER | TITLE) != 0 {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if f & LOWER != 0 {
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

/// `s.isidentifier()`: XID_Start or '_' first, then XID_Continue (PEP 3131).
/// Keyword checks are the caller's business, as in CPython.
pub fn isidentifier(s: &str) -> bool {
    let mut it = s.chars();
    match it.next() {
        Some(c) if c == '_' || has(c, XID_START) => it.all(|c| has(c, XID_CONTINUE)),
        _ => false,
    }
}
