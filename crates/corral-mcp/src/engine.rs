//! The engine thread: runs programs and keeps the sessions (whose VMs may
//! not leave the thread that made them).

use std::collections::HashMap;
use std::sync::mpsc;

use corral::api::envelope::{envelope, json_to_host};
use corral::api::session::Session;
use corral::capabilities::{Host, HostValue};
use corral::{Limits, RunOptions, RunResult};
use serde_json::{Map, Value as J};

use crate::Config;
use crate::limits::lower;
use crate::summary::summary;

/// Most sessions kept at once; a client past it must close some first.
const MAX_SESSIONS: usize = 64;
/// Stack of the engine thread (the compiler recurses over the syntax tree,
/// bounded by ast_depth), as the CLI gives its own.
const STACK: usize = 256 << 20;

/// A parsed tool call.
pub enum Call {
    Run {
        code: String,
        inputs: Vec<(String, HostValue)>,
        session: Option<String>,
        limits: Map<String, J>,
    },
    Reset(String),
    Close(String),
}

pub enum BadCall {
    UnknownTool(String),
    Params(String),
}

fn session_arg(args: &Map<String, J>) -> Result<String, BadCall> {
    match args.get("session_id") {
        Some(J::String(s)) if !s.is_empty() => Ok(s.clone()),
        _ => Err(BadCall::Params(
            "session_id: a non-empty string is required".into(),
        )),
    }
}

impl Call {
    pub fn parse(tool: &str, args: &Map<String, J>) -> Result<Call, BadCall> {
        match tool {
            "run_python" => {
                let code = match args.get("code") {
                    Some(J::String(s)) => s.clone(),
                    _ => return Err(BadCall::Params("code: a string is required".into())),
                };
                let inputs = match args.get("inputs") {
                    None | Some(J::Null) => Vec::new(),
                    Some(J::Object(m)) => m
                        .iter()
                        .map(|(k, v)| (k.clone(), json_to_host(v)))
                        .collect(),
                    Some(_) => return Err(BadCall::Params("inputs: an object is expected".into())),
                };
                if let Some((bad, _)) = inputs.iter().find(|(k, _)| !is_identifier(k)) {
                    return Err(BadCall::Params(format!(
                        "inputs: {bad:?} is not a Python identifier"
                    )));
                }
                let session = match args.get("session_id") {
                    None | Some(J::Null) => None,
                    Some(_) => Some(session_arg(args)?),
                };
                let limits = match args.get("limits") {
                    None | Some(J::Null) => Map::new(),
                    Some(J::Object(m)) => m.clone(),
                    Some(_) => return Err(BadCall::Params("limits: an object is expected".into())),
                };
                Ok(Call::Run {
                    code,
                    inputs,
                    session,
                    limits,
                })
            }
            "reset_session" => Ok(Call::Reset(session_arg(args)?)),
            "close_session" => Ok(Call::Close(session_arg(args)?)),
            other => Err(BadCall::UnknownTool(other.into())),
        }
    }
}

fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c == '_' || c.is_alphabetic())
        && cs.all(|c| c == '_' || c.is_alphanumeric())
}

/// What the engine answers.
pub enum Reply {
    /// A run: its envelope and a summary for the model.
    Run { envelope: J, summary: String },
    /// A session tool did what was asked.
    Done(String),
    /// The call could not be carried out (bad limits, unknown session, …).
    Refused(String),
}

pub struct Request {
    pub call: Call,
    pub reply: tokio::sync::oneshot::Sender<Reply>,
}

/// Start the engine thread.
pub fn start(config: Config) -> Result<mpsc::Sender<Request>, String> {
    let (tx, rx) = mpsc::channel::<Request>();
    std::thread::Builder::new()
        .name("corral-engine".into())
        .stack_size(STACK)
        .spawn(move || {
            let mut engine = Engine {
                config,
                sessions: HashMap::new(),
                runs: 0,
            };
            while let Ok(req) = rx.recv() {
                let reply = engine.handle(req.call);
                let _ = req.reply.send(reply);
            }
        })
        .map_err(|e| format!("cannot start the engine thread: {e}"))?;
    Ok(tx)
}

struct Engine {
    config: Config,
    sessions: HashMap<String, Session>,
    runs: u64,
}

impl Engine {
    fn handle(&mut self, call: Call) -> Reply {
        match call {
            Call::Run {
                code,
                inputs,
                session,
                limits,
            } => {
                let limits = match lower(&self.config.limits, &limits) {
                    Ok(l) => l,
                    Err(e) => return Reply::Refused(e),
                };
                self.runs += 1;
                let run_id = format!("mcp-{}-{}", std::process::id(), self.runs);
                let r = match session {
                    None => match self.options(limits, inputs) {
                        Ok(opts) => corral::run_source(&code, &opts),
                        Err(e) => return Reply::Refused(e),
                    },
                    Some(id) => match self.session_run(&id, &code, limits, inputs) {
                        Ok(r) => r,
                        Err(e) => return Reply::Refused(e),
                    },
                };
                Reply::Run {
                    envelope: envelope(&r, &run_id),
                    summary: summary(&r),
                }
            }
            Call::Reset(id) => match self.sessions.remove(&id) {
                Some(_) => Reply::Done(format!("session {id:?} was reset")),
                None => Reply::Refused(format!("no session {id:?}")),
            },
            Call::Close(id) => match self.sessions.remove(&id) {
                Some(_) => Reply::Done(format!("session {id:?} was closed")),
                None => Reply::Refused(format!("no session {id:?}")),
            },
        }
    }

    fn options(
        &self,
        limits: Limits,
        inputs: Vec<(String, HostValue)>,
    ) -> Result<RunOptions, String> {
        let mut host = Host::new();
        host.os = (self.config.os)()?;
        Ok(RunOptions {
            limits,
            filename: "main.py".into(),
            return_last_expr: true,
            inputs,
            host,
        })
    }

    /// Run in a session, made by its first call (whose limits it keeps).
    /// Inputs of later calls are set as variables before the run.
    fn session_run(
        &mut self,
        id: &str,
        code: &str,
        limits: Limits,
        inputs: Vec<(String, HostValue)>,
    ) -> Result<RunResult, String> {
        if !self.sessions.contains_key(id) {
            if self.sessions.len() >= MAX_SESSIONS {
                return Err(format!(
                    "too many sessions ({MAX_SESSIONS}): close one with close_session"
                ));
            }
            let opts = self.options(limits, Vec::new())?;
            self.sessions.insert(id.to_string(), Session::new(opts));
        }
        let s = self
            .sessions
            .get_mut(id)
            .ok_or_else(|| "the session vanished".to_string())?;
        for (name, v) in &inputs {
            s.set(name, v)
                .map_err(|e| format!("inputs: cannot set {name}: {e}"))?;
        }
        Ok(s.run(code))
    }
}
