//! Differential test: run every program of `tests/programs` with `corral run`
//! and compare with the outputs recorded from CPython 3.11 by
//! `tests/gen_expected.py`.
//!
//! * stdout must equal `<name>.out` byte for byte;
//! * if `<name>.err` exists, the exit status must be 1 and the last non-empty
//!   line of stderr must equal its (trimmed) content; otherwise the exit
//!   status must be 0.
//!
//! `tests/programs/KNOWN_FAILURES` lists programs (paths relative to
//! `tests/programs`, `#` comments allowed) that are expected to fail. The test
//! fails when a program not listed fails, and when a listed program passes.
//! With `CORRAL_UPDATE_KNOWN=1` the list is rewritten with the current
//! failures instead.

use std::collections::BTreeSet;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(10);
const WORKERS: usize = 3;

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs")
}

fn collect_programs(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("read_dir entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_programs(&path, out);
        } else if path.extension().is_some_and(|x| x == "py") {
            out.push(path);
        }
    }
}

/// Path relative to `tests/programs`, with `/` separators.
fn rel_name(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

fn last_nonempty_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .unwrap_or_default()
}

fn spawn_reader<R: Read + Send + 'static>(mut r: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        buf
    })
}

/// A program's path relative to `tests/programs`, and `Err(report)` if it failed.
type Outcome = (String, Result<(), String>);

struct RunOutput {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// `None` when the program timed out (and was killed) or could not start.
    status: Option<ExitStatus>,
    note: Option<String>,
}

fn wait_with_timeout(child: &mut Child) -> (Option<ExitStatus>, Option<String>) {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return (Some(status), None),
            Ok(None) => {
                if start.elapsed() >= TIMEOUT {
                    let _ = child.kill();
                    let _ = child.wait();
                    return (
                        None,
                        Some(format!("timed out after {}s", TIMEOUT.as_secs())),
                    );
                }
                thread::sleep(Duration::from_millis(5));
            }
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return (None, Some(format!("wait failed: {e}")));
            }
        }
    }
}

fn run_corral(program: &Path) -> RunOutput {
    let dir = program.parent().expect("program has a parent folder");
    let spawned = Command::new(env!("CARGO_BIN_EXE_corral"))
        .arg("run")
        .arg(program.file_name().expect("program file name"))
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(c) => c,
        Err(e) => {
            return RunOutput {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: None,
                note: Some(format!("could not start corral: {e}")),
            };
        }
    };
    let out_reader = spawn_reader(child.stdout.take().expect("piped stdout"));
    let err_reader = spawn_reader(child.stderr.take().expect("piped stderr"));
    let (status, note) = wait_with_timeout(&mut child);
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    RunOutput {
        stdout,
        stderr,
        status,
        note,
    }
}

fn describe_status(status: Option<ExitStatus>) -> String {
    match status {
        Some(s) => match s.code() {
            Some(c) => c.to_string(),
            None => format!("{s}"),
        },
        None => "none".to_string(),
    }
}

fn show_line(line: Option<&[u8]>) -> String {
    match line {
        Some(l) => format!("{:?}", String::from_utf8_lossy(l)),
        None => "<end of output>".to_string(),
    }
}

/// Compare one run with the recorded expectations; `Err` holds a short report.
fn check(program: &Path, run: &RunOutput) -> Result<(), String> {
    let expected_out = match fs::read(program.with_extension("out")) {
        Ok(bytes) => bytes,
        Err(e) => {
            return Err(format!(
                "cannot read expected .out ({e}); run python3 tests/gen_expected.py"
            ));
        }
    };
    let expected_err = fs::read_to_string(program.with_extension("err"))
        .ok()
        .map(|s| s.trim().to_string());

    let mut problems = Vec::new();
    if let Some(note) = &run.note {
        problems.push(note.clone());
    }
    if run.stdout != expected_out {
        let exp: Vec<&[u8]> = expected_out.split(|&b| b == b'\n').collect();
        let act: Vec<&[u8]> = run.stdout.split(|&b| b == b'\n').collect();
        let mut i = 0;
        while i < exp.len() && i < act.len() && exp[i] == act[i] {
            i += 1;
        }
        problems.push(format!(
            "stdout differs at line {}:\n      expected: {}\n      actual:   {}",
            i + 1,
            show_line(exp.get(i).copied()),
            show_line(act.get(i).copied()),
        ));
    }
    let expected_code = if expected_err.is_some() { 1 } else { 0 };
    let actual_code = run.status.and_then(|s| s.code());
    let actual_last = last_nonempty_line(&run.stderr);
    let status_ok = actual_code == Some(expected_code);
    let err_ok = match &expected_err {
        Some(e) => *e == actual_last,
        None => true,
    };
    if !status_ok || !err_ok {
        problems.push(format!(
            "exit status: expected {expected_code}, actual {}\n      last stderr line: expected {:?}, actual {:?}",
            describe_status(run.status),
            expected_err.as_deref().unwrap_or(""),
            actual_last,
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n    "))
    }
}

fn read_known_failures(path: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

fn write_known_failures(path: &Path, failures: &BTreeSet<String>) {
    let mut text = String::from(
        "# Programs of tests/programs that corral currently fails (one path per line,\n\
         # relative to tests/programs). The differential test fails if a program not\n\
         # listed here fails, or if a listed program passes. Regenerate with\n\
         # CORRAL_UPDATE_KNOWN=1 cargo test -p corral-cli --test differential\n",
    );
    for f in failures {
        text.push_str(f);
        text.push('\n');
    }
    fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

#[test]
fn differential_corpus() {
    let root = programs_dir();
    let root = root.canonicalize().unwrap_or(root);
    let mut programs = Vec::new();
    collect_programs(&root, &mut programs);
    assert!(
        !programs.is_empty(),
        "no programs found under {}",
        root.display()
    );

    let programs = Arc::new(programs);
    let next = Arc::new(AtomicUsize::new(0));
    let results: Arc<Mutex<Vec<Outcome>>> = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..WORKERS.min(programs.len()))
        .map(|_| {
            let programs = Arc::clone(&programs);
            let next = Arc::clone(&next);
            let results = Arc::clone(&results);
            let root = root.clone();
            thread::spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(program) = programs.get(i) else {
                        break;
                    };
                    let run = run_corral(program);
                    let outcome = check(program, &run);
                    results
                        .lock()
                        .unwrap()
                        .push((rel_name(&root, program), outcome));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("worker thread panicked");
    }
    let mut results = Arc::try_unwrap(results)
        .expect("workers finished")
        .into_inner()
        .unwrap();
    results.sort_by(|a, b| a.0.cmp(&b.0));

    let known_path = root.join("KNOWN_FAILURES");
    let known = read_known_failures(&known_path);
    let all: BTreeSet<String> = results.iter().map(|(n, _)| n.clone()).collect();

    let mut passed = 0usize;
    let mut failures = BTreeSet::new();
    let mut known_failed = 0usize;
    let mut unexpected = Vec::new();
    let mut now_passing = Vec::new();
    for (name, outcome) in &results {
        match outcome {
            Ok(()) => {
                passed += 1;
                if known.contains(name) {
                    now_passing.push(name.clone());
                }
            }
            Err(report) => {
                failures.insert(name.clone());
                if known.contains(name) {
                    known_failed += 1;
                } else {
                    unexpected.push((name.clone(), report.clone()));
                }
            }
        }
    }
    let stale: Vec<&String> = known.iter().filter(|k| !all.contains(*k)).collect();

    // Written straight to the stdout handle so that the test harness does not
    // capture it: the summary is visible even when the test passes.
    let summary = format!(
        "differential: {passed} passed, {} failed ({known_failed} known)\n",
        failures.len()
    );
    let _ = std::io::stdout().write_all(summary.as_bytes());
    let _ = std::io::stdout().flush();

    if std::env::var("CORRAL_UPDATE_KNOWN").is_ok_and(|v| v == "1") {
        write_known_failures(&known_path, &failures);
        println!(
            "rewrote {} with {} entries",
            known_path.display(),
            failures.len()
        );
        return;
    }

    let mut fail = false;
    for (name, report) in &unexpected {
        fail = true;
        println!("FAIL {name}\n    {report}");
    }
    for name in &now_passing {
        fail = true;
        println!("PASS {name}: now passes, remove from KNOWN_FAILURES");
    }
    for name in &stale {
        fail = true;
        println!("STALE {name}: listed in KNOWN_FAILURES but no such program");
    }
    if fail {
        panic!(
            "differential: {} unexpected failure(s), {} known failure(s) now pass, {} stale entr(y/ies) \
             (set CORRAL_UPDATE_KNOWN=1 to rewrite tests/programs/KNOWN_FAILURES)",
            unexpected.len(),
            now_passing.len(),
            stale.len()
        );
    }
}
