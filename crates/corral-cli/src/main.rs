//! The `corral` command line: run, check (and later profile, repl, serve).

mod color;
mod hostio;
mod inputs;
mod osflags;
mod repl;
mod units;

// The interpreter allocates many small objects; mimalloc is markedly faster
// than the system allocator for that pattern.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Args as ClapArgs, CommandFactory, Parser, Subcommand};
use std::cell::RefCell;
use std::rc::Rc;

use corral::host::Host;
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
    },
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
    #[command(flatten)]
    os: osflags::OsFlags,
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
    match String::from_utf8(bytes) {
        Ok(s) => Ok((s, name)),
        Err(e) => Err(format!(
            "{name}: source is not valid UTF-8 (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )),
    }
}

fn main() -> ExitCode {
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
        Command::Replay { record, json } => cmd_replay(&record, json),
        Command::Check { file, dis } => cmd_check(&file, dis),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "corral", &mut std::io::stdout());
            ExitCode::SUCCESS
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

/// Print a segment's output, answer suspensions the functions process can
/// answer, and finish: the envelope, or a snapshot for a later `resume`.
fn drive(
    mut r: RunResult,
    host: &Host,
    proc_: Option<SharedProcess>,
    flags: &HostFlags,
    json: bool,
) -> ExitCode {
    let mut stdout = String::new();
    let mut stderr = String::new();
    loop {
        if json {
            stdout.push_str(&r.stdout);
            stderr.push_str(&r.stderr);
        } else {
            let mut o = std::io::stdout();
            let _ = o.write_all(r.stdout.as_bytes());
            let _ = o.flush();
            let _ = std::io::stderr().write_all(r.stderr.as_bytes());
        }
        if r.verdict != Verdict::Suspended {
            break;
        }
        let Some(p) = &proc_ else { break };
        let served = {
            let p = p.borrow();
            r.pending
                .iter()
                .all(|c| p.functions.iter().any(|(n, _)| *n == c.function))
        };
        if !served {
            break;
        }
        let answers = p.borrow_mut().call_many(&r.pending);
        let answers = match answers {
            Ok(a) => a,
            Err(e) => {
                // The process failed: the calls fail in the program.
                let err =
                    corral::host::HostError::new("RuntimeError", format!("functions process: {e}"));
                r.pending
                    .iter()
                    .map(|c| (c.call_id, Err(err.clone())))
                    .collect()
            }
        };
        let Some(paused) = r.paused.take() else { break };
        r = match paused.resume(host, answers) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("corral: host fault: {}", e.message);
                return ExitCode::from(4);
            }
        };
    }
    let mut snapshot_path = None;
    if r.verdict == Verdict::Suspended
        && let (Some(path), Some(p)) = (&flags.suspend_to, &r.paused)
    {
        let bytes = p.snapshot();
        if let Err(e) = std::fs::write(path, &bytes) {
            return usage_error(&format!("cannot write {path}: {e}"));
        }
        snapshot_path = Some(path.clone());
    }
    if json {
        r.stdout = stdout;
        r.stderr = stderr;
        let mut env = hostio::envelope(&r, &format!("run-{}", std::process::id()));
        if let (Some(path), serde_json::Value::Object(m)) = (&snapshot_path, &mut env) {
            m.insert("snapshot".into(), serde_json::Value::String(path.clone()));
        }
        let _ = writeln!(std::io::stdout(), "{env}");
        return exit_code(&r);
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
                let _ = writeln!(err, "corral: {x}");
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
    exit_code(&r)
}

fn cmd_resume(args: ResumeArgs) -> ExitCode {
    let bytes = match std::fs::read(&args.snapshot) {
        Ok(b) => b,
        Err(e) => return usage_error(&format!("cannot read {}: {e}", args.snapshot)),
    };
    let mut paused = match corral::host::Paused::from_snapshot(&bytes) {
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
    match paused.resume(&host, answers) {
        Ok(r) => drive(r, &host, proc_, &args.host, args.json),
        Err(e) => usage_error(&e.message),
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
    let result = corral::run_source(&source, &opts);
    if let Some(path) = &args.record {
        let rec = corral::host::replay::Record::new(&source, &opts, &result);
        let text = serde_json::to_string(&rec).unwrap_or_default();
        if let Err(e) = std::fs::write(path, text) {
            return usage_error(&format!("cannot write {path}: {e}"));
        }
    }
    drive(result, &host, proc_, &args.host, args.json)
}

fn cmd_replay(path: &str, json: bool) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return usage_error(&format!("cannot read {path}: {e}")),
    };
    let rec: corral::host::replay::Record = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => return usage_error(&format!("{path}: not a corral record: {e}")),
    };
    if rec.corral_record != corral::host::replay::RECORD_VERSION {
        return usage_error(&format!(
            "{path}: record version {} is not supported (this corral reads version {})",
            rec.corral_record,
            corral::host::replay::RECORD_VERSION
        ));
    }
    let (opts, replay) = rec.replay_options();
    let r = corral::run_source(&rec.source, &opts);
    let (answered, total) = replay.progress();
    let mut problems = Vec::new();
    if let Some(d) = replay.divergence() {
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
    match corral::host::compile_program(&source, &opts) {
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
            let info = corral::host::compile_error_info(&e, &filename);
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
