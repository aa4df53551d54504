//! The CLI side of the host interface: inputs from JSON, a functions process
//! speaking JSON lines, suspension to a snapshot file, and the envelope's
//! `trace` and `pending`.

use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::rc::Rc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use corral::api::Answer;
pub use corral::api::envelope::{envelope, json_to_host, parse_answers, parse_reply, request_json};
use corral::capabilities::{ExternalFunction, Handler, Host, HostError, HostValue, PendingCall};
use serde_json::Value as J;

/// `NAME=JSON`.
pub fn parse_input(s: &str) -> Result<(String, HostValue), String> {
    let Some((name, json)) = s.split_once('=') else {
        return Err(format!("--input {s}: expected NAME=JSON"));
    };
    let ok_name = name
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    if !ok_name {
        return Err(format!("--input {s}: '{name}' is not a valid name"));
    }
    let v: J = serde_json::from_str(json).map_err(|e| format!("--input {name}: bad JSON: {e}"))?;
    Ok((name.to_string(), json_to_host(&v)))
}

/// `TYPE:MESSAGE` (a bare message is a RuntimeError).
pub fn parse_error(s: &str) -> HostError {
    match s.split_once(':') {
        Some((t, m)) if !t.is_empty() && t.chars().all(|c| c.is_alphanumeric() || c == '_') => {
            HostError::new(t, m.trim_start())
        }
        _ => HostError::new("RuntimeError", s),
    }
}

/// A functions process: started with `sh -c CMD`; it first prints
/// `{"functions": [NAME | {"name": NAME, "async": BOOL}, ...]}`, then
/// answers each request line with one reply line.
pub struct FunctionsProcess {
    child: Child,
    stdin: ChildStdin,
    /// Lines of the process's stdout, read on a thread of their own so
    /// that waiting for one can stop at the run's deadline.
    lines: Receiver<Result<String, String>>,
    pub functions: Vec<(String, bool)>,
}

/// Why no reply came.
pub const TIMED_OUT: &str = "no reply before the run's time ran out";

fn read_lines(stdout: ChildStdout) -> Receiver<Result<String, String>> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut r = BufReader::new(stdout);
        loop {
            let mut line = String::new();
            let item = match r.read_line(&mut line) {
                Ok(0) => Err("the functions process closed its output".to_string()),
                Ok(_) => Ok(line),
                Err(e) => Err(format!("read: {e}")),
            };
            let end = item.is_err();
            if tx.send(item).is_err() || end {
                break;
            }
        }
    });
    rx
}

impl FunctionsProcess {
    pub fn start(cmd: &str) -> Result<FunctionsProcess, String> {
        let mut sh = Command::new("sh");
        // Its own process group, so that ending it ends whatever `sh`
        // started too (a grandchild would otherwise outlive corral and hold
        // its stderr open).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut sh, 0);
        let mut child = sh
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("--functions: cannot start '{cmd}': {e}"))?;
        let stdin = child.stdin.take().ok_or("--functions: no stdin")?;
        let lines = read_lines(child.stdout.take().ok_or("--functions: no stdout")?);
        let mut p = FunctionsProcess {
            child,
            stdin,
            lines,
            functions: Vec::new(),
        };
        let hello = p
            .read_line(Some(Instant::now() + Duration::from_secs(10)))
            .map_err(|e| format!("--functions: no announcement: {e}"))?;
        let list = hello
            .get("functions")
            .and_then(J::as_array)
            .ok_or("--functions: the first line must be {\"functions\": [...]}")?;
        for f in list {
            match f {
                J::String(n) => p.functions.push((n.clone(), false)),
                J::Object(o) => {
                    let n = o
                        .get("name")
                        .and_then(J::as_str)
                        .ok_or("--functions: a function without a name")?;
                    let a = o.get("async").and_then(J::as_bool).unwrap_or(false);
                    p.functions.push((n.to_string(), a));
                }
                _ => return Err("--functions: bad function entry".into()),
            }
        }
        Ok(p)
    }

    /// The next non-empty line, waiting at most until `deadline`.
    fn read_line(&mut self, deadline: Option<Instant>) -> Result<J, String> {
        let line = loop {
            let next = match deadline {
                Some(d) => match self
                    .lines
                    .recv_timeout(d.saturating_duration_since(Instant::now()))
                {
                    Ok(l) => l,
                    Err(RecvTimeoutError::Timeout) => return Err(TIMED_OUT.into()),
                    Err(RecvTimeoutError::Disconnected) => {
                        Err("the functions process closed its output".into())
                    }
                },
                None => self
                    .lines
                    .recv()
                    .unwrap_or_else(|_| Err("the functions process closed its output".into())),
            };
            let line = next?;
            if !line.trim().is_empty() {
                break line;
            }
        };
        serde_json::from_str(&line).map_err(|e| format!("bad JSON from the functions process: {e}"))
    }

    pub fn send(&mut self, req: &J) -> Result<(), String> {
        writeln!(self.stdin, "{req}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("write to the functions process: {e}"))
    }

    pub fn receive(&mut self, deadline: Option<Instant>) -> Result<Answer, String> {
        let v = self.read_line(deadline)?;
        parse_reply(&v)
    }

    /// Send all `calls` at once, then collect the replies in any order,
    /// giving up at `deadline`.
    pub fn call_many(
        &mut self,
        calls: &[PendingCall],
        deadline: Option<Instant>,
    ) -> Result<Vec<Answer>, String> {
        for c in calls {
            self.send(&request_json(c.call_id, &c.function, &c.args, &c.kwargs))?;
        }
        let mut out: Vec<Answer> = Vec::with_capacity(calls.len());
        while out.len() < calls.len() {
            let a = self.receive(deadline)?;
            if !calls.iter().any(|c| c.call_id == a.0) || out.iter().any(|x| x.0 == a.0) {
                return Err(format!("unexpected reply id {}", a.0));
            }
            out.push(a);
        }
        Ok(out)
    }
}

impl Drop for FunctionsProcess {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Ok(pid) = i32::try_from(self.child.id()) {
            let _ = nix::sys::signal::killpg(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGKILL,
            );
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The host for a run: a functions process (sync functions are called at
/// once, async ones suspend and are answered together), plus functions
/// that suspend to the caller (`--suspend`).
pub fn build_host(
    proc_: Option<Rc<RefCell<FunctionsProcess>>>,
    suspend: &[(String, bool)],
) -> Host {
    let mut host = Host::new();
    for (name, is_async) in suspend {
        host.add(ExternalFunction {
            name: name.clone(),
            is_async: *is_async,
            handler: Handler::Suspend,
        });
    }
    if let Some(p) = proc_ {
        let fns = p.borrow().functions.clone();
        for (name, is_async) in fns {
            if is_async {
                host.add(ExternalFunction {
                    name,
                    is_async: true,
                    handler: Handler::Suspend,
                });
                continue;
            }
            let p = p.clone();
            let n = name.clone();
            host.add(ExternalFunction {
                name,
                is_async: false,
                handler: Handler::Sync(Rc::new(move |args, kwargs| {
                    // Requests carry the ledger's call ids.
                    let id = corral::capabilities::current_call_id().unwrap_or(0);
                    let mut p = p.borrow_mut();
                    let fail = |e: String| {
                        HostError::new("RuntimeError", format!("functions process: {e}"))
                    };
                    p.send(&request_json(id, &n, args, kwargs)).map_err(fail)?;
                    // A call counts inside the run's time: give up when it ends
                    // (the run then ends `resource_exhausted`, time).
                    let deadline = corral::capabilities::current_deadline();
                    let (rid, ans) = p.receive(deadline).map_err(fail)?;
                    if rid != id {
                        return Err(fail(format!("reply id {rid}, expected {id}")));
                    }
                    ans
                })),
            });
        }
    }
    host
}
