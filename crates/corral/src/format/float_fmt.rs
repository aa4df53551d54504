//! `format(float, spec)`: CPython's `_PyFloat_FormatAdvancedWriter` and
//! `format_float_internal`.

use super::dtoa::{DtsFlags, double_to_string};
use super::layout::{NumberParts, grouping_for, layout_number};
use super::spec::{FormatSpec, parse_spec, unknown_code};
use super::{FormatError, check_len};

/// Generous bound on the non-precision part of a formatted float: up to 309
/// integer digits (311 after `%` scales by 100), sign, point, exponent.
const FLOAT_OVERHEAD: usize = 330;

/// Parses `spec` and formats `v`; `type_name` is used in error messages.
pub fn format_float_spec(v: f64, spec: &str, type_name: &str) -> Result<String, FormatError> {
    format_float(v, &parse_spec(spec, type_name)?, type_name)
}

/// `format(v, spec)` for a float.  With no type and no precision this is
/// `repr(v)` plus sign/width/grouping handling; with no type but a
/// precision it is like `g` except that integral values keep a `.0`.
pub fn format_float(v: f64, spec: &FormatSpec, type_name: &str) -> Result<String, FormatError> {
    spec.check_grouping(None)?;
    match spec.ty {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => {
            format_float_internal(v, spec)
        }
        Some(c) => Err(unknown_code(c, type_name)),
    }
}

/// Shared with int formatting, which converts to float for float types.
pub(crate) fn format_float_internal(v: f64, spec: &FormatSpec) -> Result<String, FormatError> {
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err(FormatError::value("precision too big"));
    }
    let mut flags = DtsFlags {
        alt: spec.alternate,
        no_neg_0: spec.no_neg_zero,
        ..DtsFlags::default()
    };
    let mut default_precision = 6;
    let mut code = match spec.ty {
        None => {
            flags.add_dot_0 = true;
            default_precision = 0;
            'r'
        }
        Some('n') => 'g',
        Some(c) => c,
    };
    let mut val = v;
    let add_pct = code == '%';
    if add_pct {
        code = 'f';
        val *= 100.0;
    }
    let precision = match spec.precision {
        None => default_precision,
        Some(p) => {
            if code == 'r' {
                code = 'g';
            }
            p
        }
    };
    check_len(precision.saturating_add(FLOAT_OVERHEAD))?;
    check_len(spec.width.unwrap_or(0))?;

    let mut text = double_to_string(val, code, precision, flags);
    if add_pct {
        text.push('%');
    }

    let parts = NumberParts::from_float_text(&text);
    let grouping = grouping_for(spec, spec.ty.unwrap_or('\0'));
    layout_number(&parts, spec, spec.align_or('>'), grouping)
}
