//! `round(float, ndigits)`: CPython's `float.__round__` / `double_round`.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use super::FormatError;

/// Beyond this many digits every double rounds to itself:
/// `int((DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103)`.
const NDIGITS_MAX: i64 = 323;
/// Below this every double rounds to a zero: `-int((DBL_MAX_EXP + 1) * 0.30103)`.
const NDIGITS_MIN: i64 = -308;

/// `round(x, ndigits)` for a float `x`: the exact binary value is rounded
/// half-to-even at the given decimal position and the decimal result is
/// converted back to the nearest double.  `ndigits` is the value already
/// clipped to the C `Py_ssize_t` range, as CPython does.
///
/// The only error is `OverflowError` when the rounded value is too large
/// (e.g. `round(1.7976931348623157e308, -308)`).
pub fn round_float(x: f64, ndigits: i64) -> Result<f64, FormatError> {
    if !x.is_finite() || ndigits > NDIGITS_MAX || x == 0.0 {
        return Ok(x);
    }
    if ndigits < NDIGITS_MIN {
        return Ok(0.0 * x);
    }

    // x = mantissa * 2**exp exactly.
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mantissa, exp) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    };

    // q = round_half_even(|x| * 10**ndigits) as an exact fraction num/den.
    let mut num = BigUint::from(mantissa);
    let mut den = BigUint::one();
    if exp >= 0 {
        num <<= exp as u64;
    } else {
        den <<= exp.unsigned_abs();
    }
    let ten = BigUint::from(10u32);
    if ndigits >= 0 {
        num *= ten.pow(ndigits as u32);
    } else {
        den *= ten.pow(ndigits.unsigned_abs() as u32);
    }
    let (mut q, r) = num.div_rem(&den);
    let twice = r << 1u32;
    if twice > den || (twice == den && q.is_odd()) {
        q += 1u32;
    }

    let magnitude = if q.is_zero() {
        0.0
    } else {
        // Rust's decimal parser is correctly rounded, like `_Py_dg_strtod`.
        format!("{q}e{}", -ndigits)
            .parse::<f64>()
            .unwrap_or(f64::INFINITY)
    };
    if magnitude.is_infinite() {
        return Err(FormatError::overflow(
            "rounded value too large to represent",
        ));
    }
    Ok(magnitude.copysign(x))
}
