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
    let d = if d.message == "invalid syntax" && d.kind == "SyntaxError" {
        refine_invalid_syntax(src, tokens, d)
    } else {
        d
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
        ParseErrorType::ExpectedToken {
            expected: TokenKind::Else,
            ..
        } => syntax("expected 'else' after 'if' expression".into(), at),
        ParseErrorType::OtherError(m) if m.starts_with("Expected `except` or `finally`") => {
            syntax("expected 'except' or 'finally' block".into(), at)
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
        ParseErrorType::UnparenthesizedGeneratorExpression => {
            syntax("Generator expression must be parenthesized".into(), at)
        }
        ParseErrorType::OtherError(m) if m == "Star import must be the only import" => {
            syntax("invalid syntax".into(), at)
        }
        ParseErrorType::InvalidArgumentUnpackingOrder => syntax(
            "iterable argument unpacking follows keyword argument unpacking".into(),
            at,
        ),
        ParseErrorType::PositionalAfterKeywordArgument => {
            syntax("positional argument follows keyword argument".into(), at)
        }
        ParseErrorType::PositionalAfterKeywordUnpacking => syntax(
            "positional argument follows keyword argument unpacking".into(),
            at,
        ),
        ParseErrorType::NonDefaultParamAfterDefaultParam => {
            syntax("non-default argument follows default argument".into(), at)
        }
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
            syntax(message, at)
        }
        ParseErrorType::InvalidDeleteTarget => {
            let (kind, _) = target_kind(tokens, at, e.location.end().to_u32());
            syntax(format!("cannot delete {kind}"), at)
        }
        ParseErrorType::InvalidAugmentedAssignmentTarget => {
            let (kind, _) = target_kind(tokens, at, e.location.end().to_u32());
            syntax(
                format!("'{kind}' is an illegal expression for augmented assignment"),
                at,
            )
        }
        ParseErrorType::Lexical(LexicalErrorType::OtherError(m))
            if m.starts_with("ParseIntError") =>
        {
            syntax(radix_literal_error(src, at), at)
        }
        ParseErrorType::Lexical(LexicalErrorType::OtherError(m))
            if &**m == "Invalid decimal integer literal" =>
        {
            syntax(
                "leading zeros in decimal integer literals are not permitted; \
                 use an 0o prefix for octal integers"
                    .into(),
                at,
            )
        }
        ParseErrorType::ExpectedExpression
        | ParseErrorType::ExpectedToken { .. }
        | ParseErrorType::UnexpectedExpressionToken
        | ParseErrorType::SimpleStatementsOnSameLine
        | ParseErrorType::SimpleAndCompoundStatementOnSameLine => {
            syntax("invalid syntax".into(), at)
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
    let mut after = tokens.iter().skip_while(|t| t.start().to_u32() < end);
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
fn radix_literal_error(src: &str, at: u32) -> String {
    let rest = src.get(at as usize..).unwrap_or("").as_bytes();
    let (name, valid): (&str, fn(u8) -> bool) = match rest.get(1).map(u8::to_ascii_lowercase) {
        Some(b'x') => ("hexadecimal", |c| c.is_ascii_hexdigit()),
        Some(b'o') => ("octal", |c| matches!(c, b'0'..=b'7')),
        _ => ("binary", |c| matches!(c, b'0' | b'1')),
    };
    match rest.get(2) {
        Some(&c) if c.is_ascii_digit() && !valid(c) => {
            format!("invalid digit '{}' in {name} literal", c as char)
        }
        _ => format!("invalid {name} literal"),
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
            return syntax(message, s0);
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
        return syntax(
            format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?"),
            s0,
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
    {
        return syntax(
            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".into(),
            toks[i - 1].1,
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
                _ => "f-string: empty expression not allowed",
            };
            return syntax(m.into(), d.offset);
        }
    }
    if let Some(m) = dict_entry_error(&toks, i) {
        return syntax(m.into(), d.offset);
    }
    // `f(a b)`: inside brackets, an expression right after another.
    let depth: i32 = toks[..i]
        .iter()
        .map(|t| match t.0 {
            T::Lpar | T::Lsqb | T::Lbrace => 1,
            T::Rpar | T::Rsqb | T::Rbrace => -1,
            _ => 0,
        })
        .sum();
    let ends_expr = |k: Option<TokenKind>| {
        matches!(
            k,
            Some(
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
        )
    };
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
        return syntax(
            "invalid syntax. Perhaps you forgot a comma?".into(),
            d.offset,
        );
    }
    d
}

/// Inside a dict display (its first entry is `k: v` or `**m`), an entry
/// that ends at token `i` without its `:` or value.
fn dict_entry_error(toks: &[(TokenKind, u32, u32)], i: usize) -> Option<&'static str> {
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
    let mut entries: Vec<(bool, Option<TokenKind>, Option<TokenKind>)> = vec![(false, None, None)];
    let mut depth = 0i32;
    for t in &toks[open + 1..i] {
        match t.0 {
            T::Lpar | T::Lsqb | T::Lbrace => depth += 1,
            T::Rpar | T::Rsqb | T::Rbrace => depth -= 1,
            _ => {}
        }
        let e = entries.last_mut()?;
        if depth == 0 && t.0 == T::Comma {
            entries.push((false, None, None));
            continue;
        }
        if depth == 0 && t.0 == T::Colon {
            e.0 = true;
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
        closes.then_some("expression expected after dictionary key and ':'")
    } else if !current.0 && current.1 != Some(T::DoubleStar) {
        // CPython's rule: after whole `k: v` entries, an expression not
        // followed by ':' (`{1: 2, 3 4}` as well as `{1: 2, 3}`).
        Some("':' expected after dictionary key")
    } else {
        None
    }
}
