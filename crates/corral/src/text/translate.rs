//! str.maketrans (two/three-argument forms) and str.translate.

use std::collections::HashMap;

use super::TOO_LARGE;

/// What the translation table says about one character.
pub enum Mapped<'m> {
    /// Lookup raised LookupError: the character is copied unchanged.
    Keep,
    /// The table maps it to None.
    Delete,
    /// The table maps it to an int (code point).
    Char(char),
    /// The table maps it to a str.
    Str(&'m str),
}

/// `str.maketrans(x, y[, z])`: the (key, value) pairs in the order CPython
/// inserts them into the new dict (later duplicates overwrite earlier ones
/// in place); `None` values come from `z`.
pub fn maketrans(x: &str, y: &str, z: Option<&str>) -> Result<Vec<(char, Option<char>)>, String> {
    if x.chars().count() != y.chars().count() {
        return Err("the first two maketrans arguments must have equal length".to_string());
    }
    let mut out: Vec<(char, Option<char>)> = x.chars().zip(y.chars().map(Some)).collect();
    out.extend(z.unwrap_or("").chars().map(|c| (c, None)));
    Ok(out)
}

/// Either the lookup's own error or [`TOO_LARGE`].
pub enum TranslateError<E> {
    Lookup(E),
    TooLarge,
}

/// `s.translate(table)`, with the engine's table lookup as a closure so it
/// can call `__getitem__` and propagate its exceptions. Results longer than
/// `max_len` bytes fail with `TranslateError::TooLarge`.
pub fn translate<'m, E>(
    s: &str,
    max_len: usize,
    mut lookup: impl FnMut(char) -> Result<Mapped<'m>, E>,
) -> Result<String, TranslateError<E>> {
    let mut out = String::with_capacity(s.len().min(max_len));
    for c in s.chars() {
        match lookup(c).map_err(TranslateError::Lookup)? {
            Mapped::Keep => out.push(c),
            Mapped::Delete => {}
            Mapped::Char(m) => out.push(m),
            Mapped::Str(m) => {
                if m.len() > max_len.saturating_sub(out.len()) {
                    return Err(TranslateError::TooLarge);
                }
                out.push_str(m);
            }
        }
        if out.len() > max_len {
            return Err(TranslateError::TooLarge);
        }
    }
    Ok(out)
}

/// `s.translate(table)` for a table already converted to a Rust map
/// (`None` deletes the character; absent characters are kept).
pub fn translate_map(
    s: &str,
    table: &HashMap<char, Option<String>>,
    max_len: usize,
) -> Result<String, String> {
    translate(s, max_len, |c| {
        Ok::<_, ()>(match table.get(&c) {
            None => Mapped::Keep,
            Some(None) => Mapped::Delete,
            Some(Some(m)) => Mapped::Str(m.as_str()),
        })
    })
    .map_err(|_| TOO_LARGE.to_string())
}
