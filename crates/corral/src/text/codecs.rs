//! The codecs the engine needs natively: UTF-8 decoding (encoding a Rust
//! string to UTF-8 cannot fail) and ASCII/Latin-1 in both directions, with
//! CPython's error ranges, messages and the common error handlers.

use std::borrow::Cow;
use std::fmt;

use super::repr::push_escape;

/// A codec failure, formatted by `Display` exactly as CPython's exception
/// `str()`. Positions are byte offsets for decoding and code point indices
/// for encoding, as in the exceptions' `start`/`end` attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodecError {
    /// UnicodeDecodeError; `byte` is the first offending byte.
    Decode {
        encoding: &'static str,
        start: usize,
        end: usize,
        byte: u8,
        reason: &'static str,
    },
    /// UnicodeEncodeError; `ch` is the first offending character.
    Encode {
        encoding: &'static str,
        start: usize,
        end: usize,
        ch: char,
        reason: &'static str,
    },
    /// LookupError: CPython only looks the handler up at the first error.
    UnknownHandler(String),
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::Decode {
                encoding,
                start,
                end,
                byte,
                reason,
            } => {
                if *end == start + 1 {
                    write!(
                        f,
                        "'{encoding}' codec can't decode byte 0x{byte:02x} in position {start}: {reason}"
                    )
                } else {
                    let last = end.saturating_sub(1);
                    write!(
                        f,
                        "'{encoding}' codec can't decode bytes in position {start}-{last}: {reason}"
                    )
                }
            }
            CodecError::Encode {
                encoding,
                start,
                end,
                ch,
                reason,
            } => {
                if *end == start + 1 {
                    let mut esc = String::new();
                    push_escape(&mut esc, *ch);
                    write!(
                        f,
                        "'{encoding}' codec can't encode character '{esc}' in position {start}: {reason}"
                    )
                } else {
                    let last = end.saturating_sub(1);
                    write!(
                        f,
                        "'{encoding}' codec can't encode characters in position {start}-{last}: {reason}"
                    )
                }
            }
            CodecError::UnknownHandler(name) => write!(f, "unknown error handler name '{name}'"),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Handler {
    Strict,
    Replace,
    Ignore,
    BackslashReplace,
    XmlCharRefReplace,
}

fn handler(name: &str) -> Result<Handler, CodecError> {
    Ok(match name {
        "strict" => Handler::Strict,
        "replace" => Handler::Replace,
        "ignore" => Handler::Ignore,
        "backslashreplace" => Handler::BackslashReplace,
        "xmlcharrefreplace" => Handler::XmlCharRefReplace,
        _ => return Err(CodecError::UnknownHandler(name.to_string())),
    })
}

/// CPython's canonical name for the encodings implemented here, accepting
/// the usual aliases and spellings ("UTF8", "utf_8", "Latin-1", "us-ascii").
pub fn normalize_encoding(name: &str) -> Option<&'static str> {
    let norm: String = name
        .trim()
        .chars()
        .map(|c| {
            if c == '-' || c == ' ' {
                '_'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    Some(match norm.as_str() {
        "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => "utf-8",
        "ascii" | "us_ascii" | "646" | "us" | "ansi_x3.4_1968" => "ascii",
        "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859" | "cp819"
        | "iso_ir_100" => "latin-1",
        _ => return None,
    })
}

/// Runs the decode error handler for bytes `start..end` of `data`.
fn decode_failure(
    out: &mut String,
    h: Handler,
    data: &[u8],
    err: CodecError,
) -> Result<(), CodecError> {
    let CodecError::Decode { start, end, .. } = err else {
        return Err(err);
    };
    match h {
        Handler::Strict | Handler::XmlCharRefReplace => return Err(err),
        Handler::Replace => out.push('\u{fffd}'),
        Handler::Ignore => {}
        Handler::BackslashReplace => {
            for &b in data.get(start..end).unwrap_or(&[]) {
                push_escape(out, b as char);
            }
        }
    }
    Ok(())
}

/// `b.decode('utf-8', errors)`; borrowed when `b` is valid UTF-8. Each
/// maximal invalid subsequence is one error, as in CPython (so 'replace'
/// yields one U+FFFD per error). The handler name is only checked when an
/// error occurs, like CPython.
pub fn decode_utf8<'a>(b: &'a [u8], errors: &str) -> Result<Cow<'a, str>, CodecError> {
    let mut rest = match std::str::from_utf8(b) {
        Ok(s) => return Ok(Cow::Borrowed(s)),
        Err(_) => b,
    };
    let mut out = String::with_capacity(b.len());
    let mut pos = 0;
    loop {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                return Ok(Cow::Owned(out));
            }
            Err(e) => {
                let valid = e.valid_up_to();
                out.push_str(std::str::from_utf8(&rest[..valid]).unwrap_or(""));
                let first = rest.get(valid).copied().unwrap_or(0);
                let (bad, reason) = match e.error_len() {
                    None => (rest.len() - valid, "unexpected end of data"),
                    Some(1) if matches!(first, 0x80..=0xc1 | 0xf5..=0xff) => {
                        (1, "invalid start byte")
                    }
                    Some(n) => (n, "invalid continuation byte"),
                };
                let start = pos + valid;
                let end = start + bad;
                let err = CodecError::Decode {
                    encoding: "utf-8",
                    start,
                    end,
                    byte: first,
                    reason,
                };
                decode_failure(&mut out, handler(errors)?, b, err)?;
                rest = rest.get(valid + bad..).unwrap_or(&[]);
                pos = end;
            }
        }
    }
}

/// `b.decode('ascii', errors)`: every byte >= 0x80 is its own error.
pub fn decode_ascii<'a>(b: &'a [u8], errors: &str) -> Result<Cow<'a, str>, CodecError> {
    if b.is_ascii()
        && let Ok(s) = std::str::from_utf8(b)
    {
        return Ok(Cow::Borrowed(s));
    }
    let mut out = String::with_capacity(b.len());
    let mut h = None;
    for (i, &c) in b.iter().enumerate() {
        if c.is_ascii() {
            out.push(c as char);
            continue;
        }
        let err = CodecError::Decode {
            encoding: "ascii",
            start: i,
            end: i + 1,
            byte: c,
            reason: "ordinal not in range(128)",
        };
        let hd = match h {
            Some(hd) => hd,
            None => *h.insert(handler(errors)?),
        };
        decode_failure(&mut out, hd, b, err)?;
    }
    Ok(Cow::Owned(out))
}

/// `b.decode('latin-1')`: every byte is the code point of the same value.
pub fn decode_latin1(b: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(b) {
        Ok(s) if s.is_ascii() => Cow::Borrowed(s),
        _ => Cow::Owned(b.iter().map(|&c| c as char).collect()),
    }
}

fn encode_limited(
    s: &str,
    errors: &str,
    limit: u32,
    encoding: &'static str,
) -> Result<Vec<u8>, CodecError> {
    let reason = if limit == 0x80 {
        "ordinal not in range(128)"
    } else {
        "ordinal not in range(256)"
    };
    let mut out = Vec::with_capacity(s.len());
    let mut h = None;
    let mut chars = s.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if (c as u32) < limit {
            out.push(c as u8);
            continue;
        }
        // CPython reports the whole run of unencodable characters at once.
        let mut run = vec![c];
        while let Some((_, d)) = chars.next_if(|&(_, d)| d as u32 >= limit) {
            run.push(d);
        }
        let hd = match h {
            Some(hd) => hd,
            None => *h.insert(handler(errors)?),
        };
        match hd {
            Handler::Strict => {
                return Err(CodecError::Encode {
                    encoding,
                    start: i,
                    end: i + run.len(),
                    ch: c,
                    reason,
                });
            }
            Handler::Replace => out.resize(out.len() + run.len(), b'?'),
            Handler::Ignore => {}
            Handler::BackslashReplace => {
                let mut esc = String::new();
                for &d in &run {
                    push_escape(&mut esc, d);
                }
                out.extend_from_slice(esc.as_bytes());
            }
            Handler::XmlCharRefReplace => {
                for &d in &run {
                    out.extend_from_slice(format!("&#{};", d as u32).as_bytes());
                }
            }
        }
    }
    Ok(out)
}

/// `s.encode('ascii', errors)`.
pub fn encode_ascii(s: &str, errors: &str) -> Result<Vec<u8>, CodecError> {
    if s.is_ascii() {
        return Ok(s.as_bytes().to_vec());
    }
    encode_limited(s, errors, 0x80, "ascii")
}

/// `s.encode('latin-1', errors)`.
pub fn encode_latin1(s: &str, errors: &str) -> Result<Vec<u8>, CodecError> {
    encode_limited(s, errors, 0x100, "latin-1")
}
