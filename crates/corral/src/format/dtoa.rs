//! Float to decimal text, following CPython's `PyOS_double_to_string`
//! (Python/pystrtod.c, `format_float_short`).
//!
//! CPython asks David Gay's `_Py_dg_dtoa` for a digit string plus a decimal
//! point position and then lays the digits out itself.  Rust's float
//! formatting is also correctly rounded (shortest round-trip for `{:e}`,
//! exact round-half-even for `{:.N}` / `{:.Ne}`), so we obtain the same digit
//! strings from it and port only the layout logic.

/// Which `_Py_dg_dtoa` mode to emulate.
#[derive(Debug, Clone, Copy)]
enum DigitMode {
    /// Mode 0: shortest string that round-trips.
    Shortest,
    /// Mode 2: at most this many significant digits (at least 1).
    Significant(usize),
    /// Mode 3: this many digits after the decimal point.
    Fixed(usize),
}

/// More digits than any f64's exact decimal expansion has, before or
/// after the point: precisions beyond it only add zeros.
const EXACT_DIGITS: usize = 1100;

/// Digits of `|x|` (finite) with the value being `0.DIGITS * 10**decpt`.
///
/// Like dtoa, leading and trailing zeros are stripped; zero itself is
/// `("0", 1)`, and a value that rounds to nothing in fixed mode is
/// `("", -ndigits)`.
fn decimal_digits(x: f64, mode: DigitMode) -> (Vec<u8>, i64) {
    let a = x.abs();
    if a == 0.0 {
        return (b"0".to_vec(), 1);
    }
    match mode {
        DigitMode::Shortest => {
            let (digits, decpt) = split_exp(&format!("{a:e}"));
            // When the exact value lies halfway between two shortest
            // candidates Rust rounds the last digit up, while dtoa picks the
            // even one.  The correctly rounded (half-even) string of the same
            // length is dtoa's answer whenever it also round-trips.
            let (mut even, even_decpt) = split_exp(&format!("{:.*e}", digits.len() - 1, a));
            strip_trailing_zeros(&mut even);
            if even != digits && even_decpt == decpt && round_trips(&even, decpt, a) {
                (even, decpt)
            } else {
                (digits, decpt)
            }
        }
        DigitMode::Significant(n) => {
            // An f64's exact decimal value has at most 767 significant
            // digits, so asking for more changes nothing, and Rust's
            // formatter refuses precisions above u16::MAX.
            let n = n.min(EXACT_DIGITS);
            let (mut digits, decpt) = split_exp(&format!("{:.*e}", n.max(1) - 1, a));
            strip_trailing_zeros(&mut digits);
            (digits, decpt)
        }
        DigitMode::Fixed(n) => {
            // Likewise at most 1074 digits follow the point exactly.
            let s = format!("{a:.*}", n.min(EXACT_DIGITS));
            let (int_part, frac_part) = s.split_once('.').unwrap_or((s.as_str(), ""));
            let mut decpt = int_part.len() as i64;
            let all: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
            let lead = all.iter().take_while(|&&b| b == b'0').count();
            if lead == all.len() {
                return (Vec::new(), -(n as i64));
            }
            decpt -= lead as i64;
            let mut digits = all[lead..].to_vec();
            strip_trailing_zeros(&mut digits);
            (digits, decpt)
        }
    }
}

/// Splits Rust's `d.ddde[-]N` output into digits and dtoa's `decpt`.
fn split_exp(s: &str) -> (Vec<u8>, i64) {
    let (mantissa, exp) = s.split_once('e').unwrap_or((s, "0"));
    let exp: i64 = exp.parse().unwrap_or(0);
    let digits = mantissa.bytes().filter(|b| b.is_ascii_digit()).collect();
    (digits, exp + 1)
}

fn round_trips(digits: &[u8], decpt: i64, a: f64) -> bool {
    let text: String = digits.iter().map(|&b| b as char).collect();
    let exp = decpt - digits.len() as i64;
    format!("{text}e{exp}").parse::<f64>() == Ok(a)
}

fn strip_trailing_zeros(digits: &mut Vec<u8>) {
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
}

/// The `Py_DTSF_*` flags of `PyOS_double_to_string`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DtsFlags {
    /// `Py_DTSF_SIGN`: always emit a sign.
    pub sign: bool,
    /// `Py_DTSF_ADD_DOT_0`: make integral results look like floats (`1.0`).
    pub add_dot_0: bool,
    /// `Py_DTSF_ALT`: `#` alternate form (keep the point and zeros).
    pub alt: bool,
    /// `Py_DTSF_NO_NEG_0`: the `z` option, drop the sign of a zero result.
    pub no_neg_0: bool,
}

/// CPython's `PyOS_double_to_string(val, code, precision, flags)`.
///
/// `code` is one of `e E f F g G r`; anything else is treated as `r`
/// (CPython would raise an internal error).  `precision` is ignored for `r`
/// and clamped to [`MAX_FORMAT_LEN`](super::MAX_FORMAT_LEN); callers that
/// must report oversized requests check it first.
pub fn double_to_string(val: f64, code: char, precision: usize, flags: DtsFlags) -> String {
    let precision = precision.min(super::MAX_FORMAT_LEN);
    let upper = code.is_ascii_uppercase();
    let (code, mode, precision) = match code.to_ascii_lowercase() {
        'e' => ('e', DigitMode::Significant(precision + 1), precision + 1),
        'f' => ('f', DigitMode::Fixed(precision), precision),
        'g' => {
            // dtoa treats zero significant digits as one.
            let p = precision.max(1);
            ('g', DigitMode::Significant(p), p)
        }
        _ => ('r', DigitMode::Shortest, 0),
    };

    if !val.is_finite() {
        let mut out = String::with_capacity(4);
        // The sign of a NaN is deliberately ignored, as in CPython.
        if val.is_infinite() && val < 0.0 {
            out.push('-');
        } else if flags.sign {
            out.push('+');
        }
        out.push_str(match (val.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        });
        return out;
    }

    let (digits, mut decpt) = decimal_digits(val, mode);
    let mut negative = val.is_sign_negative();
    if flags.no_neg_0 && negative && (digits.is_empty() || digits == b"0") {
        negative = false;
    }
    let digits_len = digits.len() as i64;
    let precision = precision as i64;

    // The output is a slice vdigits[vdigits_start..vdigits_end] of the digit
    // string padded with infinitely many zeros on both sides, with a decimal
    // point inserted at decpt.
    let mut vdigits_end = digits_len;
    let mut use_exp = false;
    match code {
        'e' => {
            use_exp = true;
            vdigits_end = precision;
        }
        'f' => vdigits_end = decpt + precision,
        'g' => {
            let limit = if flags.add_dot_0 {
                precision - 1
            } else {
                precision
            };
            if decpt <= -4 || decpt > limit {
                use_exp = true;
            }
            if flags.alt {
                vdigits_end = precision;
            }
        }
        _ => {
            // repr switches to exponent notation at 1e16, not 1e17, so that
            // a 16-digit shortest repr is never padded with bogus zeros.
            if decpt <= -4 || decpt > 16 {
                use_exp = true;
            }
        }
    }

    let mut exp = 0;
    if use_exp {
        exp = decpt - 1;
        decpt = 1;
    }
    let vdigits_start = if decpt <= 0 { decpt - 1 } else { 0 };
    vdigits_end = if !use_exp && flags.add_dot_0 {
        vdigits_end.max(decpt + 1)
    } else {
        vdigits_end.max(decpt)
    };

    let zeros = |out: &mut String, n: i64| {
        super::push_n(out, '0', usize::try_from(n).unwrap_or(0));
    };
    let cap = usize::try_from(vdigits_end - vdigits_start).unwrap_or(0) + 8;
    let mut out = String::with_capacity(cap);
    if negative {
        out.push('-');
    } else if flags.sign {
        out.push('+');
    }

    // Exactly one of the three branches below emits the decimal point.
    if decpt <= 0 {
        zeros(&mut out, decpt - vdigits_start);
        out.push('.');
        zeros(&mut out, -decpt);
    } else {
        zeros(&mut out, -vdigits_start);
    }

    let text = |d: &[u8]| d.iter().map(|&b| b as char).collect::<String>();
    if 0 < decpt && decpt <= digits_len {
        let split = decpt as usize;
        out.push_str(&text(&digits[..split]));
        out.push('.');
        out.push_str(&text(&digits[split..]));
    } else {
        out.push_str(&text(&digits));
    }

    if digits_len < decpt {
        zeros(&mut out, decpt - digits_len);
        out.push('.');
        zeros(&mut out, vdigits_end - decpt);
    } else {
        zeros(&mut out, vdigits_end - digits_len);
    }

    if out.ends_with('.') && !flags.alt {
        out.pop();
    }

    if use_exp {
        out.push(if upper { 'E' } else { 'e' });
        // C's "%+.02d": explicit sign, at least two digits.
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.unsigned_abs()));
    }
    out
}

/// `repr(float)`: shortest round-trip digits, exponent form outside
/// `1e-4 <= |x| < 1e16`, and a `.0` on integral values.
pub fn float_repr(x: f64) -> String {
    double_to_string(
        x,
        'r',
        0,
        DtsFlags {
            add_dot_0: true,
            ..DtsFlags::default()
        },
    )
}

/// `str(float)`, identical to `repr` since Python 3.2.
pub fn float_str(x: f64) -> String {
    float_repr(x)
}
