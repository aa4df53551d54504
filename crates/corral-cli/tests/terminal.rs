//! The terminal experience: the REPL driven in a real pseudo-terminal (line
//! editing, history, blocks, Ctrl-C, a memory bomb, Ctrl-D), inputs read
//! from files, shell completions, examples in `--help` and tracebacks
//! coloured only on a terminal.

mod common;

use std::process::Command;

use common::*;
use rexpect::session::{PtySession, spawn_command};

/// Generous: a debug build on a busy machine is slow to start.
const PTY_TIMEOUT_MS: u64 = 20_000;

struct Repl {
    pty: PtySession,
    data: TempDir,
}

/// A scratch directory removed on drop.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!(
            "corral-term-{tag}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("temp dir");
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `corral repl ARGS` in a pty, with its history under a fresh data dir.
fn repl(tag: &str, args: &[&str], env: &[(&str, &str)]) -> Repl {
    let data = TempDir::new(tag);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corral"));
    cmd.arg("repl").args(args);
    cmd.env("XDG_DATA_HOME", &data.0).env_remove("NO_COLOR");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let pty = spawn_command(cmd, Some(PTY_TIMEOUT_MS)).expect("spawn corral repl in a pty");
    Repl { pty, data }
}

impl Repl {
    /// Wait for the main prompt, then type `line` and Enter.
    fn enter(&mut self, line: &str) {
        self.prompt();
        self.type_line(line);
    }

    fn prompt(&mut self) {
        self.pty.exp_string(">>> ").expect("the >>> prompt");
    }

    fn type_line(&mut self, line: &str) {
        self.pty.send(line).expect("type");
        self.pty.send("\r").expect("Enter");
        self.pty.flush().expect("flush");
    }

    /// `s` in the output. A result is awaited as its own line (`"\n33\r"`):
    /// a bare "33" also matches a colour escape (`\x1b[33m`) of the line
    /// editor's redraw, and the test would then run ahead of the repl.
    fn expect(&mut self, s: &str) -> String {
        match self.pty.exp_string(s) {
            Ok(before) => before,
            Err(e) => panic!("expected {s:?} from the repl: {e}"),
        }
    }

    /// Ctrl-D at the prompt: the repl ends with exit status 0. The data
    /// directory is given back for a look at the history.
    fn quit(mut self) -> TempDir {
        self.prompt();
        self.pty.send_control('d').expect("Ctrl-D");
        self.pty.exp_eof().expect("the repl ends at Ctrl-D");
        let status = self.pty.process().wait().expect("wait");
        assert!(
            format!("{status:?}").ends_with(", 0)"),
            "exit status after Ctrl-D: {status:?}"
        );
        self.data
    }
}

#[test]
fn up_arrow_recalls_history_and_history_is_kept() {
    let mut r = repl("hist", &[], &[]);
    r.enter("print(6 * 7)");
    r.expect("\n42\r");
    r.prompt();
    // Up recalls the line; editing it works too: Left, Backspace, 8
    // makes "print(6 * 8)".
    r.pty.send("\x1b[A").unwrap();
    r.pty.flush().unwrap();
    r.expect("print(6 * 7)");
    r.pty.send("\x1b[D\x7f8\r").unwrap();
    r.pty.flush().unwrap();
    r.expect("\n48\r");
    let data = r.quit();
    let hist = data.0.join("corral").join("history");
    let text = std::fs::read_to_string(&hist).expect("history file written");
    assert!(text.contains("print(6 * 7)"), "{text}");
    assert!(text.contains("print(6 * 8)"), "{text}");
}

#[test]
fn ctrl_r_searches_the_history() {
    let mut r = repl("search", &[], &[]);
    r.enter("zebra = 11");
    r.enter("print(zebra * 3)");
    r.expect("\n33\r");
    r.enter("other = 1");
    r.prompt();
    // Ctrl-R, part of an earlier line, Enter: that line runs again.
    r.pty.send_control('r').unwrap();
    r.pty.send("zebra *").unwrap();
    r.pty.flush().unwrap();
    r.expect("print(zebra * 3)");
    r.pty.send("\r").unwrap();
    r.pty.flush().unwrap();
    r.expect("\n33\r");
    r.quit();
}

#[test]
fn no_history_flag_writes_nothing() {
    let mut r = repl("nohist", &["--no-history"], &[]);
    r.enter("1 + 1");
    r.expect("\n2\r");
    let data = r.quit();
    let dir = data.0.join("corral");
    assert!(
        !dir.join("history").exists(),
        "history written despite --no-history"
    );
}

#[test]
fn multi_line_function_with_auto_indent() {
    let mut r = repl("block", &[], &[]);
    r.enter("def f(n):");
    r.expect("... ");
    // Auto-indent supplies the body's indentation.
    r.type_line("if n:");
    r.expect("... ");
    r.type_line("return n * 2");
    r.expect("... ");
    // Backspace undoes one level of indentation at once.
    r.pty.send("\x7f").unwrap();
    r.type_line("return -1");
    r.expect("... ");
    r.type_line(""); // the blank line ends the block
    r.enter("f(21), f(0)");
    r.expect("(42, -1)");
    r.quit();
}

#[test]
fn ctrl_c_interrupts_a_running_snippet_and_the_session_goes_on() {
    let mut r = repl("ctrlc", &["--time", "none"], &[]);
    r.enter("x = 7");
    r.enter("while True: pass");
    r.expect("... ");
    r.type_line("");
    // Let it spin, then interrupt.
    std::thread::sleep(std::time::Duration::from_millis(300));
    r.pty.send_control('c').unwrap();
    r.expect("KeyboardInterrupt");
    // State survives: an interrupt is an ordinary exception.
    r.enter("print(x + 1)");
    r.expect("\n8\r");
    // Ctrl-C while typing drops the line.
    r.prompt();
    r.pty.send("this is not python").unwrap();
    r.pty.send_control('c').unwrap();
    r.expect("KeyboardInterrupt");
    r.enter("print('still here')");
    r.expect("still here");
    r.quit();
}

#[test]
fn memory_bomb_reports_and_starts_a_fresh_session() {
    let mut r = repl("bomb", &["--memory", "16MiB"], &[]);
    r.enter("x = 1");
    r.enter("a = 'x' * 10**9");
    r.expect("resource exhausted: memory");
    r.expect("starting a new one");
    r.enter("print(x)");
    r.expect("name 'x' is not defined");
    r.enter("print('fresh')");
    r.expect("fresh");
    r.quit();
}

#[test]
fn tracebacks_are_coloured_on_a_terminal_unless_no_color() {
    let mut r = repl("color", &[], &[]);
    r.enter("1/0");
    r.expect("\x1b[1;31mZeroDivisionError\x1b[0m");
    r.quit();

    let mut r = repl("nocolor", &[], &[("NO_COLOR", "1")]);
    r.enter("1/0");
    let before = r.expect("ZeroDivisionError: division by zero");
    assert!(!before.contains("\x1b[1;31m"), "{before:?}");
    r.quit();
}

#[test]
fn piped_tracebacks_have_no_colour() {
    let o = run_code(&[], "1/0");
    assert_exit(&o, 1, "1/0");
    assert!(!o.stderr.contains('\x1b'), "{:?}", o.stderr);
    assert!(o.stderr.ends_with("ZeroDivisionError: division by zero\n"));
}

// ----- inputs from files -----

/// About 5 MB of JSON: a list of records.
fn big_rows() -> String {
    let rows: Vec<String> = (0..70_000)
        .map(|i| {
            format!(r#"{{"id": {i}, "name": "row-{i}", "tags": ["a", "b", "c"], "score": {i}.5}}"#)
        })
        .collect();
    format!("[{}]", rows.join(", "))
}

#[test]
fn inputs_from_a_5mb_json_file() {
    let rows = big_rows();
    assert!(rows.len() > 5_000_000, "{}", rows.len());
    let file = TempFile::new(rows.as_bytes());
    let path = file.path.to_string_lossy().into_owned();
    let prog = "print(len(rows), rows[-1]['name'], sum(r['id'] for r in rows))";
    let want = "70000 row-69999 2449965000\n";

    // NAME=@FILE
    let arg = format!("rows=@{path}");
    let o = run_code(
        &["--memory", "none", "--time", "60s", "--input", &arg],
        prog,
    );
    assert_exit(&o, 0, "--input rows=@FILE");
    assert_eq!(o.stdout_str(), want);

    // NAME=@- (stdin)
    let o = corral(
        &[
            "run", "--memory", "none", "--time", "60s", "--input", "rows=@-", "-c", prog,
        ],
        Some(rows.as_bytes()),
    );
    assert_exit(&o, 0, "--input rows=@-");
    assert_eq!(o.stdout_str(), want);

    // --inputs FILE: an object of several; --input overrides a member.
    let obj = format!(r#"{{"rows": {rows}, "label": "big", "n": 1}}"#);
    let objfile = TempFile::new(obj.as_bytes());
    let objpath = objfile.path.to_string_lossy().into_owned();
    let o = run_code(
        &[
            "--memory", "none", "--time", "60s", "--inputs", &objpath, "--input", "n=2",
        ],
        "print(label, n, len(rows))",
    );
    assert_exit(&o, 0, "--inputs FILE");
    assert_eq!(o.stdout_str(), "big 2 70000\n");

    // profile and repl take them too.
    let o = corral(
        &[
            "profile",
            "--time",
            "60s",
            "--inputs",
            &objpath,
            "-c",
            "print(len(rows))",
        ],
        None,
    );
    assert_exit(&o, 0, "profile --inputs");
    assert_eq!(o.stdout_str(), "70000\n");
    let o = corral(
        &["repl", "--memory", "none", "--time", "60s", "--input", &arg],
        Some(b"len(rows)\n"),
    );
    assert_exit(&o, 0, "repl --input @FILE");
    assert!(o.stdout_str().contains("70000\n"), "{}", o.stdout_str());
}

#[test]
fn input_file_errors_are_usage_errors() {
    let o = run_code(&["--input", "x=@/nonexistent/file.json"], "print(x)");
    assert_exit(&o, 2, "missing input file");
    assert!(
        o.stderr.contains("cannot read /nonexistent/file.json"),
        "{}",
        o.stderr
    );

    let f = TempFile::new(b"[1, 2]");
    let p = f.path.to_string_lossy().into_owned();
    let o = run_code(&["--inputs", &p], "pass");
    assert_exit(&o, 2, "--inputs not an object");
    assert!(o.stderr.contains("expected a JSON object"), "{}", o.stderr);

    let f = TempFile::new(br#"{"not a name": 1}"#);
    let p = f.path.to_string_lossy().into_owned();
    let o = run_code(&["--inputs", &p], "pass");
    assert_exit(&o, 2, "--inputs bad name");
    assert!(o.stderr.contains("is not a valid name"), "{}", o.stderr);

    // The program and an input cannot both come from stdin.
    let o = corral(&["run", "--input", "x=@-", "-"], Some(b"print(1)"));
    assert_exit(&o, 2, "stdin twice");
    assert!(o.stderr.contains("stdin is already used"), "{}", o.stderr);
}

// ----- completions and help -----

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let o = corral(&["completions", shell], None);
        assert_exit(&o, 0, shell);
        let s = o.stdout_str();
        assert!(s.contains("corral"), "{shell}: {s}");
        assert!(s.contains("repl"), "{shell}: no subcommands");
        assert!(s.contains("input"), "{shell}: no flags");
    }
    let o = corral(&["completions", "tcsh"], None);
    assert_exit(&o, 2, "unknown shell");
}

#[test]
fn every_subcommand_help_has_examples() {
    for sub in [
        "run",
        "profile",
        "repl",
        "resume",
        "replay",
        "check",
        "completions",
    ] {
        let o = corral(&[sub, "--help"], None);
        assert_exit(&o, 0, sub);
        let s = o.stdout_str();
        assert!(s.contains("Examples:\n  corral "), "{sub} --help: {s}");
    }
}
