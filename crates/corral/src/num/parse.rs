//! `int(str, base)` and `float(str)`.
//!
//! Both follow CPython's two-stage design: the text is first mapped to ASCII
//! (`_PyUnicode_TransformDecimalAndSpaceToASCII`: Unicode whitespace becomes
//! a space, Unicode decimal digits become ASCII digits, anything else that is
//! not ASCII becomes `?` and truncates the text), then the ASCII parser runs.
//! Reproducing that split is what makes odd inputs (`'\x1c1'` fails although
//! `'\xa01'` succeeds) behave identically.

use std::borrow::Cow;

use num_bigint::{BigInt, BigUint, Sign};

use super::unicode::{decimal_value, is_py_space, py_bytes_repr, py_str_repr, truncate_chars};
use super::{MAX_STR_DIGITS, NumError, SmallOrBig};

/// CPython only consults the digit limit above this many digits.
const MAX_STR_DIGITS_THRESHOLD: usize = 640;

fn to_ascii(s: &str) -> Cow<'_, [u8]> {
    if s.is_ascii() {
        return Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        // CPython keeps code points below 127 verbatim, so DEL goes through
        // the non-ASCII branch and ends the text.
        if (c as u32) < 127 {
            out.push(c as u8);
        } else if is_py_space(c) {
            out.push(b' ');
        } else if let Some(d) = decimal_value(c) {
            out.push(b'0' + d as u8);
        } else {
            out.push(b'?');
            break;
        }
    }
    Cow::Owned(out)
}

/// `Py_ISSPACE`: the ASCII-only whitespace test applied after the transform.
#[inline]
fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

#[inline]
fn digit_value(b: u8) -> u32 {
    match b {
        b'0'..=b'9' => u32::from(b - b'0'),
        b'a'..=b'z' => u32::from(b - b'a') + 10,
        b'A'..=b'Z' => u32::from(b - b'A') + 10,
        _ => 99,
    }
}

/// `%.200R`: CPython cuts the repr to 200 code points in this message.
fn invalid_int(repr: String, base: u32) -> NumError {
    NumError::Value(format!(
        "invalid literal for int() with base {base}: {}",
        truncate_chars(&repr, 200)
    ))
}

fn check_base(base: u32) -> Result<(), NumError> {
    if (base != 0 && base < 2) || base > 36 {
        return Err(NumError::value("int() base must be >= 2 and <= 36, or 0"));
    }
    Ok(())
}

/// `int(s, base)`.
///
/// `base` is the already-converted second argument; an engine holding a
/// negative or huge base should pass `1` so the range error is reported.
pub fn parse_int(s: &str, base: u32) -> Result<BigInt, NumError> {
    parse_int_with_limit(s, base, MAX_STR_DIGITS)
}

/// [`parse_int`] under `sys.set_int_max_str_digits(limit)`; 0 is no limit.
pub fn parse_int_with_limit(s: &str, base: u32, limit: usize) -> Result<BigInt, NumError> {
    if let Some(v) = fast_decimal(s.as_bytes(), base) {
        return Ok(BigInt::from(v));
    }
    check_base(base)?;
    let bytes = to_ascii(s);
    Ok(
        match parse_ascii_int(&bytes, base, limit)?
            .ok_or_else(|| invalid_int(py_str_repr(s), base))?
        {
            SmallOrBig::Small(v) => BigInt::from(v),
            SmallOrBig::Big(v) => v,
        },
    )
}

/// [`parse_int`] that avoids allocating a `BigInt` when the value fits `i64`.
#[inline]
pub fn parse_int_small(s: &str, base: u32) -> Result<SmallOrBig, NumError> {
    match fast_decimal(s.as_bytes(), base) {
        Some(v) => Ok(SmallOrBig::Small(v)),
        None => parse_int_general(s, base),
    }
}

// Kept out of line so the fast path above stays small enough to inline.
#[inline(never)]
fn parse_int_general(s: &str, base: u32) -> Result<SmallOrBig, NumError> {
    check_base(base)?;
    let bytes = to_ascii(s);
    parse_ascii_int(&bytes, base, MAX_STR_DIGITS)?.ok_or_else(|| invalid_int(py_str_repr(s), base))
}

/// The overwhelmingly common `int("123")`: an optional sign and at most 18
/// ASCII decimal digits, nothing else. `None` sends everything else down the
/// general path.
#[inline]
fn fast_decimal(b: &[u8], base: u32) -> Option<i64> {
    let (negative, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        b'+' => (false, &b[1..]),
        _ => (false, b),
    };
    // Base 0 rejects leading zeros ("012"), so only let a lone "0" through.
    let base_ok = base == 10 || (base == 0 && (digits.first() != Some(&b'0') || digits.len() == 1));
    if !base_ok || digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut acc: i64 = 0;
    for &c in digits {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        acc = acc * 10 + i64::from(d);
    }
    Some(if negative { -acc } else { acc })
}

/// `int(b, base)` for a `bytes` argument: no Unicode mapping, and the error
/// shows the bytes repr (`b'...'`).
pub fn parse_int_bytes(b: &[u8], base: u32) -> Result<SmallOrBig, NumError> {
    parse_int_bytes_with_limit(b, base, MAX_STR_DIGITS)
}

/// [`parse_int_bytes`] under `sys.set_int_max_str_digits(limit)`; 0 is no limit.
pub fn parse_int_bytes_with_limit(
    b: &[u8],
    base: u32,
    limit: usize,
) -> Result<SmallOrBig, NumError> {
    check_base(base)?;
    parse_ascii_int(b, base, limit)?.ok_or_else(|| invalid_int(py_bytes_repr(b), base))
}

/// `Ok(None)` means "invalid literal"; `Err` carries the digit-limit error,
/// which CPython raises before it looks at trailing garbage.
fn parse_ascii_int(b: &[u8], mut base: u32, limit: usize) -> Result<Option<SmallOrBig>, NumError> {
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while is_c_space(at(i)) {
        i += 1;
    }
    let negative = match at(i) {
        b'-' => {
            i += 1;
            true
        }
        b'+' => {
            i += 1;
            false
        }
        _ => false,
    };
    let mut error_if_nonzero = false;
    if base == 0 {
        base = if at(i) != b'0' {
            10
        } else {
            match at(i + 1) {
                b'x' | b'X' => 16,
                b'o' | b'O' => 8,
                b'b' | b'B' => 2,
                _ => {
                    // Old C-style octal ("010") is invalid, but all-zero is fine.
                    error_if_nonzero = true;
                    10
                }
            }
        };
    }
    if at(i) == b'0' {
        let p = at(i + 1).to_ascii_lowercase();
        if (base == 16 && p == b'x') || (base == 8 && p == b'o') || (base == 2 && p == b'b') {
            i += 2;
            if at(i) == b'_' {
                i += 1;
            }
        }
    }
    if at(i) == b'_' {
        return Ok(None);
    }

    let start = i;
    let mut ndigits = 0usize;
    let mut prev = 0u8;
    // Accumulated with wrapping arithmetic in the same pass; only trusted when
    // `ndigits` is small enough that it cannot have wrapped.
    let mut acc: u64 = 0;
    while i < b.len() {
        let c = b[i];
        let d = digit_value(c);
        if d < base {
            ndigits += 1;
            acc = acc.wrapping_mul(u64::from(base)).wrapping_add(u64::from(d));
        } else if c == b'_' {
            if prev == b'_' {
                return Ok(None);
            }
        } else {
            break;
        }
        prev = c;
        i += 1;
    }
    if prev == b'_' {
        return Ok(None);
    }
    if !base.is_power_of_two()
        && ndigits > MAX_STR_DIGITS_THRESHOLD
        && limit != 0
        && ndigits > limit
    {
        return Err(NumError::Value(format!(
            "Exceeds the limit ({limit} digits) for integer string conversion: \
             value has {ndigits} digits; use sys.set_int_max_str_digits() to increase the limit"
        )));
    }
    let digits = &b[start..i];
    if ndigits == 0 {
        return Ok(None);
    }
    while is_c_space(at(i)) {
        i += 1;
    }
    if i != b.len() {
        return Ok(None);
    }
    let value = if ndigits <= SAFE_DIGITS[base as usize] as usize {
        small_or_big(acc, negative)
    } else {
        digits_to_int(digits, base, ndigits, negative)
    };
    if error_if_nonzero && value != SmallOrBig::Small(0) {
        return Ok(None);
    }
    Ok(Some(value))
}

/// `SAFE_DIGITS[b]`: the most base-`b` digits that always fit a `u64`.
const SAFE_DIGITS: [u8; 37] = {
    let mut t = [0u8; 37];
    let mut b = 2;
    while b <= 36 {
        let mut n = 0;
        let mut lim = u64::MAX;
        while lim >= b as u64 {
            lim /= b as u64;
            n += 1;
        }
        t[b] = n;
        b += 1;
    }
    t
};

fn small_or_big(mag: u64, negative: bool) -> SmallOrBig {
    if !negative && mag <= i64::MAX as u64 {
        return SmallOrBig::Small(mag as i64);
    }
    if negative && mag <= 1u64 << 63 {
        return SmallOrBig::Small((mag as i64).wrapping_neg());
    }
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    SmallOrBig::Big(BigInt::from_biguint(sign, BigUint::from(mag)))
}

/// `digits` is validated: only digits below `base` and single underscores.
fn digits_to_int(digits: &[u8], base: u32, ndigits: usize, negative: bool) -> SmallOrBig {
    let mut acc: u64 = 0;
    let mut fits = true;
    for &c in digits {
        if c == b'_' {
            continue;
        }
        match acc
            .checked_mul(u64::from(base))
            .and_then(|v| v.checked_add(u64::from(digit_value(c))))
        {
            Some(v) => acc = v,
            None => {
                fits = false;
                break;
            }
        }
    }
    if fits {
        return small_or_big(acc, negative);
    }
    let mut values = Vec::with_capacity(ndigits);
    values.extend(
        digits
            .iter()
            .filter(|&&c| c != b'_')
            .map(|&c| digit_value(c) as u8),
    );
    // Every value is < base by construction, so this cannot fail.
    let mag = BigUint::from_radix_be(&values, base).unwrap_or_default();
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    SmallOrBig::Big(BigInt::from_biguint(sign, mag))
}

fn invalid_float(repr: String) -> NumError {
    NumError::Value(format!("could not convert string to float: {repr}"))
}

/// `float(s)` for a `str` argument.
#[inline]
pub fn parse_float(s: &str) -> Result<f64, NumError> {
    // Anything Rust accepts is plain ASCII in the shared grammar (see
    // `parse_decimal`), so success needs no further checks.
    match parse_decimal(s) {
        Some(v) => Ok(v),
        None => parse_float_general(s),
    }
}

#[inline(never)]
fn parse_float_general(s: &str) -> Result<f64, NumError> {
    parse_float_ascii(&to_ascii(s)).ok_or_else(|| invalid_float(py_str_repr(s)))
}

/// `float(b)` for a `bytes` argument (no Unicode mapping; bytes repr in the
/// error).
pub fn parse_float_bytes(b: &[u8]) -> Result<f64, NumError> {
    parse_float_ascii(b).ok_or_else(|| invalid_float(py_bytes_repr(b)))
}

fn parse_float_ascii(input: &[u8]) -> Option<f64> {
    let cleaned;
    let mut b = input;
    if b.contains(&b'_') {
        cleaned = strip_underscores(b)?;
        b = &cleaned;
    }
    while let [first, rest @ ..] = b
        && is_c_space(*first)
    {
        b = rest;
    }
    while let [rest @ .., last] = b
        && is_c_space(*last)
    {
        b = rest;
    }
    parse_decimal(std::str::from_utf8(b).ok()?)
}

/// The grammar of CPython's `PyOS_string_to_double` (sign, `inf`/`infinity`/
/// `nan` in any case, digits with an optional point, optional exponent, no
/// whitespace) is exactly the grammar of Rust's `f64::from_str`, and both
/// round correctly, so Rust's parser is used as is. `tests::parse` pins the
/// edge cases in case either side ever changes.
#[inline]
fn parse_decimal(s: &str) -> Option<f64> {
    s.parse::<f64>().ok()
}

/// `_Py_string_to_number_with_underscores`: an underscore must sit between
/// two ASCII digits.
fn strip_underscores(b: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(b.len());
    let mut prev = 0u8;
    for &c in b {
        if c == 0 {
            return None;
        }
        if c == b'_' {
            if !prev.is_ascii_digit() {
                return None;
            }
        } else {
            if prev == b'_' && !c.is_ascii_digit() {
                return None;
            }
            out.push(c);
        }
        prev = c;
    }
    (prev != b'_').then_some(out)
}

/// Recognises `inf`, `infinity` and `nan` (any case) after an optional sign,
/// returning the value and the number of bytes consumed. Shared with
/// `float.fromhex`, which uses the same CPython helper.
pub(crate) fn parse_inf_or_nan(b: &[u8]) -> Option<(f64, usize)> {
    let (negative, i) = match b.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let rest = &b[i..];
    let starts =
        |word: &[u8]| rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word);
    let (v, n) = if starts(b"infinity") {
        (f64::INFINITY, 8)
    } else if starts(b"inf") {
        (f64::INFINITY, 3)
    } else if starts(b"nan") {
        (f64::NAN, 3)
    } else {
        return None;
    };
    Some((if negative { -v } else { v }, i + n))
}
