//! Carrying out a `Job` with the engine, on the thread that runs it (the
//! engine's `Host` holds `Rc`s and is built here, never sent).

use std::hash::{Hash, Hasher};

use base64::Engine as _;
use corral::api::Paused;
use corral::api::envelope::{envelope, host_to_json, json_to_host, parse_answers_json};
use corral::api::record::Record;
use corral::api::session::Session;
use corral::capabilities::os::Fs;
use corral::capabilities::{Host, HostValue};
use corral::{RunOptions, RunResult, Verdict, run_source};
use corral_isolate::{IsolatedResult, Pool, PoolError, RunTicket, SessionOp, SessionResult};
use serde_json::{Value as J, json};

use crate::api::FileOut;
use crate::backend::{Job, JobOutput, JobResult, Refused, RunSpec, SessionMeta};
use crate::osspec::OsSpec;

/// At most this many written files are listed in one envelope.
const MAX_FILES_LISTED: usize = 1000;

pub fn execute(job: Job, pool: Option<&Pool>) -> JobResult {
    match job {
        Job::Run {
            run_id,
            tenant,
            spec,
        } => run(&run_id, spec, pool.map(|p| (p, tenant.as_str()))),
        Job::Resume {
            run_id,
            tenant,
            snapshot,
            answers,
            os,
            initial_files,
            files_cap,
        } => {
            let via = pool.map(|p| (p, tenant.as_str()));
            resume(
                &run_id,
                &snapshot,
                answers,
                &os,
                &initial_files,
                files_cap,
                via,
            )
        }
        Job::SessionNew {
            tenant,
            inputs,
            limits,
            os,
            suspend,
        } => {
            let host = host_for(&suspend, &os, true)?;
            let initial = hash_files(&host.os.fs.memory_files());
            let inputs = convert_inputs(&inputs)?;
            let state = match pool {
                None => {
                    let opts = RunOptions {
                        limits,
                        return_last_expr: true,
                        inputs,
                        host,
                        ..RunOptions::default()
                    };
                    Session::new(opts).snapshot()
                }
                Some(pool) => {
                    let op = SessionOp::New { limits, inputs };
                    let sr = in_worker(pool, &tenant, None, None, op, &host)?;
                    changed_state(sr)?
                }
            };
            Ok(JobOutput {
                snapshot: Some(state),
                initial_files: initial,
                ..JobOutput::default()
            })
        }
        Job::SessionRun {
            run_id,
            tenant,
            session,
            meta,
            code,
        } => match pool {
            None => {
                let (mut s, fs) = load_session(&session, &meta)?;
                let r = s.run(&code);
                Ok(finish_session(&run_id, &s, r, &fs, &meta))
            }
            Some(pool) => {
                let host = host_for(&meta.suspend, &meta.os, false)?;
                let op = SessionOp::Run { source: code };
                let sr = in_worker(
                    pool,
                    &tenant,
                    Some(&session),
                    session_time(&meta),
                    op,
                    &host,
                )?;
                isolated_session_run(&run_id, sr, session, &meta)
            }
        },
        Job::SessionResume {
            run_id,
            tenant,
            session,
            meta,
            answers,
        } => {
            let answers = parse_answers_json(answers).map_err(Refused::BadRequest)?;
            match pool {
                None => {
                    let (mut s, fs) = load_session(&session, &meta)?;
                    let r = s.resume(answers).map_err(Refused::BadRequest)?;
                    Ok(finish_session(&run_id, &s, r, &fs, &meta))
                }
                Some(pool) => {
                    let host = host_for(&meta.suspend, &meta.os, false)?;
                    let op = SessionOp::Resume { answers };
                    let time = session_time(&meta);
                    let sr = in_worker(pool, &tenant, Some(&session), time, op, &host)?;
                    isolated_session_run(&run_id, sr, session, &meta)
                }
            }
        }
        Job::SessionGet {
            tenant,
            session,
            meta,
            name,
        } => {
            let value = match pool {
                None => {
                    let (mut s, _) = load_session(&session, &meta)?;
                    s.get(&name)
                }
                Some(pool) => {
                    let host = host_for(&meta.suspend, &meta.os, false)?;
                    let op = SessionOp::Get { name: name.clone() };
                    let sr = in_worker(pool, &tenant, Some(&session), None, op, &host)?;
                    if let Some(ir) = &sr.run {
                        return Err(worker_lost(ir));
                    }
                    sr.value
                }
            };
            match value {
                Some(v) => Ok(JobOutput {
                    envelope: host_to_json(&v),
                    ..JobOutput::default()
                }),
                None => Err(Refused::NotFound(format!(
                    "the session has no variable {name:?}"
                ))),
            }
        }
        Job::SessionSet {
            tenant,
            session,
            meta,
            name,
            value,
        } => {
            if !is_identifier(&name) {
                return Err(Refused::BadRequest(format!(
                    "{name:?} is not a Python identifier"
                )));
            }
            let v = checked_value(&value, "value")?;
            let state = match pool {
                None => {
                    let (mut s, _) = load_session(&session, &meta)?;
                    s.set(&name, &v).map_err(Refused::BadRequest)?;
                    s.snapshot()
                }
                Some(pool) => {
                    let host = host_for(&meta.suspend, &meta.os, false)?;
                    let op = SessionOp::Set { name, value: v };
                    let sr = in_worker(pool, &tenant, Some(&session), None, op, &host)?;
                    changed_state(sr)?
                }
            };
            Ok(JobOutput {
                snapshot: Some(state),
                ..JobOutput::default()
            })
        }
    }
}

/// A session's `time` limit, for the worker's watchdog.
fn session_time(meta: &SessionMeta) -> Option<std::time::Duration> {
    meta.limits.as_ref().and_then(|l| l.time)
}

/// One session op in an isolated worker. Ops that run no program (new,
/// get, set) have no `time` of their own: the outer layer's ceilings
/// bound them.
fn in_worker(
    pool: &Pool,
    tenant: &str,
    state: Option<&[u8]>,
    time: Option<std::time::Duration>,
    op: SessionOp,
    host: &Host,
) -> Result<SessionResult, Refused> {
    let ticket = RunTicket {
        tenant: Some(tenant.to_string()),
        time,
    };
    pool.session(state, op, host, &ticket).map_err(|e| match e {
        // As in process: answers that do not fit, a value that cannot be
        // set, are the request's fault; state that does not load is ours.
        PoolError::Refused(m) => Refused::BadRequest(m),
        PoolError::Unloadable(m) => Refused::Fault(format!("stored session does not load: {m}")),
        e => pool_refusal(e),
    })
}

/// The new state of a session op that runs no program.
fn changed_state(sr: SessionResult) -> Result<Vec<u8>, Refused> {
    if let Some(ir) = &sr.run {
        return Err(worker_lost(ir));
    }
    sr.state
        .ok_or_else(|| Refused::Fault("the isolated worker sent no session state".into()))
}

/// A worker that ended before it answered an op that runs no program:
/// nothing of the guest's ran, so this is the service's fault.
fn worker_lost(ir: &IsolatedResult) -> Refused {
    let why = match (&ir.result.fault, &ir.result.resource) {
        (Some(f), _) => f.clone(),
        (None, Some(x)) => format!("stopped by the outer layer ({})", x.limit.name()),
        (None, None) => "ended".into(),
    };
    Refused::Fault(format!("the isolated worker did not finish: {why}"))
}

/// The envelope of a session run a worker carried out. A worker stopped
/// by the outer layer (or lost) mid-run sends no state: the session keeps
/// the state it had before the run, and the verdict (resource_exhausted
/// or host_fault) cancels it, as an exhausted run does in process.
fn isolated_session_run(
    run_id: &str,
    sr: SessionResult,
    before: Vec<u8>,
    meta: &SessionMeta,
) -> JobResult {
    let Some(ir) = sr.run else {
        return Err(Refused::Fault("the isolated worker sent no run".into()));
    };
    let mut out = finish_isolated(run_id, ir, &meta.initial_files, meta.files_cap);
    out.snapshot = Some(sr.state.unwrap_or(before));
    Ok(out)
}

/// A pool of isolated workers and the tenant a job is for.
type Via<'a> = Option<(&'a Pool, &'a str)>;

fn run(run_id: &str, spec: RunSpec, via: Via<'_>) -> JobResult {
    let host = host_for(&spec.suspend, &spec.os, true)?;
    let fs = host.os.fs.clone();
    let initial = hash_files(&fs.memory_files());
    let opts = RunOptions {
        limits: spec.limits,
        return_last_expr: true,
        inputs: convert_inputs(&spec.inputs)?,
        host,
        ..RunOptions::default()
    };
    let record = |r: &RunResult| {
        spec.record
            .then(|| serde_json::to_value(Record::new(&spec.code, &opts, r)).unwrap_or(J::Null))
    };
    let out = match via {
        None => {
            let r = run_source(&spec.code, &opts);
            let rec = record(&r);
            let mut out = finish(run_id, &r, fs.memory_files(), &initial, spec.files_cap);
            out.record = rec;
            out
        }
        Some((pool, tenant)) => {
            let ir = pool
                .run(&spec.code, &opts, Some(tenant))
                .map_err(pool_refusal)?;
            let rec = record(&ir.result);
            let mut out = finish_isolated(run_id, ir, &initial, spec.files_cap);
            out.record = rec;
            out
        }
    };
    Ok(out)
}

/// The envelope of a run a worker carried out, with the outer layer's
/// facts (`enforced_by`, `isolation`).
fn finish_isolated(
    run_id: &str,
    mut ir: IsolatedResult,
    initial: &[(String, u64)],
    cap: u64,
) -> JobOutput {
    let files = std::mem::take(&mut ir.files);
    let snapshot = ir.snapshot.take();
    let mut out = finish(run_id, &ir.result, files, initial, cap);
    corral_isolate::annotate_envelope(&mut out.envelope, &ir);
    if out.snapshot.is_none() {
        out.snapshot = snapshot;
    }
    out
}

fn pool_refusal(e: PoolError) -> Refused {
    match e {
        PoolError::Busy(_) => Refused::Busy,
        PoolError::Refused(m) => Refused::BadRequest(format!("answers: {m}")),
        PoolError::Unloadable(m) => Refused::Fault(format!("stored state does not load: {m}")),
        PoolError::Start(e) => Refused::Fault(format!("no isolated worker: {e}")),
        PoolError::Closed => Refused::Fault("the worker pool is shut down".into()),
    }
}

fn resume(
    run_id: &str,
    snapshot: &[u8],
    answers: J,
    os: &OsSpec,
    initial: &[(String, u64)],
    files_cap: u64,
    via: Via<'_>,
) -> JobResult {
    let answers = parse_answers_json(answers).map_err(Refused::BadRequest)?;
    let paused = Paused::from_snapshot(snapshot)
        .map_err(|e| Refused::Fault(format!("stored snapshot does not load: {e}")))?;
    let declared = paused.declared_functions().to_vec();
    let host = host_for(&declared, os, false)?;
    let fs = host.os.fs.clone();
    match via {
        None => match paused.resume(&host, answers) {
            Ok(r) => Ok(finish(run_id, &r, fs.memory_files(), initial, files_cap)),
            Err(refused) => Err(Refused::BadRequest(format!("answers: {}", refused.message))),
        },
        Some((pool, tenant)) => {
            let limits = paused.limits().clone();
            drop(paused);
            let ir = pool
                .resume(snapshot, answers, &host, Some(&limits), Some(tenant))
                .map_err(pool_refusal)?;
            Ok(finish_isolated(run_id, ir, initial, files_cap))
        }
    }
}

/// A host granting `suspend` as suspending functions and the OS of `os`.
fn host_for(suspend: &[(String, bool)], os: &OsSpec, with_files: bool) -> Result<Host, Refused> {
    let mut host = Host::new();
    // Mounts come from the operator's config: failing to open one is the
    // service's fault, not the request's.
    host.os = os.build(with_files).map_err(Refused::Fault)?;
    for (name, is_async) in suspend {
        host = host.suspending(name, *is_async);
    }
    Ok(host)
}

fn load_session(bytes: &[u8], meta: &SessionMeta) -> Result<(Session, Fs), Refused> {
    let host = host_for(&meta.suspend, &meta.os, false)?;
    let fs = host.os.fs.clone();
    let s = Session::from_snapshot(bytes, host)
        .map_err(|e| Refused::Fault(format!("stored session does not load: {e}")))?;
    Ok((s, fs))
}

fn finish_session(
    run_id: &str,
    s: &Session,
    r: RunResult,
    fs: &Fs,
    meta: &SessionMeta,
) -> JobOutput {
    let mut out = finish(
        run_id,
        &r,
        fs.memory_files(),
        &meta.initial_files,
        meta.files_cap,
    );
    out.snapshot = Some(s.snapshot());
    out
}

/// The envelope of `r` with the files the program wrote, and the snapshot
/// of a suspended run.
fn finish(
    run_id: &str,
    r: &RunResult,
    files: Vec<(String, Vec<u8>)>,
    initial: &[(String, u64)],
    cap: u64,
) -> JobOutput {
    let mut env = envelope(r, run_id);
    if let (Some(fault), J::Object(m)) = (&r.fault, &mut env) {
        m.insert("fault".into(), J::String(fault.clone()));
    }
    let files = written_files(files, initial, cap);
    if let J::Object(m) = &mut env {
        m.insert(
            "files".into(),
            serde_json::to_value(files).unwrap_or(json!([])),
        );
    }
    JobOutput {
        envelope: env,
        verdict: r.verdict.as_str().to_string(),
        fault: r.fault.clone(),
        snapshot: match (&r.verdict, &r.paused) {
            (Verdict::Suspended, Some(p)) => Some(p.snapshot()),
            _ => None,
        },
        record: None,
        initial_files: Vec::new(),
    }
}

fn file_hash(data: &[u8]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    data.hash(&mut h);
    h.finish()
}

pub fn hash_files(files: &[(String, Vec<u8>)]) -> Vec<(String, u64)> {
    files
        .iter()
        .map(|(p, d)| (p.clone(), file_hash(d)))
        .collect()
}

/// In-memory files that are new or changed since the run started, with
/// their content while the response's budget lasts, then listed without.
fn written_files(
    files: Vec<(String, Vec<u8>)>,
    initial: &[(String, u64)],
    cap: u64,
) -> Vec<FileOut> {
    let mut budget = cap;
    let mut out = Vec::new();
    for (path, data) in files {
        let h = file_hash(&data);
        if initial.iter().any(|(p, x)| *p == path && *x == h) {
            continue;
        }
        if out.len() >= MAX_FILES_LISTED {
            break;
        }
        let size = data.len() as u64;
        let (encoding, content) = if size <= budget {
            budget -= size;
            match String::from_utf8(data) {
                Ok(s) => (Some("utf-8".to_string()), Some(s)),
                Err(e) => (
                    Some("base64".to_string()),
                    Some(base64::engine::general_purpose::STANDARD.encode(e.into_bytes())),
                ),
            }
        } else {
            (None, None)
        };
        out.push(FileOut {
            path,
            size,
            encoding,
            content,
        });
    }
    out
}

fn convert_inputs(inputs: &[(String, J)]) -> Result<Vec<(String, HostValue)>, Refused> {
    inputs
        .iter()
        .map(|(name, v)| {
            if !is_identifier(name) {
                return Err(Refused::BadRequest(format!(
                    "inputs: {name:?} is not a Python identifier"
                )));
            }
            Ok((name.clone(), checked_value(v, &format!("inputs.{name}"))?))
        })
        .collect()
}

fn checked_value(v: &J, field: &str) -> Result<HostValue, Refused> {
    let hv = json_to_host(v);
    if hv.deeper_than(corral::capabilities::value::MAX_DEPTH) {
        return Err(Refused::BadRequest(format!(
            "{field}: nested deeper than {} levels",
            corral::capabilities::value::MAX_DEPTH
        )));
    }
    Ok(hv)
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c == '_' || c.is_alphabetic() => chars.all(|c| c == '_' || c.is_alphanumeric()),
        _ => false,
    }
}
