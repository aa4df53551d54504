//! `str(int)` with CPython's digit limit, and `bin`/`oct`/`hex`.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use super::{MAX_STR_DIGITS, NumError};

/// log10(2), used only to classify values that are clearly on one side of the
/// digit limit before paying for the conversion.
const LOG10_2: f64 = std::f64::consts::LOG10_2;

fn limit_error(limit: usize) -> NumError {
    NumError::Value(format!(
        "Exceeds the limit ({limit} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// `str(v)` / `repr(v)`: fails when the value has more than 4300 decimal
/// digits (the sign does not count), exactly like CPython 3.11's default.
pub fn int_to_str(v: &BigInt) -> Result<String, NumError> {
    int_to_str_with_limit(v, MAX_STR_DIGITS)
}

/// [`int_to_str`] under `sys.set_int_max_str_digits(limit)`; 0 is no limit.
pub fn int_to_str_with_limit(v: &BigInt, limit: usize) -> Result<String, NumError> {
    if let Some(small) = v.to_i128() {
        // Far below the limit, and core's formatting beats the generic path.
        return Ok(small.to_string());
    }
    let bits = v.bits();
    // |v| >= 2**(bits-1), so this many digits are guaranteed.
    let min_digits = ((bits.saturating_sub(1)) as f64 * LOG10_2).floor() as u64 + 1;
    if limit != 0 && min_digits > limit as u64 + 1 {
        return Err(limit_error(limit));
    }
    let s = v.to_str_radix(10);
    let ndigits = s.len() - usize::from(v.is_negative());
    if limit != 0 && ndigits > limit {
        return Err(limit_error(limit));
    }
    Ok(s)
}

/// Digits of `v` in `radix` (2..=36, lowercase) with a leading `-` for
/// negatives, optionally followed by CPython's `0b`/`0o`/`0x` prefix after the
/// sign. No digit limit applies: CPython only limits non-power-of-two bases,
/// and callers formatting other bases must apply [`int_to_str`]'s rule.
pub fn int_to_radix_str(v: &BigInt, radix: u32, prefix: bool) -> String {
    let radix = radix.clamp(2, 36);
    let digits = v.magnitude().to_str_radix(radix);
    let mut out = String::with_capacity(digits.len() + 3);
    if v.is_negative() {
        out.push('-');
    }
    if prefix {
        out.push_str(match radix {
            2 => "0b",
            8 => "0o",
            16 => "0x",
            _ => "",
        });
    }
    out.push_str(&digits);
    out
}

/// `bin(v)`, e.g. `-0b101`.
pub fn int_bin(v: &BigInt) -> String {
    int_to_radix_str(v, 2, true)
}

/// `oct(v)`, e.g. `-0o17`.
pub fn int_oct(v: &BigInt) -> String {
    int_to_radix_str(v, 8, true)
}

/// `hex(v)`, e.g. `-0x1f`.
pub fn int_hex(v: &BigInt) -> String {
    int_to_radix_str(v, 16, true)
}
