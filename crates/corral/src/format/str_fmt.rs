//! `format(str, spec)`: CPython's `format_string_internal`.

use super::spec::{FormatSpec, parse_spec, unknown_code};
use super::{FormatError, check_len, push_n};

/// Parses `spec` and formats `s`; `type_name` is used in error messages.
pub fn format_str_spec(s: &str, spec: &str, type_name: &str) -> Result<String, FormatError> {
    format_str(s, &parse_spec(spec, type_name)?, type_name)
}

/// `format(s, spec)` for a str: only type `s`, precision truncates, widths
/// count chars, default alignment is left.
pub fn format_str(s: &str, spec: &FormatSpec, type_name: &str) -> Result<String, FormatError> {
    spec.check_grouping(Some('s'))?;
    if let Some(c) = spec.ty.filter(|&c| c != 's') {
        return Err(unknown_code(c, type_name));
    }
    match spec.sign {
        Some(' ') => {
            return Err(FormatError::value(
                "Space not allowed in string format specifier",
            ));
        }
        Some(_) => {
            return Err(FormatError::value(
                "Sign not allowed in string format specifier",
            ));
        }
        None => {}
    }
    if spec.no_neg_zero {
        return Err(FormatError::value(
            "Negative zero coercion (z) not allowed in string format specifier",
        ));
    }
    if spec.alternate {
        return Err(FormatError::value(
            "Alternate form (#) not allowed in string format specifier",
        ));
    }
    let align = spec.align_or('<');
    if align == '=' {
        return Err(FormatError::value(
            "'=' alignment not allowed in string format specifier",
        ));
    }
    let width = spec.width.unwrap_or(0);
    check_len(width)?;

    let text = match spec.precision.and_then(|p| s.char_indices().nth(p)) {
        Some((cut, _)) => &s[..cut],
        None => s,
    };
    Ok(pad(text, width, align, spec.fill))
}

/// CPython's `calc_padding`: centering puts the odd char on the right.
pub(crate) fn pad(text: &str, width: usize, align: char, fill: char) -> String {
    let len = text.chars().count();
    let padding = width.saturating_sub(len);
    let left = match align {
        '>' => padding,
        '^' => padding / 2,
        _ => 0,
    };
    let mut out = String::with_capacity(text.len() + padding * fill.len_utf8());
    push_n(&mut out, fill, left);
    out.push_str(text);
    push_n(&mut out, fill, padding - left);
    out
}
