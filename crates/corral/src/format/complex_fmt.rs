//! `repr(complex)` and `format(complex, spec)`: CPython's `complex_repr`
//! and `format_complex_internal`.

use super::dtoa::{DtsFlags, double_to_string};
use super::layout::{Grouping, NumberParts, grouping_for, layout_number};
use super::spec::{FormatSpec, parse_spec, unknown_code};
use super::str_fmt::pad;
use super::{FormatError, check_len};

/// `repr(complex(re, im))`: shortest digits without a forced `.0`; the
/// real part and parentheses are omitted when the real part is `+0.0`.
pub fn complex_repr(re: f64, im: f64) -> String {
    let plain = DtsFlags::default();
    if re == 0.0 && re.is_sign_positive() {
        format!("{}j", double_to_string(im, 'r', 0, plain))
    } else {
        let signed = DtsFlags {
            sign: true,
            ..plain
        };
        format!(
            "({}{}j)",
            double_to_string(re, 'r', 0, plain),
            double_to_string(im, 'r', 0, signed)
        )
    }
}

/// Parses `spec` and formats `re + im*j`; `type_name` is used in errors.
pub fn format_complex_spec(
    re: f64,
    im: f64,
    spec: &str,
    type_name: &str,
) -> Result<String, FormatError> {
    format_complex(re, im, &parse_spec(spec, type_name)?, type_name)
}

/// `format(complex(re, im), spec)`.  Both parts share the spec; the
/// imaginary part always carries a sign unless the real part is omitted,
/// and padding applies to the whole `(re+imj)` text.
pub fn format_complex(
    re: f64,
    im: f64,
    spec: &FormatSpec,
    type_name: &str,
) -> Result<String, FormatError> {
    spec.check_grouping(None)?;
    if let Some(c) = spec
        .ty
        .filter(|c| !matches!(c, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n'))
    {
        return Err(unknown_code(c, type_name));
    }
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err(FormatError::value("precision too big"));
    }
    if spec.fill == '0' {
        return Err(FormatError::value(
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    if spec.align == Some('=') {
        return Err(FormatError::value(
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }

    let flags = DtsFlags {
        alt: spec.alternate,
        no_neg_0: spec.no_neg_zero,
        ..DtsFlags::default()
    };
    let mut default_precision = 6;
    let mut skip_re = false;
    let mut add_parens = false;
    let mut code = match spec.ty {
        None => {
            // Like str(): no forced ".0", and a +0.0 real part is dropped.
            default_precision = 0;
            if re == 0.0 && re.is_sign_positive() {
                skip_re = true;
            } else {
                add_parens = true;
            }
            'r'
        }
        Some('n') => 'g',
        Some(c) => c,
    };
    let precision = match spec.precision {
        None => default_precision,
        Some(p) => {
            if code == 'r' {
                code = 'g';
            }
            p
        }
    };
    check_len(precision.saturating_add(330).saturating_mul(2))?;
    check_len(spec.width.unwrap_or(0))?;

    // Each part is laid out unpadded; padding is applied to the whole.
    let mut part_spec = FormatSpec {
        fill: ' ',
        align: Some('<'),
        width: None,
        ..spec.clone()
    };
    let grouping = grouping_for(spec, spec.ty.unwrap_or('\0'));
    let mut text = String::new();
    if add_parens {
        text.push('(');
    }
    if !skip_re {
        let re_text = double_to_string(re, code, precision, flags);
        text.push_str(&layout_part(&re_text, &part_spec, grouping)?);
        part_spec.sign = Some('+');
    }
    let im_text = double_to_string(im, code, precision, flags);
    text.push_str(&layout_part(&im_text, &part_spec, grouping)?);
    text.push('j');
    if add_parens {
        text.push(')');
    }
    Ok(pad(
        &text,
        spec.width.unwrap_or(0),
        spec.align.unwrap_or('>'),
        spec.fill,
    ))
}

fn layout_part(text: &str, spec: &FormatSpec, grouping: Grouping) -> Result<String, FormatError> {
    layout_number(&NumberParts::from_float_text(text), spec, '<', grouping)
}
