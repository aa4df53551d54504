//! printf-style `str % args` formatting: the spec parser from CPython's
//! `unicode_format_arg_parse` and the per-conversion output of
//! `unicode_format_arg_format` / `unicode_format_arg_output`
//! (Objects/unicodeobject.c).
//!
//! CPython interleaves parsing with argument consumption, so the parser is
//! lazy: the caller pulls one piece at a time, fetches the mapping value,
//! `*` arguments and the value for a spec, and only then formats it (or
//! raises [`PercentSpec::unsupported_error`] for an unknown conversion).

use num_bigint::{BigInt, Sign};

use super::dtoa::{DtsFlags, double_to_string};
use super::int_fmt::{DEFAULT_MAX_STR_DIGITS, int_to_char, int_to_decimal};
use super::{ErrorKind, FormatError, check_len, push_n};

/// The `-`, `+`, space, `#` and `0` flags.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PercentFlags {
    /// `-`: left-justify (also set by a negative `*` width).
    pub left: bool,
    /// `+`: always show a sign on numbers.
    pub sign: bool,
    /// space: a blank in place of `+`.
    pub blank: bool,
    /// `#`: alternate form.
    pub alt: bool,
    /// `0`: zero padding for numbers.
    pub zero: bool,
}

/// A width or precision: a literal number or `*` (taken from the args).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Width {
    Num(usize),
    Star,
}

/// One `%...` conversion specifier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PercentSpec {
    /// The `(name)` mapping key.
    pub key: Option<String>,
    pub flags: PercentFlags,
    pub width: Option<Width>,
    pub precision: Option<Width>,
    /// The conversion character; it is not validated by the parser because
    /// CPython fetches the argument before rejecting an unknown one.
    pub conv: char,
    /// Index (in chars) of `conv` within the format string.
    pub index: usize,
}

/// A spec with its `*` values resolved, ready for the formatting helpers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PercentArgs {
    pub flags: PercentFlags,
    pub width: Option<usize>,
    pub precision: Option<usize>,
    pub conv: char,
}

impl PercentSpec {
    /// Whether `conv` is one CPython knows (`s r a c d i u o x X e E f F g G`).
    pub fn is_supported(&self) -> bool {
        matches!(
            self.conv,
            's' | 'r'
                | 'a'
                | 'c'
                | 'd'
                | 'i'
                | 'u'
                | 'o'
                | 'x'
                | 'X'
                | 'e'
                | 'E'
                | 'f'
                | 'F'
                | 'g'
                | 'G'
        )
    }

    /// The ValueError for an unknown conversion character.
    pub fn unsupported_error(&self) -> FormatError {
        let c = self.conv;
        let n = c as u32;
        let shown = if (31..=126).contains(&n) { c } else { '?' };
        FormatError::value(format!(
            "unsupported format character '{shown}' (0x{n:x}) at index {}",
            self.index
        ))
    }

    /// Resolves `*` widths and precisions from already-converted argument
    /// values (`star_width` must be given iff `width` is `Star`, likewise
    /// for precision).  A negative `*` width means left-justify; a negative
    /// `*` precision means 0.
    pub fn resolve(&self, star_width: Option<i64>, star_precision: Option<i64>) -> PercentArgs {
        let mut flags = self.flags;
        let width = match self.width {
            Some(Width::Num(w)) => Some(w),
            Some(Width::Star) => star_width.map(|w| {
                if w < 0 {
                    flags.left = true;
                }
                usize::try_from(w.unsigned_abs()).unwrap_or(usize::MAX)
            }),
            None => None,
        };
        let precision = match self.precision {
            Some(Width::Num(p)) => Some(p),
            Some(Width::Star) => {
                star_precision.map(|p| usize::try_from(p.max(0)).unwrap_or(usize::MAX))
            }
            None => None,
        };
        PercentArgs {
            flags,
            width,
            precision,
            conv: self.conv,
        }
    }
}

/// A piece of a `%` format string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PercentPiece {
    /// Literal text (with `%%` already turned into `%`).
    Literal(String),
    Spec(PercentSpec),
}

/// Lazy parser over a `%` format string; stops after the first error.
#[derive(Debug, Clone)]
pub struct PercentParser {
    chars: Vec<char>,
    pos: usize,
    have_mapping: bool,
}

impl PercentParser {
    /// `have_mapping` says whether the right operand is a mapping (CPython:
    /// a mapping that is neither a tuple nor a str); without one a `(key)`
    /// is a TypeError, raised before the key itself is parsed.
    pub fn new(fmt: &str, have_mapping: bool) -> Self {
        PercentParser {
            chars: fmt.chars().collect(),
            pos: 0,
            have_mapping,
        }
    }

    fn next_char(&mut self) -> Option<char> {
        let c = self.chars.get(self.pos).copied()?;
        self.pos += 1;
        Some(c)
    }

    /// Like `next_char`, but running out of input is "incomplete format".
    /// In CPython an exhausted spec always ends in that error (a `*` may
    /// first consume an argument, which callers of this parser cannot see).
    fn need_char(&mut self) -> Result<char, FormatError> {
        self.next_char()
            .ok_or_else(|| FormatError::value("incomplete format"))
    }

    /// Parses the spec following a `%` (which has been consumed).
    fn parse_spec(&mut self) -> Result<PercentSpec, FormatError> {
        let mut key = None;
        if self.chars.get(self.pos) == Some(&'(') {
            if !self.have_mapping {
                return Err(FormatError {
                    kind: ErrorKind::TypeError,
                    message: "format requires a mapping".to_string(),
                });
            }
            self.pos += 1;
            let start = self.pos;
            let mut depth = 1;
            while depth > 0 {
                match self.next_char() {
                    None => return Err(FormatError::value("incomplete format key")),
                    Some(')') => depth -= 1,
                    Some('(') => depth += 1,
                    Some(_) => {}
                }
            }
            key = Some(self.chars[start..self.pos - 1].iter().collect());
        }

        let mut flags = PercentFlags::default();
        let mut ch = loop {
            match self.need_char()? {
                '-' => flags.left = true,
                '+' => flags.sign = true,
                ' ' => flags.blank = true,
                '#' => flags.alt = true,
                '0' => flags.zero = true,
                c => break c,
            }
        };

        let mut width = None;
        if ch == '*' {
            width = Some(Width::Star);
            ch = self.need_char()?;
        } else if let Some(d) = ch.to_digit(10) {
            let mut w = u64::from(d);
            loop {
                ch = self.need_char()?;
                let Some(d) = ch.to_digit(10) else { break };
                let d = u64::from(d);
                if w > (i64::MAX as u64 - d) / 10 {
                    return Err(FormatError::value("width too big"));
                }
                w = w * 10 + d;
            }
            width = Some(Width::Num(usize::try_from(w).unwrap_or(usize::MAX)));
        }

        let mut precision = None;
        if ch == '.' {
            precision = Some(Width::Num(0));
            ch = self.need_char()?;
            if ch == '*' {
                precision = Some(Width::Star);
                ch = self.need_char()?;
            } else if let Some(d) = ch.to_digit(10) {
                let mut p = u64::from(d);
                loop {
                    ch = self.need_char()?;
                    let Some(d) = ch.to_digit(10) else { break };
                    let d = u64::from(d);
                    if p > (i32::MAX as u64 - d) / 10 {
                        return Err(FormatError::value("precision too big"));
                    }
                    p = p * 10 + d;
                }
                precision = Some(Width::Num(p as usize));
            }
        }

        // C length modifiers are accepted and ignored.
        if matches!(ch, 'h' | 'l' | 'L') {
            ch = self.need_char()?;
        }

        Ok(PercentSpec {
            key,
            flags,
            width,
            precision,
            conv: ch,
            index: self.pos - 1,
        })
    }
}

impl Iterator for PercentParser {
    type Item = Result<PercentPiece, FormatError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut literal = String::new();
        while let Some(&c) = self.chars.get(self.pos) {
            if c != '%' {
                literal.push(c);
                self.pos += 1;
                continue;
            }
            if self.chars.get(self.pos + 1) == Some(&'%') {
                literal.push('%');
                self.pos += 2;
                continue;
            }
            if !literal.is_empty() {
                return Some(Ok(PercentPiece::Literal(literal)));
            }
            self.pos += 1;
            let spec = self.parse_spec();
            if spec.is_err() {
                self.pos = self.chars.len();
            }
            return Some(spec.map(PercentPiece::Spec));
        }
        (!literal.is_empty()).then_some(Ok(PercentPiece::Literal(literal)))
    }
}

/// Parses a whole format string eagerly, accepting `(key)` specs.  Prefer
/// [`PercentParser`] when CPython's error order relative to argument errors
/// matters.
pub fn parse_percent(fmt: &str) -> Result<Vec<PercentPiece>, FormatError> {
    PercentParser::new(fmt, true).collect()
}

/// `%d %i %u %o %x %X` with the default int/str digit limit.
pub fn percent_int(v: &BigInt, args: &PercentArgs) -> Result<String, FormatError> {
    percent_int_with_limit(v, args, DEFAULT_MAX_STR_DIGITS)
}

/// `%d %i %u %o %x %X`: CPython's `_PyUnicode_FormatLong` followed by the
/// shared sign/width handling.  Precision is a minimum digit count.
pub fn percent_int_with_limit(
    v: &BigInt,
    args: &PercentArgs,
    max_str_digits: usize,
) -> Result<String, FormatError> {
    let prec = args.precision.unwrap_or(0);
    if prec > i32::MAX as usize - 3 {
        return Err(FormatError::overflow("precision too large"));
    }
    check_len(prec)?;
    check_len(args.width.unwrap_or(0))?;
    let (radix, prefix) = match args.conv {
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
    if args.conv == 'X' {
        digits.make_ascii_uppercase();
    }
    let mut text = String::with_capacity(prec.max(digits.len()) + 3);
    if v.sign() == Sign::Minus {
        text.push('-');
    }
    if args.flags.alt {
        text.push_str(prefix);
    }
    push_n(&mut text, '0', prec.saturating_sub(digits.len()));
    text.push_str(&digits);
    Ok(output(&text, args, true))
}

/// `%e %E %f %F %g %G` (default precision 6).
pub fn percent_float(v: f64, args: &PercentArgs) -> Result<String, FormatError> {
    let prec = args.precision.unwrap_or(6);
    check_len(prec.saturating_add(330))?;
    check_len(args.width.unwrap_or(0))?;
    let flags = DtsFlags {
        alt: args.flags.alt,
        ..DtsFlags::default()
    };
    let text = double_to_string(v, args.conv, prec, flags);
    Ok(output(&text, args, true))
}

/// `%s %r %a` (given the `str()`/`repr()`/`ascii()` text, truncated to the
/// precision) and `%c` (given the one-char text, never truncated).
pub fn percent_str(s: &str, args: &PercentArgs) -> Result<String, FormatError> {
    check_len(args.width.unwrap_or(0))?;
    Ok(output(s, args, false))
}

/// The character for `%c` with an int argument.
pub fn percent_char(v: &BigInt) -> Result<char, FormatError> {
    int_to_char(v, "%c arg not in range(0x110000)")
}

/// CPython's `unicode_format_arg_output`.  `numeric` is its `arg->sign`:
/// set for number conversions, which get sign flags and zero padding.
fn output(s: &str, args: &PercentArgs, numeric: bool) -> String {
    let flags = args.flags;
    let fill = if numeric && flags.zero { '0' } else { ' ' };
    let chars: Vec<char> = s.chars().collect();
    let mut len = chars.len();
    if !numeric && matches!(args.conv, 's' | 'r' | 'a') {
        len = len.min(args.precision.unwrap_or(usize::MAX));
    }

    let mut pindex = 0;
    let mut sign = None;
    if numeric {
        match chars.first() {
            Some(&c @ ('-' | '+')) => {
                sign = Some(c);
                len -= 1;
                pindex = 1;
            }
            _ if flags.sign => sign = Some('+'),
            _ if flags.blank => sign = Some(' '),
            _ => {}
        }
    }
    let mut width = args.width.unwrap_or(0).max(len);
    let has_prefix = flags.alt
        && matches!(args.conv, 'x' | 'X' | 'o')
        && chars.get(pindex) == Some(&'0')
        && chars.get(pindex + 1) == Some(&args.conv);

    let mut out = String::with_capacity(width + 1);
    if let Some(c) = sign {
        if fill != ' ' {
            out.push(c);
        }
        if width > len {
            width -= 1;
        }
    }
    // With zero fill the 0x prefix goes before the zeros, else after spaces.
    if has_prefix {
        if fill != ' ' {
            out.extend(&chars[pindex..pindex + 2]);
            pindex += 2;
        }
        width = width.saturating_sub(2);
        len -= 2;
    }
    if width > len && !flags.left {
        push_n(&mut out, fill, width - len);
        width = len;
    }
    if fill == ' ' {
        if let Some(c) = sign {
            out.push(c);
        }
        if has_prefix {
            out.extend(&chars[pindex..pindex + 2]);
            pindex += 2;
        }
    }
    out.extend(&chars[pindex..pindex + len]);
    if width > len {
        push_n(&mut out, ' ', width - len);
    }
    out
}
