//! PEP 263: a program's bytes become text through the encoding its first or
//! second line declares (`# -*- coding: latin-1 -*-`), UTF-8 otherwise.

use crate::text::codecs;

/// The encoding named by a `coding[:=]` comment on one line, if any.
fn declared_on(line: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(line).ok()?;
    let comment = text.trim_start_matches([' ', '\t', '\x0c']);
    if !comment.starts_with('#') {
        return None;
    }
    let at = comment.find("coding")?;
    let rest = comment[at + "coding".len()..].strip_prefix([':', '='])?;
    let rest = rest.trim_start_matches([' ', '\t']);
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// The encoding declared in the first two lines; the second counts only
/// when the first is blank or a comment, as CPython reads them.
fn declared(src: &[u8]) -> Option<&str> {
    let mut lines = src.split(|&b| b == b'\n');
    let first = lines.next()?;
    if let Some(e) = declared_on(first) {
        return Some(e);
    }
    let first = first.trim_ascii();
    if !(first.is_empty() || first.starts_with(b"#")) {
        return None;
    }
    declared_on(lines.next()?)
}

/// Program bytes as text, or the message of CPython's SyntaxError.
pub fn decode_source(src: &[u8]) -> Result<String, String> {
    let src = src.strip_prefix(b"\xef\xbb\xbf").unwrap_or(src);
    let canonical = match declared(src) {
        Some(name) => {
            codecs::normalize_encoding(name).ok_or_else(|| format!("unknown encoding: {name}"))?
        }
        None => "utf-8",
    };
    let line_of = |offset: usize| src[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
    match canonical {
        "latin-1" => Ok(codecs::decode_latin1(src).into_owned()),
        "cp1252" => codecs::decode_cp1252(src, "strict")
            .map_err(|_| "(unicode error) 'charmap' codec can't decode the source".to_string()),
        "ascii" => match src.iter().position(|b| !b.is_ascii()) {
            None => Ok(String::from_utf8_lossy(src).into_owned()),
            Some(i) => Err(format!(
                "(unicode error) 'ascii' codec can't decode byte 0x{:02x} in position {i}: ordinal not in range(128) (line {})",
                src[i],
                line_of(i)
            )),
        },
        "utf-8" | "utf-8-sig" => String::from_utf8(src.to_vec()).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            format!(
                "Non-UTF-8 code starting with '\\x{:02x}' on line {}, but no encoding declared; see https://peps.python.org/pep-0263/ for details",
                src[at],
                line_of(at)
            )
        }),
        other => Err(format!("encoding problem: {other} is not supported for source files")),
    }
}

#[cfg(test)]
mod tests {
    use super::decode_source;

    #[test]
    fn declarations_choose_the_decoder() {
        assert_eq!(
            decode_source(b"# -*- coding: latin-1 -*-\nx='\xe9'").unwrap(),
            "# -*- coding: latin-1 -*-\nx='\u{e9}'"
        );
        assert_eq!(
            decode_source(b"#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-1 :\n\xe9")
                .unwrap()
                .chars()
                .last(),
            Some('\u{e9}')
        );
        assert!(
            decode_source(b"x = 1\n# coding: latin-1\n\xe9")
                .unwrap_err()
                .starts_with("Non-UTF-8 code")
        );
        assert!(
            decode_source(b"# coding: klingon\n")
                .unwrap_err()
                .contains("unknown encoding: klingon")
        );
        assert_eq!(decode_source(b"\xef\xbb\xbfprint(1)").unwrap(), "print(1)");
    }
}
