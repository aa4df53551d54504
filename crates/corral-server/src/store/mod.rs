//! Where suspended runs, kept run records and sessions live, behind one
//! trait: in memory, SQLite (the default, embedded) or PostgreSQL (several
//! nodes sharing state, so a run suspended on one resumes on another).
//!
//! Every read names the tenant: a record of another tenant is not found.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

mod memory;
mod postgres;
mod sqlite;

pub use memory::MemoryStore;
pub use postgres::PgStore;
pub use sqlite::SqliteStore;

/// A run's state in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
    /// Waiting for answers; `snapshot` holds it (or its session does).
    Suspended,
    /// Claimed by a node that is resuming it (until `lease_ms`).
    Resuming,
    /// Finished: kept for `GET /v1/runs/{id}`.
    Done,
}

impl RunState {
    pub fn as_str(self) -> &'static str {
        match self {
            RunState::Suspended => "suspended",
            RunState::Resuming => "resuming",
            RunState::Done => "done",
        }
    }

    pub fn parse(s: &str) -> RunState {
        match s {
            "suspended" => RunState::Suspended,
            "resuming" => RunState::Resuming,
            _ => RunState::Done,
        }
    }
}

#[derive(Clone, Debug)]
pub struct RunRecord {
    pub id: String,
    pub tenant: String,
    pub state: RunState,
    /// The latest envelope, as JSON text.
    pub envelope: String,
    pub snapshot: Option<Vec<u8>>,
    /// `RunMeta` as JSON text.
    pub meta: String,
    pub created_ms: i64,
    pub expires_ms: i64,
    pub lease_ms: i64,
}

#[derive(Clone, Debug)]
pub struct SessionRecord {
    pub id: String,
    pub tenant: String,
    pub state: Vec<u8>,
    /// `SessionMeta` as JSON text.
    pub meta: String,
    /// Bumped by every update: writers compare it to detect a concurrent
    /// change (on any node).
    pub version: i64,
    pub created_ms: i64,
    pub expires_ms: i64,
}

/// The outcome of claiming a suspended run for resumption.
#[derive(Debug)]
pub enum Claim {
    Claimed(RunRecord),
    NotFound,
    /// The run exists but is not waiting for answers.
    NotSuspended(RunState),
}

#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "store: {}", self.0)
    }
}

pub type Fut<T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send>>;

pub trait Store: Send + Sync + 'static {
    /// Insert or replace a run record.
    fn put_run(&self, r: RunRecord) -> Fut<()>;
    /// A live (unexpired) run of `tenant`.
    fn get_run(&self, tenant: String, id: String, now_ms: i64) -> Fut<Option<RunRecord>>;
    /// Atomically move a suspended run (or one whose resumer's lease ran
    /// out) to `Resuming` until `lease_ms`.
    fn claim_run(&self, tenant: String, id: String, now_ms: i64, lease_ms: i64) -> Fut<Claim>;
    /// Give a claimed run back unchanged (its answers were refused).
    fn release_run(&self, tenant: String, id: String) -> Fut<()>;
    fn put_session(&self, s: SessionRecord) -> Fut<()>;
    fn get_session(&self, tenant: String, id: String, now_ms: i64) -> Fut<Option<SessionRecord>>;
    /// Replace a session if its version is still `expected`; false if it
    /// changed (or vanished) meanwhile.
    fn update_session(&self, s: SessionRecord, expected: i64) -> Fut<bool>;
    fn delete_session(&self, tenant: String, id: String) -> Fut<bool>;
    /// Drop expired records and all but the newest `keep` finished runs.
    fn purge(&self, now_ms: i64, keep: u64) -> Fut<u64>;
    /// Is the store reachable (for /readyz)?
    fn ping(&self) -> Fut<()>;
    fn name(&self) -> &'static str;
}

/// Open the store named by `--store`: `memory`, `postgres://…` or
/// `postgresql://…`, otherwise a SQLite file path.
pub async fn open(spec: &str) -> Result<Arc<dyn Store>, StoreError> {
    if spec == "memory" {
        return Ok(Arc::new(MemoryStore::default()));
    }
    if spec.starts_with("postgres://") || spec.starts_with("postgresql://") {
        return Ok(Arc::new(PgStore::connect(spec).await?));
    }
    Ok(Arc::new(SqliteStore::open(spec)?))
}
