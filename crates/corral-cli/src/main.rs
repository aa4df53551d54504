//! The `corral` command line: run, check (and later profile, repl, serve).

mod color;
mod hostio;
mod inputs;
mod osflags;
mod repl;
mod runner;
mod units;

#[global_allocator]
static GLOBAL: corral_alloc::Allocator = corral_alloc::Allocator;

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Args as ClapArgs, CommandFactory, Parser, Subcommand};
use std::cell::RefCell;
use std::rc::Rc;

use corral::capabilities::Host;
use corral::{Limits, RunOptions, RunResult, Verdict};

#[derive(Parser)]
#[command(
    name = "corral",
    version,
    about = "Run untrusted Python in a sandbox with exact resource limits"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program: a FILE, `-c CODE`, or `-` for stdin.
    #[command(after_help = RUN_EXAMPLES)]
    Run(Box<RunArgs>),
    /// Run a program without limits (or the given ones) and print the peak of
    /// every resource with the flags that would bound it.
    #[command(after_help = PROFILE_EXAMPLES)]
    Profile(Box<RunArgs>),
    /// Interactive session; state persists between inputs.
    #[command(after_help = REPL_EXAMPLES)]
    Repl(Box<repl::ReplArgs>),
    /// Resume a suspended run from its snapshot with the host's answers.
    #[command(after_help = RESUME_EXAMPLES)]
    Resume(Box<ResumeArgs>),
    /// Re-run a recorded run (`run --record FILE`) with its ledger answering
    /// every host call, and check that the output is the same.
    #[command(after_help = REPLAY_EXAMPLES)]
    Replay {
        /// The record file.
        record: String,
        /// Print the JSON result envelope (with a `replay` report).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        iso: runner::IsolateFlags,
    },
    /// The isolated worker (started by corral itself; not for people).
    #[command(hide = true)]
    Worker {
        #[arg(long = "address-space")]
        address_space: u64,
        #[arg(long = "cpu-seconds")]
        cpu_seconds: u64,
        #[arg(long = "run-cpu-seconds")]
        run_cpu_seconds: u64,
        #[arg(long)]
        parent: u32,
    },
    /// HTTP service (default 127.0.0.1:8080); see DESIGN.md "HTTP service".
    Serve(Box<corral_server::ServeArgs>),
    /// Model Context Protocol server on stdin/stdout (tool `run_python`);
    /// the limits and OS flags are the most a call may have.
    Mcp(Box<McpArgs>),
    /// Parse and compile only; report unsupported syntax with locations.
    #[command(after_help = CHECK_EXAMPLES)]
    Check {
        /// The program file.
        file: String,
        /// Print the compiled bytecode.
        #[arg(long)]
        dis: bool,
    },
    /// Print a shell completion script.
    #[command(after_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

const RUN_EXAMPLES: &str = "\
Examples:
  corral run prog.py
  corral run -c 'print(sum(range(10)))'
  corral run --time 200ms --memory 16MiB --json prog.py
  corral run --input rows=@data.json --input limit=10 prog.py
  corral run --inputs params.json -c 'print(rows[:limit])'
  cat prog.py | corral run -";
const PROFILE_EXAMPLES: &str = "\
Examples:
  corral profile prog.py
  corral profile --input rows=@data.json -c 'print(len(rows))'";
const REPL_EXAMPLES: &str = "\
Examples:
  corral repl
  corral repl --memory 32MiB --time 2s --input rows=@data.json
  corral repl --no-history
  echo 'print(1 + 1)' | corral repl

Keys: Up/Down history, Ctrl-R search, Tab indents, Ctrl-C cancels the line
or the running snippet, Ctrl-D leaves. A block ends at a blank line.";
const RESUME_EXAMPLES: &str = "\
Examples:
  corral resume state.snap --value '{\"price\": 3}'
  corral resume state.snap --value @answer.json
  corral resume state.snap --error 'KeyError:no such row'
  corral resume state.snap --answers @answers.json --json";
const REPLAY_EXAMPLES: &str = "\
Examples:
  corral run --record run.rec prog.py && corral replay run.rec";
const CHECK_EXAMPLES: &str = "\
Examples:
  corral check prog.py
  corral check --dis prog.py";
const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  corral completions bash > ~/.local/share/bash-completion/completions/corral
  corral completions zsh > ~/.zfunc/_corral
  corral completions fish > ~/.config/fish/completions/corral.fish";

#[derive(ClapArgs)]
struct RunArgs {
    /// Program file, or `-` for stdin.
    file: Option<String>,
    /// Program text.
    #[arg(short = 'c', value_name = "CODE")]
    code: Option<String>,
    /// Print the JSON result envelope instead of the program's output.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    inputs: inputs::InputFlags,
    /// Write a record of the run (program, inputs, ledger) for `corral replay`.
    #[arg(long, value_name = "FILE")]
    record: Option<String>,
    #[command(flatten)]
    host: HostFlags,
    #[command(flatten)]
    limits: LimitFlags,
}

#[derive(ClapArgs)]
struct HostFlags {
    /// A process answering external function calls as JSON lines (see README).
    #[arg(long, value_name = "CMD")]
    functions: Option<String>,
    /// A function whose calls suspend the run (repeatable).
    #[arg(long = "suspend", value_name = "NAME")]
    suspend: Vec<String>,
    /// An async function whose calls suspend the run (repeatable).
    #[arg(long = "suspend-async", value_name = "NAME")]
    suspend_async: Vec<String>,
    /// Where to write the snapshot when the run suspends.
    #[arg(long = "suspend-to", value_name = "FILE")]
    suspend_to: Option<String>,
    /// Sign the snapshot written by --suspend-to with the key in FILE
    /// (HMAC-SHA256); `resume` then requires the same key.
    #[arg(long = "snapshot-key-file", value_name = "FILE")]
    snapshot_key_file: Option<String>,
    #[command(flatten)]
    os: osflags::OsFlags,
    #[command(flatten)]
    iso: runner::IsolateFlags,
}

#[derive(ClapArgs)]
struct ResumeArgs {
    /// The snapshot file written by --suspend-to.
    snapshot: String,
    /// The value of the single pending call (JSON, or @FILE, @- for stdin).
    #[arg(long, value_name = "JSON")]
    value: Option<String>,
    /// Raise an exception at the single pending call: TYPE:MESSAGE.
    #[arg(long, value_name = "TYPE:MSG")]
    error: Option<String>,
    /// Answers to pending calls: [{"id":N,"ok":V} | {"id":N,"error":{"type":T,"message":M}}, ...]
    /// (or @FILE, @- for stdin).
    #[arg(long, value_name = "JSON")]
    answers: Option<String>,
    /// Print the JSON result envelope instead of the program's output.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    host: HostFlags,
    /// Limits to impose instead of the snapshot's.
    #[command(flatten)]
    limits: LimitFlags,
}

#[derive(ClapArgs)]
struct McpArgs {
    #[command(flatten)]
    limits: LimitFlags,
    #[command(flatten)]
    os: osflags::OsFlags,
}

#[derive(ClapArgs)]
struct LimitFlags {
    /// Wall-clock time (e.g. 500ms, 2s, none).
    #[arg(long, value_name = "DURATION")]
    time: Option<String>,
    /// CPU time of the interpreter.
    #[arg(long = "cpu-time", value_name = "DURATION")]
    cpu_time: Option<String>,
    /// Interpreter instructions (e.g. 10k, 5M, none).
    #[arg(long, value_name = "COUNT")]
    steps: Option<String>,
    /// Live bytes of guest objects (e.g. 64MiB).
    #[arg(long, value_name = "BYTES")]
    memory: Option<String>,
    /// Python call frames.
    #[arg(long = "stack-depth", value_name = "COUNT")]
    stack_depth: Option<String>,
    /// Nesting depth of the program's syntax.
    #[arg(long = "ast-depth", value_name = "COUNT")]
    ast_depth: Option<String>,
    /// Size of the source.
    #[arg(long = "program-bytes", value_name = "BYTES")]
    program_bytes: Option<String>,
    /// Bytes written to stdout and stderr.
    #[arg(long = "output-bytes", value_name = "BYTES")]
    output_bytes: Option<String>,
    /// Host calls in flight at once.
    #[arg(long, value_name = "COUNT")]
    parallel: Option<String>,
    /// Host calls in total.
    #[arg(long = "host-calls", value_name = "COUNT")]
    host_calls: Option<String>,
}

impl LimitFlags {
    fn apply(&self, l: &mut Limits) -> Result<(), String> {
        use units::{parse_bytes, parse_count, parse_duration};
        if let Some(v) = &self.time {
            l.time = parse_duration(v).map_err(|e| format!("--time: {e}"))?;
        }
        if let Some(v) = &self.cpu_time {
            l.cpu_time = parse_duration(v).map_err(|e| format!("--cpu-time: {e}"))?;
        }
        if let Some(v) = &self.steps {
            l.steps = parse_count(v).map_err(|e| format!("--steps: {e}"))?;
        }
        if let Some(v) = &self.memory {
            l.memory = parse_bytes(v).map_err(|e| format!("--memory: {e}"))?;
        }
        if let Some(v) = &self.stack_depth {
            l.stack_depth = parse_count(v).map_err(|e| format!("--stack-depth: {e}"))?;
        }
        if let Some(v) = &self.ast_depth {
            l.ast_depth = parse_count(v).map_err(|e| format!("--ast-depth: {e}"))?;
        }
        if let Some(v) = &self.program_bytes {
            l.program_bytes = parse_bytes(v).map_err(|e| format!("--program-bytes: {e}"))?;
        }
        if let Some(v) = &self.output_bytes {
            l.output_bytes = parse_bytes(v).map_err(|e| format!("--output-bytes: {e}"))?;
        }
        if let Some(v) = &self.parallel {
            l.parallel = parse_count(v).map_err(|e| format!("--parallel: {e}"))?;
        }
        if let Some(v) = &self.host_calls {
            l.host_calls = parse_count(v).map_err(|e| format!("--host-calls: {e}"))?;
        }
        Ok(())
    }
}

fn usage_error(msg: &str) -> ExitCode {
    eprintln!("corral: {msg}");
    ExitCode::from(2)
}

/// Read a program; invalid UTF-8 is a usage error with a clear message.
fn read_source(path: &str) -> Result<(String, String), String> {
    let bytes = if path == "-" {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        b
    } else {
        std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?
    };
    let name = if path == "-" {
        "<stdin>".to_string()
    } else {
        path.to_string()
    };
    // A PEP 263 declaration (`# coding: latin-1`) chooses the decoder.
    match corral::decode_source(&bytes) {
        Ok(s) => Ok((s, name)),
        Err(m) => match std::str::from_utf8(&bytes) {
            Err(e) if m.starts_with("Non-UTF-8") => Err(format!(
                "{name}: source is not valid UTF-8 (invalid byte at offset {})",
                e.valid_up_to()
            )),
            _ => Err(format!("{name}: {m}")),
        },
    }
}

fn main() -> ExitCode {
    corral_alloc::tune();
    corral_stdlib_code::install();
    // The isolated worker arms on the main thread while the process is
    // single-threaded, then runs programs on a stack of its own.
    if std::env::args_os().nth(1).is_some_and(|a| a == "worker") {
        std::panic::set_hook(Box::new(|_| {}));
        return real_main();
    }
    // Deep guest structures are handled without native recursion where it
    // matters, but give the engine a generous stack for what remains.
    let child = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(real_main);
    match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("corral: host fault: the interpreter stopped unexpectedly");
            ExitCode::from(4)
        }
    }
}

fn real_main() -> ExitCode {
    // A contained fault must not print a Rust panic trace (set
    // CORRAL_DEBUG_PANIC=1 to see it when debugging corral itself).
    if std::env::var_os("CORRAL_DEBUG_PANIC").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match cli.command {
        Command::Run(args) => cmd_run(*args),
        Command::Profile(args) => cmd_profile(*args),
        Command::Repl(args) => repl::cmd_repl(&args),
        Command::Resume(args) => cmd_resume(*args),
        Command::Replay { record, json, iso } => cmd_replay(&record, json, &iso),
        Command::Worker {
            address_space,
            cpu_seconds,
            run_cpu_seconds,
            parent,
        } => {
            let code = corral_isolate::worker_main(corral_isolate::Ceilings {
                address_space,
                cpu_seconds,
                run_cpu_seconds,
                parent,
            });
            ExitCode::from(code.clamp(0, 255) as u8)
        }
        Command::Check { file, dis } => cmd_check(&file, dis),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "corral", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
        Command::Serve(args) => corral_server::main(*args),
        Command::Mcp(args) => cmd_mcp(*args),
    }
}

fn cmd_mcp(args: McpArgs) -> ExitCode {
    let mut limits = Limits::default();
    if let Err(e) = args.limits.apply(&mut limits) {
        return usage_error(&e);
    }
    // Check the OS flags once before serving; each run builds its own.
    if let Err(e) = args.os.build() {
        return usage_error(&e);
    }
    let os = args.os;
    let config = corral_mcp::Config {
        limits,
        os: std::sync::Arc::new(move || os.build()),
    };
    match corral_mcp::serve_stdio(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("corral: mcp: {e}");
            ExitCode::from(4)
        }
    }
}

type SharedProcess = Rc<RefCell<hostio::FunctionsProcess>>;

/// Start the functions process and build the host.
fn start_host(flags: &HostFlags) -> Result<(Host, Option<SharedProcess>), String> {
    let proc_ = match &flags.functions {
        Some(cmd) => Some(Rc::new(RefCell::new(hostio::FunctionsProcess::start(cmd)?))),
        None => None,
    };
    let mut suspend: Vec<(String, bool)> =
        flags.suspend.iter().map(|n| (n.clone(), false)).collect();
    suspend.extend(flags.suspend_async.iter().map(|n| (n.clone(), true)));
    let mut host = hostio::build_host(proc_.clone(), &suspend);
    host.os = flags.os.build()?;
    Ok((host, proc_))
}

/// End a suspended run whose host calls were not answered in time.
fn time_out(
    r: &mut RunResult,
    limit: Option<std::time::Duration>,
    deadline: Option<std::time::Instant>,
) {
    let max = limit.map_or(0, |t| t.as_millis() as u64);
    let over = deadline.map_or(0, |d| {
        std::time::Instant::now()
            .saturating_duration_since(d)
            .as_millis() as u64
    });
    r.verdict = Verdict::ResourceExhausted;
    r.resource = Some(corral::Exhausted {
        limit: corral::LimitKind::Time,
        max,
        used: max + over.max(1),
    });
    r.pending.clear();
    r.paused = None;
}

/// A run being recorded (`--record`): written once the run has ended or
/// stopped for the host, with every segment's output and the whole ledger.
struct Recording<'a> {
    path: &'a str,
    source: &'a str,
    opts: &'a RunOptions,
}

/// Print a segment's output, answer suspensions the functions process can
/// answer, and finish: the envelope, or a snapshot for a later `resume`.
#[allow(clippy::too_many_arguments)] // one call site per subcommand; the options are all different
fn drive(
    mut seg: runner::Seg,
    host: &Host,
    proc_: Option<SharedProcess>,
    flags: &HostFlags,
    json: bool,
    runner: &runner::Runner,
    record: Option<Recording<'_>>,
    deadline: Option<std::time::Instant>,
    limits_hint: Option<&Limits>,
) -> ExitCode {
    let mut stdout = String::new();
    let mut stderr = String::new();
    loop {
        stdout.push_str(&seg.r.stdout);
        stderr.push_str(&seg.r.stderr);
        if !json {
            let mut o = std::io::stdout();
            let _ = o.write_all(seg.r.stdout.as_bytes());
            let _ = o.flush();
            let _ = std::io::stderr().write_all(seg.r.stderr.as_bytes());
        }
        if seg.r.verdict != Verdict::Suspended {
            break;
        }
        let Some(p) = &proc_ else { break };
        let served = {
            let p = p.borrow();
            seg.r
                .pending
                .iter()
                .all(|c| p.functions.iter().any(|(n, _)| *n == c.function))
        };
        if !served {
            break;
        }
        let limits = seg
            .r
            .paused
            .as_ref()
            .map(|p| p.limits().clone())
            .or_else(|| record.as_ref().map(|r| r.opts.limits.clone()))
            .or_else(|| limits_hint.cloned())
            .unwrap_or_default();
        let answers = p.borrow_mut().call_many(&seg.r.pending, deadline);
        let answers = match answers {
            Ok(a) => a,
            Err(e) if e == hostio::TIMED_OUT => {
                // The host calls outlived the run's time: the run ends
                // there, as it would had they been answered in process.
                time_out(&mut seg.r, limits.time, deadline);
                break;
            }
            Err(e) => {
                // The process failed: the calls fail in the program.
                let err = corral::capabilities::HostError::new(
                    "RuntimeError",
                    format!("functions process: {e}"),
                );
                seg.r
                    .pending
                    .iter()
                    .map(|c| (c.call_id, Err(err.clone())))
                    .collect()
            }
        };
        seg = match runner.resume(seg, host, answers, &limits) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("corral: host fault: {e}");
                return ExitCode::from(4);
            }
        };
    }
    seg.r.stdout = stdout;
    seg.r.stderr = stderr;
    let r = &seg.r;
    if let Some(rec) = &record {
        let rec_data = corral::api::record::Record::new(rec.source, rec.opts, r);
        let text = serde_json::to_string(&rec_data).unwrap_or_default();
        if let Err(e) = std::fs::write(rec.path, text) {
            return usage_error(&format!("cannot write {}: {e}", rec.path));
        }
    }
    let mut snapshot_path = None;
    if r.verdict == Verdict::Suspended
        && let (Some(path), Some(bytes)) = (&flags.suspend_to, seg.snapshot_bytes())
    {
        let bytes = match snapshot_key(flags) {
            Ok(Some(key)) => corral::api::snapshot::sign(&bytes, &key),
            Ok(None) => bytes,
            Err(e) => return usage_error(&e),
        };
        if let Err(e) = std::fs::write(path, &bytes) {
            return usage_error(&format!("cannot write {path}: {e}"));
        }
        snapshot_path = Some(path.clone());
    }
    if json {
        let mut env = seg.envelope(&format!("run-{}", std::process::id()));
        if let (Some(path), serde_json::Value::Object(m)) = (&snapshot_path, &mut env) {
            m.insert("snapshot".into(), serde_json::Value::String(path.clone()));
        }
        let _ = writeln!(std::io::stdout(), "{env}");
        return exit_code(r);
    }
    let mut err = std::io::stderr();
    match r.verdict {
        Verdict::Ok => {}
        Verdict::Error => {
            if let Some(e) = &r.error {
                color::write_traceback(&e.formatted);
            }
        }
        Verdict::ResourceExhausted => {
            if let Some(x) = &r.resource {
                let by_os = seg.iso.as_ref().is_some_and(|i| i.enforced_by_os);
                let _ = writeln!(
                    err,
                    "corral: {x}{}",
                    if by_os { " (enforced by the OS)" } else { "" }
                );
            }
        }
        Verdict::Suspended => {
            let calls: Vec<String> = r
                .pending
                .iter()
                .map(|c| format!("{} (id {})", c.function, c.call_id))
                .collect();
            let _ = writeln!(
                err,
                "corral: suspended: waiting for {}{}",
                calls.join(", "),
                match &snapshot_path {
                    Some(p) => format!("; snapshot written to {p}"),
                    None => "; no --suspend-to, the run is lost".into(),
                }
            );
        }
        Verdict::HostFault => {
            let _ = writeln!(
                err,
                "corral: host fault: {}",
                r.fault.as_deref().unwrap_or("contained interpreter fault")
            );
        }
    }
    exit_code(r)
}

/// The key of `--snapshot-key-file`, if given; an empty key is refused.
fn snapshot_key(flags: &HostFlags) -> Result<Option<Vec<u8>>, String> {
    let Some(path) = &flags.snapshot_key_file else {
        return Ok(None);
    };
    let key = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    if key.is_empty() {
        return Err(format!("{path}: the snapshot key is empty"));
    }
    Ok(Some(key))
}

fn cmd_resume(args: ResumeArgs) -> ExitCode {
    let bytes = match std::fs::read(&args.snapshot) {
        Ok(b) => b,
        Err(e) => return usage_error(&format!("cannot read {}: {e}", args.snapshot)),
    };
    let key = match snapshot_key(&args.host) {
        Ok(k) => k,
        Err(e) => return usage_error(&e),
    };
    // The signature is checked here; an isolated worker gets the bytes inside.
    let bytes = match corral::api::snapshot::verify(&bytes, key.as_deref()) {
        Ok(inner) => inner.to_vec(),
        Err(e) => return usage_error(&format!("{}: {e}", args.snapshot)),
    };
    let mut paused = match corral::api::Paused::from_snapshot(&bytes) {
        Ok(p) => p,
        Err(e) => return usage_error(&format!("{}: {e}", args.snapshot)),
    };
    let mut limits = paused.limits().clone();
    if let Err(e) = args.limits.apply(&mut limits) {
        return usage_error(&e);
    }
    paused.set_limits(limits);
    let value = match args
        .value
        .as_deref()
        .map(|v| inputs::json_arg("--value", v))
    {
        Some(Err(e)) => return usage_error(&e),
        v => v.and_then(Result::ok),
    };
    let answers_arg = match args
        .answers
        .as_deref()
        .map(|v| inputs::json_arg("--answers", v))
    {
        Some(Err(e)) => return usage_error(&e),
        v => v.and_then(Result::ok),
    };
    let answers = match (&value, &args.error, &answers_arg) {
        (Some(v), None, None) => match serde_json::from_str::<serde_json::Value>(v) {
            Ok(j) => match paused.pending() {
                [c] => vec![(c.call_id, Ok(hostio::json_to_host(&j)))],
                _ => return usage_error("--value needs exactly one pending call; use --answers"),
            },
            Err(e) => return usage_error(&format!("--value: bad JSON: {e}")),
        },
        (None, Some(e), None) => match paused.pending() {
            [c] => vec![(c.call_id, Err(hostio::parse_error(e)))],
            _ => return usage_error("--error needs exactly one pending call; use --answers"),
        },
        (None, None, Some(a)) => match hostio::parse_answers(a) {
            Ok(a) => a,
            Err(e) => return usage_error(&e),
        },
        _ => return usage_error("give one of --value, --error or --answers"),
    };
    let (mut host, proc_) = match start_host(&args.host) {
        Ok(x) => x,
        Err(e) => return usage_error(&e),
    };
    // Functions the run was granted and this host does not provide go on suspending.
    for (name, is_async) in paused.declared_functions().to_vec() {
        if host.get(&name).is_none() {
            host = host.suspending(&name, is_async);
        }
    }
    let runner = match args.host.iso.runner(paused.limits()) {
        Ok(r) => r,
        Err(e) => return usage_error(&e),
    };
    let start = std::time::Instant::now();
    let resume_limits = paused.limits().clone();
    match runner.resume_bytes(paused, &bytes, &host, answers) {
        Ok(seg) => {
            let deadline = resume_limits.time.map(|t| start + t);
            drive(
                seg,
                &host,
                proc_,
                &args.host,
                args.json,
                &runner,
                None,
                deadline,
                Some(&resume_limits),
            )
        }
        Err(e) => usage_error(&e),
    }
}

fn cmd_run(args: RunArgs) -> ExitCode {
    let mut opts = RunOptions::default();
    if let Err(e) = args.limits.apply(&mut opts.limits) {
        return usage_error(&e);
    }
    let (source, filename) = match (&args.code, &args.file) {
        (Some(c), None) => (c.clone(), "<string>".to_string()),
        (None, Some(f)) => match read_source(f) {
            Ok(x) => x,
            Err(e) => return usage_error(&e),
        },
        (Some(_), Some(_)) => return usage_error("give either FILE or -c CODE, not both"),
        (None, None) => return usage_error("nothing to run: give FILE, -c CODE, or - for stdin"),
    };
    opts.filename = filename;
    opts.return_last_expr = args.json;
    match args.inputs.load(args.file.as_deref() == Some("-")) {
        Ok(i) => opts.inputs = i,
        Err(e) => return usage_error(&e),
    }
    let (host, proc_) = match start_host(&args.host) {
        Ok(x) => x,
        Err(e) => return usage_error(&e),
    };
    opts.host = host.clone();
    let runner = match args.host.iso.runner(&opts.limits) {
        Ok(r) => r,
        Err(e) => return usage_error(&e),
    };
    let deadline = opts.limits.time.map(|t| std::time::Instant::now() + t);
    let seg = match runner.run(&source, &opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("corral: host fault: {e}");
            return ExitCode::from(4);
        }
    };
    let record = args.record.as_deref().map(|path| Recording {
        path,
        source: &source,
        opts: &opts,
    });
    let limits = opts.limits.clone();
    drive(
        seg,
        &host,
        proc_,
        &args.host,
        args.json,
        &runner,
        record,
        deadline,
        Some(&limits),
    )
}

fn cmd_replay(path: &str, json: bool, iso: &runner::IsolateFlags) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return usage_error(&format!("cannot read {path}: {e}")),
    };
    let rec: corral::api::record::Record = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => return usage_error(&format!("{path}: not a corral record: {e}")),
    };
    if rec.corral_record != corral::api::record::RECORD_VERSION {
        return usage_error(&format!(
            "{path}: record version {} is not supported (this corral reads version {})",
            rec.corral_record,
            corral::api::record::RECORD_VERSION
        ));
    }
    let (r, iso, divergence, answered, total) = if iso.isolate {
        let runner = match iso.runner(&rec.limits) {
            Ok(runner::Runner::Isolated(pool)) => pool,
            Ok(_) => unreachable!("--isolate makes an isolated runner"),
            Err(e) => return usage_error(&e),
        };
        match runner.replay(&text, rec.limits.time) {
            Ok(mut x) => {
                let (d, a, t) = x.replay.take().unwrap_or((None, 0, rec.ledger.len()));
                let r = std::mem::replace(
                    &mut x.result,
                    corral::run_source("", &RunOptions::default()),
                );
                (r, Some(x), d, a, t)
            }
            Err(e) => {
                eprintln!("corral: host fault: {e}");
                return ExitCode::from(4);
            }
        }
    } else {
        let (opts, replay) = rec.replay_options();
        let r = corral::run_source(&rec.source, &opts);
        let (answered, total) = replay.progress();
        (r, None, replay.divergence(), answered, total)
    };
    let mut problems = Vec::new();
    if let Some(d) = divergence {
        problems.push(d);
    }
    if answered < total {
        problems.push(format!(
            "only {answered} of {total} recorded host calls were made"
        ));
    }
    if r.stdout != rec.stdout {
        problems.push("stdout differs from the record".into());
    }
    if r.stderr != rec.stderr {
        problems.push("stderr differs from the record".into());
    }
    if r.verdict.as_str() != rec.verdict {
        problems.push(format!(
            "verdict {} differs from the recorded {}",
            r.verdict.as_str(),
            rec.verdict
        ));
    }
    if json {
        let mut env = hostio::envelope(&r, &format!("run-{}", std::process::id()));
        if let Some(x) = &iso {
            corral_isolate::annotate_envelope(&mut env, x);
        }
        if let serde_json::Value::Object(m) = &mut env {
            m.insert(
                "replay".into(),
                serde_json::json!({"matches": problems.is_empty(), "problems": problems,
                                   "answered": answered, "recorded": total}),
            );
        }
        let _ = writeln!(std::io::stdout(), "{env}");
    } else {
        let _ = std::io::stdout().write_all(r.stdout.as_bytes());
        let _ = std::io::stderr().write_all(r.stderr.as_bytes());
        if let Some(e) = &r.error {
            let _ = std::io::stderr().write_all(e.formatted.as_bytes());
        }
        if problems.is_empty() {
            eprintln!("corral: replay matches the record ({answered} host calls answered)");
        } else {
            for p in &problems {
                eprintln!("corral: replay diverged: {p}");
            }
        }
    }
    if problems.is_empty() {
        exit_code(&r)
    } else {
        ExitCode::from(6)
    }
}

fn exit_code(r: &RunResult) -> ExitCode {
    ExitCode::from(match r.verdict {
        Verdict::Ok => 0,
        Verdict::Error => 1,
        Verdict::ResourceExhausted => 3,
        Verdict::HostFault => 4,
        Verdict::Suspended => 5,
    })
}

fn cmd_check(file: &str, dis: bool) -> ExitCode {
    let (source, filename) = match read_source(file) {
        Ok(x) => x,
        Err(e) => return usage_error(&e),
    };
    let opts = RunOptions {
        filename: filename.clone(),
        ..RunOptions::default()
    };
    match corral::api::compile_program(&source, &opts) {
        Ok(p) => {
            if dis {
                let _ = write!(std::io::stdout(), "{}", p.code.disassemble());
            }
            let _ = writeln!(std::io::stdout(), "{filename}: ok");
            ExitCode::SUCCESS
        }
        Err((e, exhausted)) => {
            if let Some(x) = exhausted {
                eprintln!("corral: {x}");
                return ExitCode::from(3);
            }
            let info = corral::api::compile_error_info(&e, &filename);
            eprint!("{}", info.formatted);
            eprintln!(
                "{filename}:{}:{}: {}: {}",
                e.line, e.column, e.kind, e.message
            );
            ExitCode::from(1)
        }
    }
}

/// Round up to a "nice" limit with 2x headroom: 1, 2, 5 × 10^k.
fn headroom(x: f64) -> f64 {
    let target = (x * 2.0).max(1.0);
    let mut base = 1.0;
    loop {
        for m in [1.0, 2.0, 5.0] {
            if m * base >= target {
                return m * base;
            }
        }
        base *= 10.0;
    }
}

fn human_count(x: f64) -> String {
    if x >= 1e9 && x % 1e9 == 0.0 {
        format!("{}G", x / 1e9)
    } else if x >= 1e6 && x % 1e6 == 0.0 {
        format!("{}M", x / 1e6)
    } else if x >= 1e3 && x % 1e3 == 0.0 {
        format!("{}k", x / 1e3)
    } else {
        format!("{x}")
    }
}

fn human_bytes(x: f64) -> String {
    let mib = 1024.0 * 1024.0;
    if x >= mib {
        format!("{}MiB", (x / mib).ceil())
    } else if x >= 1024.0 {
        format!("{}KiB", (x / 1024.0).ceil())
    } else {
        format!("{}B", x.ceil())
    }
}

fn cmd_profile(args: RunArgs) -> ExitCode {
    let mut opts = RunOptions {
        limits: Limits::none(),
        ..RunOptions::default()
    };
    if let Err(e) = args.limits.apply(&mut opts.limits) {
        return usage_error(&e);
    }
    let (source, filename) = match (&args.code, &args.file) {
        (Some(c), None) => (c.clone(), "<string>".to_string()),
        (None, Some(f)) => match read_source(f) {
            Ok(x) => x,
            Err(e) => return usage_error(&e),
        },
        _ => return usage_error("give either FILE or -c CODE"),
    };
    opts.filename = filename;
    match args.inputs.load(args.file.as_deref() == Some("-")) {
        Ok(i) => opts.inputs = i,
        Err(e) => return usage_error(&e),
    }
    let r = corral::run_source(&source, &opts);
    let u = &r.usage;
    let mut out = std::io::stderr();
    let _ = writeln!(out, "verdict: {}", r.verdict.as_str());
    let _ = writeln!(out, "{:<16}{:>16}  suggested flag", "resource", "peak");
    let rows: Vec<(&str, String, String)> = vec![
        (
            "time",
            format!("{:.1} ms", u.wall_ms),
            format!("--time {}ms", headroom((u.wall_ms * 5.0).max(100.0))),
        ),
        (
            "cpu_time",
            format!("{:.1} ms", u.cpu_ms),
            format!("--cpu-time {}ms", headroom((u.cpu_ms * 5.0).max(100.0))),
        ),
        (
            "steps",
            format!("{}", u.steps),
            format!("--steps {}", human_count(headroom(u.steps as f64))),
        ),
        (
            "memory",
            format!("{} B", u.peak_memory_bytes),
            format!(
                "--memory {}",
                human_bytes(headroom(u.peak_memory_bytes as f64))
            ),
        ),
        (
            "stack_depth",
            format!("{}", u.max_stack_depth),
            format!("--stack-depth {}", headroom(u.max_stack_depth as f64)),
        ),
        (
            "output_bytes",
            format!("{} B", u.output_bytes),
            format!(
                "--output-bytes {}",
                human_bytes(headroom(u.output_bytes as f64))
            ),
        ),
        (
            "program_bytes",
            format!("{} B", source.len()),
            format!(
                "--program-bytes {}",
                human_bytes(headroom(source.len() as f64))
            ),
        ),
        ("allocations", format!("{}", u.allocations), String::new()),
    ];
    // What the whole process held at its peak (the interpreter, its
    // buffers and the allocator's slack beside the guest's account): for
    // sizing the container a run goes in.
    let mut rows = rows;
    if let Some(kib) = process_peak_rss_kib() {
        rows.push(("process_rss", format!("{} B", kib * 1024), String::new()));
    }
    for (name, peak, flag) in rows {
        let _ = writeln!(out, "{name:<16}{peak:>16}  {flag}");
    }
    let mut so = std::io::stdout();
    let _ = so.write_all(r.stdout.as_bytes());
    exit_code(&r)
}

/// The process's peak resident set (Linux `VmHWM`), in KiB.
fn process_peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
