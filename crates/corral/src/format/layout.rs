//! Placement of sign, prefix, padding, grouped digits, decimal point and
//! remainder for numbers: CPython's `calc_number_widths`, `fill_number` and
//! `_PyUnicode_InsertThousandsGrouping`.

use super::spec::FormatSpec;
use super::{FormatError, check_len, push_n};

/// A number split the way CPython's `fill_number` sees it.
pub(crate) struct NumberParts<'a> {
    /// The value is negative (its `-` is not part of `digits`).
    pub negative: bool,
    /// `0x`, `0b`, `0o` (or `0X`) for the `#` option.
    pub prefix: &'a str,
    /// The integer digits, subject to grouping and zero padding.
    pub digits: &'a str,
    /// Whether a decimal point follows the digits.
    pub has_decimal: bool,
    /// Everything after the decimal point (fraction, exponent, `%`), or the
    /// whole text for values without leading digits (`inf`, `c` format).
    pub remainder: &'a str,
}

impl<'a> NumberParts<'a> {
    /// Splits float text such as `-123.45e+06` or `inf` the way CPython's
    /// `parse_number` does: leading digits, optional point, remainder.
    pub fn from_float_text(text: &'a str) -> Self {
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let n_digits = body.bytes().take_while(u8::is_ascii_digit).count();
        let (digits, rest) = body.split_at(n_digits);
        let (has_decimal, remainder) = match rest.strip_prefix('.') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        NumberParts {
            negative,
            prefix: "",
            digits,
            has_decimal,
            remainder,
        }
    }
}

/// Separator and group size; `None` means no grouping at all.
pub(crate) type Grouping = Option<(char, usize)>;

/// The grouping for a spec: `,` or `_` every 3 digits, but `_` every 4 for
/// the power-of-two bases.  `n` means the current locale, which is the C
/// locale here, so it never groups.
pub(crate) fn grouping_for(spec: &FormatSpec, ty: char) -> Grouping {
    if ty == 'n' {
        return None;
    }
    match spec.grouping {
        Some('_') if matches!(ty, 'b' | 'o' | 'x' | 'X') => Some(('_', 4)),
        Some(sep) => Some((sep, 3)),
        None => None,
    }
}

/// Lays out a number per `spec`, with `align` already defaulted.
pub(crate) fn layout_number(
    parts: &NumberParts<'_>,
    spec: &FormatSpec,
    align: char,
    grouping: Grouping,
) -> Result<String, FormatError> {
    let width = spec.width.unwrap_or(0);
    check_len(width)?;

    let sign = match (spec.sign, parts.negative) {
        (_, true) => Some('-'),
        (Some('+'), false) => Some('+'),
        (Some(' '), false) => Some(' '),
        _ => None,
    };
    let n_non_digit = usize::from(sign.is_some())
        + parts.prefix.chars().count()
        + usize::from(parts.has_decimal)
        + parts.remainder.chars().count();

    // With '0' fill and '=' alignment the padding zeros become part of the
    // digit string, so they get separators inserted like real digits.
    let min_width = if spec.fill == '0' && align == '=' {
        width as i64 - n_non_digit as i64
    } else {
        0
    };
    let grouped = if parts.digits.is_empty() {
        String::new()
    } else {
        group_digits(parts.digits, min_width, grouping)
    };

    let used = n_non_digit + grouped.len();
    let padding = width.saturating_sub(used);
    let (lpad, spad, rpad) = match align {
        '<' => (0, 0, padding),
        '^' => (padding / 2, 0, padding - padding / 2),
        '=' => (0, padding, 0),
        _ => (padding, 0, 0),
    };

    let mut out = String::with_capacity(used + padding);
    push_n(&mut out, spec.fill, lpad);
    if let Some(s) = sign {
        out.push(s);
    }
    out.push_str(parts.prefix);
    push_n(&mut out, spec.fill, spad);
    out.push_str(&grouped);
    if parts.has_decimal {
        out.push('.');
    }
    out.push_str(parts.remainder);
    push_n(&mut out, spec.fill, rpad);
    Ok(out)
}

/// `_PyUnicode_InsertThousandsGrouping`: inserts separators and left-pads
/// with zeros up to `min_width`.  The padded result can end up one char
/// wider than `min_width` when a separator lands at the front position,
/// which is why this is a port rather than a simpler formula.
fn group_digits(digits: &str, min_width: i64, grouping: Grouping) -> String {
    let digits = digits.as_bytes();
    let mut min_width = min_width.max(0);
    let mut remaining = digits.len() as i64;
    let mut end = digits.len();
    // Chunks are produced right to left.
    let mut chunks: Vec<(usize, &[u8], bool)> = Vec::new();
    let mut use_sep = false;
    let mut take = |len: i64, remaining: i64, use_sep: bool, end: &mut usize| {
        let n_zeros = (len - remaining).max(0) as usize;
        let n_chars = remaining.min(len).max(0) as usize;
        let start = *end - n_chars;
        chunks.push((n_zeros, &digits[start..*end], use_sep));
        *end = start;
        n_chars as i64
    };

    let mut finished = false;
    if let Some((_, size)) = grouping {
        let size = size as i64;
        loop {
            let len = size.min(remaining.max(min_width).max(1));
            remaining -= take(len, remaining, use_sep, &mut end);
            use_sep = true;
            min_width -= len;
            if remaining <= 0 && min_width <= 0 {
                finished = true;
                break;
            }
            min_width -= 1;
        }
    }
    if !finished {
        let len = remaining.max(min_width).max(1);
        take(len, remaining, use_sep, &mut end);
    }

    let sep = grouping.map_or(',', |(c, _)| c);
    let total: usize = chunks
        .iter()
        .map(|(z, d, s)| z + d.len() + usize::from(*s))
        .sum();
    let mut out = String::with_capacity(total);
    for (zeros, ds, with_sep) in chunks.iter().rev() {
        push_n(&mut out, '0', *zeros);
        out.extend(ds.iter().map(|&b| b as char));
        if *with_sep {
            out.push(sep);
        }
    }
    out
}
