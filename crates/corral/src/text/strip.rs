//! strip/lstrip/rstrip and removeprefix/removesuffix for `str`.

use super::unicode::is_space;

/// Membership test for the `chars` argument: ASCII members live in a bitmask
/// so the common case never scans `chars`; others fall back to a scan of the
/// (usually tiny) set string.
enum CharSet<'a> {
    Whitespace,
    Chars { ascii: u128, other: &'a str },
}

impl<'a> CharSet<'a> {
    fn new(chars: Option<&'a str>) -> Self {
        let Some(chars) = chars else {
            return CharSet::Whitespace;
        };
        let mut ascii = 0u128;
        for b in chars.bytes().filter(u8::is_ascii) {
            ascii |= 1u128 << b;
        }
        let other = if chars.is_ascii() { "" } else { chars };
        CharSet::Chars { ascii, other }
    }

    #[inline]
    fn contains(&self, c: char) -> bool {
        match self {
            CharSet::Whitespace => is_space(c),
            CharSet::Chars { ascii, other } => {
                if c.is_ascii() {
                    ascii & (1u128 << (c as u32)) != 0
                } else {
                    other.contains(c)
                }
            }
        }
    }
}

/// `s.strip(chars)`; `None` strips Python whitespace (which, unlike Rust's
/// `trim`, includes U+001C..U+001F and excludes nothing else of note).
pub fn strip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    let set = CharSet::new(chars);
    s.trim_matches(|c| set.contains(c))
}

/// `s.lstrip(chars)`.
pub fn lstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    let set = CharSet::new(chars);
    s.trim_start_matches(|c| set.contains(c))
}

/// `s.rstrip(chars)`.
pub fn rstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    let set = CharSet::new(chars);
    s.trim_end_matches(|c| set.contains(c))
}

/// `s.removeprefix(prefix)`.
pub fn removeprefix<'a>(s: &'a str, prefix: &str) -> &'a str {
    s.strip_prefix(prefix).unwrap_or(s)
}

/// `s.removesuffix(suffix)`.
pub fn removesuffix<'a>(s: &'a str, suffix: &str) -> &'a str {
    s.strip_suffix(suffix).unwrap_or(s)
}
