//! The worker: `corral worker`, started by the parent with three pipes and
//! nothing else. It arms, says which layers armed, then serves runs one
//! after another, each in a fresh VM. Every host call (a function, a
//! mounted directory, a name lookup) is a request to the parent, which
//! answers it with the run's real `Host`.

use std::cell::RefCell;
use std::io::{Stdin, Stdout};
use std::path::Path;
use std::rc::Rc;

use corral::api::session::Session;
use corral::api::{Paused, RunResult};
use corral::capabilities::os::{Fs, FsError, FsResult, MountOp, MountReply, OsConfig};
use corral::capabilities::{Capabilities, Grant, Host, HostError, HostValue};
use corral::{RunOptions, Verdict};

use crate::arm::{self, Ceilings};
use crate::wire::{
    FnSpec, FsOp, FsOut, HostSpec, Reply, SessionDone, SessionJob, SessionOp, ToParent, ToWorker,
    WireResult, read_frame, write_frame,
};

/// The pipes to the parent. Requests and answers strictly alternate: the
/// worker asks only while it runs a job, and the parent answers only what
/// was asked.
struct Pipe {
    input: Stdin,
    output: Stdout,
}

type Shared = Rc<RefCell<Pipe>>;

impl Pipe {
    fn send(&mut self, msg: &ToParent, blob: &[u8]) {
        if write_frame(&mut self.output.lock(), msg, blob).is_err() {
            // The parent is gone: nothing to answer to.
            std::process::exit(0);
        }
    }

    fn ask(&mut self, msg: &ToParent) -> Reply {
        self.send(msg, &[]);
        match read_frame::<_, ToWorker>(&mut self.input.lock()) {
            Ok((ToWorker::Reply(r), _)) => r,
            _ => std::process::exit(0),
        }
    }
}

/// Entry point of `corral worker`, on the process's main thread (whose
/// stack the parent raised: see `stack.rs`); returns the exit status.
pub fn main(c: Ceilings) -> i32 {
    // stacker learns the main thread's stack bounds from /proc/self/maps,
    // once per thread. Armed, the worker can no longer read it, and every
    // frame it deserializes would run on a freshly mapped 2 MiB stack
    // (half the worker's time on `1 + 1`), so it learns them now.
    let _ = stacker::remaining_stack();
    let armed = arm::arm_process(&c);
    serve_all(c, armed)
}

fn serve_all(c: Ceilings, armed: Result<crate::wire::Layers, String>) -> i32 {
    let pipe: Shared = Rc::new(RefCell::new(Pipe {
        input: std::io::stdin(),
        output: std::io::stdout(),
    }));
    let armed = armed.and_then(|mut layers| arm::arm_thread(&mut layers).map(|_| layers));
    match armed {
        Ok(layers) => pipe.borrow_mut().send(&ToParent::Ready(layers), &[]),
        Err(e) => {
            pipe.borrow_mut().send(&ToParent::ArmFailed(e), &[]);
            return 1;
        }
    }
    loop {
        let next = read_frame::<_, ToWorker>(&mut pipe.borrow().input.lock());
        let (job, blob) = match next {
            Ok(x) => x,
            Err(_) => return 0,
        };
        arm::cpu_budget(c.run_cpu_seconds);
        let (msg, blob) = serve(&pipe, job, blob);
        pipe.borrow_mut().send(&msg, &blob);
    }
}

fn serve(pipe: &Shared, job: ToWorker, blob: Vec<u8>) -> (ToParent, Vec<u8>) {
    match job {
        ToWorker::Run(job) => {
            let host = build_host(pipe, &job.host);
            let opts = RunOptions {
                limits: job.limits,
                filename: job.filename,
                return_last_expr: job.return_last_expr,
                inputs: job.inputs,
                host: host.clone(),
            };
            let r = corral::run_source(&job.source, &opts);
            done(r, &host, None)
        }
        ToWorker::Resume(job) => {
            let mut paused = match Paused::from_snapshot(&blob) {
                Ok(p) => p,
                Err(e) => return refused(format!("snapshot: {e}")),
            };
            if let Some(l) = job.limits {
                paused.set_limits(l);
            }
            let mut host = build_host(pipe, &job.host);
            // Functions granted at the start that this host does not
            // provide go on suspending.
            for (name, is_async) in paused.declared_functions().to_vec() {
                if host.get(&name).is_none() {
                    host = host.suspending(&name, is_async);
                }
            }
            match paused.resume(&host, job.answers) {
                Ok(r) => done(r, &host, None),
                Err(e) => refused(e.message),
            }
        }
        ToWorker::Replay { record_json } => {
            let rec: corral::api::record::Record = match serde_json::from_str(&record_json) {
                Ok(r) => r,
                Err(e) => return refused(format!("not a corral record: {e}")),
            };
            let (opts, replay) = rec.replay_options();
            let r = corral::run_source(&rec.source, &opts);
            let (answered, total) = replay.progress();
            done(r, &opts.host, Some((replay.divergence(), answered, total)))
        }
        ToWorker::Session(job) => session(pipe, *job, &blob),
        ToWorker::Reply(_) => refused("an answer arrived with no call waiting".into()),
    }
}

/// Load the session from `state`, carry out one op, and send back what
/// it produced with the session's new state.
fn session(pipe: &Shared, job: SessionJob, state: &[u8]) -> (ToParent, Vec<u8>) {
    let host = build_host(pipe, &job.host);
    let fs = host.os.fs.clone();
    let op = match job.op {
        SessionOp::New { limits, inputs } => {
            let s = Session::new(RunOptions {
                limits,
                return_last_expr: true,
                inputs,
                host,
                ..RunOptions::default()
            });
            return session_done(None, None, Some(&s));
        }
        op => op,
    };
    let mut s = match Session::from_snapshot(state, host) {
        Ok(s) => s,
        Err(e) => return (ToParent::Unloadable(e.to_string()), Vec::new()),
    };
    match op {
        SessionOp::Run { source } => {
            let r = s.run(&source);
            session_done(Some(wire_result(r, &fs, None)), None, Some(&s))
        }
        SessionOp::Resume { answers } => match s.resume(answers) {
            Ok(r) => session_done(Some(wire_result(r, &fs, None)), None, Some(&s)),
            Err(e) => refused(e),
        },
        SessionOp::Get { name } => {
            let v = s.get(&name);
            session_done(None, v, None)
        }
        SessionOp::Set { name, value } => match s.set(&name, &value) {
            Ok(()) => session_done(None, None, Some(&s)),
            Err(e) => refused(e),
        },
        SessionOp::New { .. } => refused("a session is new only once".into()),
    }
}

fn session_done(
    run: Option<WireResult>,
    value: Option<HostValue>,
    changed: Option<&Session>,
) -> (ToParent, Vec<u8>) {
    let state = changed.map(Session::snapshot).unwrap_or_default();
    let done = SessionDone {
        run: run.map(Box::new),
        value,
        changed: changed.is_some(),
    };
    (ToParent::Session(Box::new(done)), state)
}

fn refused(message: String) -> (ToParent, Vec<u8>) {
    (ToParent::Refused(message), Vec::new())
}

fn done(
    r: RunResult,
    host: &Host,
    replay: Option<(Option<String>, usize, usize)>,
) -> (ToParent, Vec<u8>) {
    let snapshot = match (&r.paused, r.verdict) {
        (Some(p), Verdict::Suspended) => p.snapshot(),
        _ => Vec::new(),
    };
    let w = wire_result(r, &host.os.fs, replay);
    (ToParent::Done(Box::new(w)), snapshot)
}

fn wire_result(
    mut r: RunResult,
    fs: &Fs,
    replay: Option<(Option<String>, usize, usize)>,
) -> WireResult {
    WireResult {
        verdict: r.verdict,
        value_repr: r.value_repr.take(),
        value: r.value.take(),
        stdout: std::mem::take(&mut r.stdout),
        stderr: std::mem::take(&mut r.stderr),
        error: r.error.take(),
        resource: r.resource.take(),
        fault: r.fault.take(),
        usage: std::mem::take(&mut r.usage),
        trace: std::mem::take(&mut r.trace),
        pending: std::mem::take(&mut r.pending),
        files: fs.memory_files(),
        replay,
    }
}

fn build_host(pipe: &Shared, spec: &HostSpec) -> Host {
    let relay = Relay {
        pipe: pipe.clone(),
        declared: spec.functions.clone(),
        lookup: spec.lookup,
        found: RefCell::default(),
    };
    let os = &spec.os;
    let fs = Fs::new();
    for d in &os.dirs {
        fs.add_dir(d);
    }
    for (path, data) in &os.files {
        fs.add_file(path, data.clone());
    }
    for (at, writable) in &os.mounts {
        fs.mount_relayed(at, *writable);
    }
    fs.set_quota(os.quota);
    fs.set_memory_read_only(os.memory_read_only);
    let mut host = Host::new().answered_by(Rc::new(relay));
    host.os = OsConfig {
        fs,
        env: os.env.clone(),
        clock: os.clock,
        utc_offset_secs: os.utc_offset_secs,
        tz_name: os.tz_name.as_str().into(),
        seed: os.seed,
        cwd: os.cwd.as_str().into(),
    };
    host
}

/// The worker's way out: every function call, lookup and mounted-directory
/// operation is asked of the parent, which answers with the run's real
/// `Host`. The clock and entropy stay the trait's own: a worker's kernel
/// gives the same ones its parent's would.
struct Relay {
    pipe: Shared,
    declared: Vec<FnSpec>,
    lookup: bool,
    /// Functions the parent's lookup found.
    found: RefCell<Vec<FnSpec>>,
}

fn grant(f: &FnSpec) -> Grant {
    Grant {
        is_async: f.is_async,
        suspends: f.suspend,
    }
}

fn wrong() -> FsError {
    FsError(corral::capabilities::os::EIO)
}

/// The virtual path `rel` names under the mount point `at`.
fn under(at: &str, rel: &Path) -> String {
    let rel = rel.to_string_lossy();
    match (at, rel.as_ref()) {
        (at, ".") => at.to_string(),
        ("/", r) => format!("/{r}"),
        (at, r) => format!("{at}/{r}"),
    }
}

impl Capabilities for Relay {
    fn declared(&self) -> Vec<(String, Grant)> {
        self.declared
            .iter()
            .map(|f| (f.name.clone(), grant(f)))
            .collect()
    }

    fn function(&self, name: &str) -> Option<Grant> {
        let found = self.found.borrow();
        self.declared
            .iter()
            .chain(found.iter())
            .find(|f| f.name == name)
            .map(grant)
    }

    fn has_lookup(&self) -> bool {
        self.lookup
    }

    fn lookup(&self, name: &str) -> Option<Grant> {
        if !self.lookup {
            return None;
        }
        let r = self.pipe.borrow_mut().ask(&ToParent::Lookup {
            name: name.to_string(),
        });
        match r {
            Reply::Lookup(Some(spec)) => {
                let g = grant(&spec);
                let mut found = self.found.borrow_mut();
                found.retain(|f| f.name != spec.name);
                found.push(spec);
                Some(g)
            }
            _ => None,
        }
    }

    fn call(
        &self,
        name: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError> {
        let r = self.pipe.borrow_mut().ask(&ToParent::Call {
            name: name.to_string(),
            args: args.to_vec(),
            kwargs: kwargs.to_vec(),
        });
        match r {
            Reply::Call(r) => r,
            _ => Err(HostError::new(
                "RuntimeError",
                "the host answered out of turn",
            )),
        }
    }

    fn mount(&self, at: &str, op: MountOp<'_>) -> FsResult<MountReply> {
        let p = |rel: &Path| under(at, rel);
        let op = match op {
            MountOp::Read { rel, max } => FsOp::Read { path: p(rel), max },
            MountOp::Write { rel, data, mode } => FsOp::Write {
                path: p(rel),
                data: data.to_vec(),
                mode,
            },
            MountOp::Stat { rel } => FsOp::Stat { path: p(rel) },
            MountOp::Listdir { rel } => FsOp::Listdir { path: p(rel) },
            MountOp::Mkdir { rel } => FsOp::Mkdir { path: p(rel) },
            MountOp::Rmdir { rel } => FsOp::Rmdir { path: p(rel) },
            MountOp::Remove { rel } => FsOp::Remove { path: p(rel) },
            MountOp::Rename { from, to } => FsOp::Rename {
                from: p(from),
                to: p(to),
            },
        };
        let out = match self.pipe.borrow_mut().ask(&ToParent::Fs(op)) {
            Reply::Fs(r) => r.map_err(FsError)?,
            _ => return Err(wrong()),
        };
        Ok(match out {
            FsOut::Bytes(b) => MountReply::Bytes(b),
            FsOut::Stat(s) => MountReply::Stat(s),
            FsOut::Names(n) => MountReply::Names(n),
            FsOut::Unit => MountReply::Done,
        })
    }
}
