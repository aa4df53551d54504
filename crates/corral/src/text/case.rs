//! Case conversions with CPython's full (multi-character) mappings, e.g.
//! 'ß'.upper() == 'SS', and its final-sigma rule for lowercasing 'Σ'.

use super::unicode::{CASE_IGNORABLE, CASED, Case, LOWER, UPPER, has, push_case};

const CAPITAL_SIGMA: char = '\u{3a3}';

/// CPython's handle_capital_sigma: Σ becomes final ς when preceded by a cased
/// letter and not followed by one, skipping case-ignorable characters.
fn is_final_sigma(s: &str, at: usize) -> bool {
    let before = s.get(..at).unwrap_or("");
    let after = s.get(at + CAPITAL_SIGMA.len_utf8()..).unwrap_or("");
    let prev = before.chars().rev().find(|&c| !has(c, CASE_IGNORABLE));
    if !prev.is_some_and(|c| has(c, CASED)) {
        return false;
    }
    let next = after.chars().find(|&c| !has(c, CASE_IGNORABLE));
    !next.is_some_and(|c| has(c, CASED))
}

/// CPython's lower_ucs4: the lowercase of the character at byte `at` of `s`.
#[inline]
fn push_lower(out: &mut String, s: &str, at: usize, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else if c == CAPITAL_SIGMA {
        out.push(if is_final_sigma(s, at) {
            '\u{3c2}'
        } else {
            '\u{3c3}'
        });
    } else {
        push_case(out, c, Case::Lower);
    }
}

#[inline]
fn push_mapped(out: &mut String, c: char, case: Case) {
    if c.is_ascii() {
        out.push(match case {
            Case::Lower | Case::Fold => c.to_ascii_lowercase(),
            Case::Upper | Case::Title => c.to_ascii_uppercase(),
        });
    } else {
        push_case(out, c, case);
    }
}

/// Builds the mapped copy of `s`: runs of ASCII are copied in bulk and
/// converted in place by `ascii`, the other characters go through `other`
/// (which gets the byte offset, for the final-sigma context).
fn map_runs(
    s: &str,
    ascii: fn(&mut str),
    mut other: impl FnMut(&mut String, usize, char),
) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let run = b[i..]
            .iter()
            .position(|c| !c.is_ascii())
            .unwrap_or(b.len() - i);
        if run > 0 {
            let start = out.len();
            out.push_str(s.get(i..i + run).unwrap_or(""));
            if let Some(t) = out.get_mut(start..) {
                ascii(t);
            }
            i += run;
        }
        if let Some(c) = s.get(i..).and_then(|r| r.chars().next()) {
            other(&mut out, i, c);
            i += c.len_utf8();
        }
    }
    out
}

/// `s.lower()`.
pub fn lower(s: &str) -> String {
    map_runs(s, str::make_ascii_lowercase, |out, i, c| {
        push_lower(out, s, i, c)
    })
}

/// `s.upper()`.
pub fn upper(s: &str) -> String {
    map_runs(s, str::make_ascii_uppercase, |out, _, c| {
        push_case(out, c, Case::Upper)
    })
}

/// `s.casefold()`.
pub fn casefold(s: &str) -> String {
    map_runs(s, str::make_ascii_lowercase, |out, _, c| {
        push_case(out, c, Case::Fold)
    })
}

/// `s.capitalize()`: titlecase (not uppercase, since 3.8) of the first
/// character, lowercase of the rest.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.char_indices();
    let Some((_, first)) = chars.next() else {
        return String::new();
    };
    let mut out = String::with_capacity(s.len());
    push_mapped(&mut out, first, Case::Title);
    let rest = s.get(first.len_utf8()..).unwrap_or("");
    if rest.is_ascii() {
        out.extend(rest.bytes().map(|b| b.to_ascii_lowercase() as char));
    } else {
        for (i, c) in chars {
            push_lower(&mut out, s, i, c);
        }
    }
    out
}

/// `s.title()`: a character is titlecased when the previous one is not
/// cased, lowercased otherwise (so "they're" -> "They'Re", as in CPython).
pub fn title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    if s.is_ascii() {
        let mut prev_cased = false;
        for b in s.bytes() {
            let c = if prev_cased {
                b.to_ascii_lowercase()
            } else {
                b.to_ascii_uppercase()
            };
            out.push(c as char);
            prev_cased = b.is_ascii_alphabetic();
        }
        return out;
    }
    let mut prev_cased = false;
    for (i, c) in s.char_indices() {
        if prev_cased {
            push_lower(&mut out, s, i, c);
        } else {
            push_mapped(&mut out, c, Case::Title);
        }
        prev_cased = has(c, CASED);
    }
    out
}

/// `s.swapcase()`: uppercase letters are lowercased (with the final-sigma
/// rule), lowercase ones uppercased, everything else kept.
pub fn swapcase(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    if s.is_ascii() {
        for b in s.bytes() {
            let c = if b.is_ascii_uppercase() {
                b.to_ascii_lowercase()
            } else {
                b.to_ascii_uppercase()
            };
            out.push(c as char);
        }
        return out;
    }
    for (i, c) in s.char_indices() {
        if c.is_ascii() {
            out.push(if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            });
        } else if has(c, UPPER) {
            push_lower(&mut out, s, i, c);
        } else if has(c, LOWER) {
            push_case(&mut out, c, Case::Upper);
        } else {
            out.push(c);
        }
    }
    out
}
