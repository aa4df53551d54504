//! The format-spec mini-language, as parsed by CPython's
//! `parse_internal_render_format_spec` (Python/formatter_unicode.c):
//!
//! `[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]`

use super::FormatError;

/// A parsed format spec.  Only syntax is checked here; what is allowed for
/// a given value type is checked by the `format_*` functions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatSpec {
    /// Fill character; `'0'` when the `0` flag was used without a fill.
    pub fill: char,
    /// `<`, `>`, `=` or `^` if given explicitly.
    pub align: Option<char>,
    /// `+`, `-` or `' '` if given.
    pub sign: Option<char>,
    /// The `z` option (coerce negative zero to positive).
    pub no_neg_zero: bool,
    /// The `#` option.
    pub alternate: bool,
    /// The `0` option (only recorded when no explicit fill was given).
    pub zero: bool,
    pub width: Option<usize>,
    /// `,` or `_`.
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

impl Default for FormatSpec {
    fn default() -> Self {
        FormatSpec {
            fill: ' ',
            align: None,
            sign: None,
            no_neg_zero: false,
            alternate: false,
            zero: false,
            width: None,
            grouping: None,
            precision: None,
            ty: None,
        }
    }
}

impl FormatSpec {
    /// The alignment to use when none was given explicitly.  The `0` flag
    /// turns the numeric default `>` into `=` (sign-aware zero padding).
    pub(crate) fn align_or(&self, default: char) -> char {
        match self.align {
            Some(a) => a,
            None if self.zero && default == '>' => '=',
            None => default,
        }
    }

    /// CPython validates `,`/`_` against the type during parsing, using the
    /// value's default type when none was given; callers run this first so
    /// that errors come out in CPython's order.
    pub(crate) fn check_grouping(&self, default_ty: Option<char>) -> Result<(), FormatError> {
        let Some(sep) = self.grouping else {
            return Ok(());
        };
        let ty = self.ty.or(default_ty);
        match ty {
            None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => Ok(()),
            Some('b' | 'o' | 'x' | 'X') if sep == '_' => Ok(()),
            Some(t) => Err(FormatError::value(format!(
                "Cannot specify '{sep}' with {}.",
                quoted_code(t)
            ))),
        }
    }
}

/// CPython prints printable ASCII codes as `'c'` and anything else as
/// `'\xNN'` (lowercase hex, no padding).
pub(crate) fn quoted_code(c: char) -> String {
    let n = c as u32;
    if n > 32 && n < 128 {
        format!("'{c}'")
    } else {
        format!("'\\x{n:x}'")
    }
}

/// `Unknown format code 'X' for object of type 'T'`.
pub(crate) fn unknown_code(c: char, type_name: &str) -> FormatError {
    FormatError::value(format!(
        "Unknown format code {} for object of type '{}'",
        &quoted_code(c)[..],
        truncate_name(type_name)
    ))
}

/// C's `%.200s`: at most 200 bytes of the type name.
pub(crate) fn truncate_name(name: &str) -> &str {
    if name.len() <= 200 {
        return name;
    }
    let mut end = 200;
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name[..end]
}

/// First code points of the 66 runs of Unicode decimal digits (Nd with a
/// decimal value, Unicode 14.0 as in Python 3.11); each run is `0..=9`.
/// CPython's width/precision parser accepts any of them.
const DECIMAL_ZEROS: [u32; 66] = [
    0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66,
    0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90,
    0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
    0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650,
    0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50,
    0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

/// `Py_UNICODE_TODECIMAL`.
fn decimal_value(c: char) -> Option<u64> {
    let n = c as u32;
    if c.is_ascii() {
        return c.to_digit(10).map(u64::from);
    }
    let idx = DECIMAL_ZEROS.partition_point(|&z| z <= n);
    let zero = DECIMAL_ZEROS[idx.checked_sub(1)?];
    (n - zero < 10).then(|| u64::from(n - zero))
}

/// CPython's `get_integer`: a run of decimal digits, refusing values above
/// `PY_SSIZE_T_MAX`.  Returns `None` when no digit was consumed.
fn get_integer(chars: &[char], pos: &mut usize) -> Result<Option<usize>, FormatError> {
    let mut acc: u64 = 0;
    let start = *pos;
    while let Some(d) = chars.get(*pos).copied().and_then(decimal_value) {
        if acc > (i64::MAX as u64 - d) / 10 {
            return Err(FormatError::value(
                "Too many decimal digits in format string",
            ));
        }
        acc = acc * 10 + d;
        *pos += 1;
    }
    if *pos == start {
        return Ok(None);
    }
    // On 32-bit targets a value this large is rejected later as too large.
    Ok(Some(usize::try_from(acc).unwrap_or(usize::MAX)))
}

fn is_align(c: char) -> bool {
    matches!(c, '<' | '>' | '=' | '^')
}

/// Parses a non-empty format spec.  `type_name` is the Python type name used
/// in the "Invalid format specifier" message.
///
/// An empty spec parses to the default spec; note that CPython treats an
/// empty spec as `str(value)`, which callers must special-case for types
/// whose `str` differs from their formatted form (e.g. `bool`).
pub fn parse_spec(spec: &str, type_name: &str) -> Result<FormatSpec, FormatError> {
    let chars: Vec<char> = spec.chars().collect();
    let n = chars.len();
    let mut out = FormatSpec::default();
    let mut pos = 0;
    let mut fill_specified = false;

    if n >= 2 && is_align(chars[1]) {
        out.fill = chars[0];
        out.align = Some(chars[1]);
        fill_specified = true;
        pos = 2;
    } else if n >= 1 && is_align(chars[0]) {
        out.align = Some(chars[0]);
        pos = 1;
    }

    if let Some(&c @ ('+' | '-' | ' ')) = chars.get(pos) {
        out.sign = Some(c);
        pos += 1;
    }
    if chars.get(pos) == Some(&'z') {
        out.no_neg_zero = true;
        pos += 1;
    }
    if chars.get(pos) == Some(&'#') {
        out.alternate = true;
        pos += 1;
    }
    // Backwards-compatible zero padding, only when no fill was given.
    if !fill_specified && chars.get(pos) == Some(&'0') {
        out.fill = '0';
        out.zero = true;
        pos += 1;
    }

    out.width = get_integer(&chars, &mut pos)?;

    if chars.get(pos) == Some(&',') {
        out.grouping = Some(',');
        pos += 1;
    }
    if chars.get(pos) == Some(&'_') {
        if out.grouping.is_some() {
            return Err(both_separators());
        }
        out.grouping = Some('_');
        pos += 1;
    }
    if chars.get(pos) == Some(&',') && out.grouping == Some('_') {
        return Err(both_separators());
    }

    if chars.get(pos) == Some(&'.') {
        pos += 1;
        match get_integer(&chars, &mut pos)? {
            Some(p) => out.precision = Some(p),
            None => {
                return Err(FormatError::value("Format specifier missing precision"));
            }
        }
    }

    if n - pos > 1 {
        return Err(FormatError::value(format!(
            "Invalid format specifier '{spec}' for object of type '{}'",
            truncate_name(type_name)
        )));
    }
    if n - pos == 1 {
        out.ty = Some(chars[pos]);
    }
    Ok(out)
}

fn both_separators() -> FormatError {
    FormatError::value("Cannot specify both ',' and '_'.")
}
