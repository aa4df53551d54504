//! Float arithmetic whose Python semantics differ from IEEE/`libm` defaults:
//! floor division and modulo (sign of the divisor), `**` special cases,
//! rounding, and exact decompositions.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Pow, Zero};

use super::convert::{big_to_f64, f64_to_int, int_true_div};
use super::{COMPLEX_RESULT, NumError};

/// `a / b`.
#[inline]
pub fn float_div(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::zero_div("float division by zero"));
    }
    Ok(a / b)
}

/// CPython's `_float_div_mod` for a nonzero divisor.
fn div_mod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    // fmod is exact, so vx - m is a multiple of wx up to one rounding.
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 { f + 1.0 } else { f }
    } else {
        0.0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

/// `a // b`.
pub fn float_floordiv(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::zero_div("float floor division by zero"));
    }
    Ok(div_mod(a, b).0)
}

/// `a % b` (result has the sign of `b`).
#[inline]
pub fn float_mod(a: f64, b: f64) -> Result<f64, NumError> {
    if b == 0.0 {
        return Err(NumError::zero_div("float modulo"));
    }
    let m = a % b;
    Ok(if m != 0.0 {
        if (b < 0.0) != (m < 0.0) { m + b } else { m }
    } else {
        0.0f64.copysign(b)
    })
}

/// `divmod(a, b)`.
pub fn float_divmod(a: f64, b: f64) -> Result<(f64, f64), NumError> {
    if b == 0.0 {
        return Err(NumError::zero_div("float divmod()"));
    }
    Ok(div_mod(a, b))
}

#[inline]
fn is_odd_integer(x: f64) -> bool {
    x.abs() % 2.0 == 1.0
}

/// `a ** b` (also `int ** negative int` after conversion). A negative base
/// with a non-integral exponent yields `Err(NumError::Value(COMPLEX_RESULT))`:
/// CPython delegates that case to `complex.__pow__`.
pub fn float_pow(iv: f64, iw: f64) -> Result<f64, NumError> {
    // The special cases mirror CPython's float_pow so results never depend
    // on libm's handling of them.
    if iw == 0.0 {
        return Ok(1.0);
    }
    if iv.is_nan() {
        return Ok(iv);
    }
    if iw.is_nan() {
        return Ok(if iv == 1.0 { 1.0 } else { iw });
    }
    if iw.is_infinite() {
        let a = iv.abs();
        return Ok(if a == 1.0 {
            1.0
        } else if (iw > 0.0) == (a > 1.0) {
            iw.abs()
        } else {
            0.0
        });
    }
    if iv.is_infinite() {
        let odd = is_odd_integer(iw);
        return Ok(if iw > 0.0 {
            if odd { iv } else { iv.abs() }
        } else if odd {
            0.0f64.copysign(iv)
        } else {
            0.0
        });
    }
    if iv == 0.0 {
        if iw < 0.0 {
            return Err(NumError::zero_div(
                "0.0 cannot be raised to a negative power",
            ));
        }
        return Ok(if is_odd_integer(iw) { iv } else { 0.0 });
    }
    let mut base = iv;
    let mut negate = false;
    if iv < 0.0 {
        if iw != iw.floor() {
            return Err(NumError::value(COMPLEX_RESULT));
        }
        base = -iv;
        negate = is_odd_integer(iw);
    }
    if base == 1.0 {
        return Ok(if negate { -1.0 } else { 1.0 });
    }
    let r = base.powf(iw);
    if r.is_infinite() {
        // CPython raises OSError-style ERANGE as OverflowError(34, ...).
        return Err(NumError::overflow("(34, 'Numerical result out of range')"));
    }
    Ok(if negate { -r } else { r })
}

/// `float.is_integer()`.
#[inline]
pub fn float_is_integer(x: f64) -> bool {
    x.is_finite() && x == x.floor()
}

/// `(mantissa, exponent)` with `x == mantissa * 2**exponent` exactly and the
/// mantissa odd (or zero); `x` must be finite.
fn decompose(x: f64) -> (i64, i64) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = (bits & ((1 << 52) - 1)) as i64;
    let (mut m, mut e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), biased - 1075)
    };
    if m != 0 {
        let tz = m.trailing_zeros();
        m >>= tz;
        e += i64::from(tz);
    }
    (if x < 0.0 { -m } else { m }, e)
}

/// `float.as_integer_ratio()`.
pub fn float_as_integer_ratio(x: f64) -> Result<(BigInt, BigInt), NumError> {
    if x.is_infinite() {
        return Err(NumError::overflow(
            "cannot convert Infinity to integer ratio",
        ));
    }
    if x.is_nan() {
        return Err(NumError::value("cannot convert NaN to integer ratio"));
    }
    let (m, e) = decompose(x);
    if m == 0 {
        return Ok((BigInt::zero(), BigInt::one()));
    }
    Ok(if e >= 0 {
        (BigInt::from(m) << e as u64, BigInt::one())
    } else {
        (BigInt::from(m), BigInt::one() << e.unsigned_abs())
    })
}

/// `round(x)`: nearest integer, ties to even.
pub fn float_round_to_int(x: f64) -> Result<BigInt, NumError> {
    f64_to_int(x.round_ties_even())
}

/// `num / den` rounded to the nearest integer, ties to even (`den > 0`).
fn div_round_half_even(num: &BigInt, den: &BigInt) -> BigInt {
    let (q, r) = num.div_mod_floor(den);
    let twice: BigInt = r << 1u32;
    if &twice > den || (&twice == den && q.is_odd()) {
        q + 1
    } else {
        q
    }
}

/// `round(x, ndigits)`. CPython rounds the exact binary value to `ndigits`
/// decimal places (ties to even) via dtoa and reads the decimal back with
/// strtod; the exact rational arithmetic here gives the same double.
pub fn float_round(x: f64, ndigits: i64) -> Result<f64, NumError> {
    // Beyond these bounds the answer is x itself or a signed zero.
    const NDIGITS_MAX: i64 = 323;
    const NDIGITS_MIN: i64 = -308;
    if !x.is_finite() || ndigits > NDIGITS_MAX {
        return Ok(x);
    }
    if ndigits < NDIGITS_MIN {
        return Ok(0.0 * x);
    }
    let (m, e) = decompose(x);
    if m == 0 {
        return Ok(x);
    }
    let ten_pow = |n: u64| Pow::pow(BigInt::from(10u32), n);
    let mut num = BigInt::from(m.abs());
    let mut den = BigInt::one();
    if e >= 0 {
        num <<= e as u64;
    } else {
        den <<= e.unsigned_abs();
    }
    if ndigits >= 0 {
        num *= ten_pow(ndigits as u64);
    } else {
        den *= ten_pow(ndigits.unsigned_abs());
    }
    let q = div_round_half_even(&num, &den);
    let too_large = |_| NumError::overflow("rounded value too large to represent");
    let mag = if q.is_zero() {
        0.0
    } else if ndigits >= 0 {
        int_true_div(&q, &ten_pow(ndigits as u64)).map_err(too_large)?
    } else {
        big_to_f64(&(q * ten_pow(ndigits.unsigned_abs()))).map_err(too_large)?
    };
    Ok(if x.is_sign_negative() { -mag } else { mag })
}
