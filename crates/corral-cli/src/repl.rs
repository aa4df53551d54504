//! `corral repl`: an interactive session whose state persists between inputs.
//!
//! On a terminal it reads with a line editor (rustyline): editing, history
//! kept in a file, Ctrl-R search, `... ` prompts for a block's continuation
//! lines with auto-indent, Ctrl-C cancelling the line being typed or the
//! snippet running, Ctrl-D leaving. From a pipe it reads plain lines.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args as ClapArgs;
use corral::api::session::Session;
use corral::capabilities::HostValue;
use corral::{RunOptions, Verdict};
use rustyline::error::ReadlineError;
use rustyline::history::{FileHistory, History};
use rustyline::{
    Cmd, ConditionalEventHandler, Config, Editor, Event, EventContext, EventHandler, KeyCode,
    KeyEvent, Modifiers, Movement, RepeatCount,
};

use crate::{LimitFlags, color, inputs::InputFlags, usage_error};

#[derive(ClapArgs)]
pub struct ReplArgs {
    /// Keep no history: neither read nor write the history file.
    #[arg(long = "no-history")]
    pub no_history: bool,
    /// The history file (default: $XDG_DATA_HOME/corral/history, else
    /// ~/.local/share/corral/history).
    #[arg(long = "history-file", value_name = "FILE")]
    pub history_file: Option<PathBuf>,
    #[command(flatten)]
    pub inputs: InputFlags,
    #[command(flatten)]
    pub limits: LimitFlags,
}

/// One indentation level, as auto-indent inserts it.
const INDENT: &str = "    ";

pub fn cmd_repl(args: &ReplArgs) -> ExitCode {
    let mut limits = corral::Limits::default();
    if let Err(e) = args.limits.apply(&mut limits) {
        return usage_error(&e);
    }
    let interactive = std::io::stdin().is_terminal();
    // Piped, stdin is the program: inputs cannot also come from it.
    let inputs = match args.inputs.load(!interactive) {
        Ok(i) => i,
        Err(e) => return usage_error(&e),
    };
    let mut repl = Repl {
        limits,
        inputs,
        session: None,
        interrupt: Arc::new(AtomicBool::new(false)),
    };
    repl.new_session();
    if interactive {
        repl.interactive(args)
    } else {
        repl.piped()
    }
}

struct Repl {
    limits: corral::Limits,
    inputs: Vec<(String, HostValue)>,
    session: Option<Session>,
    /// Set by SIGINT while a snippet runs; the engine raises
    /// KeyboardInterrupt in the snippet when it sees it.
    interrupt: Arc<AtomicBool>,
}

impl Repl {
    fn new_session(&mut self) {
        let mut s = Session::new(RunOptions {
            filename: "<stdin>".into(),
            limits: self.limits.clone(),
            inputs: self.inputs.clone(),
            ..RunOptions::default()
        });
        s.set_interrupt(self.interrupt.clone());
        self.session = Some(s);
    }

    /// Run one complete input and show what it did.
    fn run(&mut self, source: &str) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        // A Ctrl-C pressed before the snippet started is not for it.
        self.interrupt.store(false, Ordering::Relaxed);
        let r = session.run(source);
        let mut out = std::io::stdout();
        let _ = out.write_all(r.stdout.as_bytes());
        let _ = out.flush();
        let _ = std::io::stderr().write_all(r.stderr.as_bytes());
        match r.verdict {
            Verdict::Ok => {
                if let Some(v) = &r.value_repr {
                    let _ = writeln!(out, "{v}");
                }
            }
            Verdict::Error => {
                if let Some(e) = &r.error {
                    color::write_traceback(&e.formatted);
                }
            }
            Verdict::ResourceExhausted => {
                if let Some(x) = &r.resource {
                    eprintln!("corral: {x}");
                }
                if session.is_cancelled() {
                    // As DESIGN.md says, a session whose run exhausted a
                    // resource is cancelled: its state may be half-updated.
                    eprintln!("corral: the session was cancelled; starting a new one");
                    self.new_session();
                }
                // Otherwise it was refused before running (program_bytes,
                // ast_depth): the session goes on untouched.
            }
            Verdict::Suspended => {
                eprintln!(
                    "corral: the session suspended at an external call (not supported in the repl)"
                );
            }
            Verdict::HostFault => {
                eprintln!(
                    "corral: host fault: {}",
                    r.fault.as_deref().unwrap_or("contained interpreter fault")
                );
                if session.is_cancelled() {
                    eprintln!("corral: the session was cancelled; starting a new one");
                    self.new_session();
                }
            }
        }
        let _ = out.flush();
    }

    /// Plain lines from a pipe, prompts on stdout as before.
    fn piped(&mut self) -> ExitCode {
        use std::io::BufRead;
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut out = std::io::stdout();
        let mut buf = String::new();
        loop {
            let _ = write!(out, "{}", if buf.is_empty() { ">>> " } else { "... " });
            let _ = out.flush();
            let Some(Ok(line)) = lines.next() else {
                let _ = writeln!(out);
                return ExitCode::SUCCESS;
            };
            if let Some(src) = accept_line(&mut buf, &line) {
                self.run(&src);
            }
        }
    }

    fn interactive(&mut self, args: &ReplArgs) -> ExitCode {
        // Ctrl-C while a snippet runs: the terminal is in its normal mode
        // then, so it arrives as SIGINT; while a line is edited the editor
        // reads it as a key instead.
        if let Err(e) =
            signal_hook::flag::register(signal_hook::consts::SIGINT, self.interrupt.clone())
        {
            eprintln!("corral: cannot catch Ctrl-C ({e}); it will end the repl");
        }
        let config = Config::builder()
            .auto_add_history(false)
            .max_history_size(10_000)
            .and_then(|c| c.history_ignore_dups(true))
            .map(|c| c.indent_size(INDENT.len() as u8))
            .map(|c| c.build());
        let mut rl = match config.and_then(Editor::<(), FileHistory>::with_config) {
            Ok(rl) => rl,
            Err(e) => {
                eprintln!("corral: cannot start the line editor: {e}");
                return ExitCode::from(1);
            }
        };
        rl.bind_sequence(
            KeyEvent(KeyCode::Backspace, Modifiers::NONE),
            EventHandler::Conditional(Box::new(SmartBackspace)),
        );
        rl.bind_sequence(
            KeyEvent(KeyCode::Tab, Modifiers::NONE),
            EventHandler::Conditional(Box::new(IndentTab)),
        );
        let history = if args.no_history {
            None
        } else {
            args.history_file.clone().or_else(default_history_path)
        };
        if let Some(path) = &history {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            // A missing file is the first session; others are not fatal.
            let _ = rl.load_history(path);
        }
        let mut buf = String::new();
        loop {
            let (prompt, indent) = if buf.is_empty() {
                (">>> ", String::new())
            } else {
                ("... ", next_indent(&buf))
            };
            match rl.readline_with_initial(prompt, (&indent, "")) {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = rl.add_history_entry(line.trim_end());
                        if let Some(path) = &history
                            && rl.append_history(path).is_err()
                        {
                            // Keep going without history rather than
                            // complain at every line.
                            let _ = rl.history_mut().clear();
                        }
                    }
                    if let Some(src) = accept_line(&mut buf, &line) {
                        self.run(&src);
                    }
                }
                Err(ReadlineError::Interrupted) => {
                    // As CPython: the line (and any block) is dropped.
                    buf.clear();
                    eprintln!("KeyboardInterrupt");
                }
                Err(ReadlineError::Eof) => {
                    let _ = writeln!(std::io::stdout());
                    return ExitCode::SUCCESS;
                }
                Err(e) => {
                    eprintln!("corral: cannot read the terminal: {e}");
                    return ExitCode::from(1);
                }
            }
        }
    }
}

/// Add a line to the input so far; the complete input when it is ready
/// to run (and `buf` is cleared), `None` while more lines are needed.
fn accept_line(buf: &mut String, line: &str) -> Option<String> {
    let blank = line.trim().is_empty();
    if blank && buf.is_empty() {
        return None;
    }
    buf.push_str(line);
    buf.push('\n');
    let scan = scan(buf);
    // An open bracket, string or backslash continuation goes on even
    // across blank lines; a block ends at the first blank line.
    if scan.open || (scan.block && !blank) {
        return None;
    }
    Some(std::mem::take(buf))
}

/// What the input so far leaves open.
#[derive(Debug, PartialEq)]
struct Scan {
    /// An unclosed bracket or triple-quoted string, or a trailing backslash.
    open: bool,
    /// A compound statement (a block: ends at a blank line).
    block: bool,
    /// Does the last logical line end with ':' (the next line indents)?
    colon: bool,
}

/// A light tokenizer: enough to know whether brackets, strings and
/// logical lines are closed (the parser gives the real verdict).
fn scan(src: &str) -> Scan {
    let mut depth = 0i32;
    let mut chars = src.chars().peekable();
    // (quote char, triple?) of the string being read.
    let mut string: Option<(char, bool)> = None;
    let mut last_significant = ' ';
    let mut backslash_end = false;
    let mut block = false;
    let mut at_line_start = true;
    let mut line_start_word = String::new();
    while let Some(c) = chars.next() {
        backslash_end = false;
        if let Some((q, triple)) = string {
            match c {
                // An escaped character (a quote, or the newline that
                // continues a single-quoted string) does not end it.
                '\\' => {
                    chars.next();
                }
                '\n' if !triple => string = None, // unterminated: the parser reports it
                c if c == q => {
                    if !triple {
                        string = None;
                    } else if chars.peek() == Some(&q) {
                        chars.next();
                        if chars.peek() == Some(&q) {
                            chars.next();
                            string = None;
                        }
                    }
                }
                _ => {}
            }
            if string.is_none() {
                last_significant = q;
            }
            continue;
        }
        if at_line_start && depth == 0 {
            if c == ' ' || c == '\t' {
                continue;
            }
            if c.is_alphanumeric() || c == '_' || c == '@' {
                line_start_word.push(c);
                while let Some(&n) = chars.peek() {
                    if n.is_alphanumeric() || n == '_' {
                        line_start_word.push(n);
                        chars.next();
                    } else {
                        break;
                    }
                }
                if is_compound_start(&line_start_word) {
                    block = true;
                }
                line_start_word.clear();
                at_line_start = false;
                last_significant = 'a';
                continue;
            }
            at_line_start = false;
        }
        match c {
            '#' => {
                while chars.peek().is_some_and(|&n| n != '\n') {
                    chars.next();
                }
            }
            '\'' | '"' => {
                if chars.peek() == Some(&c) {
                    chars.next();
                    if chars.peek() == Some(&c) {
                        chars.next();
                        string = Some((c, true));
                    } else {
                        last_significant = c; // empty string
                    }
                } else {
                    string = Some((c, false));
                }
            }
            '(' | '[' | '{' => {
                depth += 1;
                last_significant = c;
            }
            ')' | ']' | '}' => {
                depth = (depth - 1).max(0);
                last_significant = c;
            }
            '\\' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                    backslash_end = chars.peek().is_none();
                } else {
                    last_significant = c;
                }
            }
            '\n' => {
                if depth == 0 {
                    at_line_start = true;
                    if last_significant == ':' {
                        block = true;
                    }
                }
            }
            ' ' | '\t' | '\r' => {}
            _ => last_significant = c,
        }
    }
    let triple_open = matches!(string, Some((_, true)));
    Scan {
        open: depth > 0 || triple_open || backslash_end,
        block,
        colon: last_significant == ':',
    }
}

/// Keywords that begin a compound statement (a block needing a blank line
/// to end at the prompt, as in CPython's REPL, even on one line).
fn is_compound_start(word: &str) -> bool {
    matches!(
        word,
        "if" | "for"
            | "while"
            | "def"
            | "class"
            | "with"
            | "try"
            | "async"
            | "match"
            | "elif"
            | "else"
            | "except"
            | "finally"
    ) || word.starts_with('@')
}

/// The indentation the next line of `buf` starts with: the last line's,
/// one level deeper after a line ending in ':'.
fn next_indent(buf: &str) -> String {
    let Some(last) = buf.lines().rev().find(|l| !l.trim().is_empty()) else {
        return String::new();
    };
    let mut indent: String = last
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect();
    let s = scan(buf);
    if s.colon && !s.open {
        indent.push_str(INDENT);
    }
    indent
}

/// `$XDG_DATA_HOME/corral/history`, else `~/.local/share/corral/history`.
fn default_history_path() -> Option<PathBuf> {
    let base = match std::env::var_os("XDG_DATA_HOME").filter(|v| !v.is_empty()) {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(std::env::var_os("HOME").filter(|v| !v.is_empty())?)
            .join(".local")
            .join("share"),
    };
    Some(base.join("corral").join("history"))
}

/// Backspace in a line's leading spaces removes back to the previous
/// indentation stop, undoing one level of auto-indent at a time.
struct SmartBackspace;

impl ConditionalEventHandler for SmartBackspace {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        let before = ctx.line().get(..ctx.pos())?;
        if before.is_empty() || !before.chars().all(|c| c == ' ') {
            return None;
        }
        // The editor's own dedent (by `indent_size`): a custom
        // `Kill(BackwardChar(n))` would have its count reset to 1.
        Some(Cmd::Dedent(Movement::BackwardChar(0)))
    }
}

/// Tab inserts spaces to the next indentation stop (there is nothing to
/// complete).
struct IndentTab;

impl ConditionalEventHandler for IndentTab {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        let col = ctx.line().get(..ctx.pos())?.chars().count();
        let n = INDENT.len() - col % INDENT.len();
        Some(Cmd::Insert(1, " ".repeat(n)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn feed(lines: &[&str]) -> Vec<String> {
        let mut buf = String::new();
        lines
            .iter()
            .filter_map(|l| accept_line(&mut buf, l))
            .collect()
    }

    #[test]
    fn simple_statements_run_at_once() {
        assert_eq!(feed(&["x = 1", "print(x)"]), ["x = 1\n", "print(x)\n"]);
        assert_eq!(feed(&["", "  ", "x"]), ["x\n"]);
    }

    #[test]
    fn a_block_ends_at_a_blank_line() {
        assert_eq!(
            feed(&["def f(x):", "    return x", "    ", "f(2)"]),
            ["def f(x):\n    return x\n    \n", "f(2)\n"]
        );
        // One-line compound statements too, as in CPython.
        assert_eq!(feed(&["if 1: print(1)"]), Vec::<String>::new());
        assert_eq!(feed(&["if 1: print(1)", ""]), ["if 1: print(1)\n\n"]);
        assert_eq!(feed(&["@dec", "def f(): pass", ""]).len(), 1);
    }

    #[test]
    fn brackets_strings_and_backslashes_continue() {
        assert_eq!(feed(&["x = [1,", "", "2]"]), ["x = [1,\n\n2]\n"]);
        assert_eq!(feed(&["s = '('", "t = 1"]), ["s = '('\n", "t = 1\n"]);
        assert_eq!(
            feed(&["s = \"\"\"a", "b\"\"\""]),
            ["s = \"\"\"a\nb\"\"\"\n"]
        );
        assert_eq!(feed(&["x = 1 + \\", "2"]), ["x = 1 + \\\n2\n"]);
        assert_eq!(feed(&["x = 1  # (", "y"]), ["x = 1  # (\n", "y\n"]);
        assert_eq!(feed(&["d = {'a:': 1}"]), ["d = {'a:': 1}\n"]);
    }

    #[test]
    fn auto_indent_follows_blocks() {
        assert_eq!(next_indent("def f():\n"), "    ");
        assert_eq!(next_indent("def f():\n    x = 1\n"), "    ");
        assert_eq!(next_indent("def f():\n    if x:  # why\n"), "        ");
        assert_eq!(next_indent("x = [1,\n"), "");
        assert_eq!(next_indent("d = {'k':\n"), "");
    }
}
