//! The HTTP endpoints. The status describes the service, never the guest:
//! a run carried out is 200 whatever its verdict.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::de::DeserializeOwned;
use serde_json::{Value as J, json};
use utoipa::OpenApi;

use crate::api::{
    Envelope, FileOut, OsRequest, Problem, ResumeRequest, RunRequest, SessionCreated,
    SessionRequest, SessionRunRequest, SuspendSpec, VarRequest, VarResponse,
};
use crate::backend::{BackendError, Job, JobOutput, Refused, RunSpec, SessionMeta};
use crate::limits::LimitValue;
use crate::osspec::OsSpec;
use crate::problem::ApiError;
use crate::state::{AppState, now_ms};
use crate::store::{Claim, RunRecord, RunState, SessionRecord};
use crate::tenants::{Permit, Quota, Tenant};

type St = State<Arc<AppState>>;
type ApiResult = Result<Response, ApiError>;

/// How long a node holds a run it is resuming before another may take it
/// over (a node that died mid-resume).
const RESUME_LEASE_MS: i64 = 10 * 60 * 1000;

pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/v1/runs", post(post_run))
        .route("/v1/runs/{id}", get(get_run))
        .route("/v1/runs/{id}/resume", post(resume_run))
        .route("/v1/sessions", post(create_session))
        .route("/v1/sessions/{id}", axum::routing::delete(delete_session))
        .route("/v1/sessions/{id}/runs", post(session_run))
        .route("/v1/sessions/{id}/vars/{name}", get(get_var).put(put_var))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .route("/openapi.json", get(openapi))
        .fallback(|| async { ApiError::not_found("no such endpoint") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "this method is not allowed on this endpoint",
            )
        })
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            count_status,
        ))
        .with_state(state)
}

async fn count_status(
    State(st): St,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    use tracing::Instrument;
    let route = req
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .map_or("unmatched", |p| p.as_str())
        .to_owned();
    let span = tracing::trace_span!(
        target: crate::telemetry::SPANS,
        "http.request",
        otel.name = format!("{} {route}", req.method()),
        http.request.method = %req.method(),
        http.route = route,
        http.response.status_code = tracing::field::Empty,
    );
    let resp = next.run(req).instrument(span.clone()).await;
    span.record("http.response.status_code", resp.status().as_u16());
    st.metrics.http(resp.status().as_u16());
    resp
}

// ---- request plumbing ----

fn auth(st: &AppState, headers: &HeaderMap) -> Result<Arc<Tenant>, ApiError> {
    st.tenants.authenticate(headers).ok_or_else(|| {
        st.metrics.rejected("unauthorized");
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "an API key is required: send `Authorization: Bearer KEY` or `X-API-Key: KEY`",
        )
    })
}

fn refuse_if_draining(st: &AppState) -> Result<(), ApiError> {
    if st.draining.load(Ordering::Acquire) {
        st.metrics.rejected("draining");
        return Err(ApiError::unavailable(
            "the service is draining for shutdown; retry on another node",
        ));
    }
    Ok(())
}

/// The body as JSON of type T: 415 if it is not JSON, 413 if too large,
/// 400 naming what does not parse. An empty body reads as `{}` when
/// `empty_ok`.
async fn read_json<T: DeserializeOwned>(
    st: &AppState,
    headers: &HeaderMap,
    body: Body,
    empty_ok: bool,
) -> Result<T, ApiError> {
    let max = st.cfg.max_body as usize;
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the body is larger than this service's limit of {max} bytes"),
        )
    };
    if let Some(len) = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        && len > max as u64
    {
        return Err(too_large());
    }
    let ctype = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    let bytes = axum::body::to_bytes(body, max)
        .await
        .map_err(|_| too_large())?;
    if bytes.is_empty() && empty_ok && ctype.is_none() {
        return serde_json::from_slice(b"{}").map_err(|e| ApiError::bad_request(e.to_string()));
    }
    let is_json = ctype.is_some_and(|c| {
        let mime = c
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        mime == "application/json" || (mime.starts_with("application/") && mime.ends_with("+json"))
    });
    if !is_json {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "the body must be JSON, sent with `Content-Type: application/json`",
        ));
    }
    serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::bad_request(format!("the body is not a valid request: {e}")))
}

fn admit(st: &AppState, t: &Tenant) -> Result<Permit, ApiError> {
    t.admit().map_err(|q| match q {
        Quota::Concurrency => {
            st.metrics.rejected("concurrency_quota");
            ApiError::too_many(
                format!(
                    "tenant {:?} is at its quota of {} runs in flight",
                    t.name(),
                    t.cfg.concurrency.unwrap_or(0)
                ),
                1,
            )
        }
        Quota::Rate(wait) => {
            st.metrics.rejected("rate_quota");
            ApiError::too_many(
                format!(
                    "tenant {:?} is over its rate quota of {} runs per second",
                    t.name(),
                    t.cfg.rate.map_or(0.0, |(r, _)| r)
                ),
                wait,
            )
        }
    })
}

/// Carry out a job on the backend, mapping its failures to statuses.
async fn execute(st: &AppState, job: Job) -> Result<JobOutput, ApiError> {
    use tracing::Instrument;
    let span = tracing::trace_span!(
        target: crate::telemetry::SPANS,
        "corral.execute",
        corral.backend = st.backend.name(),
        corral.verdict = tracing::field::Empty,
    );
    let done = st.backend.execute(job).instrument(span.clone()).await;
    if let Ok(Ok(out)) = &done {
        span.record("corral.verdict", out.verdict.as_str());
    }
    match done {
        Ok(Ok(out)) => Ok(out),
        Ok(Err(Refused::BadRequest(m))) => Err(ApiError::bad_request(m)),
        Ok(Err(Refused::NotFound(m))) => Err(ApiError::not_found(m)),
        Ok(Err(Refused::Fault(m))) => Err(ApiError::internal(m)),
        Err(BackendError::Saturated) | Ok(Err(Refused::Busy)) => {
            st.metrics.rejected("saturated");
            Err(ApiError::unavailable(
                "every worker is busy and the queue is full; retry shortly",
            ))
        }
        Err(BackendError::Fault(m)) => Err(ApiError::internal(m)),
    }
}

fn store_err(e: crate::store::StoreError) -> ApiError {
    ApiError::internal(e.to_string())
}

fn json_response(status: StatusCode, v: &J) -> Response {
    let body = serde_json::to_vec(v).unwrap_or_default();
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Count and log a run carried out; a host fault goes to the error log.
fn account(st: &AppState, tenant: &Tenant, run_id: &str, out: &JobOutput, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    st.metrics.run(&out.verdict, secs);
    if out.verdict == "host_fault" {
        tracing::error!(
            tenant = tenant.name(),
            run_id,
            fault = out.fault.as_deref().unwrap_or(""),
            "host fault: the interpreter failed and was contained"
        );
    } else {
        tracing::debug!(tenant = tenant.name(), run_id, verdict = %out.verdict, ms = secs * 1000.0, "run");
    }
}

fn new_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

/// Settings shared by runs and sessions, checked against the tenant.
struct Settings {
    inputs: Vec<(String, J)>,
    limits: corral::Limits,
    os: OsSpec,
    suspend: Vec<(String, bool)>,
}

fn settings(
    t: &Tenant,
    inputs: &std::collections::BTreeMap<String, J>,
    limits: &std::collections::BTreeMap<String, LimitValue>,
    os: &OsRequest,
    suspend: &[SuspendSpec],
) -> Result<Settings, ApiError> {
    let l = crate::limits::apply(&t.cfg.limits, limits, "limits").map_err(ApiError::bad_request)?;
    crate::limits::check_within(&l, &t.cfg.max).map_err(ApiError::bad_request)?;
    let mut os = OsSpec::from_request(os).map_err(ApiError::bad_request)?;
    os.mounts = t.cfg.mounts.clone();
    os.fs_quota = t.cfg.fs_quota;
    let mut names = Vec::new();
    for s in suspend {
        let (name, is_async) = s.parts();
        if name.is_empty() || name.contains(|c: char| !(c == '_' || c.is_alphanumeric())) {
            return Err(ApiError::bad_request(format!(
                "suspend: {name:?} is not a function name"
            )));
        }
        names.push((name, is_async));
    }
    Ok(Settings {
        inputs: inputs.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        limits: l,
        os,
        suspend: names,
    })
}

/// What a run record keeps beside its envelope.
#[derive(serde::Serialize, serde::Deserialize, Default)]
struct RunMeta {
    os: OsSpec,
    initial_files: Vec<(String, u64)>,
    files_cap: u64,
    session_id: Option<String>,
    record: Option<J>,
}

/// Keep a run: a suspended one to resume, a finished one when asked to.
async fn keep_run(
    st: &AppState,
    tenant: &Tenant,
    run_id: &str,
    out: &mut JobOutput,
    meta: &RunMeta,
    keep_done: bool,
) -> Result<(), ApiError> {
    let suspended = out.verdict == "suspended";
    if !suspended && !keep_done && !st.cfg.keep_all {
        return Ok(());
    }
    let now = now_ms();
    let ttl = match (suspended, &meta.session_id) {
        // A session waits for its suspended run: the run must not expire
        // before the session would.
        (true, Some(_)) => st.cfg.suspend_ttl.max(st.cfg.session_ttl),
        (true, None) => st.cfg.suspend_ttl,
        (false, _) => st.cfg.keep_age,
    };
    let rec = RunRecord {
        id: run_id.to_string(),
        tenant: tenant.name().to_string(),
        state: if suspended {
            RunState::Suspended
        } else {
            RunState::Done
        },
        envelope: out.envelope.to_string(),
        snapshot: if meta.session_id.is_some() {
            None
        } else {
            out.snapshot.take()
        },
        meta: serde_json::to_string(meta).unwrap_or_default(),
        created_ms: now,
        expires_ms: now.saturating_add(ttl.as_millis() as i64),
        lease_ms: 0,
    };
    st.store.put_run(rec).await.map_err(store_err)
}

// ---- runs ----

#[utoipa::path(post, path = "/v1/runs", request_body = RunRequest,
    responses(
        (status = 200, description = "The run was carried out (any verdict)", body = Envelope),
        (status = 400, description = "Malformed request", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown session", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The session is suspended or changed concurrently", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Draining or saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn post_run(State(st): St, headers: HeaderMap, body: Body) -> ApiResult {
    refuse_if_draining(&st)?;
    let tenant = auth(&st, &headers)?;
    let req: RunRequest = read_json(&st, &headers, body, false).await?;
    if let Some(sid) = &req.session_id {
        if !req.inputs.is_empty() || !req.limits.is_empty() || !req.suspend.is_empty() {
            return Err(ApiError::bad_request(
                "a run in a session takes only `code` and `record`: inputs, limits, os and suspend are the session's (POST /v1/sessions)",
            ));
        }
        return run_in_session(&st, &tenant, sid, req.code, req.record).await;
    }
    let s = settings(&tenant, &req.inputs, &req.limits, &req.os, &req.suspend)?;
    let _permit = admit(&st, &tenant)?;
    let start = Instant::now();
    let run_id = new_id();
    let _inflight = st.track();
    let spec = RunSpec {
        code: req.code,
        inputs: s.inputs,
        limits: s.limits,
        os: s.os,
        suspend: s.suspend,
        record: req.record,
        files_cap: st.cfg.files_bytes,
    };
    let mut meta = RunMeta {
        os: OsSpec {
            files: Vec::new(),
            ..spec.os.clone()
        },
        initial_files: crate::exec::hash_files(&spec.os.files),
        files_cap: spec.files_cap,
        session_id: None,
        record: None,
    };
    let mut out = execute(
        &st,
        Job::Run {
            run_id: run_id.clone(),
            tenant: tenant.cfg.name.clone(),
            spec,
        },
    )
    .await?;
    account(&st, &tenant, &run_id, &out, start);
    meta.record = out.record.take();
    keep_run(
        &st,
        &tenant,
        &run_id,
        &mut out,
        &meta,
        meta.record.is_some(),
    )
    .await?;
    Ok(json_response(StatusCode::OK, &out.envelope))
}

#[utoipa::path(post, path = "/v1/runs/{id}/resume", request_body = ResumeRequest,
    params(("id" = String, Path, description = "The suspended run")),
    responses(
        (status = 200, description = "The run went on (any verdict; it may suspend again)", body = Envelope),
        (status = 400, description = "Malformed answers", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown run", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The run is not suspended", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Draining or saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn resume_run(
    State(st): St,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> ApiResult {
    refuse_if_draining(&st)?;
    let tenant = auth(&st, &headers)?;
    let req: ResumeRequest = read_json(&st, &headers, body, false).await?;
    if !matches!(req.answers, J::Array(_) | J::Object(_)) {
        return Err(ApiError::bad_request(
            "answers: expected a list of {\"id\": N, \"ok\": VALUE} or {\"id\": N, \"error\": {...}}",
        ));
    }
    let _permit = admit(&st, &tenant)?;
    let now = now_ms();
    let rec = match st
        .store
        .claim_run(tenant.name().into(), id.clone(), now, now + RESUME_LEASE_MS)
        .await
        .map_err(store_err)?
    {
        Claim::Claimed(r) => r,
        Claim::NotFound => return Err(ApiError::not_found(format!("no run {id:?}"))),
        Claim::NotSuspended(s) => {
            return Err(ApiError::conflict(format!(
                "run {id:?} is not suspended (it is {}): only a suspended run can be resumed",
                s.as_str()
            )));
        }
    };
    let result = resume_claimed(&st, &tenant, rec, req.answers).await;
    if result.is_err() {
        // Refused answers, a full queue…: the run waits as it was.
        let _ = st.store.release_run(tenant.name().into(), id).await;
    }
    result
}

async fn resume_claimed(st: &AppState, tenant: &Tenant, rec: RunRecord, answers: J) -> ApiResult {
    let meta: RunMeta = serde_json::from_str(&rec.meta)
        .map_err(|e| ApiError::internal(format!("stored run metadata: {e}")))?;
    let start = Instant::now();
    let _inflight = st.track();
    if let Some(sid) = &meta.session_id {
        return resume_in_session(st, tenant, &rec, sid, answers, &meta, start).await;
    }
    let snapshot = rec
        .snapshot
        .clone()
        .ok_or_else(|| ApiError::internal("a suspended run has no snapshot"))?;
    let mut out = execute(
        st,
        Job::Resume {
            run_id: rec.id.clone(),
            tenant: tenant.cfg.name.clone(),
            snapshot,
            answers,
            os: meta.os.clone(),
            initial_files: meta.initial_files.clone(),
            files_cap: meta.files_cap,
        },
    )
    .await?;
    account(st, tenant, &rec.id, &out, start);
    keep_run(st, tenant, &rec.id, &mut out, &meta, true).await?;
    Ok(json_response(StatusCode::OK, &out.envelope))
}

#[utoipa::path(get, path = "/v1/runs/{id}",
    params(("id" = String, Path, description = "A kept run")),
    responses(
        (status = 200, description = "The run's latest envelope (and its replay record if recorded)", body = Envelope),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown run", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn get_run(State(st): St, Path(id): Path<String>, headers: HeaderMap) -> ApiResult {
    let tenant = auth(&st, &headers)?;
    let rec = st
        .store
        .get_run(tenant.name().into(), id.clone(), now_ms())
        .await
        .map_err(store_err)?
        .ok_or_else(|| ApiError::not_found(format!("no run {id:?} is kept")))?;
    let mut env: J = serde_json::from_str(&rec.envelope)
        .map_err(|e| ApiError::internal(format!("stored envelope: {e}")))?;
    if let J::Object(m) = &mut env {
        m.insert("state".into(), J::String(rec.state.as_str().into()));
        if let Ok(meta) = serde_json::from_str::<RunMeta>(&rec.meta) {
            if let Some(r) = meta.record {
                m.insert("record".into(), r);
            }
            if let Some(s) = meta.session_id {
                m.insert("session_id".into(), J::String(s));
            }
        }
    }
    Ok(json_response(StatusCode::OK, &env))
}

// ---- sessions ----

fn session_meta(rec: &SessionRecord) -> Result<SessionMeta, ApiError> {
    serde_json::from_str(&rec.meta)
        .map_err(|e| ApiError::internal(format!("stored session metadata: {e}")))
}

async fn find_session(st: &AppState, t: &Tenant, id: &str) -> Result<SessionRecord, ApiError> {
    st.store
        .get_session(t.name().into(), id.into(), now_ms())
        .await
        .map_err(store_err)?
        .ok_or_else(|| ApiError::not_found(format!("no session {id:?}")))
}

/// Store a session's new state if nobody changed it meanwhile.
async fn save_session(
    st: &AppState,
    rec: &SessionRecord,
    state: Vec<u8>,
    meta: &SessionMeta,
) -> Result<(), ApiError> {
    let new = SessionRecord {
        state,
        meta: serde_json::to_string(meta).unwrap_or_default(),
        version: rec.version + 1,
        expires_ms: now_ms().saturating_add(st.cfg.session_ttl.as_millis() as i64),
        ..rec.clone()
    };
    if st
        .store
        .update_session(new, rec.version)
        .await
        .map_err(store_err)?
    {
        Ok(())
    } else {
        Err(ApiError::conflict(format!(
            "session {:?} was changed or deleted by another request meanwhile; retry",
            rec.id
        )))
    }
}

#[utoipa::path(post, path = "/v1/sessions", request_body = SessionRequest,
    responses(
        (status = 201, description = "The session", body = SessionCreated),
        (status = 400, description = "Malformed request", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Draining or saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn create_session(State(st): St, headers: HeaderMap, body: Body) -> ApiResult {
    refuse_if_draining(&st)?;
    let tenant = auth(&st, &headers)?;
    let req: SessionRequest = read_json(&st, &headers, body, true).await?;
    let s = settings(&tenant, &req.inputs, &req.limits, &req.os, &req.suspend)?;
    let _permit = admit(&st, &tenant)?;
    let out = execute(
        &st,
        Job::SessionNew {
            tenant: tenant.cfg.name.clone(),
            inputs: s.inputs,
            limits: s.limits.clone(),
            os: s.os.clone(),
            suspend: s.suspend.clone(),
        },
    )
    .await?;
    let meta = SessionMeta {
        suspend: s.suspend,
        os: OsSpec {
            files: Vec::new(),
            ..s.os
        },
        initial_files: out.initial_files,
        files_cap: st.cfg.files_bytes,
        suspended_run: None,
        cancelled: false,
        limits: Some(s.limits),
    };
    let now = now_ms();
    let id = new_id();
    let expires = now.saturating_add(st.cfg.session_ttl.as_millis() as i64);
    st.store
        .put_session(SessionRecord {
            id: id.clone(),
            tenant: tenant.name().into(),
            state: out.snapshot.unwrap_or_default(),
            meta: serde_json::to_string(&meta).unwrap_or_default(),
            version: 1,
            created_ms: now,
            expires_ms: expires,
        })
        .await
        .map_err(store_err)?;
    Ok(json_response(
        StatusCode::CREATED,
        &json!({"session_id": id, "expires_at_ms": expires}),
    ))
}

#[utoipa::path(post, path = "/v1/sessions/{id}/runs", request_body = SessionRunRequest,
    params(("id" = String, Path, description = "The session")),
    responses(
        (status = 200, description = "The run was carried out (any verdict)", body = Envelope),
        (status = 400, description = "Malformed request", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown session", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The session is suspended or changed concurrently", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Draining or saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn session_run(
    State(st): St,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> ApiResult {
    refuse_if_draining(&st)?;
    let tenant = auth(&st, &headers)?;
    let req: SessionRunRequest = read_json(&st, &headers, body, false).await?;
    run_in_session(&st, &tenant, &id, req.code, req.record).await
}

async fn run_in_session(
    st: &AppState,
    tenant: &Tenant,
    sid: &str,
    code: String,
    record: bool,
) -> ApiResult {
    let rec = find_session(st, tenant, sid).await?;
    let mut meta = session_meta(&rec)?;
    if let Some(r) = &meta.suspended_run {
        return Err(ApiError::conflict(format!(
            "session {sid:?} is suspended in run {r:?}: resume it first (POST /v1/runs/{r}/resume)"
        )));
    }
    if meta.cancelled {
        return Err(ApiError::conflict(format!(
            "session {sid:?} was cancelled: one of its runs exhausted a resource or faulted; delete it and start another"
        )));
    }
    let _permit = admit(st, tenant)?;
    let start = Instant::now();
    let _inflight = st.track();
    let run_id = new_id();
    let mut out = execute(
        st,
        Job::SessionRun {
            run_id: run_id.clone(),
            tenant: tenant.cfg.name.clone(),
            session: rec.state.clone(),
            meta: meta.clone(),
            code,
        },
    )
    .await?;
    account(st, tenant, &run_id, &out, start);
    if out.verdict == "suspended" {
        meta.suspended_run = Some(run_id.clone());
    }
    meta.cancelled = cancels_session(&out);
    let state = out.snapshot.take().unwrap_or_default();
    save_session(st, &rec, state, &meta).await?;
    let run_meta = RunMeta {
        session_id: Some(sid.to_string()),
        ..RunMeta::default()
    };
    keep_run(st, tenant, &run_id, &mut out, &run_meta, record).await?;
    Ok(json_response(StatusCode::OK, &out.envelope))
}

/// Whether a session run's outcome cancels the session, as the engine
/// does: a host fault, or a resource exhausted while running (a program
/// refused before it ran, for its size or nesting, leaves the state intact).
fn cancels_session(out: &JobOutput) -> bool {
    match out.verdict.as_str() {
        "host_fault" => true,
        "resource_exhausted" => !matches!(
            out.envelope["resource"]["limit"].as_str(),
            Some("program_bytes" | "ast_depth")
        ),
        _ => false,
    }
}

async fn resume_in_session(
    st: &AppState,
    tenant: &Tenant,
    run: &RunRecord,
    sid: &str,
    answers: J,
    run_meta: &RunMeta,
    start: Instant,
) -> ApiResult {
    let rec = find_session(st, tenant, sid).await?;
    let mut meta = session_meta(&rec)?;
    if meta.suspended_run.as_deref() != Some(run.id.as_str()) {
        return Err(ApiError::conflict(format!(
            "run {:?} no longer holds session {sid:?}",
            run.id
        )));
    }
    let mut out = execute(
        st,
        Job::SessionResume {
            run_id: run.id.clone(),
            tenant: tenant.cfg.name.clone(),
            session: rec.state.clone(),
            meta: meta.clone(),
            answers,
        },
    )
    .await?;
    account(st, tenant, &run.id, &out, start);
    if out.verdict != "suspended" {
        meta.suspended_run = None;
    }
    meta.cancelled = cancels_session(&out);
    let state = out.snapshot.take().unwrap_or_default();
    save_session(st, &rec, state, &meta).await?;
    keep_run(st, tenant, &run.id, &mut out, run_meta, true).await?;
    Ok(json_response(StatusCode::OK, &out.envelope))
}

#[utoipa::path(get, path = "/v1/sessions/{id}/vars/{name}",
    params(("id" = String, Path, description = "The session"), ("name" = String, Path, description = "A global variable")),
    responses(
        (status = 200, description = "The variable's value as JSON", body = VarResponse),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown session or variable", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn get_var(
    State(st): St,
    Path((id, name)): Path<(String, String)>,
    headers: HeaderMap,
) -> ApiResult {
    let tenant = auth(&st, &headers)?;
    let rec = find_session(&st, &tenant, &id).await?;
    let meta = session_meta(&rec)?;
    let _permit = admit(&st, &tenant)?;
    let out = execute(
        &st,
        Job::SessionGet {
            tenant: tenant.cfg.name.clone(),
            session: rec.state,
            meta,
            name: name.clone(),
        },
    )
    .await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"name": name, "value": out.envelope}),
    ))
}

#[utoipa::path(put, path = "/v1/sessions/{id}/vars/{name}", request_body = VarRequest,
    params(("id" = String, Path, description = "The session"), ("name" = String, Path, description = "A global variable")),
    responses(
        (status = 200, description = "The variable was set", body = VarResponse),
        (status = 400, description = "Malformed request", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown session", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Changed concurrently", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the tenant's quota", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Draining or saturated", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn put_var(
    State(st): St,
    Path((id, name)): Path<(String, String)>,
    headers: HeaderMap,
    body: Body,
) -> ApiResult {
    refuse_if_draining(&st)?;
    let tenant = auth(&st, &headers)?;
    let req: VarRequest = read_json(&st, &headers, body, false).await?;
    let rec = find_session(&st, &tenant, &id).await?;
    let meta = session_meta(&rec)?;
    let _permit = admit(&st, &tenant)?;
    let out = execute(
        &st,
        Job::SessionSet {
            tenant: tenant.cfg.name.clone(),
            session: rec.state.clone(),
            meta: meta.clone(),
            name: name.clone(),
            value: req.value.clone(),
        },
    )
    .await?;
    save_session(&st, &rec, out.snapshot.unwrap_or_default(), &meta).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"name": name, "value": req.value}),
    ))
}

#[utoipa::path(delete, path = "/v1/sessions/{id}",
    params(("id" = String, Path, description = "The session")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "No or bad API key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown session", body = Problem, content_type = "application/problem+json"),
    ), security(("bearer" = [])))]
pub async fn delete_session(
    State(st): St,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let tenant = auth(&st, &headers)?;
    if st
        .store
        .delete_session(tenant.name().into(), id.clone())
        .await
        .map_err(store_err)?
    {
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(ApiError::not_found(format!("no session {id:?}")))
    }
}

// ---- operations ----

#[utoipa::path(get, path = "/healthz", responses((status = 200, description = "The process is up")))]
pub async fn healthz() -> Response {
    json_response(StatusCode::OK, &json!({"status": "ok"}))
}

#[utoipa::path(get, path = "/readyz", responses(
    (status = 200, description = "Ready for runs"),
    (status = 503, description = "Draining, or the store is unreachable", body = Problem, content_type = "application/problem+json")))]
pub async fn readyz(State(st): St) -> ApiResult {
    refuse_if_draining(&st)?;
    st.store
        .ping()
        .await
        .map_err(|e| ApiError::unavailable(format!("the store is not reachable: {}", e.0)))?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"status": "ready", "store": st.store.name(), "backend": st.backend.name()}),
    ))
}

#[utoipa::path(get, path = "/metrics", responses((status = 200, description = "Prometheus text format", content_type = "text/plain")))]
pub async fn metrics(State(st): St) -> Response {
    let tenants: Vec<(String, usize)> = st
        .tenants
        .all
        .iter()
        .map(|t| (t.name().to_string(), t.inflight()))
        .collect();
    let text = st.metrics.render(
        st.backend.stats(),
        st.backend.name(),
        st.draining.load(Ordering::Relaxed),
        &tenants,
    );
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        text,
    )
        .into_response()
}

pub async fn openapi() -> Response {
    let doc = ApiDoc::openapi().to_json().unwrap_or_else(|_| "{}".into());
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        doc,
    )
        .into_response()
}

struct Security;

impl utoipa::Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "corral", description = "Run untrusted Python in a sandbox with exact limits. The HTTP status describes the service, never the program: a run carried out is 200 whatever its verdict."),
    paths(post_run, resume_run, get_run, create_session, session_run, get_var, put_var, delete_session, healthz, readyz, metrics),
    components(schemas(RunRequest, ResumeRequest, SessionRequest, SessionRunRequest, VarRequest, VarResponse, SessionCreated, Envelope, FileOut, Problem, OsRequest, SuspendSpec, LimitValue, crate::api::FileContent)),
    modifiers(&Security)
)]
pub struct ApiDoc;
