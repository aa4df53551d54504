//! CPython 3.11 hashes for numbers and tuples (64-bit build).
//!
//! Numeric hashes reduce the exact value modulo the Mersenne prime
//! `2**61 - 1`, so equal ints and floats hash alike; `-1` is reserved by the C
//! API as an error marker and becomes `-2`.

use num_bigint::{BigInt, Sign};

/// `sys.hash_info.modulus`.
pub const HASH_MODULUS: u64 = (1 << 61) - 1;
/// `sys.hash_info.inf`.
pub const HASH_INF: i64 = 314_159;
const HASH_BITS: u32 = 61;
const HASH_IMAG: i64 = 1_000_003;

#[inline]
fn finish_signed(x: u64, negative: bool) -> i64 {
    let h = if negative { -(x as i64) } else { x as i64 };
    if h == -1 { -2 } else { h }
}

/// `hash(v)` for an int.
#[inline]
pub fn hash_i64(v: i64) -> i64 {
    finish_signed(v.unsigned_abs() % HASH_MODULUS, v < 0)
}

/// `hash(v)` for an int of any size; agrees with [`hash_i64`].
pub fn hash_bigint(v: &BigInt) -> i64 {
    // Digit k weighs 2**(64k) == 2**(3k mod 61) (mod 2**61 - 1).
    let mut acc: u64 = 0;
    for (k, d) in v.iter_u64_digits().enumerate() {
        let term = mul_pow2(d % HASH_MODULUS, 3 * (k as i64 % 61));
        acc += term;
        if acc >= HASH_MODULUS {
            acc -= HASH_MODULUS;
        }
    }
    finish_signed(acc, v.sign() == Sign::Minus)
}

/// Multiplies a residue by `2**e` modulo `2**61 - 1` (a 61-bit rotation).
#[inline]
fn mul_pow2(x: u64, e: i64) -> u64 {
    let r = e.rem_euclid(i64::from(HASH_BITS)) as u32;
    if r == 0 {
        return x;
    }
    ((x << r) & HASH_MODULUS) | (x >> (HASH_BITS - r))
}

/// `hash(x)` for a float. Integral values hash like the equal int; `nan`
/// hashes by object identity in 3.11, so the caller passes that identity
/// hash (CPython uses the address-based pointer hash).
pub fn hash_f64(x: f64, nan_identity: i64) -> i64 {
    if x.is_nan() {
        return nan_identity;
    }
    if x.is_infinite() {
        return if x > 0.0 { HASH_INF } else { -HASH_INF };
    }
    if x == 0.0 {
        return 0;
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), biased - 1075)
    };
    // m < 2**53 is already reduced; CPython's 28-bit loop computes the same
    // residue of m * 2**e.
    finish_signed(mul_pow2(m, e), x < 0.0)
}

/// `hash(complex(re, im))` from the hashes of the two parts.
#[inline]
pub fn hash_complex(re_hash: i64, im_hash: i64) -> i64 {
    let h = (re_hash as u64).wrapping_add((HASH_IMAG as u64).wrapping_mul(im_hash as u64)) as i64;
    if h == -1 { -2 } else { h }
}

const XXPRIME_1: u64 = 11_400_714_785_074_694_791;
const XXPRIME_2: u64 = 14_029_467_366_897_019_727;
const XXPRIME_5: u64 = 2_870_177_450_012_600_261;

/// Incremental form of [`hash_tuple`], so the engine can hash items as it
/// walks them without collecting the lanes.
#[derive(Debug, Clone, Copy)]
pub struct TupleHasher {
    acc: u64,
    len: u64,
}

impl Default for TupleHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl TupleHasher {
    #[inline]
    pub fn new() -> Self {
        TupleHasher {
            acc: XXPRIME_5,
            len: 0,
        }
    }

    /// Feeds the hash of the next item.
    #[inline]
    pub fn push(&mut self, item_hash: i64) {
        let lane = item_hash as u64;
        self.acc = self.acc.wrapping_add(lane.wrapping_mul(XXPRIME_2));
        self.acc = self.acc.rotate_left(31);
        self.acc = self.acc.wrapping_mul(XXPRIME_1);
        self.len += 1;
    }

    #[inline]
    pub fn finish(self) -> i64 {
        // The length term keeps hash(()) at its historical value.
        let acc = self.acc.wrapping_add(self.len ^ (XXPRIME_5 ^ 3_527_539));
        if acc == u64::MAX {
            1_546_275_796
        } else {
            acc as i64
        }
    }
}

/// `hash(tuple)` from the hashes of its items (CPython 3.11's xxHash-based
/// `tuplehash`).
pub fn hash_tuple(item_hashes: &[i64]) -> i64 {
    let mut h = TupleHasher::new();
    for &x in item_hashes {
        h.push(x);
    }
    h.finish()
}
