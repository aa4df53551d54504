//! `float.hex()` and `float.fromhex()`, ported from CPython's floatobject.c
//! so that rounding (ties to even, subnormals) and the accepted syntax match.

use super::NumError;
use super::convert::ldexp;
use super::parse::parse_inf_or_nan;

const DBL_MANT_DIG: i64 = 53;
const DBL_MAX_EXP: i64 = 1024;
const DBL_MIN_EXP: i64 = -1021;
const LONG_MAX: i64 = i64::MAX;
const LONG_MIN: i64 = i64::MIN;

/// `float.hex(x)`, e.g. `0x1.8000000000000p+0`, `-0x0.0p+0`, `inf`.
pub fn float_hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_string();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    // Subnormals are printed with a leading 0 and the minimum exponent.
    let (lead, exp) = if biased == 0 {
        (0, -1022)
    } else {
        (1, biased - 1023)
    };
    format!("{sign}0x{lead}.{frac:013x}p{exp:+}")
}

fn parse_error() -> NumError {
    NumError::value("invalid hexadecimal floating-point string")
}

fn overflow_error() -> NumError {
    NumError::overflow("hexadecimal value too large to represent as a float")
}

#[inline]
fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

#[inline]
fn hex_value(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// `strtol(s, NULL, 10)` on a validated `[+-]digits` prefix: saturates.
fn strtol(b: &[u8]) -> i64 {
    let (neg, digits) = match b.first() {
        Some(b'-') => (true, &b[1..]),
        Some(b'+') => (false, &b[1..]),
        _ => (false, b),
    };
    let mut v: i64 = 0;
    for &c in digits.iter().take_while(|c| c.is_ascii_digit()) {
        let d = i64::from(c - b'0');
        v = v.saturating_mul(10);
        v = if neg {
            v.saturating_sub(d)
        } else {
            v.saturating_add(d)
        };
    }
    v
}

/// `float.fromhex(s)`.
pub fn float_fromhex(s: &str) -> Result<f64, NumError> {
    let b = s.as_bytes();
    let mut i = 0;
    while b.get(i).copied().is_some_and(is_c_space) {
        i += 1;
    }
    let x = match parse_inf_or_nan(&b[i..]) {
        Some((v, n)) => {
            i += n;
            v
        }
        None => parse_finite(b, &mut i)?,
    };
    while b.get(i).copied().is_some_and(is_c_space) {
        i += 1;
    }
    if i != b.len() {
        return Err(parse_error());
    }
    Ok(x)
}

/// The signed finite part of the grammar; leaves `i` after the exponent.
fn parse_finite(b: &[u8], i: &mut usize) -> Result<f64, NumError> {
    let at = |j: usize| b.get(j).copied().unwrap_or(0);
    let mut negate = false;
    match at(*i) {
        b'-' => {
            negate = true;
            *i += 1;
        }
        b'+' => *i += 1,
        _ => {}
    }
    if at(*i) == b'0' && matches!(at(*i + 1), b'x' | b'X') {
        *i += 2;
    }
    // Coefficient digits, most significant first, with the point dropped.
    let mut digits = Vec::new();
    while let Some(d) = hex_value(at(*i)) {
        digits.push(d);
        *i += 1;
    }
    let mut fdigits = 0i64;
    if at(*i) == b'.' {
        *i += 1;
        while let Some(d) = hex_value(at(*i)) {
            digits.push(d);
            fdigits += 1;
            *i += 1;
        }
    }
    if digits.is_empty() {
        return Err(parse_error());
    }
    let limit = (DBL_MIN_EXP - DBL_MANT_DIG - LONG_MIN / 2).min(LONG_MAX / 2 + 1 - DBL_MAX_EXP) / 4;
    if digits.len() as u64 > limit as u64 {
        return Err(NumError::value("hexadecimal string too long to convert"));
    }
    let mut exp = 0i64;
    if matches!(at(*i), b'p' | b'P') {
        *i += 1;
        let exp_start = *i;
        if matches!(at(*i), b'-' | b'+') {
            *i += 1;
        }
        if !at(*i).is_ascii_digit() {
            return Err(parse_error());
        }
        while at(*i).is_ascii_digit() {
            *i += 1;
        }
        exp = strtol(&b[exp_start..*i]);
    }
    let x = round_hex(&digits, fdigits, exp)?;
    Ok(if negate { -x } else { x })
}

/// Correctly rounded value of `0x<digits> * 2**(exp - 4*fdigits)`.
fn round_hex(digits: &[u8], fdigits: i64, mut exp: i64) -> Result<f64, NumError> {
    let total = digits.len();
    // hex_digit(j) is the j-th least significant digit, as in CPython.
    let hex_digit = |j: i64| i64::from(digits[total - 1 - j as usize]);
    let mut ndigits = total as i64;
    while ndigits > 0 && hex_digit(ndigits - 1) == 0 {
        ndigits -= 1;
    }
    if ndigits == 0 || exp < LONG_MIN / 2 {
        return Ok(0.0);
    }
    if exp > LONG_MAX / 2 {
        return Err(overflow_error());
    }
    exp -= 4 * fdigits;
    let mut top_exp = exp + 4 * (ndigits - 1);
    let mut d = hex_digit(ndigits - 1);
    while d != 0 {
        top_exp += 1;
        d /= 2;
    }
    if top_exp < DBL_MIN_EXP - DBL_MANT_DIG {
        return Ok(0.0);
    }
    if top_exp > DBL_MAX_EXP {
        return Err(overflow_error());
    }
    let lsb = top_exp.max(DBL_MIN_EXP) - DBL_MANT_DIG;
    let mut x = 0.0f64;
    if exp >= lsb {
        // At most 53 significant bits: the accumulation is exact.
        for j in (0..ndigits).rev() {
            x = 16.0 * x + hex_digit(j) as f64;
        }
        return Ok(ldexp(x, exp));
    }
    let half_eps = 1i64 << ((lsb - exp - 1) % 4);
    let key_digit = (lsb - exp - 1) / 4;
    for j in ((key_digit + 1)..ndigits).rev() {
        x = 16.0 * x + hex_digit(j) as f64;
    }
    let digit = hex_digit(key_digit);
    x = 16.0 * x + (digit & (16 - 2 * half_eps)) as f64;
    if digit & half_eps != 0 {
        let round_up = digit & (3 * half_eps - 1) != 0
            || (half_eps == 8 && key_digit + 1 < ndigits && hex_digit(key_digit + 1) & 1 != 0)
            || (0..key_digit).any(|j| hex_digit(j) != 0);
        if round_up {
            x += (2 * half_eps) as f64;
            if top_exp == DBL_MAX_EXP && x == ldexp((2 * half_eps) as f64, DBL_MANT_DIG) {
                return Err(overflow_error());
            }
        }
    }
    Ok(ldexp(x, exp + 4 * key_digit))
}
