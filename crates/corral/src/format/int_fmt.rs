//! `format(int, spec)`: CPython's `_PyLong_FormatAdvancedWriter` and
//! `format_long_internal`.

use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;

use super::FormatError;
use super::float_fmt::format_float_internal;
use super::layout::{NumberParts, grouping_for, layout_number};
use super::spec::{FormatSpec, parse_spec, unknown_code};

/// `sys.int_info.default_max_str_digits`.
pub const DEFAULT_MAX_STR_DIGITS: usize = 4300;

/// Parses `spec` and formats `v`; `type_name` is `int`, `bool`, or a
/// subclass name, as it appears in error messages.
pub fn format_int_spec(v: &BigInt, spec: &str, type_name: &str) -> Result<String, FormatError> {
    format_int(v, &parse_spec(spec, type_name)?, type_name)
}

/// [`format_int_spec`] under `sys.set_int_max_str_digits(limit)`; 0 is no limit.
pub fn format_int_spec_with_limit(
    v: &BigInt,
    spec: &str,
    type_name: &str,
    limit: usize,
) -> Result<String, FormatError> {
    format_int_with_limit(v, &parse_spec(spec, type_name)?, type_name, limit)
}

/// `format(v, spec)` for an int, with the default int/str digit limit.
pub fn format_int(v: &BigInt, spec: &FormatSpec, type_name: &str) -> Result<String, FormatError> {
    format_int_with_limit(v, spec, type_name, DEFAULT_MAX_STR_DIGITS)
}

/// `format(i, spec)` for a machine int and the specs f-strings use most
/// (`d`, `5d`, `02d`, `08x`, `X`: an optional `0`, a width of at most
/// three digits and one of `d x X o b`), without the big-int conversion
/// and the general layout. None: any other spec, for the general path.
pub fn format_small_int(i: i64, spec: &str) -> Option<String> {
    let b = spec.as_bytes();
    let (zero, rest) = match b {
        [b'0', rest @ ..] => (true, rest),
        _ => (false, b),
    };
    let (ty, width_digits) = match rest {
        [w @ .., t @ (b'd' | b'x' | b'X' | b'o' | b'b')] => (*t, w),
        _ => (b'd', rest),
    };
    if width_digits.len() > 3 || !width_digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let width = width_digits
        .iter()
        .fold(0usize, |n, d| n * 10 + usize::from(d - b'0'));
    let m = i.unsigned_abs();
    let digits = match ty {
        b'x' => format!("{m:x}"),
        b'X' => format!("{m:X}"),
        b'o' => format!("{m:o}"),
        b'b' => format!("{m:b}"),
        _ => m.to_string(),
    };
    let used = digits.len() + usize::from(i < 0);
    let pad = width.saturating_sub(used);
    let mut out = String::with_capacity(used + pad);
    if !zero {
        out.extend(std::iter::repeat_n(' ', pad));
    }
    if i < 0 {
        out.push('-');
    }
    if zero {
        out.extend(std::iter::repeat_n('0', pad));
    }
    out.push_str(&digits);
    Some(out)
}

/// Like [`format_int`] with an explicit `sys.set_int_max_str_digits` value
/// (0 means unlimited).
pub fn format_int_with_limit(
    v: &BigInt,
    spec: &FormatSpec,
    type_name: &str,
    max_str_digits: usize,
) -> Result<String, FormatError> {
    spec.check_grouping(Some('d'))?;
    match spec.ty.unwrap_or('d') {
        ty @ ('b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') => {
            format_long_internal(v, spec, ty, max_str_digits)
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => format_float_internal(int_to_f64(v)?, spec),
        other => Err(unknown_code(other, type_name)),
    }
}

/// `PyLong_AsDouble`: correctly rounded (half to even), `OverflowError`
/// when the rounded value does not fit.
pub(crate) fn int_to_f64(v: &BigInt) -> Result<f64, FormatError> {
    let mag = v.magnitude();
    let bits = mag.bits();
    let f = if bits <= 64 {
        mag.to_u64().unwrap_or(0) as f64
    } else {
        // Keep the top 64 bits and fold everything below into a sticky bit:
        // that keeps the u64 -> f64 rounding decision exact.
        let shift = bits - 64;
        let top = (mag >> shift).to_u64().unwrap_or(u64::MAX);
        let sticky = mag.trailing_zeros().is_some_and(|tz| tz < shift);
        let top = top | u64::from(sticky);
        let scale = i32::try_from(shift).unwrap_or(i32::MAX);
        (top as f64) * 2f64.powi(scale.min(1100))
    };
    if f.is_infinite() {
        return Err(FormatError::overflow("int too large to convert to float"));
    }
    Ok(if v.sign() == Sign::Minus { -f } else { f })
}

/// Decimal digits of `|v|`, enforcing CPython's int/str conversion limit
/// (`max_str_digits == 0` disables it).
pub fn int_to_decimal(v: &BigInt, max_str_digits: usize) -> Result<String, FormatError> {
    let limit_error = || {
        FormatError::value(format!(
            "Exceeds the limit ({max_str_digits} digits) for integer string conversion; \
             use sys.set_int_max_str_digits() to increase the limit"
        ))
    };
    if max_str_digits > 0 {
        // A number of `bits` bits has at least floor((bits-1)*log10(2))+1
        // digits; reject obviously oversized values before the quadratic
        // conversion, as CPython does.
        let bits = v.magnitude().bits();
        let min_digits = (bits.saturating_sub(1) as f64 * std::f64::consts::LOG10_2) as u64;
        if min_digits > max_str_digits as u64 {
            return Err(limit_error());
        }
    }
    let s = v.magnitude().to_str_radix(10);
    if max_str_digits > 0 && s.len() > max_str_digits {
        return Err(limit_error());
    }
    Ok(s)
}

fn format_long_internal(
    v: &BigInt,
    spec: &FormatSpec,
    ty: char,
    max_str_digits: usize,
) -> Result<String, FormatError> {
    if spec.precision.is_some() {
        return Err(FormatError::value(
            "Precision not allowed in integer format specifier",
        ));
    }
    if spec.no_neg_zero {
        return Err(FormatError::value(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    let align = spec.align_or('>');

    if ty == 'c' {
        if spec.sign.is_some() {
            return Err(FormatError::value(
                "Sign not allowed with integer format specifier 'c'",
            ));
        }
        if spec.alternate {
            return Err(FormatError::value(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
        let ch = int_to_char(v, "Python int too large to convert to C long")?;
        let text = ch.to_string();
        // The character is passed as "remainder" so it is neither grouped
        // nor zero-padded internally, exactly as CPython does.
        let parts = NumberParts {
            negative: false,
            prefix: "",
            digits: "",
            has_decimal: false,
            remainder: &text,
        };
        return layout_number(&parts, spec, align, None);
    }

    let (radix, prefix) = match ty {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let mut digits = if radix == 10 {
        int_to_decimal(v, max_str_digits)?
    } else {
        v.magnitude().to_str_radix(radix)
    };
    if ty == 'X' {
        digits.make_ascii_uppercase();
    }
    let parts = NumberParts {
        negative: v.sign() == Sign::Minus,
        prefix: if spec.alternate { prefix } else { "" },
        digits: &digits,
        has_decimal: false,
        remainder: "",
    };
    layout_number(&parts, spec, align, grouping_for(spec, ty))
}

/// Converts an int to a character for `c` formatting.  `too_big` is the
/// message for values beyond a C long, which differs between `format()`
/// and `%c`.
pub(crate) fn int_to_char(v: &BigInt, too_big: &str) -> Result<char, FormatError> {
    let x = v.to_i64().ok_or_else(|| FormatError::overflow(too_big))?;
    if !(0..=0x10ffff).contains(&x) {
        return Err(FormatError::overflow("%c arg not in range(0x110000)"));
    }
    // Rust strings cannot hold lone surrogates, which CPython allows here.
    char::from_u32(x as u32).ok_or_else(|| {
        FormatError::value(format!(
            "surrogate code point U+{x:04X} cannot be represented"
        ))
    })
}
