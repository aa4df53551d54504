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
    /// Where its range ends (`end_lineno`/`end_offset`).
    pub end: End,
    /// How CPython's `SyntaxError.text` shows the line.
    pub form: TextForm,
}

/// Where the range of a syntax error ends.
#[derive(Clone, Copy, Debug)]
pub enum End {
    /// With the token the error is at (where it starts if that is a
    /// newline, the end of input or nothing).
    Token,
    /// At a byte offset.
    At(u32),
    /// CPython's own `end_offset` on the error's line: its tokenizer
    /// reports 0 or -1 for some errors.
    Col(i64),
}

/// The line as CPython's `SyntaxError.text` has it.
#[derive(Clone, Copy, Debug)]
pub enum TextForm {
    /// With a newline, which the tokenizer adds to the last line when it
    /// reaches the end of the input.
    Parser,
    /// As in the source (eval() input, which gets no newline added).
    Raw,
    /// Without its newline: an error the tokenizer finds inside a line.
    Bare,
}

/// The error for a failed parse (`e`) or, in eval mode, for a statement
/// at `not_expr` that is not the single expression allowed. `line_of` maps
/// a byte offset to its 1-based line.
pub fn describe(
    src: &str,
    tokens: &Tokens,
    errors: &[ParseError],
    not_expr: Option<u32>,
    line_of: impl Fn(u32) -> u32,
) -> Described {
    let d = match (errors.first(), not_expr) {
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
    let d = if d.message == "invalid syntax" && d.kind == "SyntaxError" {
        // CPython tokenizes the rest of the source after a plain "invalid
        // syntax" and reports the first error its tokenizer finds instead.
        let lexical = errors.iter().find(|e| {
            matches!(
                &e.error,
                ParseErrorType::Lexical(LexicalErrorType::UnclosedStringError)
            ) || matches!(&e.error, ParseErrorType::Lexical(LexicalErrorType::OtherError(m))
                if m.starts_with("ParseIntError") || &**m == "Invalid decimal integer literal")
        });
        match lexical {
            Some(e) if e.location.start().to_u32() > d.offset => {
                parser_error(src, tokens, e, e.location.start().to_u32(), &line_of)
            }
            _ => refine_invalid_syntax(src, tokens, d),
        }
    } else {
        d
    };
    let at = d.offset;
    // Errors CPython's parser finds on its second pass, after its first
    // ran into the end of input in an open bracket.
    let second_pass = [
        "Perhaps you forgot a comma",
        "positional argument follows keyword argument",
        "Generator expression must be parenthesized",
        "':' expected after dictionary key",
        "expected 'else' after 'if' expression",
    ]
    .iter()
    .any(|m| d.message.contains(m));
    let generic = d.message == "invalid syntax";
    // CPython's tokenizer reports a closer that matches nothing or the wrong
    // opener in place of the parser's generic complaint or a later one; an
    // opener never closed only when the parser ran into the end of input.
    let mut d = match bracket_error(tokens, &line_of) {
        Some(Bracket::Unbalanced(message, pos)) if pos <= at || d.message == "invalid syntax" => {
            Described {
                end: End::At(pos),
                form: TextForm::Bare,
                ..syntax(message, pos)
            }
        }
        // An indentation error comes first from the tokenizer.
        Some(Bracket::Unclosed(ch, pos))
            if d.kind == "SyntaxError" && only_blank_after(src, at)
                || (at >= pos && second_pass)
                || (generic && line_of(at) > line_of(pos)) =>
        {
            // The text keeps the newline only when the opener is on the
            // last line.
            let line_end = src[pos as usize..]
                .find('\n')
                .map_or(src.len(), |i| pos as usize + i);
            Described {
                end: End::Col(0),
                form: if only_blank_after(src, line_end as u32) {
                    TextForm::Parser
                } else {
                    TextForm::Bare
                },
                ..syntax(format!("'{ch}' was never closed"), pos)
            }
        }
        _ => d,
    };
    if d.kind == "SyntaxError"
        && let Some(star) = starred_group(tokens, d.offset)
    {
        d = star;
    }
    // CPython checks an f-string once it has read the token after the
    // whole (implicitly concatenated) string, and points there.
    if d.kind == "SyntaxError"
        && d.message.starts_with("f-string")
        && let Some(after) = after_fstring(src, tokens, d.offset)
    {
        d.offset = after;
        d.end = End::Token;
        d.form = TextForm::Parser;
    }
    if let End::Token = d.end {
        let tok = tokens.iter().find(|t| {
            t.start().to_u32() >= d.offset
                && !matches!(
                    t.kind(),
                    TokenKind::Comment | TokenKind::Indent | TokenKind::Dedent
                )
        });
        d.end = match tok {
            Some(t) if t.start().to_u32() == d.offset && !t.kind().is_any_newline() => {
                End::At(t.end().to_u32())
            }
            _ => End::At(d.offset),
        };
    }
    d
}

/// `(*a)` or `(**a)`: a starred expression alone in parentheses that
/// are not a call's, around the error at byte `at`.
fn starred_group(tokens: &Tokens, at: u32) -> Option<Described> {
    use TokenKind as T;
    let toks = significant(tokens);
    for (j, t) in toks.iter().enumerate() {
        if t.1 > at {
            break;
        }
        let Some(star) = toks.get(j + 1) else {
            break;
        };
        if t.0 != T::Lpar
            || !matches!(star.0, T::Star | T::DoubleStar)
            || j > 0
                && matches!(
                    toks[j - 1].0,
                    T::Name | T::Rpar | T::Rsqb | T::String | T::FStringEnd
                )
        {
            continue;
        }
        // The group's closer, with no comma or `for` at its level.
        let mut depth = 0i32;
        let mut close = None;
        for (k, u) in toks.iter().enumerate().skip(j + 1) {
            match u.0 {
                T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
                T::Rpar | T::Rsqb | T::Rbrace if depth == 0 => {
                    close = (u.0 == T::Rpar).then_some(k);
                    break;
                }
                T::Rpar | T::Rsqb | T::Rbrace => depth -= 1,
                T::Comma | T::For | T::Newline | T::EndOfFile if depth == 0 => break,
                _ => {}
            }
        }
        let Some(close) = close else {
            continue;
        };
        if close < j + 3 || toks[close].1 < at {
            continue;
        }
        let message = if star.0 == T::Star {
            "cannot use starred expression here"
        } else {
            "cannot use double starred expression here"
        };
        // `**` marks only itself.
        let end = if star.0 == T::Star {
            toks[close - 1].2
        } else {
            star.2
        };
        return Some(syntax_range(message.into(), star.1, end));
    }
    None
}

/// Where the first token after the string literals around `at` starts,
/// when `at` is inside an f-string.
fn after_fstring(src: &str, tokens: &Tokens, at: u32) -> Option<u32> {
    let mut depth = 0u32;
    let mut inside = false;
    let mut iter = tokens.iter().peekable();
    while let Some(t) = iter.next() {
        match t.kind() {
            TokenKind::FStringStart => {
                if depth == 0 && t.start().to_u32() <= at {
                    inside = true;
                }
                depth += 1;
            }
            TokenKind::FStringEnd => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > 0 || !inside || t.end().to_u32() < at {
            if depth == 0 && t.end().to_u32() >= at && !inside {
                return None;
            }
            continue;
        }
        // The rest of an implicit concatenation belongs to the literal.
        while let Some(n) = iter.peek() {
            match n.kind() {
                TokenKind::String
                | TokenKind::Comment
                | TokenKind::NonLogicalNewline
                | TokenKind::FStringStart
                | TokenKind::FStringMiddle
                | TokenKind::FStringEnd => {
                    iter.next();
                }
                _ => break,
            }
        }
        return Some(iter.peek().map_or(src.len() as u32, |n| n.start().to_u32()));
    }
    // An f-string never closed: at the end of its line.
    inside.then(|| {
        src[at as usize..]
            .find('\n')
            .map_or(src.len(), |i| at as usize + i) as u32
    })
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
                ..syntax(message, at)
            }
        }
        // CPython's tokenizer: at the last character of the indent, or at
        // the end of a line whose dedent matches nothing, with no range.
        ParseErrorType::UnexpectedIndentation => {
            let start = src[..at as usize].rfind('\n').map_or(0, |i| i + 1);
            let line = &src[start..];
            let indent = line.len() - line.trim_start_matches([' ', '\t', '\x0c']).len();
            Described {
                kind: "IndentationError",
                end: End::Col(-1),
                ..syntax(
                    "unexpected indent".into(),
                    (start + indent.max(1) - 1) as u32,
                )
            }
        }
        ParseErrorType::Lexical(LexicalErrorType::IndentationError) => {
            let eol = src[at as usize..]
                .find('\n')
                .map_or(src.len(), |i| at as usize + i);
            Described {
                kind: "IndentationError",
                end: End::Col(-1),
                ..syntax(
                    "unindent does not match any outer indentation level".into(),
                    eol as u32,
                )
            }
        }
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
            raw_at(message, at)
        }
        // `if x` then a newline: CPython names the missing colon.
        ParseErrorType::ExpectedToken {
            expected: TokenKind::Colon,
            found: TokenKind::Newline,
        } => syntax("expected ':'".into(), at),
        ParseErrorType::ExpectedToken {
            expected: TokenKind::Else,
            ..
        } => {
            let mut d = syntax("expected 'else' after 'if' expression".into(), at);
            let toks = significant(tokens);
            let i = toks.iter().position(|t| t.1 >= at).unwrap_or(toks.len());
            if let Some(k) = toks[..i].iter().rposition(|t| t.0 == TokenKind::If)
                && k > 0
            {
                d.offset = toks[expr_first(&toks, k - 1)].1;
                d.end = End::At(toks[i - 1].2);
            }
            d
        }
        ParseErrorType::OtherError(m) if m.starts_with("Expected `except` or `finally`") => {
            let mut d = syntax("expected 'except' or 'finally' block".into(), at);
            // At the end of input CPython points past the body's last line.
            if only_blank_after(src, at)
                && let Some(nl) = tokens
                    .iter()
                    .rev()
                    .find(|t| t.start().to_u32() < at && t.kind() == TokenKind::Newline)
            {
                d.offset = nl.start().to_u32();
                d.end = End::Col(-1);
            }
            d
        }
        // ruff explains what it expected; CPython's parser does not.
        ParseErrorType::OtherError(m)
            if m.starts_with("Expected ") || m == "Trailing comma not allowed" =>
        {
            syntax("invalid syntax".into(), at)
        }
        ParseErrorType::InvalidYieldExpressionUsage
        | ParseErrorType::UnexpectedTokenAfterAsync(_)
        | ParseErrorType::EmptyImportNames
        | ParseErrorType::EmptyGlobalNames
        | ParseErrorType::EmptyNonlocalNames
        | ParseErrorType::EmptyDeleteTargets => syntax("invalid syntax".into(), at),
        ParseErrorType::ExpectedKeywordParam => {
            syntax("named arguments must follow bare *".into(), at)
        }
        ParseErrorType::ParamAfterVarKeywordParam => {
            syntax("arguments cannot follow var-keyword argument".into(), at)
        }
        ParseErrorType::UnparenthesizedGeneratorExpression => Described {
            end: End::At(e.location.end().to_u32()),
            ..syntax("Generator expression must be parenthesized".into(), at)
        },
        ParseErrorType::OtherError(m) if m == "Star import must be the only import" => {
            syntax("invalid syntax".into(), at)
        }
        ParseErrorType::InvalidArgumentUnpackingOrder => syntax(
            "iterable argument unpacking follows keyword argument unpacking".into(),
            at,
        ),
        // CPython points at the call's closing parenthesis.
        ParseErrorType::PositionalAfterKeywordArgument => {
            let toks = significant(tokens);
            let i = toks.iter().position(|t| t.1 >= at).unwrap_or(toks.len());
            let close = toks.get(i..).and_then(|rest| {
                let mut depth = 0i32;
                rest.iter().find(|t| {
                    match t.0 {
                        TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
                        TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
                        _ => {}
                    }
                    depth < 0
                })
            });
            syntax(
                "positional argument follows keyword argument".into(),
                close.map_or(at, |t| t.1),
            )
        }
        ParseErrorType::PositionalAfterKeywordUnpacking => syntax(
            "positional argument follows keyword argument unpacking".into(),
            at,
        ),
        ParseErrorType::NonDefaultParamAfterDefaultParam => syntax_range(
            "non-default argument follows default argument".into(),
            at,
            e.location.end().to_u32(),
        ),
        ParseErrorType::InvalidAssignmentTarget => {
            let (start, end) = (at, e.location.end().to_u32());
            let (kind, hint) = target_kind(tokens, start, end);
            let message = if kind == "yield expression" {
                "assignment to yield expression not possible".to_string()
            } else if hint && sole_assignment_after(tokens, end) {
                format!("cannot assign to {kind} here. Maybe you meant '==' instead of '='?")
            } else {
                format!("cannot assign to {kind}")
            };
            syntax_range(message, at, end)
        }
        ParseErrorType::InvalidDeleteTarget => {
            let end = e.location.end().to_u32();
            let (kind, _) = target_kind(tokens, at, end);
            syntax_range(format!("cannot delete {kind}"), at, end)
        }
        ParseErrorType::InvalidAugmentedAssignmentTarget => {
            let end = e.location.end().to_u32();
            let (kind, _) = target_kind(tokens, at, end);
            syntax_range(
                format!("'{kind}' is an illegal expression for augmented assignment"),
                at,
                end,
            )
        }
        ParseErrorType::Lexical(LexicalErrorType::OtherError(m))
            if m.starts_with("ParseIntError") =>
        {
            let (message, at) = radix_literal_error(src, at);
            raw_at(message, at)
        }
        ParseErrorType::Lexical(LexicalErrorType::OtherError(m))
            if &**m == "Invalid decimal integer literal" =>
        {
            // The range covers the zeros.
            let zeros = src[at as usize..]
                .bytes()
                .take_while(|&b| b == b'0')
                .count();
            Described {
                end: End::At(at + zeros as u32),
                ..raw_at(
                    "leading zeros in decimal integer literals are not permitted; \
                     use an 0o prefix for octal integers"
                        .into(),
                    at,
                )
            }
        }
        ParseErrorType::ExpectedExpression
        | ParseErrorType::ExpectedToken { .. }
        | ParseErrorType::UnexpectedExpressionToken
        | ParseErrorType::SimpleStatementsOnSameLine
        | ParseErrorType::SimpleAndCompoundStatementOnSameLine => {
            syntax("invalid syntax".into(), at)
        }
        ParseErrorType::Lexical(LexicalErrorType::UnrecognizedToken { .. })
        | ParseErrorType::InvalidStarredExpressionUsage => syntax("invalid syntax".into(), at),
        ParseErrorType::OtherError(m) if m == "Only one '/' separator allowed" => {
            syntax("/ may appear only once".into(), at)
        }
        other => {
            let m = other.to_string();
            // ruff's capital and backquotes where CPython has neither.
            let m = match m.strip_prefix("Only single target") {
                Some(rest) => format!("only single target{rest}"),
                None => m.replace('`', "'"),
            };
            let m = if m == "f-string: invalid conversion character" {
                format!("{m}: expected 's', 'r', or 'a'")
            } else {
                m
            };
            syntax(m, at)
        }
    }
}

fn syntax(message: String, offset: u32) -> Described {
    Described {
        kind: "SyntaxError",
        message,
        offset,
        end: End::Token,
        form: TextForm::Parser,
    }
}

fn syntax_range(message: String, offset: u32, end: u32) -> Described {
    Described {
        end: End::At(end),
        ..syntax(message, offset)
    }
}

/// An error of the tokenizer inside a line, where CPython gives no range.
fn raw_at(message: String, offset: u32) -> Described {
    Described {
        end: End::At(offset),
        form: TextForm::Bare,
        ..syntax(message, offset)
    }
}

/// The tokens that matter to the rules here: kind, start and end.
fn significant(tokens: &Tokens) -> Vec<(TokenKind, u32, u32)> {
    tokens
        .iter()
        .filter(|t| !matches!(t.kind(), TokenKind::NonLogicalNewline | TokenKind::Comment))
        .map(|t| (t.kind(), t.start().to_u32(), t.end().to_u32()))
        .collect()
}

/// Can the token be part of an expression outside any bracket?
fn in_expr(k: TokenKind) -> bool {
    use TokenKind as T;
    matches!(
        k,
        T::Name
            | T::Int
            | T::Float
            | T::Complex
            | T::String
            | T::True
            | T::False
            | T::None
            | T::Ellipsis
            | T::Dot
            | T::Not
            | T::And
            | T::Or
            | T::In
            | T::Is
            | T::Await
    ) || k.is_arithmetic()
        || k.is_bitwise_or_shift()
        || matches!(
            k,
            T::Tilde
                | T::Less
                | T::Greater
                | T::EqEqual
                | T::NotEqual
                | T::LessEqual
                | T::GreaterEqual
        )
}

fn opens(k: TokenKind) -> bool {
    matches!(
        k,
        TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace | TokenKind::FStringStart
    )
}

fn closes(k: TokenKind) -> bool {
    matches!(
        k,
        TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace | TokenKind::FStringEnd
    )
}

/// The first token of the expression that ends with token `last`.
fn expr_first(toks: &[(TokenKind, u32, u32)], last: usize) -> usize {
    let (mut depth, mut first) = (0usize, last);
    for j in (0..=last).rev() {
        let k = toks[j].0;
        if closes(k) {
            depth += 1;
        } else if opens(k) {
            if depth == 0 {
                break;
            }
            depth -= 1;
        } else if depth == 0 && !in_expr(k) {
            break;
        }
        first = j;
    }
    first
}

/// The last token of the expression that starts with token `first`.
fn expr_last(toks: &[(TokenKind, u32, u32)], first: usize) -> usize {
    let (mut depth, mut last) = (0usize, first);
    for (j, t) in toks.iter().enumerate().skip(first) {
        if opens(t.0) {
            depth += 1;
        } else if closes(t.0) {
            if depth == 0 {
                break;
            }
            depth -= 1;
        } else if depth == 0 && !in_expr(t.0) {
            break;
        }
        last = j;
    }
    last
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

/// What CPython calls the expression spanning bytes `start..end` in "cannot
/// assign to ..." messages, and whether its "Maybe you meant '=='" hint can
/// apply (only to a `bitwise_or` that is not a tuple, list or constant).
fn target_kind(tokens: &Tokens, start: u32, end: u32) -> (&'static str, bool) {
    use TokenKind as T;
    let toks: Vec<TokenKind> = tokens
        .iter()
        .filter(|t| t.start().to_u32() >= start && t.end().to_u32() <= end)
        .map(|t| t.kind())
        .filter(|k| {
            !matches!(
                k,
                T::NonLogicalNewline | T::Comment | T::Newline | T::EndOfFile | T::Dedent
            )
        })
        .collect();
    let (Some(&first), Some(&last)) = (toks.first(), toks.last()) else {
        return ("expression", false);
    };
    // Token kinds at bracket depth 0, and at depth 1 when the whole range
    // is one bracketed display.
    let mut depth = 0i32;
    let (mut top, mut inner) = (Vec::new(), Vec::new());
    let mut closes_at_end = true;
    for (i, k) in toks.iter().enumerate() {
        match k {
            T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
            T::Rpar | T::Rsqb | T::Rbrace => {
                depth -= 1;
                if depth == 0 && i + 1 < toks.len() {
                    closes_at_end = false;
                }
                continue;
            }
            _ => {}
        }
        match depth {
            0 => top.push(*k),
            1 if !matches!(k, T::Lpar | T::Lsqb | T::Lbrace) => inner.push(*k),
            _ => {}
        }
    }
    let has = |v: &[TokenKind], ks: &[TokenKind]| v.iter().any(|k| ks.contains(k));
    if first == T::Lambda {
        return ("lambda", false);
    }
    if first == T::Star {
        return ("starred", false);
    }
    if has(&top, &[T::ColonEqual]) {
        return ("named expression", true);
    }
    if has(&top, &[T::If]) {
        return ("conditional expression", false);
    }
    if first == T::Not || has(&top, &[T::And, T::Or]) {
        return ("expression", false);
    }
    if has(
        &top,
        &[
            T::Less,
            T::Greater,
            T::EqEqual,
            T::NotEqual,
            T::LessEqual,
            T::GreaterEqual,
            T::In,
            T::Is,
        ],
    ) {
        return ("comparison", false);
    }
    if first == T::Yield {
        return ("yield expression", false);
    }
    if first == T::Await {
        return ("await expression", true);
    }
    if has(&top, &[T::Comma]) {
        return ("tuple", false);
    }
    if has(
        &top,
        &[
            T::Plus,
            T::Minus,
            T::Star,
            T::Slash,
            T::DoubleSlash,
            T::Percent,
            T::At,
            T::Amper,
            T::Vbar,
            T::CircumFlex,
            T::LeftShift,
            T::RightShift,
            T::DoubleStar,
            T::Tilde,
        ],
    ) {
        return ("expression", true);
    }
    let whole = closes_at_end && toks.len() >= 2;
    match first {
        T::Lpar if whole => {
            if has(&inner, &[T::For]) {
                ("generator expression", false)
            } else if toks.len() == 2 || has(&inner, &[T::Comma]) {
                ("tuple", false)
            } else {
                // A parenthesized expression: what is inside.
                let from = tokens
                    .iter()
                    .find(|t| t.start().to_u32() >= start && t.kind() == T::Lpar)
                    .map_or(start, |t| t.end().to_u32());
                let to = tokens
                    .iter()
                    .rev()
                    .find(|t| t.end().to_u32() <= end && t.kind() == T::Rpar)
                    .map_or(end, |t| t.start().to_u32());
                let (k, _) = target_kind(tokens, from, to);
                (k, false)
            }
        }
        T::Lsqb if whole => {
            if has(&inner, &[T::For]) {
                ("list comprehension", true)
            } else {
                ("list", false)
            }
        }
        T::Lbrace if whole => {
            let dict = toks.len() == 2 || has(&inner, &[T::Colon, T::DoubleStar]);
            match (dict, has(&inner, &[T::For])) {
                (true, true) => ("dict comprehension", true),
                (true, false) => ("dict literal", true),
                (false, true) => ("set comprehension", true),
                (false, false) => ("set display", true),
            }
        }
        T::True => ("True", false),
        T::False => ("False", false),
        T::None => ("None", false),
        T::Ellipsis => ("ellipsis", true),
        T::FStringStart => ("f-string expression", true),
        T::Int | T::Float | T::Complex | T::String if toks.len() == 1 || last == T::String => {
            ("literal", true)
        }
        _ if last == T::Rpar => ("function call", true),
        _ => ("expression", true),
    }
}

/// Is the token after byte `end` the only `=` of its logical line (so the
/// statement reads `target = value`)?
fn sole_assignment_after(tokens: &Tokens, end: u32) -> bool {
    // Past the parentheses around the target.
    let mut after = tokens
        .iter()
        .skip_while(|t| t.start().to_u32() < end || t.kind() == TokenKind::Rpar);
    if after.next().map(|t| t.kind()) != Some(TokenKind::Equal) {
        return false;
    }
    let line_start = tokens
        .iter()
        .rev()
        .filter(|t| t.end().to_u32() <= end)
        .find(|t| {
            matches!(
                t.kind(),
                TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent | TokenKind::Semi
            )
        })
        .map_or(0, |t| t.end().to_u32());
    let mut depth = 0i32;
    let mut equals = 0;
    for t in tokens
        .iter()
        .skip_while(|t| t.start().to_u32() < line_start)
    {
        match t.kind() {
            TokenKind::Newline | TokenKind::Semi if depth == 0 => break,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Equal if depth == 0 => equals += 1,
            _ => {}
        }
    }
    equals == 1
}

/// CPython's tokenizer error for a `0x`/`0o`/`0b` literal without digits.
/// With where CPython reports it: the bad digit, else the prefix's letter.
fn radix_literal_error(src: &str, at: u32) -> (String, u32) {
    let rest = src.get(at as usize..).unwrap_or("").as_bytes();
    let (name, valid): (&str, fn(u8) -> bool) = match rest.get(1).map(u8::to_ascii_lowercase) {
        Some(b'x') => ("hexadecimal", |c| c.is_ascii_hexdigit()),
        Some(b'o') => ("octal", |c| matches!(c, b'0'..=b'7')),
        _ => ("binary", |c| matches!(c, b'0' | b'1')),
    };
    match rest.get(2) {
        Some(&c) if c.is_ascii_digit() && !valid(c) => (
            format!("invalid digit '{}' in {name} literal", c as char),
            at + 2,
        ),
        _ => (format!("invalid {name} literal"), at + 1),
    }
}

/// CPython's more specific words for some plain "invalid syntax" errors:
/// a number run into a name (its tokenizer's), `print x`, `if x = 1:`,
/// and two expressions side by side inside brackets.
fn refine_invalid_syntax(src: &str, tokens: &Tokens, d: Described) -> Described {
    use TokenKind as T;
    let at = d.offset;
    let toks: Vec<(TokenKind, u32, u32)> = tokens
        .iter()
        .filter(|t| !matches!(t.kind(), T::NonLogicalNewline | T::Comment))
        .map(|t| (t.kind(), t.start().to_u32(), t.end().to_u32()))
        .collect();
    let text = |s: u32, e: u32| src.get(s as usize..e as usize).unwrap_or("");
    // The tokenizer reads ahead of the parser: a number directly followed
    // by a name or another number, up to the error.
    for w in toks.windows(2) {
        let ((k0, s0, e0), (k1, s1, _)) = (w[0], w[1]);
        if s1 > at {
            break;
        }
        if matches!(k0, T::Int | T::Float | T::Complex)
            && e0 == s1
            && matches!(k1, T::Name | T::Int | T::Float | T::Complex)
        {
            let num = text(s0, e0).as_bytes();
            let next = src.as_bytes().get(s1 as usize).copied().unwrap_or(b' ');
            let radix = match num.get(..2).map(|p| p.to_ascii_lowercase()) {
                Some(p) if p == b"0x" => Some(("hexadecimal", 16)),
                Some(p) if p == b"0o" => Some(("octal", 8)),
                Some(p) if p == b"0b" => Some(("binary", 2)),
                _ => None,
            };
            let message = match radix {
                Some((name, _)) if next.is_ascii_digit() => {
                    format!("invalid digit '{}' in {name} literal", next as char)
                }
                Some((name, _)) => format!("invalid {name} literal"),
                None => "invalid decimal literal".into(),
            };
            // Where CPython's tokenizer stops: a misplaced underscore or a
            // bad digit, the radix letter, or the number.
            let pos = match radix {
                _ if next == b'_' => s1,
                Some(_) if next.is_ascii_digit() => s1,
                Some(_) => s0 + 1,
                None => s0,
            };
            return raw_at(message, pos);
        }
    }
    let i = toks.iter().position(|t| t.1 >= at).unwrap_or(toks.len());
    let kind_at = |j: usize| toks.get(j).map(|t| t.0);
    let line_start = toks[..i]
        .iter()
        .rposition(|t| matches!(t.0, T::Newline | T::Indent | T::Dedent | T::Semi | T::Colon))
        .map_or(0, |j| j + 1);
    let starts_expr = |k: Option<TokenKind>| {
        matches!(
            k,
            Some(
                T::Name
                    | T::Int
                    | T::Float
                    | T::Complex
                    | T::String
                    | T::FStringStart
                    | T::Lsqb
                    | T::Lbrace
                    | T::True
                    | T::False
                    | T::None
            )
        )
    };
    // `print x`: the Python 2 statement.
    if let Some(&(T::Name, s0, e0)) = toks.get(line_start)
        && matches!(text(s0, e0), "print" | "exec")
        && starts_expr(kind_at(line_start + 1))
        && i > line_start
    {
        let name = text(s0, e0);
        // The range is the expressions after the name.
        let end = toks[expression_end(&toks, line_start + 1, true)].2;
        return syntax_range(
            format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?"),
            s0,
            end,
        );
    }
    // `if x = 1:`: a name bound where a condition belongs.
    if kind_at(i) == Some(T::Equal)
        && i >= 2
        && kind_at(i - 1) == Some(T::Name)
        && matches!(
            kind_at(i - 2),
            Some(T::If | T::Elif | T::While | T::Assert | T::Lsqb)
        )
        || (kind_at(i) == Some(T::Equal)
            && i >= 2
            && kind_at(i - 1) == Some(T::Name)
            // In parentheses that are not a call's.
            && kind_at(i - 2) == Some(T::Lpar)
            && (i < 3 || !matches!(kind_at(i - 3), Some(T::Name | T::Rpar | T::Rsqb))))
    {
        let end = match toks.get(i + 1) {
            Some(_) => toks[expr_last(&toks, i + 1)].2,
            None => toks[i].2,
        };
        return syntax_range(
            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".into(),
            toks[i - 1].1,
            end,
        );
    }
    // `f"{}"`: a replacement field with nothing in it.
    if i >= 1
        && kind_at(i - 1) == Some(T::Lbrace)
        && matches!(
            kind_at(i),
            Some(T::Rbrace | T::Exclamation | T::Colon | T::Equal | T::FStringEnd)
        )
    {
        let mut open_fstrings = 0i32;
        for t in &toks[..i] {
            match t.0 {
                T::FStringStart => open_fstrings += 1,
                T::FStringEnd => open_fstrings -= 1,
                _ => {}
            }
        }
        if open_fstrings > 0 {
            let m = match kind_at(i) {
                Some(T::Exclamation) => "f-string: expression required before '!'",
                Some(T::Colon) => "f-string: expression required before ':'",
                Some(T::Equal) => "f-string: expression required before '='",
                Some(T::FStringEnd) => "f-string: expecting '}'",
                _ => "f-string: empty expression not allowed",
            };
            return syntax(m.into(), d.offset);
        }
    }
    let depth: i32 = toks[..i]
        .iter()
        .map(|t| match t.0 {
            T::Lpar | T::Lsqb | T::Lbrace => 1,
            T::Rpar | T::Rsqb | T::Rbrace => -1,
            _ => 0,
        })
        .sum();
    if let Some(d) = legacy_print(src, &toks, i, depth > 0) {
        return d;
    }
    if let Some(d) = starred_dict_entry(src, &toks, i) {
        return d;
    }
    if let Some((m, key)) = dict_entry_error(&toks, i) {
        return match key {
            Some(k) => Described {
                end: End::Col(0),
                ..syntax(m.into(), k)
            },
            // At the ':' without a value.
            None => syntax(
                m.into(),
                toks.get(i.wrapping_sub(1)).map_or(d.offset, |t| t.1),
            ),
        };
    }
    // `f(a b)`: inside brackets, an expression right after another.
    let ends_expr = |k: Option<TokenKind>| k.is_some_and(ends_expression);
    // A parameter list is not an expression list.
    let mut level = 0i32;
    let opener = (0..i).rev().find(|&j| {
        match toks[j].0 {
            T::Rpar | T::Rsqb | T::Rbrace => level += 1,
            T::Lpar | T::Lsqb | T::Lbrace if level > 0 => level -= 1,
            T::Lpar | T::Lsqb | T::Lbrace => return true,
            _ => {}
        }
        false
    });
    let in_params = opener.is_some_and(|j| {
        j >= 2 && toks[j].0 == T::Lpar && toks[j - 1].0 == T::Name && toks[j - 2].0 == T::Def
    });
    if depth > 0
        && !in_params
        && i >= 1
        && ends_expr(kind_at(i - 1))
        && starts_expr(kind_at(i))
        && !(kind_at(i - 1) == Some(T::Name) && kind_at(i) == Some(T::String))
    {
        // From the expression before to the one after.
        return syntax_range(
            "invalid syntax. Perhaps you forgot a comma?".into(),
            toks[expr_first(&toks, i - 1)].1,
            toks[expression_end(&toks, i, false)].2,
        );
    }
    d
}

/// `print x` where an expression belongs (token `i` right after the name):
/// the Python 2 statement, unless the expressions after the name have two
/// side by side, which CPython's parser meets first.
fn legacy_print(
    src: &str,
    toks: &[(TokenKind, u32, u32)],
    i: usize,
    in_brackets: bool,
) -> Option<Described> {
    use TokenKind as T;
    let name = toks.get(i.checked_sub(1)?)?;
    let word = src.get(name.1 as usize..name.2 as usize)?;
    if name.0 != T::Name
        || !matches!(word, "print" | "exec")
        || expr_first(toks, i - 1) != i - 1
        || !(starts_atom(toks.get(i)?.0) || matches!(toks.get(i)?.0, T::Not | T::Tilde | T::Lambda))
    {
        return None;
    }
    let all = expression_end(toks, i, true);
    if in_brackets
        && toks
            .get(all + 1)
            .is_some_and(|n| juxtaposed(toks[all].0, n.0))
    {
        // The last item of the expression list is the first of the pair.
        let mut depth = 0i32;
        let mut item = i;
        for (j, t) in toks.iter().enumerate().take(all + 1).skip(i) {
            match t.0 {
                T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
                T::Rpar | T::Rsqb | T::Rbrace => depth -= 1,
                T::Comma if depth == 0 => item = j + 1,
                _ => {}
            }
        }
        return Some(syntax_range(
            "invalid syntax. Perhaps you forgot a comma?".into(),
            toks[item].1,
            toks[expression_end(toks, all + 1, false)].2,
        ));
    }
    Some(syntax_range(
        format!("Missing parentheses in call to '{word}'. Did you mean {word}(...)?"),
        name.1,
        toks[all].2,
    ))
}

/// Can a token of kind `k` end an expression (an operand, a closing bracket)?
fn ends_expression(k: TokenKind) -> bool {
    use TokenKind as T;
    matches!(
        k,
        T::Name
            | T::Int
            | T::Float
            | T::Complex
            | T::String
            | T::FStringEnd
            | T::Rpar
            | T::Rsqb
            | T::Rbrace
            | T::True
            | T::False
            | T::None
            | T::Ellipsis
    )
}

/// Can a token of this kind begin an operand (a name, literal or display)?
fn starts_atom(k: TokenKind) -> bool {
    use TokenKind as T;
    matches!(
        k,
        T::Name
            | T::Int
            | T::Float
            | T::Complex
            | T::String
            | T::FStringStart
            | T::Lsqb
            | T::Lbrace
            | T::True
            | T::False
            | T::None
            | T::Ellipsis
    )
}

/// Does a token of kind `b` right after one of kind `a` start a second
/// expression (two operands side by side)?
fn juxtaposed(a: TokenKind, b: TokenKind) -> bool {
    use TokenKind as T;
    // Adjacent string literals are one.
    ends_expression(a)
        && starts_atom(b)
        && !(matches!(a, T::String | T::FStringEnd) && matches!(b, T::String | T::FStringStart))
}

/// The last token of the expression (with `commas`, the expression list)
/// starting at token `from`: it stops before a second expression put
/// right after the first, as CPython's parser does.
fn expression_end(toks: &[(TokenKind, u32, u32)], from: usize, commas: bool) -> usize {
    use TokenKind as T;
    let mut depth = 0i32;
    let mut last = from;
    for j in from..toks.len() {
        let k = toks[j].0;
        if depth == 0 {
            let stop = matches!(
                k,
                T::Rpar
                    | T::Rsqb
                    | T::Rbrace
                    | T::Newline
                    | T::Semi
                    | T::Colon
                    | T::Equal
                    | T::EndOfFile
                    | T::For
                    | T::Async
            ) || (k == T::Comma
                && (!commas
                    || !toks.get(j + 1).is_some_and(|n| {
                        !matches!(
                            n.0,
                            T::Rpar
                                | T::Rsqb
                                | T::Rbrace
                                | T::Newline
                                | T::Semi
                                | T::Equal
                                | T::EndOfFile
                        )
                    })))
                || (j > from && juxtaposed(toks[j - 1].0, k));
            if stop {
                break;
            }
        }
        match k {
            T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
            T::Rpar | T::Rsqb | T::Rbrace => depth -= 1,
            _ => {}
        }
        last = j;
    }
    last
}

/// Inside a dict display (its first entry is `k: v` or `**m`), an entry
/// that ends at token `i` without its `:` or value; with the start of a
/// key that lacks its `:`.
fn dict_entry_error(
    toks: &[(TokenKind, u32, u32)],
    i: usize,
) -> Option<(&'static str, Option<u32>)> {
    use TokenKind as T;
    let closes = matches!(toks.get(i).map(|t| t.0), Some(T::Rbrace | T::Comma));
    // The innermost bracket still open at `i`, looking through the
    // brackets of calls and subscripts: CPython's rule takes the longest
    // expression of the entry (`f` of a broken `f(x y)`) as the key.
    let mut depth = 0i32;
    let mut open = None;
    for j in (0..i).rev() {
        match toks[j].0 {
            T::Rpar | T::Rsqb | T::Rbrace => depth += 1,
            T::Lpar | T::Lsqb | T::Lbrace if depth > 0 => depth -= 1,
            T::Lpar | T::Lsqb
                if j > 0
                    && matches!(
                        toks[j - 1].0,
                        T::Name | T::Rpar | T::Rsqb | T::String | T::FStringEnd
                    ) => {}
            T::Lpar | T::Lsqb | T::Lbrace => {
                open = Some(j);
                break;
            }
            _ => {}
        }
    }
    let open = open.filter(|&j| toks[j].0 == T::Lbrace)?;
    // Split the entries at depth-1 commas, noting whether each has a colon.
    let mut entries: Vec<(bool, Option<TokenKind>, Option<TokenKind>, u32)> =
        vec![(false, None, None, 0)];
    let mut depth = 0i32;
    for t in &toks[open + 1..i] {
        match t.0 {
            T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
            T::Rpar | T::Rsqb | T::Rbrace => depth -= 1,
            _ => {}
        }
        let e = entries.last_mut()?;
        if depth == 0 && t.0 == T::Comma {
            entries.push((false, None, None, 0));
            continue;
        }
        if depth == 0 && t.0 == T::Colon {
            e.0 = true;
        }
        if e.1.is_none() {
            e.3 = t.1;
        }
        e.1.get_or_insert(t.0);
        e.2 = Some(t.0);
    }
    let (first, current) = (entries.first()?, entries.last()?);
    let is_dict = first.0 || first.1 == Some(T::DoubleStar);
    if !is_dict || entries.len() < 2 || current.1.is_none() {
        return None;
    }
    if current.2 == Some(T::Colon) {
        closes.then_some(("expression expected after dictionary key and ':'", None))
    } else if !current.0 && current.1 != Some(T::DoubleStar) {
        // CPython's rule: after whole `k: v` entries, an expression not
        // followed by ':' (`{1: 2, 3 4}` as well as `{1: 2, 3}`).
        Some(("':' expected after dictionary key", Some(current.3)))
    } else {
        None
    }
}

/// A starred operand in a dict display, failing at token `i`: `{k: *v}`
/// (CPython names it, with a range up to the end of the token after the
/// operand, the one its parser looked at last), and `{*a: b}` or
/// `{**a: b}` as the first entry (plain invalid syntax at the ':').
fn starred_dict_entry(src: &str, toks: &[(TokenKind, u32, u32)], i: usize) -> Option<Described> {
    use TokenKind as T;
    let star = toks.get(i)?;
    let before = toks.get(i.checked_sub(1)?)?.0;
    if !matches!(star.0, T::Star | T::DoubleStar) {
        return None;
    }
    if before == T::Lbrace {
        let last = bitwise_or_end(toks, i + 1)?;
        let colon = toks.get(last + 1).filter(|t| t.0 == T::Colon)?;
        return Some(syntax("invalid syntax".into(), colon.1));
    }
    if star.0 != T::Star || before != T::Colon {
        return None;
    }
    // The ':' must be the entry's own, in a brace display, not a lambda's.
    let mut depth = 0i32;
    for j in (0..i - 1).rev() {
        match toks[j].0 {
            T::Rpar | T::Rsqb | T::Rbrace => depth += 1,
            T::Lpar | T::Lsqb | T::Lbrace if depth > 0 => depth -= 1,
            T::Lbrace => break,
            T::Lpar | T::Lsqb => return None,
            T::Lambda if depth == 0 => return None,
            T::Comma if depth == 0 => break,
            _ => {}
        }
        if j == 0 {
            return None;
        }
    }
    let Some(last) = bitwise_or_end(toks, i + 1) else {
        // No operand after the '*': CPython complains about what is there.
        let t = toks.get(i + 1)?;
        return Some(syntax("invalid syntax".into(), t.1));
    };
    let next = toks.get(last + 1)?;
    let mut end = next.2.saturating_sub(1).max(next.1);
    while end > next.1 && !src.is_char_boundary(end as usize) {
        end -= 1;
    }
    Some(syntax_range(
        "cannot use a starred expression in a dictionary value".into(),
        star.1,
        end,
    ))
}

/// The last token of the operand of a binary `|` (no comparison, `not`,
/// boolean operator, conditional or lambda) that starts at token `from`;
/// None if no operand starts there.
fn bitwise_or_end(toks: &[(TokenKind, u32, u32)], from: usize) -> Option<usize> {
    use TokenKind as T;
    // The index of the closer matching the opener at `j`.
    let matching = |j: usize| {
        let mut depth = 0i32;
        for (k, t) in toks.iter().enumerate().skip(j) {
            if opens(t.0) {
                depth += 1;
            } else if closes(t.0) {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
        }
        None
    };
    let mut last = None;
    let mut operand = true;
    let mut j = from;
    while let Some(t) = toks.get(j) {
        if operand {
            match t.0 {
                T::Minus | T::Plus | T::Tilde | T::Await => {}
                k if opens(k) => {
                    j = matching(j)?;
                    last = Some(j);
                    operand = false;
                }
                k if starts_atom(k) => {
                    last = Some(j);
                    operand = false;
                }
                _ => break,
            }
        } else {
            match t.0 {
                T::Dot if toks.get(j + 1).is_some_and(|n| n.0 == T::Name) => {
                    j += 1;
                    last = Some(j);
                }
                T::Lpar | T::Lsqb => {
                    j = matching(j)?;
                    last = Some(j);
                }
                // Adjacent string literals are one.
                T::String => last = Some(j),
                T::FStringStart => {
                    j = matching(j)?;
                    last = Some(j);
                }
                T::Plus
                | T::Minus
                | T::Star
                | T::Slash
                | T::DoubleSlash
                | T::Percent
                | T::At
                | T::DoubleStar
                | T::LeftShift
                | T::RightShift
                | T::Amper
                | T::Vbar
                | T::CircumFlex => operand = true,
                _ => break,
            }
        }
        j += 1;
    }
    last
}
