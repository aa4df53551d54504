//! The codecs the engine needs natively: UTF-8 decoding (encoding a Rust
//! string to UTF-8 cannot fail), ASCII/Latin-1/cp1252 in both directions
//! and UTF-16/UTF-32 (either byte order, or with a byte order mark), with
//! CPython's error ranges, messages and the common error handlers.
//!
//! Rust strings hold no lone surrogates, so `surrogateescape` and
//! `surrogatepass` cannot produce them: encoding with them fails like
//! `strict` (as in CPython for any character that is not a surrogate) and
//! decoding with them reports the error like `strict` does.

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
        // See the module note: no lone surrogates to make or take.
        "surrogateescape" | "surrogatepass" => Handler::Strict,
        _ => return Err(CodecError::UnknownHandler(name.to_string())),
    })
}

/// An encoding name as the codec registry looks it up: trimmed,
/// lowercase, with '-' and ' ' as '_'.
fn lookup_key(name: &str) -> String {
    name.trim()
        .chars()
        .map(|c| {
            if c == '-' || c == ' ' {
                '_'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect()
}

/// CPython's canonical name for the encodings implemented here, accepting
/// the usual aliases and spellings ("UTF8", "utf_8", "Latin-1", "us-ascii").
pub fn normalize_encoding(name: &str) -> Option<&'static str> {
    Some(match lookup_key(name).as_str() {
        "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => "utf-8",
        "ascii" | "us_ascii" | "646" | "us" | "ansi_x3.4_1968" => "ascii",
        "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859" | "cp819"
        | "iso_ir_100" => "latin-1",
        "utf_16" | "utf16" | "u16" => "utf-16",
        "utf_16_le" | "utf_16le" | "utf16le" => "utf-16-le",
        "utf_16_be" | "utf_16be" | "utf16be" => "utf-16-be",
        "utf_32" | "utf32" | "u32" => "utf-32",
        "utf_32_le" | "utf_32le" | "utf32le" => "utf-32-le",
        "utf_32_be" | "utf_32be" | "utf32be" => "utf-32-be",
        "cp1252" | "windows_1252" | "windows1252" => "cp1252",
        "utf_8_sig" => "utf-8-sig",
        _ => return None,
    })
}

/// The LookupError of `str.encode`/`bytes.decode` (`op` "encode" or
/// "decode") for an encoding they do not have: the bytes-to-bytes and
/// str-to-str codecs of the `codecs` module are named as such.
pub fn lookup_error(name: &str, op: &str) -> String {
    let norm = lookup_key(name);
    let transform = matches!(
        norm.as_str(),
        "base64"
            | "base_64"
            | "base64_codec"
            | "bz2"
            | "bz2_codec"
            | "hex"
            | "hex_codec"
            | "quopri"
            | "quotedprintable"
            | "quoted_printable"
            | "quopri_codec"
            | "rot13"
            | "rot_13"
            | "uu"
            | "uu_codec"
            | "zip"
            | "zlib"
            | "zlib_codec"
    );
    if transform {
        format!("'{name}' is not a text encoding; use codecs.{op}() to handle arbitrary codecs")
    } else {
        format!("unknown encoding: {name}")
    }
}

/// Does CPython report an unknown error handler of this codec (canonical
/// name) wrapped, as "encoding with 'NAME' codec failed (LookupError: …)"?
/// Those are the codecs it runs through its Python-level registry rather
/// than a built-in fast path.
pub fn wraps_lookup_errors(canonical: &str) -> bool {
    canonical == "cp1252" || canonical.ends_with("-le") || canonical.ends_with("-be")
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

/// The characters of cp1252's bytes 0x80..=0x9f; `None` where the code
/// page has none (CPython: "character maps to <undefined>").
const CP1252_HIGH: [Option<char>; 32] = [
    Some('\u{20ac}'),
    None,
    Some('\u{201a}'),
    Some('\u{0192}'),
    Some('\u{201e}'),
    Some('\u{2026}'),
    Some('\u{2020}'),
    Some('\u{2021}'),
    Some('\u{02c6}'),
    Some('\u{2030}'),
    Some('\u{0160}'),
    Some('\u{2039}'),
    Some('\u{0152}'),
    None,
    Some('\u{017d}'),
    None,
    None,
    Some('\u{2018}'),
    Some('\u{2019}'),
    Some('\u{201c}'),
    Some('\u{201d}'),
    Some('\u{2022}'),
    Some('\u{2013}'),
    Some('\u{2014}'),
    Some('\u{02dc}'),
    Some('\u{2122}'),
    Some('\u{0161}'),
    Some('\u{203a}'),
    Some('\u{0153}'),
    None,
    Some('\u{017e}'),
    Some('\u{0178}'),
];

fn cp1252_char(b: u8) -> Option<char> {
    match b {
        0x80..=0x9f => CP1252_HIGH[usize::from(b - 0x80)],
        _ => Some(b as char),
    }
}

fn cp1252_byte(c: char) -> Option<u8> {
    match c as u32 {
        0..=0x7f | 0xa0..=0xff => Some(c as u8),
        _ => CP1252_HIGH
            .iter()
            .position(|&x| x == Some(c))
            .map(|i| 0x80 + i as u8),
    }
}

/// `b.decode('cp1252', errors)`.
pub fn decode_cp1252(b: &[u8], errors: &str) -> Result<String, CodecError> {
    let mut out = String::with_capacity(b.len());
    let mut h = None;
    for (i, &c) in b.iter().enumerate() {
        if let Some(ch) = cp1252_char(c) {
            out.push(ch);
            continue;
        }
        let err = CodecError::Decode {
            encoding: "charmap",
            start: i,
            end: i + 1,
            byte: c,
            reason: "character maps to <undefined>",
        };
        let hd = match h {
            Some(hd) => hd,
            None => *h.insert(handler(errors)?),
        };
        decode_failure(&mut out, hd, b, err)?;
    }
    Ok(out)
}

/// `s.encode('cp1252', errors)`.
pub fn encode_cp1252(s: &str, errors: &str) -> Result<Vec<u8>, CodecError> {
    let mut out = Vec::with_capacity(s.len());
    let mut h = None;
    let mut chars = s.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if let Some(b) = cp1252_byte(c) {
            out.push(b);
            continue;
        }
        // CPython reports the whole run of unencodable characters at once.
        let mut run = vec![c];
        while let Some((_, d)) = chars.next_if(|&(_, d)| cp1252_byte(d).is_none()) {
            run.push(d);
        }
        let hd = match h {
            Some(hd) => hd,
            None => *h.insert(handler(errors)?),
        };
        match hd {
            Handler::Strict => {
                return Err(CodecError::Encode {
                    encoding: "charmap",
                    start: i,
                    end: i + run.len(),
                    ch: c,
                    reason: "character maps to <undefined>",
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

/// `s.encode('utf-16…' or 'utf-32…')`: `width` 2 or 4 bytes a unit; `bom`
/// writes a little-endian byte order mark first (the plain codec names).
/// Cannot fail: a Rust string has no lone surrogates.
pub fn encode_wide(s: &str, width: usize, big: bool, bom: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity((s.len() + usize::from(bom)) * width);
    let mut put = |u: u32| {
        if width == 2 {
            let b = (u as u16).to_le_bytes();
            out.extend_from_slice(&if big { [b[1], b[0]] } else { b });
        } else if big {
            out.extend_from_slice(&u.to_be_bytes());
        } else {
            out.extend_from_slice(&u.to_le_bytes());
        }
    };
    if bom {
        put(0xfeff);
    }
    for c in s.chars() {
        if width == 2 {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                put(u32::from(*u));
            }
        } else {
            put(c as u32);
        }
    }
    out
}

/// `b.decode(...)` for the UTF-16 and UTF-32 codecs. `big` is `None` for
/// the plain names: a byte order mark picks the order (and is dropped),
/// little-endian otherwise; messages then name the order used, as CPython's.
pub fn decode_wide(
    b: &[u8],
    width: usize,
    big: Option<bool>,
    errors: &str,
) -> Result<String, CodecError> {
    let (big, skip) = match big {
        Some(big) => (big, 0),
        None if width == 2 && b.starts_with(&[0xff, 0xfe]) => (false, 2),
        None if width == 2 && b.starts_with(&[0xfe, 0xff]) => (true, 2),
        None if width == 4 && b.starts_with(&[0xff, 0xfe, 0, 0]) => (false, 4),
        None if width == 4 && b.starts_with(&[0, 0, 0xfe, 0xff]) => (true, 4),
        None => (false, 0),
    };
    let encoding = match (width, big) {
        (2, false) => "utf-16-le",
        (2, true) => "utf-16-be",
        (_, false) => "utf-32-le",
        (_, true) => "utf-32-be",
    };
    let unit = |i: usize| -> u32 {
        let u = &b[i..i + width];
        if width == 2 {
            let v = [u[0], u[1]];
            u32::from(if big {
                u16::from_be_bytes(v)
            } else {
                u16::from_le_bytes(v)
            })
        } else {
            let v = [u[0], u[1], u[2], u[3]];
            if big {
                u32::from_be_bytes(v)
            } else {
                u32::from_le_bytes(v)
            }
        }
    };
    let mut out = String::with_capacity(b.len() / width);
    let mut h = None;
    let mut i = skip;
    while i < b.len() {
        let (bad, reason) = if b.len() - i < width {
            (b.len() - i, "truncated data")
        } else {
            let u = unit(i);
            if width == 4 {
                match char::from_u32(u) {
                    Some(c) => {
                        out.push(c);
                        i += 4;
                        continue;
                    }
                    None if u < 0x110000 => (
                        4,
                        "code point in surrogate code point range(0xd800, 0xe000)",
                    ),
                    None => (4, "code point not in range(0x110000)"),
                }
            } else {
                match u {
                    0xd800..=0xdbff => {
                        if b.len() - i < 4 {
                            (b.len() - i, "unexpected end of data")
                        } else {
                            let lo = unit(i + 2);
                            if (0xdc00..=0xdfff).contains(&lo) {
                                let c = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                                out.push(char::from_u32(c).unwrap_or('\u{fffd}'));
                                i += 4;
                                continue;
                            }
                            (2, "illegal UTF-16 surrogate")
                        }
                    }
                    0xdc00..=0xdfff => (2, "illegal encoding"),
                    _ => {
                        out.push(char::from_u32(u).unwrap_or('\u{fffd}'));
                        i += 2;
                        continue;
                    }
                }
            }
        };
        let err = CodecError::Decode {
            encoding,
            start: i,
            end: i + bad,
            byte: b[i],
            reason,
        };
        let hd = match h {
            Some(hd) => hd,
            None => *h.insert(handler(errors)?),
        };
        decode_failure(&mut out, hd, b, err)?;
        i += bad;
    }
    Ok(out)
}
