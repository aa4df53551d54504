//! Tests. `cases.rs` holds assertions generated from CPython 3.11 by
//! gen_tests.py; this file adds hand-written checks of the Rust-side API
//! (max_len, borrowing, index helpers) plus randomized differential tests
//! against naive reference implementations and a no-panic sweep.

#[rustfmt::skip]
mod cases;

use std::borrow::Cow;
use std::collections::HashMap;

use super::bytes as b;
use super::codecs::{self, CodecError};
use super::*;

const MAX: usize = 1 << 20;

fn dec(raw: &[u8], errors: &str) -> Result<String, String> {
    codecs::decode_utf8(raw, errors)
        .map(Cow::into_owned)
        .map_err(|e| e.to_string())
}

fn dec_ascii(raw: &[u8], errors: &str) -> Result<String, String> {
    codecs::decode_ascii(raw, errors)
        .map(Cow::into_owned)
        .map_err(|e| e.to_string())
}

fn enc_ascii(s: &str, errors: &str) -> Result<Vec<u8>, String> {
    codecs::encode_ascii(s, errors).map_err(|e| e.to_string())
}

fn enc_latin1(s: &str, errors: &str) -> Result<Vec<u8>, String> {
    codecs::encode_latin1(s, errors).map_err(|e| e.to_string())
}

/// Deterministic xorshift generator so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn bytes(&mut self, alphabet: &[u8], max: usize) -> Vec<u8> {
        let n = self.below(max + 1);
        (0..n)
            .map(|_| alphabet[self.below(alphabet.len())])
            .collect()
    }
    fn string(&mut self, alphabet: &[char], max: usize) -> String {
        let n = self.below(max + 1);
        (0..n)
            .map(|_| alphabet[self.below(alphabet.len())])
            .collect()
    }
    fn index(&mut self) -> Option<i64> {
        match self.below(6) {
            0 => None,
            1 => Some(i64::MIN),
            2 => Some(i64::MAX),
            _ => Some(self.below(41) as i64 - 20),
        }
    }
}

fn naive_find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    (0..=hay.len().checked_sub(needle.len())?).find(|&i| hay[i..].starts_with(needle))
}

fn naive_rfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    (0..=hay.len().checked_sub(needle.len())?)
        .rev()
        .find(|&i| hay[i..].starts_with(needle))
}

#[test]
fn twoway_matches_naive_search() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let alphabets: [&[u8]; 4] = [b"a", b"ab", b"abc", b"ab\xff"];
    for _ in 0..60_000 {
        let al = alphabets[rng.below(alphabets.len())];
        let hay = rng.bytes(al, 50);
        let mut needle = rng.bytes(al, 10);
        if rng.below(3) == 0 && !needle.is_empty() {
            // Periodic needles exercise the "memory" branch of two-way.
            let p = 1 + rng.below(needle.len().min(3));
            needle = needle[..p].repeat(12)[..(2 + rng.below(10))].to_vec();
        }
        let want = naive_find(&hay, &needle);
        assert_eq!(twoway::find(&hay, &needle), want, "{hay:?} {needle:?}");
        assert_eq!(
            twoway::rfind(&hay, &needle),
            naive_rfind(&hay, &needle),
            "{hay:?} {needle:?}"
        );
        if !needle.is_empty() {
            let mut naive = Vec::new();
            let mut from = 0;
            while let Some(i) = naive_find(&hay[from..], &needle) {
                naive.push(from + i);
                from += i + needle.len();
            }
            let fwd: Vec<usize> = twoway::find_iter(&hay, &needle).collect();
            assert_eq!(fwd, naive, "{hay:?} {needle:?}");
            let mut rnaive = Vec::new();
            let mut to = hay.len();
            while let Some(i) = naive_rfind(&hay[..to], &needle) {
                rnaive.push(i);
                to = i;
            }
            let back: Vec<usize> = twoway::rfind_iter(&hay, &needle).collect();
            assert_eq!(back, rnaive, "{hay:?} {needle:?}");
        }
    }
}

#[test]
fn adversarial_search_is_linear() {
    let hay = vec![b'a'; 200_000];
    let mut needle = vec![b'a'; 2_000];
    needle.push(b'b');
    assert_eq!(b::find(&hay, &needle, None, None), -1);
    assert_eq!(b::rfind(&hay, &needle, None, None), -1);
    needle.rotate_right(1);
    assert_eq!(b::rfind(&hay, &needle, None, None), -1);
    assert_eq!(b::count(&hay, b"aaa", None, None), 66_666);
}

#[test]
fn index_helpers() {
    assert_eq!(adjust_indices(5, None, None), (0, 5));
    assert_eq!(adjust_indices(5, Some(-2), Some(100)), (3, 5));
    assert_eq!(adjust_indices(5, Some(i64::MIN), Some(i64::MIN)), (0, 0));
    // start past the end is kept so that find('', 7) fails.
    assert_eq!(adjust_indices(5, Some(7), None), (7, 5));
    assert_eq!(char_len("h\u{e9}\u{1f600}"), 3);
    assert_eq!(char_at("h\u{e9}\u{1f600}", 2), Some('\u{1f600}'));
    assert_eq!(char_at("abc", 1), Some('b'));
    assert_eq!(char_at("abc", 3), None);
    assert_eq!(byte_offset("h\u{e9}llo", 2), 3);
    assert_eq!(byte_offset("h\u{e9}llo", 99), 6);
    assert_eq!(substr("h\u{e9}llo", 1, 3), "\u{e9}l");
    assert_eq!(substr("h\u{e9}llo", 3, 1), "");
    assert_eq!(substr("abc", 2, 99), "c");
    assert_eq!(
        slice_indices(3, None, None, Some(i64::MIN)),
        Ok((2, -1, -i64::MAX))
    );
    assert_eq!(slice_len(2, -1, -i64::MAX), 1);
    assert_eq!(slice_len(i64::MAX, i64::MIN, -1), usize::MAX);
}

#[test]
fn borrowed_results() {
    assert!(matches!(
        replace("abc", "x", "y", -1, MAX),
        Ok(Cow::Borrowed("abc"))
    ));
    assert!(matches!(
        center("abc", 2, ' ', MAX),
        Ok(Cow::Borrowed("abc"))
    ));
    assert!(matches!(
        expandtabs("abc", 8, MAX),
        Ok(Cow::Borrowed("abc"))
    ));
    assert!(matches!(
        codecs::decode_utf8(b"ok", "strict"),
        Ok(Cow::Borrowed("ok"))
    ));
    assert!(matches!(
        b::replace(b"abc", b"x", b"y", -1, MAX),
        Ok(Cow::Borrowed(_))
    ));
}

#[test]
fn max_len_is_enforced() {
    let big = i64::MAX;
    for r in [
        center("a", big, ' ', MAX),
        ljust("a", big, '\u{e9}', MAX),
        rjust("a", 1 << 21, ' ', MAX),
        zfill("1", big, MAX),
        expandtabs("\t", big, MAX),
        expandtabs("\t\t", (1 << 19) + 1, MAX),
        replace(&"a".repeat(1000), "a", &"b".repeat(2000), -1, MAX),
        replace("ab", "", &"x".repeat(MAX), -1, MAX),
    ] {
        assert_eq!(r, Err(TOO_LARGE.to_string()));
    }
    for r in [
        b::center(b"a", big, b' ', MAX),
        b::zfill(b"a", big, MAX),
        b::expandtabs(b"\t", big, MAX),
        b::replace(b"aaaa", b"a", &[b'b'; MAX], -1, MAX),
        b::replace(b"aaaa", b"", &[b'b'; MAX], -1, MAX),
    ] {
        assert_eq!(r, Err(TOO_LARGE.to_string()));
    }
    assert_eq!(center("a", 4, '\u{e9}', 6), Err(TOO_LARGE.to_string()));
    assert_eq!(
        center("a", 4, '\u{e9}', 7).as_deref(),
        Ok("\u{e9}a\u{e9}\u{e9}")
    );
}

#[test]
fn translate_and_maketrans() {
    assert_eq!(
        maketrans("abca", "xyzw", Some("q")),
        Ok(vec![
            ('a', Some('x')),
            ('b', Some('y')),
            ('c', Some('z')),
            ('a', Some('w')),
            ('q', None)
        ])
    );
    assert_eq!(
        maketrans("ab", "x", None),
        Err("the first two maketrans arguments must have equal length".to_string())
    );
    let mut table = HashMap::new();
    table.insert('a', Some("AA".to_string()));
    table.insert('\u{e9}', None);
    assert_eq!(translate_map("a\u{e9}b", &table, MAX).as_deref(), Ok("AAb"));
    assert_eq!(translate_map("aaaa", &table, 7), Err(TOO_LARGE.to_string()));
    let r = translate("abc", MAX, |c| match c {
        'a' => Ok(Mapped::Char('z')),
        'b' => Ok(Mapped::Delete),
        'c' => Err("boom"),
        _ => Ok(Mapped::Keep),
    });
    assert!(matches!(r, Err(TranslateError::Lookup("boom"))));
    let r = translate("ab\u{1f600}", MAX, |c| {
        Ok::<_, ()>(if c == 'a' {
            Mapped::Str("xy")
        } else {
            Mapped::Keep
        })
    });
    assert!(matches!(r.as_deref(), Ok("xyb\u{1f600}")));
}

#[test]
fn codec_error_fields() {
    let e = codecs::decode_utf8(b"ab\xe2\x82", "strict").unwrap_err();
    assert_eq!(
        e,
        CodecError::Decode {
            encoding: "utf-8",
            start: 2,
            end: 4,
            byte: 0xe2,
            reason: "unexpected end of data"
        }
    );
    let e = codecs::encode_ascii("a\u{e9}\u{e9}b", "strict").unwrap_err();
    assert_eq!(
        e.to_string(),
        "'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)"
    );
    assert_eq!(codecs::normalize_encoding("UTF8"), Some("utf-8"));
    assert_eq!(codecs::normalize_encoding("Latin-1"), Some("latin-1"));
    assert_eq!(codecs::normalize_encoding("US-ASCII"), Some("ascii"));
    assert_eq!(codecs::normalize_encoding("Windows-1252"), Some("cp1252"));
    assert_eq!(codecs::normalize_encoding("UTF_16LE"), Some("utf-16-le"));
    assert_eq!(codecs::normalize_encoding("koi8_r"), None);
    assert_eq!(codecs::decode_latin1(b"a\xe9"), "a\u{e9}");
}

#[test]
fn unicode_version_matches_cpython_311() {
    assert_eq!(UNICODE_VERSION, "14.0.0");
    // Spot checks of properties where Rust's std (newer Unicode) or its
    // definitions differ from CPython.
    assert!(is_space('\x1c') && !'\x1c'.is_whitespace());
    assert!(!is_space('\u{200b}'));
    assert!(!is_printable('\u{ad}') && is_printable('\u{e9}'));
    assert!(!is_printable('\u{378}'), "unassigned in 14.0");
    assert!(
        !isalpha("\u{1e030}"),
        "Cyrillic modifier added in Unicode 15"
    );
    assert!(isdigit("\u{b2}") && !isdecimal("\u{b2}") && isnumeric("\u{bd}"));
}

/// Calls every entry point with random, often hostile, arguments; the test
/// passes if nothing panics and a few cheap invariants hold.
#[test]
fn nothing_panics() {
    let mut rng = Rng(12345);
    let chars = [
        'a',
        'B',
        ' ',
        '\t',
        '\n',
        '\r',
        '\x1c',
        '\u{85}',
        '\u{e9}',
        '\u{3a3}',
        '\u{df}',
        '\u{1f600}',
        '\'',
        '"',
        '\\',
        '-',
        '0',
        '\u{345}',
    ];
    let bytes_alpha = b"aB \t\n\r\x0b\xff\x80'\"\\-0";
    for _ in 0..20_000 {
        let s = rng.string(&chars, 12);
        let sub = rng.string(&chars, 3);
        let (x, y, z) = (rng.index(), rng.index(), rng.index());
        let n = x.unwrap_or(3);
        let _ = split(&s, Some(&sub), n);
        let _ = rsplit(&s, x.map(|_| sub.as_str()), n);
        let _ = (
            find(&s, &sub, x, y),
            rfind(&s, &sub, x, y),
            count(&s, &sub, x, y),
        );
        let _ = (index(&s, &sub, x, y), rindex(&s, &sub, x, y));
        let _ = (startswith(&s, &sub, x, y), endswith(&s, &sub, x, y));
        let _ = (partition(&s, &sub), rpartition(&s, &sub));
        let _ = replace(&s, &sub, &s, n, MAX);
        let w = n.clamp(-5, 1 << 30);
        let _ = (
            center(&s, w, '\u{e9}', MAX),
            ljust(&s, w, 'x', MAX),
            rjust(&s, w, 'x', MAX),
        );
        let _ = (zfill(&s, w, MAX), expandtabs(&s, n, MAX));
        let _ = (
            strip(&s, Some(&sub)),
            lstrip(&s, None),
            rstrip(&s, Some(&sub)),
        );
        let _ = (
            splitlines(&s, true),
            title(&s),
            capitalize(&s),
            swapcase(&s),
            lower(&s),
        );
        let _ = (ascii_str(&s), istitle(&s), isidentifier(&s));
        let (u, v, w) = (n, y.unwrap_or(-1), z.unwrap_or(1));
        let sl = slice(&s, u, v, w);
        if w != 0 && (0..=char_len(&s) as i64).contains(&u) {
            assert!(sl.chars().count() <= slice_len(u, v, w));
        }
        if let Ok((a, bb, c)) = slice_indices(char_len(&s) as i64, x, y, z) {
            assert_eq!(slice(&s, a, bb, c).chars().count(), slice_len(a, bb, c));
        }
        let _ = (char_at(&s, u as usize), substr(&s, u as usize, v as usize));

        let bs = rng.bytes(bytes_alpha, 12);
        let bsub = rng.bytes(bytes_alpha, 3);
        let _ = (b::split(&bs, Some(&bsub), n), b::rsplit(&bs, None, n));
        let _ = (
            b::find(&bs, &bsub, x, y),
            b::rfind(&bs, &bsub, x, y),
            b::count(&bs, &bsub, x, y),
        );
        let _ = (
            b::startswith(&bs, &bsub, x, y),
            b::endswith(&bs, &bsub, x, y),
        );
        let _ = (
            b::replace(&bs, &bsub, &bs, n, MAX),
            b::partition(&bs, &bsub),
        );
        let _ = (
            b::center(&bs, w, b'.', MAX),
            b::zfill(&bs, w, MAX),
            b::expandtabs(&bs, n, MAX),
        );
        let _ = (
            b::hex(&bs, Some(':'), n),
            b::repr_bytes(&bs),
            b::splitlines(&bs, false),
        );
        let _ = b::fromhex(&s);
        let _ = b::translate(&bs, Some(&bsub), &bsub);
        let _ = codecs::decode_utf8(&bs, "replace");
        let _ = codecs::decode_utf8(&bs, "backslashreplace");
        let _ = codecs::encode_latin1(&s, "xmlcharrefreplace");
    }
}
