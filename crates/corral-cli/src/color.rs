//! Tracebacks in colour on a terminal. Only what is written to a terminal's
//! stderr is coloured: never a pipe, never the JSON envelope, and never when
//! `NO_COLOR` is set (https://no-color.org: any non-empty value).

use std::io::{IsTerminal, Write};

const RESET: &str = "\x1b[0m";
const BOLD_RED: &str = "\x1b[1;31m";
const MAGENTA: &str = "\x1b[35m";
const RED: &str = "\x1b[31m";
const DIM: &str = "\x1b[2m";

/// Should stderr get colour?
pub fn stderr_wants_color() -> bool {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    !no_color && std::io::stderr().is_terminal()
}

/// Write a formatted traceback to stderr, coloured when it is a terminal.
pub fn write_traceback(text: &str) {
    let mut err = std::io::stderr();
    if stderr_wants_color() {
        let _ = err.write_all(colorize_traceback(text).as_bytes());
    } else {
        let _ = err.write_all(text.as_bytes());
    }
}

/// Colour a traceback as CPython 3.13 does: file names and line numbers
/// magenta, the exception's type bold red and its message red, the
/// `Traceback` header dim. Lines that are not recognized stay as they are.
pub fn colorize_traceback(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let (body, nl) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        if body.starts_with("Traceback (most recent call last)")
            || body.starts_with("During handling of the above exception")
            || body.starts_with("The above exception was the direct cause")
        {
            out.push_str(&format!("{DIM}{body}{RESET}{nl}"));
        } else if let Some(rest) = body.strip_prefix("  File \"") {
            out.push_str(&color_file_line(rest));
            out.push_str(nl);
        } else if let Some((ty, msg)) = exception_line(body) {
            match msg {
                Some(m) => out.push_str(&format!("{BOLD_RED}{ty}{RESET}: {RED}{m}{RESET}{nl}")),
                None => out.push_str(&format!("{BOLD_RED}{ty}{RESET}{nl}")),
            }
        } else {
            out.push_str(line);
        }
    }
    out
}

/// `  File "NAME", line N, in FUNC` (the part after `  File "`).
fn color_file_line(rest: &str) -> String {
    let Some((name, tail)) = rest.split_once('"') else {
        return format!("  File \"{rest}");
    };
    let Some(tail) = tail.strip_prefix(", line ") else {
        return format!("  File \"{MAGENTA}{name}{RESET}\"{tail}");
    };
    let digits = tail.chars().take_while(char::is_ascii_digit).count();
    let (num, after) = tail.split_at(digits);
    let after = match after.strip_prefix(", in ") {
        Some(func) => format!(", in {MAGENTA}{func}{RESET}"),
        None => after.to_string(),
    };
    format!("  File \"{MAGENTA}{name}{RESET}\", line {MAGENTA}{num}{RESET}{after}")
}

/// An unindented `Type: message` or bare `Type` line (dotted names allowed).
fn exception_line(body: &str) -> Option<(&str, Option<&str>)> {
    if body.starts_with(' ') || body.is_empty() {
        return None;
    }
    let (ty, msg) = match body.split_once(": ") {
        Some((t, m)) => (t, Some(m)),
        None => (body, None),
    };
    let is_name = ty
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && ty
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
    is_name.then_some((ty, msg))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_the_parts_of_a_traceback() {
        let tb = "Traceback (most recent call last):\n  File \"<stdin>\", line 2, in f\n    1/0\nZeroDivisionError: division by zero\n";
        let c = colorize_traceback(tb);
        assert!(c.contains("\x1b[1;31mZeroDivisionError\x1b[0m: \x1b[31mdivision by zero"));
        assert!(c.contains("line \x1b[35m2\x1b[0m, in \x1b[35mf\x1b[0m"));
        assert!(c.contains("    1/0\n"), "source lines are left alone");
        // Stripping the escapes gives the original text back.
        let mut plain = String::new();
        let mut in_esc = false;
        for ch in c.chars() {
            match (in_esc, ch) {
                (false, '\x1b') => in_esc = true,
                (true, 'm') => in_esc = false,
                (true, _) => {}
                (false, c) => plain.push(c),
            }
        }
        assert_eq!(plain, tb);
    }

    #[test]
    fn bare_exception_and_odd_lines() {
        assert_eq!(
            colorize_traceback("KeyboardInterrupt\n"),
            "\x1b[1;31mKeyboardInterrupt\x1b[0m\n"
        );
        assert_eq!(colorize_traceback("  ^^^^\n"), "  ^^^^\n");
        assert_eq!(
            colorize_traceback("not an exception line\n"),
            "not an exception line\n"
        );
    }
}
