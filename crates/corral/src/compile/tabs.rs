//! CPython's TabError: an indentation whose meaning depends on how wide a
//! tab is. Each logical line's indent is measured twice, with tabs to the
//! next multiple of 8 and with tabs as one column; the two measures must
//! order the line against the enclosing indents the same way.

use ruff_python_ast::token::{TokenKind, Tokens};
use ruff_text_size::Ranged;

/// Where the first line with an inconsistent indent starts, if any.
pub fn inconsistent(src: &str, tokens: &Tokens) -> Option<u32> {
    // (width with 8-column tabs, width with 1-column tabs) of each open indent.
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
    let mut line_start = true;
    for t in tokens.iter() {
        match t.kind() {
            TokenKind::Comment
            | TokenKind::NonLogicalNewline
            | TokenKind::Indent
            | TokenKind::Dedent => continue,
            TokenKind::Newline => {
                line_start = true;
                continue;
            }
            TokenKind::EndOfFile => break,
            _ => {}
        }
        if !std::mem::take(&mut line_start) {
            continue;
        }
        let at = t.start().to_u32() as usize;
        let begin = src.get(..at)?.rfind('\n').map_or(0, |i| i + 1);
        // From the line's start: after a bad indent the lexer's token may
        // cover the whitespace.
        let (col, alt) = widths(src.get(begin..)?);
        let &(top, top_alt) = stack.last()?;
        if col == top {
            if alt != top_alt {
                return Some(begin as u32);
            }
        } else if col > top {
            if alt <= top_alt {
                return Some(begin as u32);
            }
            stack.push((col, alt));
        } else {
            while stack.len() > 1 && stack.last().is_some_and(|&(c, _)| col < c) {
                stack.pop();
            }
            let &(top, top_alt) = stack.last()?;
            // A dedent to no enclosing level is the parser's IndentationError.
            if col != top {
                return None;
            }
            if alt != top_alt {
                return Some(begin as u32);
            }
        }
    }
    None
}

fn widths(indent: &str) -> (u32, u32) {
    let (mut col, mut alt) = (0u32, 0u32);
    for c in indent.chars() {
        match c {
            ' ' => {
                col += 1;
                alt += 1;
            }
            '\t' => {
                col = (col / 8 + 1) * 8;
                alt += 1;
            }
            '\x0c' => (col, alt) = (0, 0),
            _ => return (col, alt),
        }
    }
    (col, alt)
}
