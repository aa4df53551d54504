//! The pipe protocol between the parent and a worker.
//!
//! A frame is a little-endian u32 length, a JSON message, a u32 length and
//! a binary attachment (snapshot bytes, which would quadruple as JSON). The
//! parent treats every byte from a worker as hostile: frames are bounded,
//! and JSON nesting is decoded on a growable stack (serde_stacker), so a
//! worker that lost its mind cannot crash the parent with deep values.

use std::io::{Read, Write};

use corral::api::ErrorInfo;
use corral::capabilities::os::{Clock, Stat, WriteMode};
use corral::capabilities::{HostError, HostValue, LedgerEntry, PendingCall};
use corral::{Exhausted, Limits, Usage, Verdict};
use serde::{Deserialize, Serialize};

/// Largest frame either side accepts (JSON and attachment together).
pub const MAX_FRAME: u32 = 512 << 20;

/// A function the run is granted, as the worker must know it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FnSpec {
    pub name: String,
    pub is_async: bool,
    /// Calls suspend the run (the host answers on resume) instead of being
    /// answered by the parent at once.
    pub suspend: bool,
}

/// The virtual OS a run gets, minus what stays with the parent (the
/// mounted host directories, reached through `ToParent::Fs`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OsSpec {
    pub env: Vec<(String, String)>,
    pub clock: Clock,
    pub utc_offset_secs: i32,
    pub tz_name: String,
    pub seed: u64,
    pub cwd: String,
    pub dirs: Vec<String>,
    pub files: Vec<(String, Vec<u8>)>,
    /// Mount points and whether each is writable.
    pub mounts: Vec<(String, bool)>,
    pub quota: Option<u64>,
    pub memory_read_only: bool,
}

/// What the worker needs to give a run its host.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HostSpec {
    pub functions: Vec<FnSpec>,
    /// The parent resolves unknown global names (`Host::lookup`).
    pub lookup: bool,
    pub os: OsSpec,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct RunJob {
    pub source: String,
    pub filename: String,
    pub return_last_expr: bool,
    pub limits: Limits,
    pub inputs: Vec<(String, HostValue)>,
    pub host: HostSpec,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct ResumeJob {
    /// Limits to go on under (None: the snapshot's own).
    pub limits: Option<Limits>,
    pub answers: Vec<(u64, Result<HostValue, HostError>)>,
    pub host: HostSpec,
}

/// What to do with a session. Its state travels as the frame's
/// attachment (none for `New`) and comes back the same way: the worker
/// keeps nothing between jobs, so any worker, on any node, serves the
/// session's next job.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum SessionOp {
    /// Start a session with these limits and inputs.
    New {
        limits: Limits,
        inputs: Vec<(String, HostValue)>,
    },
    /// Run more code in the session.
    Run { source: String },
    /// Continue the session's suspended run with the host's answers.
    Resume {
        answers: Vec<(u64, Result<HostValue, HostError>)>,
    },
    /// Read a global variable.
    Get { name: String },
    /// Set a global variable.
    Set { name: String, value: HostValue },
}

#[derive(Debug, Serialize, Deserialize)]
pub struct SessionJob {
    pub op: SessionOp,
    pub host: HostSpec,
}

/// A session job's answer; the session's new state (when `changed`) is
/// the frame's attachment.
#[derive(Debug, Serialize, Deserialize)]
pub struct SessionDone {
    /// `Run` and `Resume`: the run.
    pub run: Option<Box<WireResult>>,
    /// `Get`: the value (None: no such variable).
    pub value: Option<HostValue>,
    pub changed: bool,
}

#[derive(Debug, Serialize, Deserialize)]
pub enum ToWorker {
    Run(Box<RunJob>),
    /// The session's state, if any, travels as the frame's attachment.
    Session(Box<SessionJob>),
    /// The snapshot travels as the frame's attachment.
    Resume(Box<ResumeJob>),
    /// A `corral run --record` file, replayed in the worker (its ledger
    /// answers every host call, so nothing is relayed).
    Replay {
        record_json: String,
    },
    Reply(Reply),
}

#[derive(Debug, Serialize, Deserialize)]
pub enum Reply {
    Call(Result<HostValue, HostError>),
    Lookup(Option<FnSpec>),
    Fs(Result<FsOut, i32>),
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FsOp {
    Read {
        path: String,
        max: u64,
    },
    Write {
        path: String,
        data: Vec<u8>,
        mode: WriteMode,
    },
    Stat {
        path: String,
    },
    Listdir {
        path: String,
    },
    Mkdir {
        path: String,
    },
    Rmdir {
        path: String,
    },
    Remove {
        path: String,
    },
    Rename {
        from: String,
        to: String,
    },
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FsOut {
    Unit,
    Bytes(Vec<u8>),
    Stat(Stat),
    Names(Vec<String>),
}

/// The layers a worker armed before its first request.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Layers {
    pub no_new_privs: bool,
    pub parent_death_signal: bool,
    pub rlimits: bool,
    pub user_namespace: bool,
    pub network_namespace: bool,
    pub landlock: bool,
    /// The Landlock ABI the kernel offered (0: none).
    pub landlock_abi: u32,
    pub seccomp: bool,
    /// Why a best-effort layer did not arm.
    pub notes: Vec<String>,
}

impl Layers {
    /// Names of the armed layers, for the envelope.
    pub fn armed(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        for (on, name) in [
            (self.no_new_privs, "no_new_privs"),
            (self.parent_death_signal, "parent_death_signal"),
            (self.rlimits, "rlimits"),
            (self.user_namespace, "user_namespace"),
            (self.network_namespace, "network_namespace"),
            (self.landlock, "landlock"),
            (self.seccomp, "seccomp"),
        ] {
            if on {
                v.push(name);
            }
        }
        v
    }
}

/// A run's result as it crosses the pipe (`RunResult` without the live VM:
/// a suspended run comes back as snapshot bytes in the attachment).
#[derive(Debug, Serialize, Deserialize)]
pub struct WireResult {
    pub verdict: Verdict,
    pub value_repr: Option<String>,
    pub value: Option<HostValue>,
    pub stdout: String,
    pub stderr: String,
    pub error: Option<ErrorInfo>,
    pub resource: Option<Exhausted>,
    pub fault: Option<String>,
    pub usage: Usage,
    pub trace: Vec<LedgerEntry>,
    pub pending: Vec<PendingCall>,
    /// What the program left in the in-memory filesystem.
    pub files: Vec<(String, Vec<u8>)>,
    /// For a replay: the divergence, and (answered, recorded) calls.
    pub replay: Option<(Option<String>, usize, usize)>,
}

#[derive(Debug, Serialize, Deserialize)]
pub enum ToParent {
    Ready(Layers),
    /// Could not arm (the message says which layer and why).
    ArmFailed(String),
    /// The job was refused (bad snapshot bytes, answers that do not fit).
    Refused(String),
    /// A session's state bytes did not load: a fault of whoever kept
    /// them, not of the request.
    Unloadable(String),
    Call {
        name: String,
        args: Vec<HostValue>,
        kwargs: Vec<(String, HostValue)>,
    },
    Lookup {
        name: String,
    },
    Fs(FsOp),
    /// The snapshot of a suspended run travels as the attachment.
    Done(Box<WireResult>),
    /// A session job ended; its new state travels as the attachment.
    Session(Box<SessionDone>),
}

pub fn write_frame<W: Write, T: Serialize>(w: &mut W, msg: &T, blob: &[u8]) -> std::io::Result<()> {
    let json = serde_json::to_vec(msg).map_err(std::io::Error::other)?;
    let mut buf = Vec::with_capacity(8 + json.len() + blob.len());
    buf.extend_from_slice(&(json.len() as u32).to_le_bytes());
    buf.extend_from_slice(&json);
    buf.extend_from_slice(&(blob.len() as u32).to_le_bytes());
    buf.extend_from_slice(blob);
    w.write_all(&buf)?;
    w.flush()
}

fn read_len<R: Read>(r: &mut R, budget: &mut u32) -> std::io::Result<usize> {
    let mut n = [0u8; 4];
    r.read_exact(&mut n)?;
    let n = u32::from_le_bytes(n);
    if n > *budget {
        return Err(std::io::Error::other(format!(
            "frame of {n} bytes is over the {MAX_FRAME}-byte bound"
        )));
    }
    *budget -= n;
    Ok(n as usize)
}

/// Read `n` bytes, allocating as they arrive: a length the peer claims is
/// not memory it has sent.
fn read_exact_growing<R: Read>(r: &mut R, n: usize) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    r.take(n as u64).read_to_end(&mut out)?;
    if out.len() != n {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    Ok(out)
}

/// Read one frame: the message and its attachment.
pub fn read_frame<R: Read, T: for<'de> Deserialize<'de>>(
    r: &mut R,
) -> std::io::Result<(T, Vec<u8>)> {
    let mut budget = MAX_FRAME;
    let n = read_len(r, &mut budget)?;
    let json = read_exact_growing(r, n)?;
    let n = read_len(r, &mut budget)?;
    let blob = read_exact_growing(r, n)?;
    let mut de = serde_json::Deserializer::from_slice(&json);
    de.disable_recursion_limit();
    let de = serde_stacker::Deserializer::new(&mut de);
    let msg = T::deserialize(de).map_err(std::io::Error::other)?;
    Ok((msg, blob))
}
