//! CPython 3.11 numeric semantics as plain Rust functions.
//!
//! Nothing here knows about interpreter objects: ints arrive as `i64` (fast
//! path) or `BigInt`, floats as `f64`, and failures come back as [`NumError`]
//! carrying CPython's exact message so the VM only has to pick the exception
//! class. The `i64_*` helpers return `None` whenever the answer does not fit
//! *or* an error would be raised; the caller then retries with the `BigInt`
//! version, which produces the result or the proper error. That keeps the hot
//! path free of `Result` plumbing.
//!
//! Operations whose result size depends on the operands (`**`, `<<`) take a
//! `max_bits` budget and fail with [`NumError::TooLarge`] up front instead of
//! attempting an allocation that could exhaust memory or panic.

mod bytes;
mod convert;
mod float_hex;
mod float_ops;
mod hash;
mod int_ops;
mod parse;
mod to_str;
mod unicode;

#[cfg(test)]
mod tests;

use num_bigint::BigInt;

pub use bytes::{int_from_bytes, int_to_bytes};
pub use convert::{
    big_to_f64, cmp_i64_f64, cmp_int_float, f64_to_i64, f64_to_int, i64_true_div, int_true_div,
};
pub use float_hex::{float_fromhex, float_hex};
pub use float_ops::{
    float_as_integer_ratio, float_div, float_divmod, float_floordiv, float_is_integer, float_mod,
    float_pow, float_round, float_round_to_int,
};
pub use hash::{
    HASH_INF, HASH_MODULUS, TupleHasher, hash_bigint, hash_complex, hash_f64, hash_i64, hash_tuple,
};
pub use int_ops::{
    div_cost_ns, i64_add, i64_divmod, i64_floordiv, i64_lshift, i64_mod, i64_mul, i64_neg, i64_pow,
    i64_round, i64_rshift, i64_sub, int_bit_count, int_bit_length, int_divmod, int_floordiv,
    int_lshift, int_mod, int_pow, int_pow_mod, int_round, int_rshift, mul_cost_ns, pow_cost_ns,
    pow_result_bits,
};
pub use parse::{
    parse_float, parse_float_bytes, parse_int, parse_int_bytes, parse_int_bytes_with_limit,
    parse_int_small, parse_int_with_limit,
};
pub use to_str::{int_bin, int_hex, int_oct, int_to_radix_str, int_to_str, int_to_str_with_limit};
pub use unicode::{py_bytes_repr, py_str_repr};

/// CPython's default `sys.get_int_max_str_digits()`.
pub const MAX_STR_DIGITS: usize = 4300;

/// Marker message in [`NumError::Value`] returned by [`float_pow`] when CPython
/// would hand the operation to `complex.__pow__` (negative base, fractional
/// exponent). The engine must compute the complex power instead of raising.
pub const COMPLEX_RESULT: &str = "complex";

/// A failed numeric operation. The string is CPython's exact message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumError {
    ZeroDivision(String),
    Overflow(String),
    Value(String),
    Type(String),
    /// The result would need about `bits` bits; CPython would try (and
    /// typically raise MemoryError), so the engine applies its memory policy.
    TooLarge {
        bits: u64,
    },
}

impl NumError {
    pub(crate) fn zero_div(msg: &str) -> Self {
        NumError::ZeroDivision(msg.to_string())
    }
    pub(crate) fn overflow(msg: &str) -> Self {
        NumError::Overflow(msg.to_string())
    }
    pub(crate) fn value(msg: &str) -> Self {
        NumError::Value(msg.to_string())
    }
}

impl std::fmt::Display for NumError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumError::ZeroDivision(m) => write!(f, "ZeroDivisionError: {m}"),
            NumError::Overflow(m) => write!(f, "OverflowError: {m}"),
            NumError::Value(m) => write!(f, "ValueError: {m}"),
            NumError::Type(m) => write!(f, "TypeError: {m}"),
            NumError::TooLarge { bits } => write!(f, "MemoryError: result needs {bits} bits"),
        }
    }
}

impl std::error::Error for NumError {}

/// An int result that may or may not fit the engine's fast representation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmallOrBig {
    Small(i64),
    Big(BigInt),
}

/// Result of `int ** int`: a negative exponent makes CPython return a float.
#[derive(Debug, Clone, PartialEq)]
pub enum IntOrFloat {
    Int(BigInt),
    Float(f64),
}
