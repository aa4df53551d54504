//! PostgreSQL, for several nodes serving together: any node resumes a run
//! another suspended, and session updates compare versions across nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use tokio_postgres::{Client, NoTls, Row};

use super::{Claim, Fut, RunRecord, RunState, SessionRecord, Store, StoreError};

/// Connections opened per node. One connection runs its statements one at
/// a time (each commit waits for its flush), so concurrent requests spread
/// over several.
const CONNECTIONS: usize = 8;

#[derive(Clone)]
pub struct PgStore {
    clients: Arc<Vec<Arc<Client>>>,
    next: Arc<AtomicUsize>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS corral_runs (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    state TEXT NOT NULL,
    envelope TEXT NOT NULL,
    snapshot BYTEA,
    meta TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    lease_ms BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS corral_runs_expiry ON corral_runs (expires_ms);
CREATE TABLE IF NOT EXISTS corral_sessions (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    state BYTEA NOT NULL,
    meta TEXT NOT NULL,
    version BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);
";

const RUN_COLS: &str =
    "id, tenant, state, envelope, snapshot, meta, created_ms, expires_ms, lease_ms";

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(format!("postgres: {e}"))
}

fn run_row(r: &Row) -> RunRecord {
    RunRecord {
        id: r.get(0),
        tenant: r.get(1),
        state: RunState::parse(r.get::<_, &str>(2)),
        envelope: r.get(3),
        snapshot: r.get(4),
        meta: r.get(5),
        created_ms: r.get(6),
        expires_ms: r.get(7),
        lease_ms: r.get(8),
    }
}

impl PgStore {
    pub async fn connect(url: &str) -> Result<PgStore, StoreError> {
        let mut clients = Vec::with_capacity(CONNECTIONS);
        for _ in 0..CONNECTIONS {
            let (client, conn) = tokio_postgres::connect(url, NoTls).await.map_err(err)?;
            tokio::spawn(async move {
                if let Err(e) = conn.await {
                    tracing::error!(error = %e, "postgres connection closed");
                }
            });
            clients.push(Arc::new(client));
        }
        let client = clients[0].clone();
        // Two nodes starting together may both create the tables; the
        // advisory lock makes that one at a time.
        client
            .batch_execute(&format!(
                "SELECT pg_advisory_lock(7243001); {SCHEMA} SELECT pg_advisory_unlock(7243001);"
            ))
            .await
            .map_err(err)?;
        Ok(PgStore {
            clients: Arc::new(clients),
            next: Arc::new(AtomicUsize::new(0)),
        })
    }

    /// The next connection, round robin.
    fn client(&self) -> Arc<Client> {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        self.clients[i].clone()
    }
}

impl Store for PgStore {
    fn put_run(&self, r: RunRecord) -> Fut<()> {
        let c = self.client();
        Box::pin(async move {
            c.execute(
                &format!(
                    "INSERT INTO corral_runs ({RUN_COLS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                     ON CONFLICT (id) DO UPDATE SET state = $3, envelope = $4, snapshot = $5,
                       meta = $6, expires_ms = $8, lease_ms = $9"
                ),
                &[
                    &r.id,
                    &r.tenant,
                    &r.state.as_str(),
                    &r.envelope,
                    &r.snapshot,
                    &r.meta,
                    &r.created_ms,
                    &r.expires_ms,
                    &r.lease_ms,
                ],
            )
            .await
            .map_err(err)?;
            Ok(())
        })
    }

    fn get_run(&self, tenant: String, id: String, now: i64) -> Fut<Option<RunRecord>> {
        let c = self.client();
        Box::pin(async move {
            let row = c
                .query_opt(
                    &format!(
                        "SELECT {RUN_COLS} FROM corral_runs
                         WHERE id = $1 AND tenant = $2 AND expires_ms > $3"
                    ),
                    &[&id, &tenant, &now],
                )
                .await
                .map_err(err)?;
            Ok(row.as_ref().map(run_row))
        })
    }

    fn claim_run(&self, tenant: String, id: String, now: i64, lease: i64) -> Fut<Claim> {
        let c = self.client();
        Box::pin(async move {
            let row = c
                .query_opt(
                    &format!(
                        "UPDATE corral_runs SET state = 'resuming', lease_ms = $4
                         WHERE id = $1 AND tenant = $2 AND expires_ms > $3
                           AND (state = 'suspended' OR (state = 'resuming' AND lease_ms < $3))
                         RETURNING {RUN_COLS}"
                    ),
                    &[&id, &tenant, &now, &lease],
                )
                .await
                .map_err(err)?;
            if let Some(r) = row {
                return Ok(Claim::Claimed(run_row(&r)));
            }
            let row = c
                .query_opt(
                    "SELECT state FROM corral_runs WHERE id = $1 AND tenant = $2 AND expires_ms > $3",
                    &[&id, &tenant, &now],
                )
                .await
                .map_err(err)?;
            Ok(match row {
                Some(r) => Claim::NotSuspended(RunState::parse(r.get::<_, &str>(0))),
                None => Claim::NotFound,
            })
        })
    }

    fn release_run(&self, tenant: String, id: String) -> Fut<()> {
        let c = self.client();
        Box::pin(async move {
            c.execute(
                "UPDATE corral_runs SET state = 'suspended', lease_ms = 0
                 WHERE id = $1 AND tenant = $2 AND state = 'resuming'",
                &[&id, &tenant],
            )
            .await
            .map_err(err)?;
            Ok(())
        })
    }

    fn put_session(&self, s: SessionRecord) -> Fut<()> {
        let c = self.client();
        Box::pin(async move {
            c.execute(
                "INSERT INTO corral_sessions (id, tenant, state, meta, version, created_ms, expires_ms)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
                &[
                    &s.id,
                    &s.tenant,
                    &s.state,
                    &s.meta,
                    &s.version,
                    &s.created_ms,
                    &s.expires_ms,
                ],
            )
            .await
            .map_err(err)?;
            Ok(())
        })
    }

    fn get_session(&self, tenant: String, id: String, now: i64) -> Fut<Option<SessionRecord>> {
        let c = self.client();
        Box::pin(async move {
            let row = c
                .query_opt(
                    "SELECT id, tenant, state, meta, version, created_ms, expires_ms
                     FROM corral_sessions WHERE id = $1 AND tenant = $2 AND expires_ms > $3",
                    &[&id, &tenant, &now],
                )
                .await
                .map_err(err)?;
            Ok(row.map(|r| SessionRecord {
                id: r.get(0),
                tenant: r.get(1),
                state: r.get(2),
                meta: r.get(3),
                version: r.get(4),
                created_ms: r.get(5),
                expires_ms: r.get(6),
            }))
        })
    }

    fn update_session(&self, s: SessionRecord, expected: i64) -> Fut<bool> {
        let c = self.client();
        Box::pin(async move {
            let n = c
                .execute(
                    "UPDATE corral_sessions SET state = $3, meta = $4, version = $5, expires_ms = $6
                     WHERE id = $1 AND tenant = $2 AND version = $7",
                    &[
                        &s.id,
                        &s.tenant,
                        &s.state,
                        &s.meta,
                        &s.version,
                        &s.expires_ms,
                        &expected,
                    ],
                )
                .await
                .map_err(err)?;
            Ok(n == 1)
        })
    }

    fn delete_session(&self, tenant: String, id: String) -> Fut<bool> {
        let c = self.client();
        Box::pin(async move {
            let n = c
                .execute(
                    "DELETE FROM corral_sessions WHERE id = $1 AND tenant = $2",
                    &[&id, &tenant],
                )
                .await
                .map_err(err)?;
            Ok(n == 1)
        })
    }

    fn purge(&self, now: i64, keep: u64) -> Fut<u64> {
        let c = self.client();
        Box::pin(async move {
            let keep = keep as i64;
            let mut n = c
                .execute("DELETE FROM corral_runs WHERE expires_ms <= $1", &[&now])
                .await
                .map_err(err)?;
            n += c
                .execute(
                    "DELETE FROM corral_sessions WHERE expires_ms <= $1",
                    &[&now],
                )
                .await
                .map_err(err)?;
            n += c
                .execute(
                    "DELETE FROM corral_runs WHERE id IN (SELECT id FROM corral_runs
                     WHERE state = 'done' ORDER BY created_ms DESC OFFSET $1)",
                    &[&keep],
                )
                .await
                .map_err(err)?;
            Ok(n)
        })
    }

    fn ping(&self) -> Fut<()> {
        let c = self.client();
        Box::pin(async move {
            c.simple_query("SELECT 1").await.map_err(err)?;
            Ok(())
        })
    }

    fn name(&self) -> &'static str {
        "postgres"
    }
}
