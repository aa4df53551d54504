//! Parser errors in CPython's words and types: guest code sees them as
//! `SyntaxError.msg`/`IndentationError` and may print or match them.

use ruff_python_ast::token::{TokenKind, Tokens};
use ruff_python_parser::{LexicalErrorType, ParseError, ParseErrorType};
use ruff_text_size::Ranged;

pub struct Described {
    /// The exception type name.
    pub kind: &'static str,
    pub message: String,
    /// Byte offset the error is reported at.
    pub offset: u32,
}

/// The error for a failed parse (`e`) or, in eval mode, for a statement
/// at `not_expr` that is not the single expression allowed. `line_of` maps
/// a byte offset to its 1-based line.
pub fn describe(
    src: &str,
    tokens: &Tokens,
    e: Option<&ParseError>,
    not_expr: Option<u32>,
    line_of: impl Fn(u32) -> u32,
) -> Described {
    let d = match (e, not_expr) {
        // The tokenizer reads a whole string literal before the parser sees it.
        (Some(e), n)
            if matches!(
                e.error,
                ParseErrorType::Lexical(LexicalErrorType::UnclosedStringError)
            ) || n.is_none_or(|n| e.location.start().to_u32() < n) =>
        {
            parser_error(src, tokens, e, e.location.start().to_u32(), &line_of)
        }
        (_, n) => syntax("invalid syntax".into(), n.unwrap_or(0)),
    };
    let at = d.offset;
    // CPython's tokenizer reports a closer that matches nothing or the wrong
    // opener in place of the parser's generic complaint or a later one; an
    // opener never closed only when the parser ran into the end of input.
    match bracket_error(tokens, &line_of) {
        Some(Bracket::Unbalanced(message, pos)) if pos <= at || d.message == "invalid syntax" => {
            syntax(message, pos)
        }
        Some(Bracket::Unclosed(ch, pos)) if only_blank_after(src, at) => {
            syntax(format!("'{ch}' was never closed"), pos)
        }
        _ => d,
    }
}

fn only_blank_after(src: &str, at: u32) -> bool {
    src.get(at as usize..).unwrap_or("").lines().all(|l| {
        let t = l.trim();
        t.is_empty() || t.starts_with('#')
    })
}

enum Bracket {
    /// A message and where.
    Unbalanced(String, u32),
    Unclosed(char, u32),
}

fn parser_error(
    src: &str,
    tokens: &Tokens,
    e: &ParseError,
    at: u32,
    line_of: &impl Fn(u32) -> u32,
) -> Described {
    match &e.error {
        ParseErrorType::OtherError(m) if m.starts_with("Expected an indented block after ") => {
            let clause = &m["Expected an indented block after ".len()..];
            let (what, keyword) = clause_words(clause);
            let header = keyword.and_then(|k| {
                tokens
                    .iter()
                    .rev()
                    .find(|t| t.start().to_u32() < at && t.kind() == k)
                    .map(|t| t.start().to_u32())
            });
            let message = match header {
                Some(h) => format!(
                    "expected an indented block after {what} on line {}",
                    line_of(h)
                ),
                None => format!("expected an indented block after {what}"),
            };
            Described {
                kind: "IndentationError",
                message,
                offset: at,
            }
        }
        ParseErrorType::UnexpectedIndentation => Described {
            kind: "IndentationError",
            message: "unexpected indent".into(),
            offset: at,
        },
        ParseErrorType::Lexical(LexicalErrorType::IndentationError) => Described {
            kind: "IndentationError",
            message: "unindent does not match any outer indentation level".into(),
            offset: at,
        },
        ParseErrorType::Lexical(LexicalErrorType::UnclosedStringError) => {
            let rest = src.get(at as usize..).unwrap_or("");
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            let message = if rest.starts_with("\"\"\"") || rest.starts_with("'''") {
                let end = line_of(src.strip_suffix('\n').unwrap_or(src).len() as u32);
                format!("unterminated triple-quoted string literal (detected at line {end})")
            } else {
                format!(
                    "unterminated string literal (detected at line {})",
                    line_of(at)
                )
            };
            syntax(message, at)
        }
        // `if x` then a newline: CPython names the missing colon.
        ParseErrorType::ExpectedToken {
            expected: TokenKind::Colon,
            found: TokenKind::Newline,
        } => syntax("expected ':'".into(), at),
        ParseErrorType::OtherError(m) if m == "Expected an identifier" => {
            syntax("invalid syntax".into(), at)
        }
        ParseErrorType::ExpectedExpression
        | ParseErrorType::ExpectedToken { .. }
        | ParseErrorType::UnexpectedExpressionToken
        | ParseErrorType::SimpleStatementsOnSameLine
        | ParseErrorType::SimpleAndCompoundStatementOnSameLine => {
            syntax("invalid syntax".into(), at)
        }
        other => syntax(other.to_string(), at),
    }
}

fn syntax(message: String, offset: u32) -> Described {
    Described {
        kind: "SyntaxError",
        message,
        offset,
    }
}

/// The first bracket problem CPython's tokenizer reports: a closer that
/// matches nothing or the wrong opener, else the innermost opener never closed.
fn bracket_error(tokens: &Tokens, line_of: &impl Fn(u32) -> u32) -> Option<Bracket> {
    let mut open: Vec<(char, u32)> = Vec::new();
    for t in tokens.iter() {
        let pos = t.start().to_u32();
        let (opener, closer) = match t.kind() {
            TokenKind::Lpar => ('(', None),
            TokenKind::Lsqb => ('[', None),
            TokenKind::Lbrace => ('{', None),
            TokenKind::Rpar => ('(', Some(')')),
            TokenKind::Rsqb => ('[', Some(']')),
            TokenKind::Rbrace => ('{', Some('}')),
            _ => continue,
        };
        let Some(closer) = closer else {
            open.push((opener, pos));
            continue;
        };
        match open.pop() {
            None => return Some(Bracket::Unbalanced(format!("unmatched '{closer}'"), pos)),
            Some((o, _)) if o == opener => {}
            Some((o, opos)) => {
                let mut m = format!(
                    "closing parenthesis '{closer}' does not match opening parenthesis '{o}'"
                );
                if line_of(opos) != line_of(pos) {
                    m.push_str(&format!(" on line {}", line_of(opos)));
                }
                return Some(Bracket::Unbalanced(m, pos));
            }
        }
    }
    open.pop().map(|(ch, pos)| Bracket::Unclosed(ch, pos))
}

/// CPython's name for the clause ruff names, and the keyword starting it.
fn clause_words(ruff: &str) -> (String, Option<TokenKind>) {
    let (what, kw) = match ruff {
        "`if` statement" => ("'if' statement", TokenKind::If),
        "`elif` clause" => ("'elif' statement", TokenKind::Elif),
        "`else` clause" => ("'else' statement", TokenKind::Else),
        "`for` statement" => ("'for' statement", TokenKind::For),
        "`while` statement" => ("'while' statement", TokenKind::While),
        "`with` statement" => ("'with' statement", TokenKind::With),
        "`try` statement" => ("'try' statement", TokenKind::Try),
        "`except` clause" => ("'except' statement", TokenKind::Except),
        "`finally` clause" => ("'finally' statement", TokenKind::Finally),
        "`class` definition" => ("class definition", TokenKind::Class),
        "function definition" => ("function definition", TokenKind::Def),
        "`match` statement" => ("'match' statement", TokenKind::Match),
        "`case` block" => ("'case' statement", TokenKind::Case),
        other => return (other.replace('`', "'"), None),
    };
    (what.to_string(), Some(kw))
}
