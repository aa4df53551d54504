//! The default store: one embedded SQLite file, so the service starts with
//! zero setup and keeps suspended runs and sessions across restarts.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::{Claim, Fut, RunRecord, RunState, SessionRecord, Store, StoreError};

#[derive(Clone)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
}

const SCHEMA: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = 5000;
CREATE TABLE IF NOT EXISTS runs (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    state TEXT NOT NULL,
    envelope TEXT NOT NULL,
    snapshot BLOB,
    meta TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL,
    lease_ms INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS runs_expiry ON runs (expires_ms);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    state BLOB NOT NULL,
    meta TEXT NOT NULL,
    version INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL
);
";

const RUN_COLS: &str =
    "id, tenant, state, envelope, snapshot, meta, created_ms, expires_ms, lease_ms";

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(format!("sqlite: {e}"))
}

fn run_row(r: &Row<'_>) -> rusqlite::Result<RunRecord> {
    Ok(RunRecord {
        id: r.get(0)?,
        tenant: r.get(1)?,
        state: RunState::parse(&r.get::<_, String>(2)?),
        envelope: r.get(3)?,
        snapshot: r.get(4)?,
        meta: r.get(5)?,
        created_ms: r.get(6)?,
        expires_ms: r.get(7)?,
        lease_ms: r.get(8)?,
    })
}

impl SqliteStore {
    pub fn open(path: &str) -> Result<SqliteStore, StoreError> {
        // The process's first use of SQLite: route its allocator through
        // corral's accounting first, or guests run in this process could
        // not use `sqlite3` (their SQLite memory must be counted).
        corral::modules::install_sqlite_allocator();
        let conn = Connection::open(path).map_err(err)?;
        conn.execute_batch(SCHEMA).map_err(err)?;
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// Run `f` on the connection off the async threads.
    fn with<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Fut<T> {
        let conn = self.conn.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let c = conn.lock().map_err(|_| err("connection lock poisoned"))?;
                f(&c).map_err(err)
            })
            .await
            .map_err(err)?
        })
    }
}

impl Store for SqliteStore {
    fn put_run(&self, r: RunRecord) -> Fut<()> {
        self.with(move |c| {
            c.prepare_cached(&format!(
                "INSERT OR REPLACE INTO runs ({RUN_COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
            ))?
            .execute(params![
                r.id,
                r.tenant,
                r.state.as_str(),
                r.envelope,
                r.snapshot,
                r.meta,
                r.created_ms,
                r.expires_ms,
                r.lease_ms
            ])?;
            Ok(())
        })
    }

    fn get_run(&self, tenant: String, id: String, now: i64) -> Fut<Option<RunRecord>> {
        self.with(move |c| {
            c.prepare_cached(&format!(
                "SELECT {RUN_COLS} FROM runs WHERE id = ?1 AND tenant = ?2 AND expires_ms > ?3"
            ))?
            .query_row(params![id, tenant, now], run_row)
            .optional()
        })
    }

    fn claim_run(&self, tenant: String, id: String, now: i64, lease: i64) -> Fut<Claim> {
        self.with(move |c| {
            let claimed = c
                .prepare_cached(&format!(
                    "UPDATE runs SET state = 'resuming', lease_ms = ?4
                     WHERE id = ?1 AND tenant = ?2 AND expires_ms > ?3
                       AND (state = 'suspended' OR (state = 'resuming' AND lease_ms < ?3))
                     RETURNING {RUN_COLS}"
                ))?
                .query_row(params![id, tenant, now, lease], run_row)
                .optional()?;
            if let Some(r) = claimed {
                return Ok(Claim::Claimed(r));
            }
            let state: Option<String> = c
                .prepare_cached(
                    "SELECT state FROM runs WHERE id = ?1 AND tenant = ?2 AND expires_ms > ?3",
                )?
                .query_row(params![id, tenant, now], |r| r.get(0))
                .optional()?;
            Ok(match state {
                Some(s) => Claim::NotSuspended(RunState::parse(&s)),
                None => Claim::NotFound,
            })
        })
    }

    fn release_run(&self, tenant: String, id: String) -> Fut<()> {
        self.with(move |c| {
            c.execute(
                "UPDATE runs SET state = 'suspended', lease_ms = 0
                 WHERE id = ?1 AND tenant = ?2 AND state = 'resuming'",
                params![id, tenant],
            )?;
            Ok(())
        })
    }

    fn put_session(&self, s: SessionRecord) -> Fut<()> {
        self.with(move |c| {
            c.execute(
                "INSERT INTO sessions (id, tenant, state, meta, version, created_ms, expires_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    s.id,
                    s.tenant,
                    s.state,
                    s.meta,
                    s.version,
                    s.created_ms,
                    s.expires_ms
                ],
            )?;
            Ok(())
        })
    }

    fn get_session(&self, tenant: String, id: String, now: i64) -> Fut<Option<SessionRecord>> {
        self.with(move |c| {
            c.prepare_cached(
                "SELECT id, tenant, state, meta, version, created_ms, expires_ms FROM sessions
                 WHERE id = ?1 AND tenant = ?2 AND expires_ms > ?3",
            )?
            .query_row(params![id, tenant, now], |r| {
                Ok(SessionRecord {
                    id: r.get(0)?,
                    tenant: r.get(1)?,
                    state: r.get(2)?,
                    meta: r.get(3)?,
                    version: r.get(4)?,
                    created_ms: r.get(5)?,
                    expires_ms: r.get(6)?,
                })
            })
            .optional()
        })
    }

    fn update_session(&self, s: SessionRecord, expected: i64) -> Fut<bool> {
        self.with(move |c| {
            let n = c.execute(
                "UPDATE sessions SET state = ?3, meta = ?4, version = ?5, expires_ms = ?6
                 WHERE id = ?1 AND tenant = ?2 AND version = ?7",
                params![
                    s.id,
                    s.tenant,
                    s.state,
                    s.meta,
                    s.version,
                    s.expires_ms,
                    expected
                ],
            )?;
            Ok(n == 1)
        })
    }

    fn delete_session(&self, tenant: String, id: String) -> Fut<bool> {
        self.with(move |c| {
            let n = c.execute(
                "DELETE FROM sessions WHERE id = ?1 AND tenant = ?2",
                params![id, tenant],
            )?;
            Ok(n == 1)
        })
    }

    fn purge(&self, now: i64, keep: u64) -> Fut<u64> {
        self.with(move |c| {
            let mut n = c.execute("DELETE FROM runs WHERE expires_ms <= ?1", params![now])?;
            n += c.execute("DELETE FROM sessions WHERE expires_ms <= ?1", params![now])?;
            n += c.execute(
                "DELETE FROM runs WHERE id IN (SELECT id FROM runs WHERE state = 'done'
                 ORDER BY created_ms DESC LIMIT -1 OFFSET ?1)",
                params![keep as i64],
            )?;
            Ok(n as u64)
        })
    }

    fn ping(&self) -> Fut<()> {
        self.with(|c| c.query_row("SELECT 1", [], |_| Ok(())))
    }

    fn name(&self) -> &'static str {
        "sqlite"
    }
}
