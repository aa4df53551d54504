//! Shared helpers for the CLI integration tests: run the built `corral`
//! binary with a deadline, and check that it ended cleanly.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// No single invocation in these tests should come near this.
pub const DEADLINE: Duration = Duration::from_secs(60);

pub struct Out {
    /// Exit status; `None` if the process was killed by a signal.
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Out {
    pub fn stdout_str(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// Last non-empty line of stderr, trimmed.
    pub fn last_err_line(&self) -> String {
        self.stderr
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .trim()
            .to_string()
    }

    /// The `--json` envelope on stdout.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.stdout).unwrap_or_else(|e| {
            panic!(
                "stdout is not one JSON object ({e}): {}",
                truncate(&self.stdout_str(), 500)
            )
        })
    }
}

pub fn truncate(s: &str, n: usize) -> String {
    if s.len() <= n {
        return s.to_string();
    }
    let mut end = n;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes)", &s[..end], s.len())
}

/// Run `corral ARGS...`, feeding `stdin` if given. With
/// CORRAL_TEST_ISOLATE=1, `run` and `resume` go through `--isolate`, so the
/// same attacks are shown to fail in a worker too.
pub fn corral(args: &[&str], stdin: Option<&[u8]>) -> Out {
    let start = Instant::now();
    let mut args: Vec<&str> = args.to_vec();
    if std::env::var_os("CORRAL_TEST_ISOLATE").is_some()
        && matches!(args.first(), Some(&"run") | Some(&"resume"))
        && !args.contains(&"--isolate")
    {
        args.insert(1, "--isolate");
    }
    let args = &args[..];
    let mut child = Command::new(env!("CARGO_BIN_EXE_corral"))
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn corral");
    let feeder = stdin.map(|data| {
        let data = data.to_vec();
        let mut pipe = child.stdin.take().expect("stdin pipe");
        std::thread::spawn(move || {
            // The child may refuse the input early; a broken pipe is fine.
            let _ = pipe.write_all(&data);
        })
    });
    let mut out_pipe = child.stdout.take().expect("stdout pipe");
    let mut err_pipe = child.stderr.take().expect("stderr pipe");
    let out_reader = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = out_pipe.read_to_end(&mut b);
        b
    });
    let err_reader = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = err_pipe.read_to_end(&mut b);
        b
    });
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait for corral") {
            break st;
        }
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "corral {} did not finish within {DEADLINE:?}",
                show_args(args)
            );
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    if let Some(f) = feeder {
        let _ = f.join();
    }
    let stdout = out_reader.join().expect("stdout reader");
    let stderr = String::from_utf8_lossy(&err_reader.join().expect("stderr reader")).into_owned();
    Out {
        code: status.code(),
        stdout,
        stderr,
        elapsed: start.elapsed(),
    }
}

fn show_args(args: &[&str]) -> String {
    args.iter()
        .map(|a| truncate(a, 80))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `corral run [flags] -c CODE`
pub fn run_code(flags: &[&str], code: &str) -> Out {
    let mut args = vec!["run"];
    args.extend_from_slice(flags);
    args.extend_from_slice(&["-c", code]);
    corral(&args, None)
}

/// `corral run [flags] FILE` with `source` written to a temporary file.
pub fn run_bytes(flags: &[&str], source: &[u8]) -> Out {
    let file = TempFile::new(source);
    let path = file.path.to_string_lossy().into_owned();
    let mut args = vec!["run"];
    args.extend_from_slice(flags);
    args.push(&path);
    corral(&args, None)
}

pub fn run_file(flags: &[&str], source: &str) -> Out {
    run_bytes(flags, source.as_bytes())
}

/// A file in the temp directory, removed on drop.
pub struct TempFile {
    pub path: PathBuf,
}

impl TempFile {
    pub fn new(contents: &[u8]) -> TempFile {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "corral-test-{}-{}-{n}.py",
            std::process::id(),
            std::thread::current()
                .name()
                .unwrap_or("t")
                .replace(|c: char| !c.is_ascii_alphanumeric(), "_")
        ));
        std::fs::write(&path, contents).expect("write temp program");
        TempFile { path }
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The process ended by itself with one of the contract's exit codes, and
/// nothing on stderr betrays a Rust panic, abort or stack overflow.
pub fn assert_clean(o: &Out, what: &str) {
    let code = o.code.unwrap_or_else(|| {
        panic!(
            "{what}: killed by a signal; stderr: {}",
            truncate(&o.stderr, 2000)
        )
    });
    assert!(
        (0..=4).contains(&code),
        "{what}: exit status {code} is outside the contract; stderr: {}",
        truncate(&o.stderr, 2000)
    );
    for bad in [
        "panicked",
        "RUST_BACKTRACE",
        "stack overflow",
        "fatal runtime error",
        "host fault",
    ] {
        assert!(
            !o.stderr.contains(bad),
            "{what}: stderr mentions {bad:?}: {}",
            truncate(&o.stderr, 2000)
        );
    }
}

/// Clean exit with exactly `code`.
pub fn assert_exit(o: &Out, code: i32, what: &str) {
    assert_clean(o, what);
    assert_eq!(
        o.code,
        Some(code),
        "{what}: expected exit {code}; stdout: {}; stderr: {}",
        truncate(&o.stdout_str(), 500),
        truncate(&o.stderr, 2000)
    );
}

/// Exit 3 with the one-line `corral: resource exhausted: LIMIT (max …` message.
pub fn assert_exhausted(o: &Out, limit: &str, what: &str) {
    assert_exit(o, 3, what);
    let line = o.last_err_line();
    assert!(
        line.starts_with(&format!("corral: resource exhausted: {limit} (max ")),
        "{what}: expected resource exhausted: {limit}, got stderr {:?}",
        truncate(&o.stderr, 2000)
    );
}

/// Parse `corral: resource exhausted: NAME (max M UNIT, used U)`.
pub fn parse_exhausted_line(line: &str) -> (String, u64, u64) {
    let rest = line
        .strip_prefix("corral: resource exhausted: ")
        .unwrap_or_else(|| panic!("not an exhaustion line: {line:?}"));
    let (name, rest) = rest.split_once(" (max ").expect("'(max' in line");
    let (max, rest) = rest.split_once(' ').expect("max value");
    let used = rest
        .split_once(", used ")
        .expect("', used' in line")
        .1
        .trim_end_matches(')');
    (
        name.to_string(),
        max.parse().expect("max is a number"),
        used.parse().expect("used is a number"),
    )
}

pub const USAGE_KEYS: [&str; 9] = [
    "steps",
    "wall_ms",
    "cpu_ms",
    "peak_memory_bytes",
    "allocations",
    "output_bytes",
    "max_stack_depth",
    "host_calls",
    "baseline_bytes",
];

/// Check the envelope's shape for its verdict and return it.
pub fn check_envelope(o: &Out, verdict: &str, what: &str) -> serde_json::Value {
    let j = o.json();
    let obj = j.as_object().expect("envelope is an object");
    assert_eq!(j["verdict"], verdict, "{what}: verdict in {j}");
    for key in [
        "run_id", "verdict", "value", "stdout", "stderr", "usage", "trace",
    ] {
        assert!(obj.contains_key(key), "{what}: envelope lacks {key}: {j}");
    }
    assert!(j["run_id"].is_string(), "{what}: run_id");
    assert!(j["stdout"].is_string() && j["stderr"].is_string(), "{what}");
    assert!(j["trace"].is_array(), "{what}: trace is an array");
    let usage = j["usage"].as_object().expect("usage is an object");
    let mut keys: Vec<&str> = usage.keys().map(|k| k.as_str()).collect();
    keys.sort_unstable();
    let mut want = USAGE_KEYS.to_vec();
    want.sort_unstable();
    assert_eq!(keys, want, "{what}: usage keys");
    for k in USAGE_KEYS {
        assert!(
            usage[k].is_number() && usage[k].as_f64().unwrap_or(-1.0) >= 0.0,
            "{what}: usage.{k} is not a non-negative number: {}",
            usage[k]
        );
    }
    assert_eq!(
        obj.contains_key("error"),
        verdict == "error",
        "{what}: `error` only for verdict error: {j}"
    );
    assert_eq!(
        obj.contains_key("resource"),
        verdict == "resource_exhausted",
        "{what}: `resource` only for verdict resource_exhausted: {j}"
    );
    if verdict == "resource_exhausted" {
        let r = &j["resource"];
        assert!(r["limit"].is_string(), "{what}: resource.limit");
        assert!(r["max"].is_u64() && r["used"].is_u64(), "{what}: {r}");
        assert!(
            r["used"].as_u64() > r["max"].as_u64(),
            "{what}: used must exceed max: {r}"
        );
    }
    if verdict == "error" {
        let e = &j["error"];
        assert!(e["type"].is_string() && e["message"].is_string(), "{what}");
        assert!(e["traceback"].is_array(), "{what}: error.traceback");
    }
    j
}

/// `resource` of an envelope as (limit, max, used).
pub fn resource(j: &serde_json::Value) -> (String, u64, u64) {
    let r = &j["resource"];
    (
        r["limit"].as_str().unwrap_or("").to_string(),
        r["max"].as_u64().unwrap_or(0),
        r["used"].as_u64().unwrap_or(0),
    )
}

pub fn usage_u64(j: &serde_json::Value, key: &str) -> u64 {
    j["usage"][key]
        .as_u64()
        .unwrap_or_else(|| panic!("usage.{key} is not an integer: {}", j["usage"]))
}
