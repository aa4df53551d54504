//! Python 3.11's f-strings. Its tokenizer reads an f-string as one plain
//! string token (so a replacement field cannot hold the string's own quote,
//! a backslash, a comment or, in a single-quoted string, a newline), and its
//! parser checks the fields when it reduces the literal, compiling each
//! expression on its own as `(expr)`. ruff's parser follows PEP 701 (3.12),
//! which accepts more and words what it rejects differently, so the source
//! is rescanned the 3.11 way for the first literal that version rejects.

use ruff_python_ast::token::Tokens;
use ruff_python_parser::ParseError;

use super::syntax_error::{self, End, TextForm};
use super::{CompileError, LineIndex, locate};

/// The first string literal sequence 3.11 rejects: where it starts (a parse
/// error before it comes first) and the error.
pub(super) struct Rejected {
    pub start: u32,
    pub error: CompileError,
}

/// The first rejected literal sequence of a module's source; `eval` input
/// gets no newline added, which moves an error at its very end.
pub(super) fn first_rejected(
    src: &str,
    tokens: &Tokens,
    lines: &LineIndex,
    eval: bool,
) -> Option<Rejected> {
    Source {
        src,
        tokens,
        lines,
        level: 0,
        shift: 0,
        eval,
    }
    .scan()
}

/// A source being scanned: a module, or at `level` > 0 a replacement
/// field's `(expr)` that CPython compiles on its own.
struct Source<'a> {
    src: &'a str,
    tokens: &'a Tokens,
    lines: &'a LineIndex,
    level: u32,
    /// What CPython subtracts from columns past the first line of a field's
    /// expression: the column of its `{` (0 when only a newline follows it).
    shift: i64,
    eval: bool,
}

/// Why a literal is rejected.
enum Fault {
    /// Reported at the token after the whole literal sequence.
    After(String),
    /// A field's expression failed to compile (in this source's lines).
    Expr(CompileError),
}

fn after(message: &str) -> Fault {
    Fault::After(message.to_string())
}

/// A string literal token as 3.11's tokenizer reads it.
struct Literal {
    /// Where it ends (past the closing quote).
    end: usize,
    /// Its contents between the quotes.
    body: (usize, usize),
    format: bool,
    raw: bool,
    bytes: bool,
}

enum Read {
    Literal(Literal),
    /// A single-quoted f-string running into the end of its line.
    Unterminated,
    /// Left to the parser's own error (a string never closed).
    Unknown,
}

/// What a literal sequence comes to.
enum Sequence {
    /// Accepted; scanning goes on here.
    Fine(usize),
    Rejected(Rejected),
    /// The parser's own error decides (a string never closed, bytes mixed
    /// with text).
    Stop,
}

/// The token after a literal.
enum Next {
    /// Another literal, continuing the sequence.
    Literal(usize),
    /// The logical line's NEWLINE (from a comment on the line to the
    /// newline) or the end of input.
    Newline(usize, usize),
    Other(usize),
}

/// Nested f-strings need distinct quotes, so sources nest only a few
/// levels; this bounds the recursion regardless.
const MAX_LEVEL: u32 = 8;

fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

fn is_prefix(p: &[u8]) -> bool {
    matches!(
        &p.to_ascii_lowercase()[..],
        b"r" | b"u" | b"f" | b"b" | b"fr" | b"rf" | b"br" | b"rb"
    )
}

impl Source<'_> {
    fn bytes(&self) -> &[u8] {
        self.src.as_bytes()
    }

    fn scan(&self) -> Option<Rejected> {
        let b = self.bytes();
        let (mut i, mut depth) = (0, 0usize);
        while i < b.len() {
            match b[i] {
                b'#' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                b'\'' | b'"' => match self.sequence(i, depth) {
                    Sequence::Fine(next) => {
                        i = next;
                        continue;
                    }
                    Sequence::Rejected(r) => return Some(r),
                    Sequence::Stop => return None,
                },
                c if is_name_byte(c) => {
                    let start = i;
                    while i < b.len() && is_name_byte(b[i]) {
                        i += 1;
                    }
                    if i < b.len() && matches!(b[i], b'\'' | b'"') && is_prefix(&b[start..i]) {
                        match self.sequence(start, depth) {
                            Sequence::Fine(next) => i = next,
                            Sequence::Rejected(r) => return Some(r),
                            Sequence::Stop => return None,
                        }
                    }
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// The literal sequence from `start` (a prefix or quote) at bracket
    /// depth `depth`.
    fn sequence(&self, start: usize, depth: usize) -> Sequence {
        let mut at = start;
        let mut fault = None;
        let mut bytes = None;
        let mut spans = Vec::new();
        loop {
            let lit = match self.read(at) {
                Read::Literal(l) => l,
                // The tokenizer fails before the parser sees the sequence.
                Read::Unterminated => {
                    let message = format!(
                        "unterminated string literal (detected at line {})",
                        self.lines.line(at as u32)
                    );
                    let error = self.make(
                        "SyntaxError",
                        message,
                        at as u32,
                        End::At(at as u32),
                        TextForm::Bare,
                        true,
                    );
                    return Sequence::Rejected(Rejected {
                        start: start as u32,
                        error,
                    });
                }
                Read::Unknown => return Sequence::Stop,
            };
            spans.push((at, lit.end));
            match bytes {
                None => bytes = Some(lit.bytes),
                Some(b) if b != lit.bytes && fault.is_none() => {
                    fault = Some(after("cannot mix bytes and nonbytes literals"));
                }
                _ => {}
            }
            if fault.is_none() && lit.format {
                fault = self.literal(&lit, lit.body.0, 0).err();
            }
            match self.next_token(lit.end, depth) {
                Next::Literal(n) => at = n,
                next => {
                    return match fault {
                        None => Sequence::Fine(lit.end),
                        Some(f) => Sequence::Rejected(Rejected {
                            start: start as u32,
                            error: self.report(f, next, &spans),
                        }),
                    };
                }
            }
        }
    }

    /// The string literal whose prefix (or quote) is at `at`.
    fn read(&self, at: usize) -> Read {
        let b = self.bytes();
        let mut q = at;
        while q < b.len() && is_name_byte(b[q]) {
            q += 1;
        }
        let prefix = b[at..q].to_ascii_lowercase();
        let (format, raw, bytes) = (
            prefix.contains(&b'f'),
            prefix.contains(&b'r'),
            prefix.contains(&b'b'),
        );
        let Some(&quote) = b.get(q) else {
            return Read::Unknown;
        };
        let triple = b.get(q + 1) == Some(&quote) && b.get(q + 2) == Some(&quote);
        let open = if triple { q + 3 } else { q + 1 };
        let mut i = open;
        while i < b.len() {
            match b[i] {
                b'\\' => {
                    i += if b[i + 1..].starts_with(b"\r\n") {
                        3
                    } else {
                        2
                    };
                    continue;
                }
                b'\n' | b'\r' if !triple => break,
                c if c == quote && (!triple || b[i..].starts_with(&[quote; 3])) => {
                    return Read::Literal(Literal {
                        end: i + if triple { 3 } else { 1 },
                        body: (open, i),
                        format,
                        raw,
                        bytes,
                    });
                }
                _ => {}
            }
            i += 1;
        }
        if format && !triple {
            Read::Unterminated
        } else {
            Read::Unknown
        }
    }

    /// The token after byte `from` at bracket depth `depth`.
    fn next_token(&self, from: usize, depth: usize) -> Next {
        let b = self.bytes();
        let mut i = from;
        loop {
            let Some(&c) = b.get(i) else {
                return Next::Newline(i, i);
            };
            match c {
                b' ' | b'\t' | b'\x0c' => i += 1,
                b'\\' if b[i + 1..].starts_with(b"\n") => i += 2,
                b'\\' if b[i + 1..].starts_with(b"\r\n") => i += 3,
                b'#' => {
                    let comment = i;
                    while i < b.len() && !matches!(b[i], b'\n' | b'\r') {
                        i += 1;
                    }
                    if depth == 0 {
                        return Next::Newline(comment, i);
                    }
                }
                b'\n' | b'\r' if depth == 0 => return Next::Newline(i, i),
                b'\n' | b'\r' => i += 1,
                b'\'' | b'"' => return Next::Literal(i),
                c if is_name_byte(c) => {
                    let mut j = i;
                    while j < b.len() && is_name_byte(b[j]) {
                        j += 1;
                    }
                    return if j < b.len() && matches!(b[j], b'\'' | b'"') && is_prefix(&b[i..j]) {
                        Next::Literal(i)
                    } else {
                        Next::Other(i)
                    };
                }
                _ => return Next::Other(i),
            }
        }
    }

    /// The literal text of `lit` from `i` inside `nest` format specs (0:
    /// the string itself): where it stops, at the body's end or at the `}`
    /// closing the spec.
    fn literal(&self, lit: &Literal, mut i: usize, nest: u32) -> Result<usize, Fault> {
        let b = self.bytes();
        let end = lit.body.1;
        while i < end {
            let c = b[i];
            if c == b'\\' && !lit.raw {
                // `\N{name}` is an escape, not a field.
                if b[i + 1..end].starts_with(b"N{") {
                    i += 3;
                    while i < end && b[i] != b'}' {
                        i += 1;
                    }
                    i += 1;
                } else if matches!(b.get(i + 1), Some(b'{' | b'}')) {
                    i += 1;
                } else {
                    i += 2;
                }
                continue;
            }
            if c == b'{' || c == b'}' {
                // Doubled braces are literal only in the string itself.
                if nest == 0 && b.get(i + 1) == Some(&c) && i + 1 < end {
                    i += 2;
                    continue;
                }
                if c == b'}' {
                    if nest == 0 {
                        return Err(after("f-string: single '}' is not allowed"));
                    }
                    return Ok(i);
                }
                i = self.field(lit, i, nest)?;
                continue;
            }
            i += 1;
        }
        Ok(end)
    }

    /// The replacement field whose `{` is at `open`: where it ends, past
    /// its `}`.
    fn field(&self, lit: &Literal, open: usize, nest: u32) -> Result<usize, Fault> {
        if nest >= 2 {
            return Err(after("f-string: expressions nested too deeply"));
        }
        let b = self.bytes();
        let end = lit.body.1;
        let mut i = open + 1;
        // The quote of a string inside the expression, and whether triple.
        let mut quote: Option<(u8, bool)> = None;
        let mut brackets: Vec<u8> = Vec::new();
        let mut stop = None;
        while i < end {
            let c = b[i];
            if c == b'\\' {
                return Err(after("f-string expression part cannot include a backslash"));
            }
            if let Some((q, triple)) = quote {
                if c == q && !triple {
                    quote = None;
                } else if c == q && b[i..end].starts_with(&[q; 3]) {
                    quote = None;
                    i += 3;
                    continue;
                }
                i += 1;
                continue;
            }
            match c {
                b'\'' | b'"' => {
                    if b[i..end].starts_with(&[c; 3]) {
                        quote = Some((c, true));
                        i += 3;
                        continue;
                    }
                    quote = Some((c, false));
                }
                b'(' | b'[' | b'{' => {
                    if brackets.len() >= 200 {
                        return Err(after("f-string: too many nested parenthesis"));
                    }
                    brackets.push(c);
                }
                b'#' => return Err(after("f-string expression part cannot include '#'")),
                b')' | b']' | b'}' if !brackets.is_empty() => {
                    let o = brackets.pop().unwrap_or(b'(');
                    if !matches!((o, c), (b'(', b')') | (b'[', b']') | (b'{', b'}')) {
                        return Err(Fault::After(format!(
                            "f-string: closing parenthesis '{}' does not match \
                             opening parenthesis '{}'",
                            c as char, o as char
                        )));
                    }
                }
                b'!' | b':' | b'=' | b'<' | b'>' | b'}' if brackets.is_empty() => {
                    // `!=`, `==`, `<=`, `>=`, `<` and `>` are operators.
                    if b.get(i + 1) == Some(&b'=') && i + 1 < end && c != b':' && c != b'}' {
                        i += 2;
                        continue;
                    }
                    if c != b'<' && c != b'>' {
                        stop = Some(c);
                        break;
                    }
                }
                b')' | b']' => {
                    return Err(Fault::After(format!("f-string: unmatched '{}'", c as char)));
                }
                _ => {}
            }
            i += 1;
        }
        if quote.is_some() {
            return Err(after("f-string: unterminated string"));
        }
        if let Some(&o) = brackets.last() {
            return Err(Fault::After(format!("f-string: unmatched '{}'", o as char)));
        }
        let Some(stop) = stop else {
            return Err(after("f-string: expecting '}'"));
        };
        if b[open + 1..i].iter().all(u8::is_ascii_whitespace) {
            return Err(after(match stop {
                b'!' => "f-string: expression required before '!'",
                b':' => "f-string: expression required before ':'",
                b'=' => "f-string: expression required before '='",
                _ => "f-string: empty expression not allowed",
            }));
        }
        if let Some(e) = self.compile_expr(open, i) {
            return Err(Fault::Expr(e));
        }
        let expecting = || after("f-string: expecting '}'");
        if stop == b'=' {
            // The debug text keeps the blanks after `=`.
            i += 1;
            while i < end && b[i].is_ascii_whitespace() {
                i += 1;
            }
        }
        if i < end && b[i] == b'!' {
            let Some(&conversion) = b.get(i + 1).filter(|_| i + 1 < end) else {
                return Err(expecting());
            };
            if !matches!(conversion, b's' | b'r' | b'a') {
                return Err(after(
                    "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                ));
            }
            i += 2;
        }
        if i < end && b[i] == b':' {
            i = self.literal(lit, i + 1, nest + 1)?;
        }
        if i >= end || b[i] != b'}' {
            return Err(expecting());
        }
        Ok(i + 1)
    }

    /// The error CPython's compiling the field expression between the `{`
    /// at `open` and `close` as `(expr)` gives, in this source's lines.
    fn compile_expr(&self, open: usize, close: usize) -> Option<CompileError> {
        if self.level >= MAX_LEVEL {
            return None;
        }
        let b = self.bytes();
        let text = self.src.get(open + 1..close)?;
        let sub = format!("({text})\n");
        let parsed =
            ruff_python_parser::parse_unchecked_source(&sub, ruff_python_ast::PySourceType::Python);
        let lines = LineIndex::new(&sub);
        let line_start = b[..open]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        let newline_follows = b[open + 1..]
            .iter()
            .find(|c| !matches!(c, b' ' | b'\t' | b'\x0c'))
            .is_none_or(|&c| c == b'\n' || c == b'\r');
        let inner = Source {
            src: &sub,
            tokens: parsed.tokens(),
            lines: &lines,
            level: self.level + 1,
            shift: if newline_follows {
                0
            } else {
                (open - line_start) as i64
            },
            eval: false,
        };
        let mut e = inner.first_error(parsed.errors())?;
        let base = self.lines.line(open as u32) - 1;
        e.line += base;
        e.end_line += base;
        Some(e)
    }

    /// This source's first error: a rejected literal or the parser's.
    fn first_error(&self, errors: &[ParseError]) -> Option<CompileError> {
        let parser_at = errors.first().map(|e| e.location.start().to_u32());
        if let Some(r) = self.scan()
            && parser_at.is_none_or(|p| r.start <= p)
        {
            return Some(r.error);
        }
        errors.first()?;
        let d = syntax_error::describe(self.src, self.tokens, errors, None, |o| self.lines.line(o));
        let tokenizer = matches!(d.form, TextForm::Bare);
        Some(self.make(d.kind, d.message, d.offset, d.end, d.form, tokenizer))
    }

    /// The error for `fault` in the sequence of literals at `spans`
    /// followed by `next`.
    fn report(&self, fault: Fault, next: Next, spans: &[(usize, usize)]) -> CompileError {
        let message = match fault {
            Fault::After(m) => m,
            Fault::Expr(e) => return e,
        };
        let (at, end) = match next {
            Next::Newline(s, e) => (s, e),
            Next::Literal(p) | Next::Other(p) => (p, self.token_end(p)),
        };
        let form = if self.eval {
            TextForm::Raw
        } else {
            TextForm::Parser
        };
        let mut e = self.make(
            "SyntaxError",
            message,
            at as u32,
            End::At(end as u32),
            form,
            false,
        );
        // The tokenizer's buffer, which CPython shows, holds every line
        // since the sequence's first when they are joined by a backslash or
        // a string running over them.
        let line_start = |o: usize| self.src[..o].rfind('\n').map_or(0, |p| p + 1);
        let mut from = line_start(at);
        while from > 0 {
            let newline = from - 1;
            let prev = line_start(newline);
            let continued = self.src[prev..newline]
                .trim_end_matches('\r')
                .ends_with('\\');
            if !continued && !spans.iter().any(|&(s, e)| s <= newline && newline < e) {
                break;
            }
            from = prev;
        }
        if from < line_start(at) {
            let to = self.src[at..].find('\n').map_or(self.src.len(), |p| at + p);
            let text = &self.src[from..to];
            e.text = Some(match form {
                TextForm::Raw => text.to_string(),
                _ => format!("{}\n", text.trim_end_matches('\r')),
            });
        }
        // eval() input has no newline to end it: the error is at its last
        // character, with no end column.
        if self.eval && at >= self.src.len() && !self.src.ends_with('\n') {
            e.column = e.column.saturating_sub(1);
            e.end_column = -1;
        }
        e
    }

    /// Where the token at byte `at` ends, as 3.11's tokenizer reads it
    /// (ruff's tokens differ after an f-string it reads differently).
    fn token_end(&self, at: usize) -> usize {
        let b = self.bytes();
        if b.get(at).is_some_and(|&c| is_name_byte(c)) {
            let mut i = at;
            while i < b.len() && (is_name_byte(b[i]) || b[i] == b'.' && b[at].is_ascii_digit()) {
                i += 1;
            }
            return i;
        }
        const LONG: [&[u8]; 24] = [
            b"**=", b"//=", b">>=", b"<<=", b"...", b"**", b"//", b">>", b"<<", b"<=", b">=",
            b"==", b"!=", b"->", b"+=", b"-=", b"*=", b"/=", b"%=", b"&=", b"|=", b"^=", b"@=",
            b":=",
        ];
        let rest = &b[at.min(b.len())..];
        let len = LONG
            .iter()
            .find(|op| rest.starts_with(op))
            .map_or(1, |op| op.len());
        (at + len).min(b.len())
    }

    /// An error at byte `at` of this source. A field's expression has no
    /// encoding to count characters by, so its columns are bytes, and
    /// errors its parser (not its tokenizer) raises are marked as such.
    fn make(
        &self,
        kind: &'static str,
        message: String,
        at: u32,
        end: End,
        form: TextForm,
        tokenizer: bool,
    ) -> CompileError {
        if self.level == 0 {
            return locate(self.src, self.lines, kind, message, at, end, form);
        }
        let message = if tokenizer {
            message
        } else {
            format!("f-string: {message}")
        };
        let mut e = locate(self.src, self.lines, kind, message, at, end, form);
        let byte_col = |o: u32| {
            let line = self.lines.line(o);
            let start = self
                .src
                .get(..o as usize)
                .and_then(|s| s.rfind('\n'))
                .map_or(0, |p| p + 1);
            (line, o as i64 - start as i64 + 1)
        };
        let shifted = |line: u32, col: i64| if line > 1 { col - self.shift } else { col };
        let (line, col) = byte_col(at);
        // A column before the line's start cannot be shown (CPython's is
        // negative there).
        e.column = shifted(line, col).max(0) as u32;
        if let End::At(x) = end
            && x > at
        {
            let (line, col) = byte_col(x);
            e.end_column = shifted(line, col);
        } else if !matches!(end, End::Col(_)) {
            e.end_column = shifted(line, col);
        }
        e
    }
}
