//! The store in this process's memory (`--store memory`): nothing
//! survives a restart, and nodes share nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{Claim, Fut, RunRecord, RunState, SessionRecord, Store, StoreError};

#[derive(Default, Clone)]
pub struct MemoryStore {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Default)]
struct Inner {
    runs: HashMap<String, RunRecord>,
    sessions: HashMap<String, SessionRecord>,
}

impl MemoryStore {
    fn with<T: Send + 'static>(&self, f: impl FnOnce(&mut Inner) -> T) -> Fut<T> {
        let r = match self.inner.lock() {
            Ok(mut g) => Ok(f(&mut g)),
            Err(_) => Err(StoreError("memory store lock poisoned".into())),
        };
        Box::pin(async move { r })
    }
}

impl Store for MemoryStore {
    fn put_run(&self, r: RunRecord) -> Fut<()> {
        self.with(move |i| {
            i.runs.insert(r.id.clone(), r);
        })
    }

    fn get_run(&self, tenant: String, id: String, now: i64) -> Fut<Option<RunRecord>> {
        self.with(move |i| {
            i.runs
                .get(&id)
                .filter(|r| r.tenant == tenant && r.expires_ms > now)
                .cloned()
        })
    }

    fn claim_run(&self, tenant: String, id: String, now: i64, lease: i64) -> Fut<Claim> {
        self.with(move |i| match i.runs.get_mut(&id) {
            Some(r) if r.tenant == tenant && r.expires_ms > now => {
                let free = r.state == RunState::Suspended
                    || (r.state == RunState::Resuming && r.lease_ms < now);
                if free {
                    r.state = RunState::Resuming;
                    r.lease_ms = lease;
                    Claim::Claimed(r.clone())
                } else {
                    Claim::NotSuspended(r.state)
                }
            }
            _ => Claim::NotFound,
        })
    }

    fn release_run(&self, tenant: String, id: String) -> Fut<()> {
        self.with(move |i| {
            if let Some(r) = i.runs.get_mut(&id)
                && r.tenant == tenant
                && r.state == RunState::Resuming
            {
                r.state = RunState::Suspended;
                r.lease_ms = 0;
            }
        })
    }

    fn put_session(&self, s: SessionRecord) -> Fut<()> {
        self.with(move |i| {
            i.sessions.insert(s.id.clone(), s);
        })
    }

    fn get_session(&self, tenant: String, id: String, now: i64) -> Fut<Option<SessionRecord>> {
        self.with(move |i| {
            i.sessions
                .get(&id)
                .filter(|s| s.tenant == tenant && s.expires_ms > now)
                .cloned()
        })
    }

    fn update_session(&self, s: SessionRecord, expected: i64) -> Fut<bool> {
        self.with(move |i| match i.sessions.get_mut(&s.id) {
            Some(cur) if cur.tenant == s.tenant && cur.version == expected => {
                *cur = s;
                true
            }
            _ => false,
        })
    }

    fn delete_session(&self, tenant: String, id: String) -> Fut<bool> {
        self.with(move |i| match i.sessions.get(&id) {
            Some(s) if s.tenant == tenant => {
                i.sessions.remove(&id);
                true
            }
            _ => false,
        })
    }

    fn purge(&self, now: i64, keep: u64) -> Fut<u64> {
        self.with(move |i| {
            let before = i.runs.len() + i.sessions.len();
            i.runs.retain(|_, r| r.expires_ms > now);
            i.sessions.retain(|_, s| s.expires_ms > now);
            let mut done: Vec<(i64, String)> = i
                .runs
                .values()
                .filter(|r| r.state == RunState::Done)
                .map(|r| (r.created_ms, r.id.clone()))
                .collect();
            if done.len() as u64 > keep {
                done.sort();
                let extra = done.len() - keep as usize;
                for (_, id) in done.into_iter().take(extra) {
                    i.runs.remove(&id);
                }
            }
            (before - i.runs.len() - i.sessions.len()) as u64
        })
    }

    fn ping(&self) -> Fut<()> {
        self.with(|_| ())
    }

    fn name(&self) -> &'static str {
        "memory"
    }
}
