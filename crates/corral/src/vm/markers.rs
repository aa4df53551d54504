//! The marker line CPython 3.11 prints under a traceback's source line:
//! `^^^^` under the part of the line that failed, or `~~^~~` around the
//! operator of a binary operation or the brackets of a subscript. Shared by
//! the uncaught-exception traceback and the `traceback` module.

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

/// The marker line (ending in a newline) for an instruction covering bytes
/// `span` of `source`, shown under line `line` (1-based); None when CPython
/// would show none (the failing part is the whole line) or the span does not
/// start on that line. Offsets are mixed the way CPython 3.11.7 mixes them
/// (bytes and characters), so the markers land where its own would.
pub(crate) fn marker_line(source: &str, line: u32, span: (u32, u32)) -> Option<String> {
    let start_of_line = line_start(source, line)?;
    let text = source.get(start_of_line..)?.split('\n').next()?;
    let text = text.strip_suffix('\r').unwrap_or(text);
    let (s, e) = (span.0 as usize, span.1 as usize);
    let col = s
        .checked_sub(start_of_line)
        .filter(|&c| text.is_char_boundary(c))?;
    let end_col = e
        .checked_sub(start_of_line)
        .filter(|&c| text.is_char_boundary(c));
    // As CPython sees it: the line keeps the newline the line cache adds.
    let orig = format!("{text}\n");
    let chars: Vec<char> = orig.chars().collect();
    let stripped = text.trim().chars().count() as i64;
    let stripped_chars = chars.len() as i64 - stripped;
    let start = char_offset(&orig, col);
    let (end, anchors) = match end_col {
        Some(ec) => {
            let end = char_offset(&orig, ec);
            let seg: String = chars.get(start..end.max(start))?.iter().collect();
            (end, anchors(&seg).map(|a| (seg, a)))
        }
        None => (orig.trim_end().chars().count(), None),
    };
    let show =
        (end as i64 - start as i64) < stripped || anchors.as_ref().is_some_and(|(_, (l, r))| r > l);
    if !show {
        return None;
    }
    let dp_start = display_width(&chars, start) as i64 + 1;
    let dp_end = display_width(&chars, end) as i64 + 1;
    let rep = |c: &str, n: i64| c.repeat(n.max(0) as usize);
    let mut out = String::from("    ");
    out.push_str(&rep(" ", dp_start - stripped_chars));
    match anchors {
        Some((seg, (l, r))) => {
            let seg: Vec<char> = seg.chars().collect();
            let (dl, dr) = (display_width(&seg, l) as i64, display_width(&seg, r) as i64);
            out.push_str(&rep("~", dl));
            out.push_str(&rep("^", dr - dl));
            out.push_str(&rep("~", dp_end - dp_start - dr));
        }
        None => out.push_str(&rep("^", dp_end - dp_start)),
    }
    out.push('\n');
    Some(out)
}

/// Byte offset where line `line` (1-based) starts.
fn line_start(source: &str, line: u32) -> Option<usize> {
    if line == 0 {
        return None;
    }
    let mut at = 0usize;
    for _ in 1..line {
        at += source.get(at..)?.find('\n')? + 1;
    }
    Some(at)
}

/// Characters in the first `b` bytes of `s`, a cut character counting as
/// one (as decoding with replacement does).
fn char_offset(s: &str, b: usize) -> usize {
    let b = b.min(s.len());
    let mut valid = b;
    while !s.is_char_boundary(valid) {
        valid -= 1;
    }
    s[..valid].chars().count() + usize::from(valid < b)
}

/// Columns the first `n` characters take on a terminal: East Asian wide
/// and fullwidth characters take two.
fn display_width(chars: &[char], n: usize) -> usize {
    if chars.iter().all(char::is_ascii) {
        return n;
    }
    chars
        .iter()
        .take(n)
        .map(|&c| if is_wide(c) { 2 } else { 1 })
        .sum()
}

fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F | 0x231A..=0x231B | 0x2329..=0x232A | 0x23E9..=0x23EC
        | 0x23F0 | 0x23F3 | 0x25FD..=0x25FE | 0x2614..=0x2615 | 0x2648..=0x2653
        | 0x267F | 0x2693 | 0x26A1 | 0x26AA..=0x26AB | 0x26BD..=0x26BE
        | 0x26C4..=0x26C5 | 0x26CE | 0x26D4 | 0x26EA | 0x26F2..=0x26F3 | 0x26F5
        | 0x26FA | 0x26FD | 0x2705 | 0x270A..=0x270B | 0x2728 | 0x274C | 0x274E
        | 0x2753..=0x2755 | 0x2757 | 0x2795..=0x2797 | 0x27B0 | 0x27BF
        | 0x2B1B..=0x2B1C | 0x2B50 | 0x2B55 | 0x2E80..=0x303E | 0x3041..=0x33FF
        | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xA960..=0xA97F
        | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE10..=0xFE19 | 0xFE30..=0xFE6F
        | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x16FE0..=0x18CFF | 0x1B000..=0x1B2FF
        | 0x1F004 | 0x1F0CF | 0x1F18E | 0x1F191..=0x1F19A | 0x1F200..=0x1F251
        | 0x1F300..=0x1F320 | 0x1F32D..=0x1F335 | 0x1F337..=0x1F37C
        | 0x1F37E..=0x1F393 | 0x1F3A0..=0x1F3CA | 0x1F3CF..=0x1F3D3
        | 0x1F3E0..=0x1F3F0 | 0x1F3F4 | 0x1F3F8..=0x1F43E | 0x1F440
        | 0x1F442..=0x1F4FC | 0x1F4FF..=0x1F53D | 0x1F54B..=0x1F54E
        | 0x1F550..=0x1F567 | 0x1F57A | 0x1F595..=0x1F596 | 0x1F5A4
        | 0x1F5FB..=0x1F64F | 0x1F680..=0x1F6C5 | 0x1F6CC | 0x1F6D0..=0x1F6D2
        | 0x1F6D5..=0x1F6D7 | 0x1F6EB..=0x1F6EC | 0x1F6F4..=0x1F6FC
        | 0x1F7E0..=0x1F7EB | 0x1F90C..=0x1F93A | 0x1F93C..=0x1F945
        | 0x1F947..=0x1F9FF | 0x1FA70..=0x1FAFF | 0x20000..=0x2FFFD
        | 0x30000..=0x3FFFD)
}

/// (end of the `~` before, end of the `^`) in characters of `seg`: around
/// a binary operation's operator or a subscript's brackets.
fn anchors(seg: &str) -> Option<(usize, usize)> {
    let parsed = ruff_python_parser::parse_module(seg).ok()?;
    let body = &parsed.syntax().body;
    let [Stmt::Expr(stmt)] = &body[..] else {
        return None;
    };
    let chars: Vec<char> = seg.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    match &*stmt.value {
        Expr::BinOp(b) => {
            let left_end = b.left.end().to_usize();
            let op_start = char_offset(seg, left_end);
            let op_end = char_offset(seg, b.right.start().to_usize());
            let op = chars.get(op_start..op_end.max(op_start))?;
            let offset = op.iter().take_while(|c| c.is_whitespace()).count();
            // A byte offset plus a character count, then used as an index
            // of characters: CPython's arithmetic, kept.
            let mut left = left_end + offset;
            let mut right = left + 1;
            if op.get(offset + 1).is_some_and(|c| !c.is_whitespace()) {
                right += 1;
            }
            while at(left).is_some_and(|c| c.is_whitespace() || c == ')' || c == '#') {
                left += 1;
                right += 1;
            }
            Some((char_offset(seg, left), char_offset(seg, right)))
        }
        Expr::Subscript(s) => {
            let mut left = char_offset(seg, s.value.end().to_usize());
            let mut right = char_offset(seg, s.slice.end().to_usize() + 1);
            while at(left).is_some_and(|c| c != '[') {
                left += 1;
            }
            while at(right).is_some_and(|c| c != ']') {
                right += 1;
            }
            if right < chars.len() {
                right += 1;
            }
            Some((left, right))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::marker_line;

    fn marks(src: &str, line: u32, part: &str) -> Option<String> {
        let s = src.find(part).unwrap() as u32;
        marker_line(src, line, (s, s + part.len() as u32))
    }

    #[test]
    fn whole_line_gets_no_marker() {
        assert_eq!(marks("x = 1\n    f(0)\n", 2, "f(0)"), None);
    }

    #[test]
    fn part_of_a_line_is_underlined() {
        assert_eq!(
            marks("def f():\n    x = g(1)\n", 2, "g(1)").as_deref(),
            Some("        ^^^^\n")
        );
    }

    #[test]
    fn operators_and_brackets_are_anchored() {
        assert_eq!(
            marks("    return 1 / x\n", 1, "1 / x").as_deref(),
            Some("           ~~^~~\n")
        );
        assert_eq!(
            marks("return a ** b\n", 1, "a ** b").as_deref(),
            Some("           ~~^^~~\n")
        );
        assert_eq!(
            marks("return d[\"k\"]\n", 1, "d[\"k\"]").as_deref(),
            Some("           ~^^^^^\n")
        );
        // The whole line, but an operator to point at.
        assert_eq!(marks("1/0", 1, "1/0").as_deref(), Some("    ~^~\n"));
    }

    #[test]
    fn any_span_is_safe() {
        let src = "x = é[1] + (2\n  * ★) # c\r\n\tf(\"é\")[0]\n";
        for line in 0..6 {
            for s in 0..src.len() as u32 + 3 {
                for e in 0..src.len() as u32 + 3 {
                    let _ = marker_line(src, line, (s, e));
                }
            }
        }
    }

    #[test]
    fn bad_spans_give_nothing() {
        assert_eq!(marker_line("ab\n", 5, (0, 1)), None);
        assert_eq!(marker_line("ab\n", 1, (7, 9)), None);
        assert_eq!(marker_line("é = 1\n", 1, (1, 2)), None);
    }
}
