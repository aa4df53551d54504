//! The JSON contract every front end shares (CLI `--json`, the HTTP
//! service, the Python package, MCP): the result envelope of DESIGN.md,
//! host values as JSON, and the one shape of answers to pending calls.

use serde_json::{Map, Value as J, json};

use super::{Answer, RunResult, Verdict};
use crate::capabilities::{CallOutcome, HostError, HostValue, LedgerEntry, PendingCall};

/// JSON to a host value: objects become dicts with str keys; integers
/// beyond i64 become big ints.
pub fn json_to_host(v: &J) -> HostValue {
    match v {
        J::Null => HostValue::None,
        J::Bool(b) => HostValue::Bool(*b),
        J::Number(n) => {
            if let Some(i) = n.as_i64() {
                HostValue::Int(i)
            } else if n.is_u64() || !n.to_string().contains(['.', 'e', 'E']) {
                HostValue::BigInt(n.to_string())
            } else {
                HostValue::Float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        J::String(s) => HostValue::Str(s.clone()),
        J::Array(items) => HostValue::List(items.iter().map(json_to_host).collect()),
        J::Object(m) => HostValue::Dict(
            m.iter()
                .map(|(k, x)| (HostValue::Str(k.clone()), json_to_host(x)))
                .collect(),
        ),
    }
}

pub fn host_to_json(v: &HostValue) -> J {
    serde_json::from_str(&v.to_json()).unwrap_or(J::Null)
}

/// One reply line of the protocol: `{"id":N,"ok":V}`, `{"id":N,"error":{"type":T,"message":M}}`
/// or `{"id":N,"denied":"reason"}`.
pub fn parse_reply(v: &J) -> Result<Answer, String> {
    let id = v
        .get("id")
        .and_then(J::as_u64)
        .ok_or("reply without a numeric \"id\"")?;
    if let Some(x) = v.get("ok") {
        return Ok((id, Ok(json_to_host(x))));
    }
    if let Some(e) = v.get("error") {
        let t = e.get("type").and_then(J::as_str).unwrap_or("RuntimeError");
        let m = e.get("message").and_then(J::as_str).unwrap_or("");
        return Ok((id, Err(HostError::new(t, m))));
    }
    if let Some(d) = v.get("denied") {
        return Ok((id, Err(HostError::denied(d.as_str().unwrap_or("denied")))));
    }
    Err(format!(
        "reply {id} has neither \"ok\", \"error\" nor \"denied\""
    ))
}

/// A list of replies (`--answers`, an HTTP resume body's `answers`), or one.
pub fn parse_answers(s: &str) -> Result<Vec<Answer>, String> {
    let v: J = serde_json::from_str(s).map_err(|e| format!("answers: bad JSON: {e}"))?;
    parse_answers_json(v)
}

/// `parse_answers` on JSON already parsed.
pub fn parse_answers_json(v: J) -> Result<Vec<Answer>, String> {
    match v {
        J::Array(items) => items.iter().map(parse_reply).collect(),
        one => Ok(vec![parse_reply(&one)?]),
    }
}

pub fn request_json(
    id: u64,
    function: &str,
    args: &[HostValue],
    kwargs: &[(String, HostValue)],
) -> J {
    let mut kw = Map::new();
    for (k, v) in kwargs {
        kw.insert(k.clone(), host_to_json(v));
    }
    json!({
        "id": id,
        "function": function,
        "args": args.iter().map(host_to_json).collect::<Vec<_>>(),
        "kwargs": J::Object(kw),
    })
}

pub fn pending_json(p: &[PendingCall]) -> J {
    J::Array(
        p.iter()
            .map(|c| request_json(c.call_id, &c.function, &c.args, &c.kwargs))
            .collect(),
    )
}

pub fn trace_json(t: &[LedgerEntry]) -> J {
    J::Array(
        t.iter()
            .map(|e| {
                let mut m = Map::new();
                m.insert("seq".into(), json!(e.seq));
                m.insert("id".into(), json!(e.call_id));
                m.insert("call".into(), json!(e.function));
                m.insert(
                    "args".into(),
                    J::Array(e.args.iter().map(host_to_json).collect()),
                );
                if !e.kwargs.is_empty() {
                    let mut kw = Map::new();
                    for (k, v) in &e.kwargs {
                        kw.insert(k.clone(), host_to_json(v));
                    }
                    m.insert("kwargs".into(), J::Object(kw));
                }
                m.insert("outcome".into(), json!(e.outcome.as_str()));
                m.insert("result_bytes".into(), json!(e.result_bytes));
                m.insert("ms".into(), json!(e.ms));
                if e.outcome == CallOutcome::Ok
                    && let Some(r) = &e.result
                {
                    m.insert("result".into(), host_to_json(r));
                }
                if let Some(err) = &e.error {
                    m.insert(
                        "error".into(),
                        json!({"type": err.type_name, "message": err.message}),
                    );
                }
                J::Object(m)
            })
            .collect(),
    )
}

/// The result envelope of DESIGN.md for `r`, named `run_id`.
pub fn envelope(r: &RunResult, run_id: &str) -> J {
    let mut m = Map::new();
    m.insert("run_id".into(), J::String(run_id.to_string()));
    m.insert("verdict".into(), J::String(r.verdict.as_str().into()));
    let value = r
        .value
        .as_ref()
        .and_then(|v| serde_json::from_str::<J>(&v.to_json()).ok())
        .unwrap_or(J::Null);
    m.insert("value".into(), value);
    m.insert("stdout".into(), J::String(r.stdout.clone()));
    m.insert("stderr".into(), J::String(r.stderr.clone()));
    if let (Verdict::Error, Some(e)) = (r.verdict, &r.error) {
        let tb: Vec<J> = e
            .traceback
            .iter()
            .map(|f| json!({"file": f.file, "line": f.line, "name": f.name}))
            .collect();
        m.insert(
            "error".into(),
            json!({"type": e.type_name, "message": e.message, "traceback": tb}),
        );
    }
    if let Some(x) = &r.resource {
        m.insert(
            "resource".into(),
            json!({"limit": x.limit.name(), "max": x.max, "used": x.used}),
        );
    }
    let u = &r.usage;
    m.insert(
        "usage".into(),
        json!({
            "steps": u.steps, "wall_ms": u.wall_ms, "cpu_ms": u.cpu_ms,
            "peak_memory_bytes": u.peak_memory_bytes, "allocations": u.allocations,
            "output_bytes": u.output_bytes, "max_stack_depth": u.max_stack_depth,
            "host_calls": u.host_calls, "baseline_bytes": u.baseline_bytes
        }),
    );
    m.insert("trace".into(), trace_json(&r.trace));
    if r.verdict == Verdict::Suspended {
        m.insert("pending".into(), pending_json(&r.pending));
    }
    J::Object(m)
}
