//! A pre-parse scan that bounds syntactic nesting before the (recursive)
//! parser and compiler see the source, so hostile input such as 100,000
//! nested parentheses is refused cheaply instead of overflowing a stack.
//!
//! The estimate is conservative: brackets, indentation levels and operator
//! chains each count one level, and so do postfix chains (`a.b.c`,
//! `f()()`, `x[0][0]`), whose AST is as deep as the chain is long. It never
//! under-counts the AST depth by more than a constant factor.

pub struct NestingError {
    pub kind: &'static str,
    pub message: String,
    pub offset: u32,
    pub depth: usize,
}

pub fn check(src: &str, max_depth: usize) -> Result<(), NestingError> {
    let b = src.as_bytes();
    let mut i = 0usize;
    // Per bracket level: operators seen in the current comma-separated segment.
    let mut levels: Vec<usize> = vec![0];
    let mut indents: Vec<usize> = vec![0];
    let mut at_line_start = true;
    let mut fstring_braces = 0usize;
    // The previous token closed a bracket: a `(` or `[` now is a trailer
    // (call or subscript) that deepens the AST by one level.
    let mut after_close = false;
    let fail = |offset: usize, depth: usize| NestingError {
        kind: "SyntaxError",
        message: format!(
            "too deeply nested: nesting depth exceeds the ast_depth limit of {max_depth}"
        ),
        offset: offset as u32,
        depth,
    };
    let depth_of = |levels: &Vec<usize>, indents: &Vec<usize>| -> usize {
        levels.iter().sum::<usize>() + levels.len() + indents.len() - 1
    };
    while i < b.len() {
        let c = b[i];
        if at_line_start && levels.len() == 1 {
            // Measure indentation of a logical line.
            let mut col = 0usize;
            let mut j = i;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t' || b[j] == b'\x0c') {
                col += if b[j] == b'\t' { 8 - col % 8 } else { 1 };
                j += 1;
            }
            at_line_start = false;
            if j < b.len() && b[j] != b'\n' && b[j] != b'\r' && b[j] != b'#' {
                while indents.len() > 1 && col < *indents.last().unwrap_or(&0) {
                    indents.pop();
                }
                if col > *indents.last().unwrap_or(&0) {
                    indents.push(col);
                    let d = depth_of(&levels, &indents);
                    if d > max_depth {
                        return Err(fail(j, d));
                    }
                }
            }
            i = j;
            continue;
        }
        if !matches!(c, b' ' | b'\t' | b'\x0c' | b'\r' | b'\n' | b'\\' | b'#') {
            // Any token but `)`/`]` (which set it again below) ends a trailer run.
            let close = matches!(c, b')' | b']');
            let trailer = after_close && matches!(c, b'(' | b'[');
            after_close = close;
            if trailer && let Some(l) = levels.last_mut() {
                *l += 1;
            }
        }
        match c {
            b'\n' => {
                if levels.len() == 1 {
                    levels[0] = 0;
                    at_line_start = true;
                    after_close = false;
                }
                i += 1;
            }
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'\\' => i += 2,
            b'(' | b'[' | b'{' => {
                levels.push(0);
                let d = depth_of(&levels, &indents) + fstring_braces;
                if d > max_depth {
                    return Err(fail(i, d));
                }
                i += 1;
            }
            b')' | b']' | b'}' => {
                if levels.len() > 1 {
                    levels.pop();
                }
                i += 1;
            }
            b',' | b';' => {
                if let Some(l) = levels.last_mut() {
                    *l = 0;
                }
                i += 1;
            }
            b'.' if !b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                // Attribute access (or `...`, counted once).
                if let Some(l) = levels.last_mut() {
                    *l += 1;
                }
                let d = depth_of(&levels, &indents);
                if d > max_depth {
                    return Err(fail(i, d));
                }
                while i < b.len() && b[i] == b'.' {
                    i += 1;
                }
            }
            c if c.is_ascii_digit() || c == b'.' => i = skip_number(b, i),
            b'\'' | b'"' => {
                let prefix_f = i > 0 && matches!(b[i - 1], b'f' | b'F');
                i = skip_string(b, i, prefix_f, &mut fstring_braces, max_depth)
                    .map_err(|off| fail(off, max_depth + 1))?;
            }
            b'+' | b'-' | b'*' | b'/' | b'%' | b'@' | b'&' | b'|' | b'^' | b'~' | b'<' | b'>'
            | b'=' | b'!' | b':' => {
                // Assignment '=' and ':' also separate segments in practice, but
                // counting them keeps the estimate an upper bound.
                if let Some(l) = levels.last_mut() {
                    *l += 1;
                }
                let d = depth_of(&levels, &indents);
                if d > max_depth {
                    return Err(fail(i, d));
                }
                // Skip the rest of a multi-char operator.
                i += 1;
                while i < b.len() && matches!(b[i], b'=' | b'*' | b'/' | b'<' | b'>') {
                    i += 1;
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let word = &b[start..i];
                if matches!(word, b"not" | b"lambda" | b"if" | b"await" | b"yield") {
                    if let Some(l) = levels.last_mut() {
                        *l += 1;
                    }
                    let d = depth_of(&levels, &indents);
                    if d > max_depth {
                        return Err(fail(start, d));
                    }
                }
            }
            _ => i += 1,
        }
    }
    Ok(())
}

/// Skip a numeric literal starting at `i` (a digit, or `.` before a digit),
/// so that its `.` and exponent sign are not taken for operators.
fn skip_number(b: &[u8], i: usize) -> usize {
    let hex = b[i] == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X'));
    let mut j = i;
    while j < b.len() {
        let c = b[j];
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            j += 1;
            if !hex && matches!(c, b'e' | b'E') && matches!(b.get(j), Some(b'+' | b'-')) {
                j += 1;
            }
        } else {
            break;
        }
    }
    j
}

/// Skip a string literal starting at the quote at `i`; returns the index after it.
fn skip_string(
    b: &[u8],
    i: usize,
    is_f: bool,
    braces: &mut usize,
    max: usize,
) -> Result<usize, usize> {
    let q = b[i];
    let triple = i + 2 < b.len() && b[i + 1] == q && b[i + 2] == q;
    let mut j = if triple { i + 3 } else { i + 1 };
    let base = *braces;
    while j < b.len() {
        let c = b[j];
        if c == b'\\' {
            j += 2;
            continue;
        }
        if is_f && c == b'{' {
            if j + 1 < b.len() && b[j + 1] == b'{' {
                j += 2;
                continue;
            }
            *braces += 1;
            if *braces > max {
                return Err(j);
            }
        } else if is_f && c == b'}' && *braces > base {
            *braces -= 1;
        }
        if c == q {
            if triple {
                if j + 2 < b.len() && b[j + 1] == q && b[j + 2] == q {
                    *braces = base;
                    return Ok(j + 3);
                }
            } else {
                *braces = base;
                return Ok(j + 1);
            }
        }
        if c == b'\n' && !triple {
            *braces = base;
            return Ok(j);
        }
        j += 1;
    }
    *braces = base;
    Ok(j)
}
