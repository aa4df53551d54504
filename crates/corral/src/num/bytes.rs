//! `int.to_bytes` and `int.from_bytes`.

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, Zero};

use super::NumError;

/// Minimum byte count that represents `v` (two's complement if `signed`).
fn needed_len(v: &BigInt, signed: bool) -> u64 {
    if v.is_zero() {
        return 0;
    }
    let bits = if !signed {
        v.bits()
    } else if v.is_positive() {
        v.bits() + 1
    } else {
        // -2**(8L-1) is the most negative value: |v| - 1 must fit 8L-1 bits.
        (v.magnitude() - 1u32).bits() + 1
    };
    bits.div_ceil(8)
}

/// `v.to_bytes(length, byteorder, signed=signed)`.
///
/// The buffer is reserved fallibly, so an absurd `length` reports
/// [`NumError::TooLarge`] (CPython: MemoryError) instead of aborting.
pub fn int_to_bytes(
    v: &BigInt,
    length: i64,
    big_endian: bool,
    signed: bool,
) -> Result<Vec<u8>, NumError> {
    let Ok(length) = usize::try_from(length) else {
        return Err(NumError::value("length argument must be non-negative"));
    };
    let mut out = Vec::new();
    if out.try_reserve_exact(length).is_err() {
        return Err(NumError::TooLarge {
            bits: (length as u64).saturating_mul(8),
        });
    }
    if v.is_negative() && !signed {
        return Err(NumError::overflow("can't convert negative int to unsigned"));
    }
    // CPython quirk: _PyLong_AsByteArray accepts (-1).to_bytes(0, signed=True)
    // and returns b'' because -1 has no bits beyond its sign.
    let cpython_minus_one_quirk = length == 0 && signed && v == &BigInt::from(-1);
    if needed_len(v, signed) > length as u64 && !cpython_minus_one_quirk {
        return Err(NumError::overflow("int too big to convert"));
    }
    let mut le = if signed {
        v.to_signed_bytes_le()
    } else {
        v.magnitude().to_bytes_le()
    };
    // Any bytes beyond `length` are redundant sign/zero extension.
    le.truncate(length);
    out.extend_from_slice(&le);
    let fill = if v.is_negative() { 0xff } else { 0 };
    out.resize(length, fill);
    if big_endian {
        out.reverse();
    }
    Ok(out)
}

/// `int.from_bytes(bytes, byteorder, signed=signed)`.
pub fn int_from_bytes(bytes: &[u8], big_endian: bool, signed: bool) -> BigInt {
    if bytes.is_empty() {
        return BigInt::zero();
    }
    match (signed, big_endian) {
        (true, true) => BigInt::from_signed_bytes_be(bytes),
        (true, false) => BigInt::from_signed_bytes_le(bytes),
        (false, true) => BigInt::from_bytes_be(Sign::Plus, bytes),
        (false, false) => BigInt::from_bytes_le(Sign::Plus, bytes),
    }
}
