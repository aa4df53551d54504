//! Integer arithmetic with Python semantics.
//!
//! The `i64_*` functions are the hot path: they return `None` both on
//! overflow and on conditions that raise (zero divisor, negative shift), so
//! the caller simply falls back to the `BigInt` version, which reports the
//! error. Division rounds toward negative infinity and `%` takes the sign of
//! the divisor, as in Python.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Pow, Signed, ToPrimitive, Zero};

use super::convert::{big_to_f64, top64};
use super::float_ops::float_pow;
use super::{IntOrFloat, NumError};

#[inline]
pub fn i64_add(a: i64, b: i64) -> Option<i64> {
    a.checked_add(b)
}

#[inline]
pub fn i64_sub(a: i64, b: i64) -> Option<i64> {
    a.checked_sub(b)
}

#[inline]
pub fn i64_mul(a: i64, b: i64) -> Option<i64> {
    a.checked_mul(b)
}

#[inline]
pub fn i64_neg(a: i64) -> Option<i64> {
    a.checked_neg()
}

/// `a // b`; `None` for `b == 0` or `i64::MIN // -1`.
#[inline]
pub fn i64_floordiv(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    // b is nonzero and the division did not overflow, so this cannot trap.
    let r = a.wrapping_rem(b);
    Some(q - i64::from((r != 0) & ((r ^ b) < 0)))
}

/// `a % b`; `None` for `b == 0` (and for `i64::MIN % -1`, whose slow path
/// yields 0).
#[inline]
pub fn i64_mod(a: i64, b: i64) -> Option<i64> {
    let r = a.checked_rem(b)?;
    // r and b have opposite signs here, so the sum cannot overflow.
    Some(if (r != 0) & ((r ^ b) < 0) { r + b } else { r })
}

/// `divmod(a, b)`; `None` under the same conditions as [`i64_floordiv`].
#[inline]
pub fn i64_divmod(a: i64, b: i64) -> Option<(i64, i64)> {
    let q = a.checked_div(b)?;
    let r = a.wrapping_rem(b);
    if (r != 0) & ((r ^ b) < 0) {
        Some((q - 1, r + b))
    } else {
        Some((q, r))
    }
}

/// `a ** b` for `b >= 0`; `None` for a negative exponent (float result) or
/// overflow.
#[inline]
pub fn i64_pow(base: i64, exp: i64) -> Option<i64> {
    if exp < 0 {
        return None;
    }
    match base {
        0 => Some(i64::from(exp == 0)),
        1 => Some(1),
        -1 => Some(if exp & 1 == 0 { 1 } else { -1 }),
        _ => base.checked_pow(u32::try_from(exp).ok()?),
    }
}

/// `a << n`; `None` for a negative count or when the result leaves `i64`.
#[inline]
pub fn i64_lshift(a: i64, n: i64) -> Option<i64> {
    if a == 0 && n >= 0 {
        return Some(0);
    }
    if !(0..64).contains(&n) {
        return None;
    }
    let r = a << n;
    (r >> n == a).then_some(r)
}

/// `a >> n`; `None` only for a negative count.
#[inline]
pub fn i64_rshift(a: i64, n: i64) -> Option<i64> {
    if n < 0 {
        return None;
    }
    Some(a >> n.min(63))
}

fn int_zero_div() -> NumError {
    NumError::zero_div("integer division or modulo by zero")
}

/// `a // b`.
pub fn int_floordiv(a: &BigInt, b: &BigInt) -> Result<BigInt, NumError> {
    if b.is_zero() {
        return Err(int_zero_div());
    }
    Ok(a.div_floor(b))
}

/// `a % b`.
pub fn int_mod(a: &BigInt, b: &BigInt) -> Result<BigInt, NumError> {
    if b.is_zero() {
        return Err(NumError::zero_div("integer modulo by zero"));
    }
    Ok(a.mod_floor(b))
}

/// `divmod(a, b)`.
pub fn int_divmod(a: &BigInt, b: &BigInt) -> Result<(BigInt, BigInt), NumError> {
    if b.is_zero() {
        return Err(int_zero_div());
    }
    Ok(a.div_mod_floor(b))
}

/// Estimated nanoseconds of one big-int multiplication (64-bit limbs).
/// Fitted on the reference machine to num-bigint's Toom-3/Karatsuba
/// (≈ 10 ns · n^1.5 for n-limb squares; unbalanced operands are cut into
/// pieces the size of the smaller one). Only used to charge steps and to
/// refuse, before starting, an operation that would end past a time limit.
pub fn mul_cost_ns(a_bits: u64, b_bits: u64) -> f64 {
    let (a, b) = ((a_bits / 64 + 1) as f64, (b_bits / 64 + 1) as f64);
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    10.0 * hi * lo.sqrt()
}

/// Estimated nanoseconds of a big-int division (schoolbook: quotient limbs
/// times divisor limbs).
pub fn div_cost_ns(a_bits: u64, b_bits: u64) -> f64 {
    let (a, b) = ((a_bits / 64 + 1) as f64, (b_bits / 64 + 1) as f64);
    (a - b + 1.0).max(1.0) * b
}

/// Estimated nanoseconds of `base ** e` with a result of `bits` bits: the
/// repeated squarings sum to about the cost of one full-size square.
pub fn pow_cost_ns(bits: u64) -> f64 {
    1.2 * mul_cost_ns(bits, bits)
}

/// An upper bound on the bit length of `|base| ** exp` (exact or one bit
/// over, saturating at `u64::MAX`), so callers can refuse huge powers before
/// any work is done.
pub fn pow_result_bits(base: &BigInt, exp: u64) -> u64 {
    let bits = base.bits();
    if bits <= 1 || exp == 0 {
        return 1;
    }
    // log2|base| from its top 64 bits; the discarded low bits change it by
    // less than 2**-62, far below the safety margin applied below.
    let (top, _) = top64(base.magnitude());
    let log2 = bits.saturating_sub(64) as f64 + (top as f64).log2();
    // bit_length(x) = floor(log2 x) + 1; the margin absorbs rounding error in
    // log2 and the product (relative error well under 1e-12).
    let est = (exp as f64) * log2;
    let est = est + est * 1e-12 + 1e-9;
    if est >= 1.8e19 {
        return u64::MAX;
    }
    est as u64 + 1
}

/// `base ** exp` (two-argument `pow`). A negative exponent makes the result a
/// float, computed as CPython does by converting both operands to float.
/// Fails with [`NumError::TooLarge`] when the result would exceed `max_bits`.
pub fn int_pow(base: &BigInt, exp: &BigInt, max_bits: u64) -> Result<IntOrFloat, NumError> {
    if exp.is_negative() {
        let b = big_to_f64(base)?;
        let e = big_to_f64(exp)?;
        return float_pow(b, e).map(IntOrFloat::Float);
    }
    if exp.is_zero() || base.is_one() {
        return Ok(IntOrFloat::Int(BigInt::one()));
    }
    if base.is_zero() {
        return Ok(IntOrFloat::Int(BigInt::zero()));
    }
    if base.magnitude().is_one() {
        let v = if exp.is_even() { 1 } else { -1 };
        return Ok(IntOrFloat::Int(BigInt::from(v)));
    }
    let Some(e) = exp.to_u64() else {
        return Err(NumError::TooLarge { bits: u64::MAX });
    };
    let bits = pow_result_bits(base, e);
    if bits > max_bits {
        return Err(NumError::TooLarge { bits });
    }
    Ok(IntOrFloat::Int(Pow::pow(base, e)))
}

/// Three-argument `pow(base, exp, modulus)`; the result has the sign of the
/// modulus. A negative exponent uses the modular inverse of `base`.
pub fn int_pow_mod(base: &BigInt, exp: &BigInt, modulus: &BigInt) -> Result<BigInt, NumError> {
    if modulus.is_zero() {
        return Err(NumError::value("pow() 3rd argument cannot be 0"));
    }
    let m = modulus.abs();
    if m.is_one() {
        return Ok(BigInt::zero());
    }
    let reduced = base.mod_floor(&m);
    let r = if exp.is_negative() {
        let inv = reduced
            .modinv(&m)
            .ok_or_else(|| NumError::value("base is not invertible for the given modulus"))?;
        inv.modpow(&-exp, &m)
    } else {
        reduced.modpow(exp, &m)
    };
    if modulus.is_negative() && !r.is_zero() {
        Ok(r - m)
    } else {
        Ok(r)
    }
}

/// Whether CPython's `long_lshift` would fail with OverflowError ("too many
/// digits in integer") rather than attempt the allocation: its 30-bit digit
/// count would exceed `MAX_LONG_DIGITS`, with the shift clipped the way
/// `divmod_shift` clips it.
fn lshift_overflows(a_bits: u64, n: &BigInt) -> bool {
    const SSIZE_MAX: u128 = i64::MAX as u128;
    const MAX_LONG_DIGITS: u128 = (SSIZE_MAX - 24) / 4;
    let (wordshift, remshift) = match n.to_u128() {
        Some(n) if n / 30 < SSIZE_MAX / 4 => (n / 30, n % 30),
        _ => (SSIZE_MAX / 4, 0),
    };
    let newsize = u128::from(a_bits.div_ceil(30)) + wordshift + u128::from(remshift != 0);
    newsize > MAX_LONG_DIGITS
}

fn negative_shift() -> NumError {
    NumError::value("negative shift count")
}

/// `a << n`, refusing results longer than `max_bits`.
pub fn int_lshift(a: &BigInt, n: &BigInt, max_bits: u64) -> Result<BigInt, NumError> {
    if n.is_negative() {
        return Err(negative_shift());
    }
    if a.is_zero() {
        return Ok(BigInt::zero());
    }
    if lshift_overflows(a.bits(), n) {
        return Err(NumError::overflow("too many digits in integer"));
    }
    match n.to_u64().and_then(|n| n.checked_add(a.bits())) {
        Some(bits) if bits <= max_bits => Ok(a << (bits - a.bits())),
        Some(bits) => Err(NumError::TooLarge { bits }),
        None => Err(NumError::TooLarge { bits: u64::MAX }),
    }
}

/// `a >> n` (floor semantics for negative `a`).
pub fn int_rshift(a: &BigInt, n: &BigInt) -> Result<BigInt, NumError> {
    if n.is_negative() {
        return Err(negative_shift());
    }
    match n.to_u64() {
        Some(n) if n < a.bits() => Ok(a >> n),
        _ if a.is_negative() => Ok(BigInt::from(-1)),
        _ => Ok(BigInt::zero()),
    }
}

/// `int.bit_length()`.
pub fn int_bit_length(a: &BigInt) -> u64 {
    a.bits()
}

/// `int.bit_count()`.
pub fn int_bit_count(a: &BigInt) -> u64 {
    a.magnitude().count_ones()
}

/// `round(v, ndigits)` for an int. Non-negative `ndigits` returns `v`
/// unchanged; otherwise rounds to a multiple of `10**-ndigits`, ties to even.
/// An `ndigits` beyond `i64` may be saturated by the caller: the result no
/// longer changes that far out.
pub fn int_round(v: &BigInt, ndigits: i64) -> BigInt {
    if ndigits >= 0 {
        return v.clone();
    }
    let n = ndigits.unsigned_abs();
    // 2|v| < 2**(bits+1) <= 10**n makes the nearest multiple 0 (a tie at
    // exactly half would also round to the even multiple, 0).
    let max_useful = (v.bits() as f64 * std::f64::consts::LOG10_2) as u64 + 2;
    if n > max_useful {
        return BigInt::zero();
    }
    // n is bounded by the digit count of v here, so this power is cheap.
    let p = Pow::pow(BigInt::from(10u32), n);
    let (q, mut r) = v.div_mod_floor(&p);
    let twice: BigInt = &r << 1u32;
    if twice > p || (twice == p && q.is_odd()) {
        r -= &p;
    }
    v - r
}

/// [`int_round`] on `i64`; `None` if the rounded value leaves `i64`.
pub fn i64_round(v: i64, ndigits: i64) -> Option<i64> {
    if ndigits >= 0 {
        return Some(v);
    }
    let n = ndigits.unsigned_abs();
    // |v| < 9.3e18 < 10**20 / 2.
    if n >= 20 {
        return Some(0);
    }
    let p = 10i128.pow(n as u32);
    let v128 = i128::from(v);
    let (q, mut r) = (v128.div_euclid(p), v128.rem_euclid(p));
    if 2 * r > p || (2 * r == p && q & 1 == 1) {
        r -= p;
    }
    i64::try_from(v128 - r).ok()
}
