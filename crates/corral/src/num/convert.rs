//! Conversions between ints and floats: `float(int)`, `int(float)`, true
//! division of ints, and exact mixed comparisons.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{Signed, ToPrimitive, Zero};

use super::NumError;

const DBL_MANT_DIG: i64 = 53;
const DBL_MAX_EXP: i64 = 1024;
const DBL_MIN_EXP: i64 = -1021;

/// `2.0 ** e` for `e` in the normal exponent range.
#[inline]
fn pow2(e: i64) -> f64 {
    debug_assert!((-1022..=1023).contains(&e));
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// `x * 2**e`, exact whenever the result is representable (every use here
/// has already rounded `x` so that it is). Steps stay in the normal range so
/// no intermediate rounds.
pub(crate) fn ldexp(mut x: f64, mut e: i64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    while e > 1023 {
        x *= pow2(1023);
        e -= 1023;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1022 {
        x *= pow2(-1022);
        e += 1022;
        if x == 0.0 {
            return x;
        }
    }
    x * pow2(e)
}

/// `frexp` for finite `x`: `x = m * 2**e` with `0.5 <= |m| < 1` (or `m == 0`).
pub(crate) fn frexp(x: f64) -> (f64, i64) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    if biased == 0 {
        // Subnormal: normalise first (exact), then correct the exponent.
        let (m, e) = frexp(x * pow2(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, biased - 1022)
}

/// `(top, sticky)`: `|v| >> max(bits-64, 0)` and whether any bit shifted out
/// was set. `top` has its highest bit set when `bits >= 64`.
pub(crate) fn top64(v: &BigUint) -> (u64, bool) {
    let bits = v.bits();
    if bits <= 64 {
        return (v.to_u64().unwrap_or(0), false);
    }
    let shift = bits - 64;
    let word = (shift / 64) as usize;
    let off = (shift % 64) as u32;
    let (mut lo, mut hi, mut sticky) = (0u64, 0u64, false);
    for (i, d) in v.iter_u64_digits().enumerate() {
        match i.cmp(&word) {
            Ordering::Less => sticky |= d != 0,
            Ordering::Equal => lo = d,
            Ordering::Greater if i == word + 1 => hi = d,
            Ordering::Greater => {}
        }
    }
    if off == 0 {
        return (lo, sticky);
    }
    sticky |= lo << (64 - off) != 0;
    ((lo >> off) | (hi << (64 - off)), sticky)
}

/// `float(v)`, correctly rounded (ties to even).
pub fn big_to_f64(v: &BigInt) -> Result<f64, NumError> {
    let mag = v.magnitude();
    let bits = mag.bits();
    let f = if bits <= 64 {
        mag.to_u64().unwrap_or(0) as f64
    } else if bits > DBL_MAX_EXP as u64 {
        f64::INFINITY
    } else {
        // Folding the sticky bit into bit 0 is safe: the rounding point of a
        // 64-bit value cast to f64 is bit 10, far above it.
        let (top, sticky) = top64(mag);
        (top | u64::from(sticky)) as f64 * pow2(bits as i64 - 64)
    };
    if f.is_infinite() {
        return Err(NumError::overflow("int too large to convert to float"));
    }
    Ok(if v.is_negative() { -f } else { f })
}

/// `int(x)` for a float: truncation toward zero.
pub fn f64_to_int(x: f64) -> Result<BigInt, NumError> {
    if x.is_nan() {
        return Err(NumError::value("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(NumError::overflow(
            "cannot convert float infinity to integer",
        ));
    }
    if let Some(v) = f64_to_i64(x) {
        return Ok(BigInt::from(v));
    }
    // |x| >= 2**63 here, so x is a normal, integral float.
    let bits = x.to_bits();
    let mant = (bits & ((1 << 52) - 1)) | (1 << 52);
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1075;
    let mag = BigUint::from(mant) << exp.max(0) as u64;
    let sign = if x < 0.0 { Sign::Minus } else { Sign::Plus };
    Ok(BigInt::from_biguint(sign, mag))
}

/// `int(x)` when the result fits `i64`; `None` otherwise (including NaN and
/// infinities, whose errors [`f64_to_int`] reports).
#[inline]
pub fn f64_to_i64(x: f64) -> Option<i64> {
    // 2**63 is exact in f64; NaN fails both comparisons.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&x) {
        Some(x as i64)
    } else {
        None
    }
}

fn true_div_zero() -> NumError {
    NumError::zero_div("division by zero")
}

/// `a / b` on `i64`s.
#[inline]
pub fn i64_true_div(a: i64, b: i64) -> Result<f64, NumError> {
    const EXACT: u64 = 1 << 53;
    if b == 0 {
        return Err(true_div_zero());
    }
    if a.unsigned_abs() <= EXACT && b.unsigned_abs() <= EXACT {
        // Both operands are exact, so IEEE division is correctly rounded.
        return Ok(a as f64 / b as f64);
    }
    int_true_div(&BigInt::from(a), &BigInt::from(b))
}

/// `a / b` on ints, correctly rounded for operands of any size (CPython's
/// `long_true_divide` algorithm).
pub fn int_true_div(a: &BigInt, b: &BigInt) -> Result<f64, NumError> {
    if b.is_zero() {
        return Err(true_div_zero());
    }
    let (am, bm) = (a.magnitude(), b.magnitude());
    let (na, nb) = (am.bits() as i64, bm.bits() as i64);
    if na <= DBL_MANT_DIG && nb <= DBL_MANT_DIG {
        let fa = am.to_u64().unwrap_or(0) as f64;
        let fb = bm.to_u64().unwrap_or(0) as f64;
        let fa = if a.is_negative() { -fa } else { fa };
        let fb = if b.is_negative() { -fb } else { fb };
        return Ok(fa / fb);
    }
    let negate = a.is_negative() != b.is_negative();
    let signed = |x: f64| if negate { -x } else { x };
    let too_large = || NumError::overflow("integer division result too large for a float");
    if a.is_zero() {
        return Ok(signed(0.0));
    }
    let diff = na - nb;
    if diff > DBL_MAX_EXP {
        return Err(too_large());
    }
    if diff < DBL_MIN_EXP - DBL_MANT_DIG - 1 {
        return Ok(signed(0.0));
    }
    // Scale a so the quotient has DBL_MANT_DIG + 2 or + 3 bits (fewer when the
    // result is subnormal), remembering whether anything was discarded.
    let shift = diff.max(DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    let mut inexact = false;
    let x = if shift <= 0 {
        am << (-shift) as u64
    } else {
        let s = shift as u64;
        inexact = am.trailing_zeros().is_some_and(|tz| tz < s);
        am >> s
    };
    let (q, r) = num_integer::Integer::div_rem(&x, bm);
    inexact |= !r.is_zero();
    // q < 2**56 by construction of `shift`.
    let q = q.to_u64().unwrap_or(0);
    let x_bits = 64 - i64::from(q.leading_zeros());
    let extra_bits = x_bits.max(DBL_MIN_EXP - shift) - DBL_MANT_DIG;
    let mask = 1u64 << (extra_bits - 1);
    let mut low = q | u64::from(inexact);
    if low & mask != 0 && low & (3 * mask - 1) != 0 {
        low += mask;
    }
    let q = low & !(2 * mask - 1);
    let dx = q as f64;
    if shift + x_bits >= DBL_MAX_EXP && (shift + x_bits > DBL_MAX_EXP || dx == ldexp(1.0, x_bits)) {
        return Err(too_large());
    }
    Ok(signed(ldexp(dx, shift)))
}

/// Exact comparison of an int with a float (`None` when `f` is NaN), so that
/// e.g. `2**53 + 1 > float(2**53)`.
pub fn cmp_int_float(i: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    if let Some(small) = i.to_i64() {
        return cmp_i64_f64(small, f);
    }
    // |i| >= 2**63: if the signs differ, that decides it.
    let ineg = i.is_negative();
    if ineg != (f < 0.0) || f == 0.0 {
        return Some(if ineg {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let (_, fexp) = frexp(f.abs());
    let ibits = i.bits() as i64;
    let mag_order = if ibits != fexp {
        ibits.cmp(&fexp)
    } else {
        // Same bit length >= 64: f is integral, so compare exactly.
        let fi = f64_to_int(f.abs()).ok()?;
        i.magnitude().cmp(fi.magnitude())
    };
    Some(if ineg { mag_order.reverse() } else { mag_order })
}

/// [`cmp_int_float`] for an `i64`.
#[inline]
pub fn cmp_i64_f64(i: i64, f: f64) -> Option<Ordering> {
    if i.unsigned_abs() <= 1 << 53 {
        return (i as f64).partial_cmp(&f);
    }
    if f.is_nan() {
        return None;
    }
    if f >= 9_223_372_036_854_775_808.0 {
        return Some(Ordering::Less);
    }
    if f < -9_223_372_036_854_775_808.0 {
        return Some(Ordering::Greater);
    }
    let t = f.trunc();
    match i.cmp(&(t as i64)) {
        // i == trunc(f): the fractional part decides.
        Ordering::Equal => 0.0f64.partial_cmp(&(f - t)),
        ord => Some(ord),
    }
}
