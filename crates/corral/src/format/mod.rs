//! CPython 3.11-compatible text formatting of numbers and strings.
//!
//! Everything here is pure: no interpreter types, only `f64`, `BigInt` and
//! `&str`.  The goal is byte-for-byte agreement with CPython 3.11 for
//! `repr(float)`, `format(value, spec)` / f-string specs, printf-style `%`
//! formatting and `round(float, n)`, including the exact error messages.
//!
//! Layout:
//! - `dtoa`: decimal digit generation and CPython's `PyOS_double_to_string`.
//! - `spec`: parsing of the format-spec mini-language.
//! - `layout`: sign/prefix/padding/grouping placement shared by numbers.
//! - `int_fmt`, `float_fmt`, `complex_fmt`, `str_fmt`: `format()` per type
//!   (plus `repr(complex)`).
//! - `percent`: printf-style `%` formatting.
//! - `round`: `round(float, ndigits)`.

mod complex_fmt;
mod dtoa;
mod float_fmt;
mod int_fmt;
mod layout;
mod percent;
mod round;
mod spec;
mod str_fmt;

#[cfg(test)]
mod tests;

use std::fmt;

pub use complex_fmt::{complex_repr, format_complex, format_complex_spec};
pub use dtoa::{DtsFlags, double_to_string, float_repr, float_str};
pub use float_fmt::{format_float, format_float_spec};
pub use int_fmt::{
    DEFAULT_MAX_STR_DIGITS, format_int, format_int_spec, format_int_spec_with_limit,
    format_int_with_limit, format_small_int, int_to_decimal,
};
pub use percent::{
    PercentArgs, PercentFlags, PercentParser, PercentPiece, PercentSpec, Width, parse_percent,
    percent_char, percent_float, percent_int, percent_int_with_limit, percent_str,
};
pub use round::round_float;
pub use spec::{FormatSpec, parse_spec};
pub use str_fmt::{format_str, format_str_spec};

/// Upper bound (in chars) on widths, precisions and the padding they imply.
///
/// CPython would attempt e.g. `format(1, '1000000000')` and either succeed
/// or raise `MemoryError`; we refuse up front with a `MemoryError` so that a
/// hostile width or precision can never trigger a huge allocation.  (Long
/// outputs that merely mirror a huge input, like the digits of a huge int,
/// are not limited here.)
pub const MAX_FORMAT_LEN: usize = 100_000_000;

/// The Python exception class a formatting failure maps to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    ValueError,
    OverflowError,
    TypeError,
    MemoryError,
}

/// A formatting failure: the exception class plus CPython's exact message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    pub kind: ErrorKind,
    pub message: String,
}

impl FormatError {
    pub fn value(message: impl Into<String>) -> Self {
        FormatError {
            kind: ErrorKind::ValueError,
            message: message.into(),
        }
    }

    pub fn overflow(message: impl Into<String>) -> Self {
        FormatError {
            kind: ErrorKind::OverflowError,
            message: message.into(),
        }
    }

    pub fn too_large() -> Self {
        FormatError {
            kind: ErrorKind::MemoryError,
            message: "format result too large".to_string(),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FormatError {}

/// Lets callers whose error type is a plain message use `?` directly.
impl From<FormatError> for String {
    fn from(e: FormatError) -> String {
        e.message
    }
}

/// Refuses any output that would exceed [`MAX_FORMAT_LEN`] chars.
pub(crate) fn check_len(len: usize) -> Result<(), FormatError> {
    if len > MAX_FORMAT_LEN {
        Err(FormatError::too_large())
    } else {
        Ok(())
    }
}

/// Appends `n` copies of `c`; callers have already bounded `n`.
pub(crate) fn push_n(out: &mut String, c: char, n: usize) {
    out.extend(std::iter::repeat_n(c, n));
}
