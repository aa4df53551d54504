//! The request and response bodies of the HTTP API, with their OpenAPI
//! schemas. Unknown fields are refused so that a typo is a 400 that names
//! it rather than a setting silently ignored.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::limits::LimitValue;

/// `POST /v1/runs`: run a program.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RunRequest {
    /// The Python source.
    pub code: String,
    /// Named values granted to the program as globals (any JSON).
    #[serde(default)]
    #[schema(value_type = Object)]
    pub inputs: BTreeMap<String, serde_json::Value>,
    /// Limits by name; each a string with a unit ("200ms", "64MiB", "10k",
    /// "none") or an integer in the base unit (ms, bytes, count).
    #[serde(default)]
    pub limits: BTreeMap<String, LimitValue>,
    /// The virtual OS the program sees.
    #[serde(default)]
    pub os: OsRequest,
    /// Functions whose calls suspend the run (`"name"` or
    /// `{"name": ..., "async": true}`).
    #[serde(default)]
    pub suspend: Vec<SuspendSpec>,
    /// Run inside this session (its state persists across runs).
    #[serde(default)]
    pub session_id: Option<String>,
    /// Keep the run with its replay record (`GET /v1/runs/{id}`).
    #[serde(default)]
    pub record: bool,
}

/// A function whose calls suspend the run for the host to answer.
#[derive(Clone, Debug, Deserialize, Serialize, ToSchema)]
#[serde(untagged)]
pub enum SuspendSpec {
    Name(String),
    Full {
        name: String,
        #[serde(default, rename = "async")]
        is_async: bool,
    },
}

impl SuspendSpec {
    pub fn parts(&self) -> (String, bool) {
        match self {
            SuspendSpec::Name(n) => (n.clone(), false),
            SuspendSpec::Full { name, is_async } => (name.clone(), *is_async),
        }
    }
}

/// The virtual OS: environment, random seed, clock, time zone, working
/// directory and in-memory files.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OsRequest {
    /// `os.environ`.
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    /// The seed `random` starts from.
    #[serde(default)]
    pub seed: Option<u64>,
    /// `real`, `fixed`, `fixed:ISO8601` or seconds since the epoch.
    #[serde(default)]
    pub clock: Option<String>,
    /// An offset from UTC like `+02:00`, optionally `,NAME`.
    #[serde(default)]
    pub tz: Option<String>,
    /// The working directory (absolute).
    #[serde(default)]
    pub cwd: Option<String>,
    /// In-memory files by absolute path: text, or
    /// `{"content": ..., "encoding": "base64"}`.
    #[serde(default)]
    pub files: BTreeMap<String, FileContent>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum FileContent {
    Text(String),
    Encoded { content: String, encoding: String },
}

/// `POST /v1/runs/{id}/resume`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResumeRequest {
    /// `[{"id": 4, "ok": VALUE}, {"id": 5, "error": {"type": "KeyError", "message": "k"}}]`
    #[schema(value_type = Vec<Object>)]
    pub answers: serde_json::Value,
}

/// `POST /v1/sessions`: a session's fixed settings.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionRequest {
    #[serde(default)]
    #[schema(value_type = Object)]
    pub inputs: BTreeMap<String, serde_json::Value>,
    #[serde(default)]
    pub limits: BTreeMap<String, LimitValue>,
    #[serde(default)]
    pub os: OsRequest,
    #[serde(default)]
    pub suspend: Vec<SuspendSpec>,
}

/// `POST /v1/sessions/{id}/runs`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionRunRequest {
    pub code: String,
    #[serde(default)]
    pub record: bool,
}

/// `PUT /v1/sessions/{id}/vars/{name}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VarRequest {
    #[schema(value_type = Object)]
    pub value: serde_json::Value,
}

/// A session variable.
#[derive(Debug, Serialize, ToSchema)]
pub struct VarResponse {
    pub name: String,
    #[schema(value_type = Object)]
    pub value: serde_json::Value,
}

/// A new session.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionCreated {
    pub session_id: String,
    /// Unix milliseconds after which an unused session is dropped.
    pub expires_at_ms: i64,
}

/// The result envelope (DESIGN.md "Result envelope"), the same object as
/// `corral run --json`, plus `files` the program wrote.
#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope {
    pub run_id: String,
    /// ok | error | resource_exhausted | suspended | host_fault
    pub verdict: String,
    #[schema(value_type = Object)]
    pub value: serde_json::Value,
    pub stdout: String,
    pub stderr: String,
    #[schema(value_type = Object)]
    pub error: Option<serde_json::Value>,
    #[schema(value_type = Object)]
    pub resource: Option<serde_json::Value>,
    #[schema(value_type = Object)]
    pub usage: serde_json::Value,
    #[schema(value_type = Vec<Object>)]
    pub trace: Vec<serde_json::Value>,
    #[schema(value_type = Vec<Object>)]
    pub pending: Option<Vec<serde_json::Value>>,
    pub files: Option<Vec<FileOut>>,
}

/// A file the program wrote to the in-memory filesystem.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FileOut {
    pub path: String,
    pub size: u64,
    /// utf-8 or base64; absent when over the response's bound.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encoding: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
}

/// An RFC 9457 problem document.
#[derive(Debug, Serialize, ToSchema)]
pub struct Problem {
    #[serde(rename = "type")]
    pub type_: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
}
