//! Tenants: who a request is (its API key), and whether it may start a
//! run now (concurrency and rate quotas).

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::http::HeaderMap;

use crate::config::TenantConfig;

pub struct Tenant {
    pub cfg: TenantConfig,
    inflight: Arc<AtomicUsize>,
    bucket: Mutex<Bucket>,
}

/// A token bucket: `rate` tokens a second up to `burst`.
struct Bucket {
    tokens: f64,
    last: Instant,
}

/// A run admitted under the tenant's concurrency quota; dropping it frees
/// the slot.
pub struct Permit {
    inflight: Arc<AtomicUsize>,
}

impl Drop for Permit {
    fn drop(&mut self) {
        self.inflight.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Why a run was not admitted, and when to try again (seconds).
pub enum Quota {
    Concurrency,
    Rate(u64),
}

impl Tenant {
    fn new(cfg: TenantConfig) -> Tenant {
        let burst = cfg.rate.map_or(0.0, |(_, b)| b);
        Tenant {
            cfg,
            inflight: Arc::new(AtomicUsize::new(0)),
            bucket: Mutex::new(Bucket {
                tokens: burst,
                last: Instant::now(),
            }),
        }
    }

    pub fn name(&self) -> &str {
        &self.cfg.name
    }

    /// Admit one run, or say which quota it is over.
    pub fn admit(&self) -> Result<Permit, Quota> {
        let now_inflight = self.inflight.fetch_add(1, Ordering::AcqRel) + 1;
        let permit = Permit {
            inflight: self.inflight.clone(),
        };
        if let Some(max) = self.cfg.concurrency
            && now_inflight > max
        {
            return Err(Quota::Concurrency);
        }
        if let Some((rate, burst)) = self.cfg.rate {
            let mut b = self.bucket.lock().unwrap_or_else(|p| p.into_inner());
            let now = Instant::now();
            let elapsed = now.duration_since(b.last).as_secs_f64();
            b.tokens = (b.tokens + elapsed * rate).min(burst);
            b.last = now;
            if b.tokens < 1.0 {
                let wait = ((1.0 - b.tokens) / rate).ceil().max(1.0);
                return Err(Quota::Rate(wait as u64));
            }
            b.tokens -= 1.0;
        }
        Ok(permit)
    }

    pub fn inflight(&self) -> usize {
        self.inflight.load(Ordering::Relaxed)
    }
}

pub struct Tenants {
    by_key: HashMap<String, Arc<Tenant>>,
    /// Served when no tenant has keys.
    anonymous: Option<Arc<Tenant>>,
    pub all: Vec<Arc<Tenant>>,
}

impl Tenants {
    pub fn new(cfgs: &[TenantConfig]) -> Tenants {
        let all: Vec<Arc<Tenant>> = cfgs
            .iter()
            .cloned()
            .map(|c| Arc::new(Tenant::new(c)))
            .collect();
        let mut by_key = HashMap::new();
        for t in &all {
            for k in &t.cfg.keys {
                by_key.insert(k.clone(), t.clone());
            }
        }
        let anonymous = if by_key.is_empty() {
            all.first().cloned()
        } else {
            None
        };
        Tenants {
            by_key,
            anonymous,
            all,
        }
    }

    /// The tenant of a request: its key from `Authorization: Bearer KEY`
    /// or `X-API-Key: KEY`. None: no key, or one nobody has.
    pub fn authenticate(&self, headers: &HeaderMap) -> Option<Arc<Tenant>> {
        if let Some(t) = &self.anonymous {
            return Some(t.clone());
        }
        let key = headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                v.strip_prefix("Bearer ")
                    .or_else(|| v.strip_prefix("bearer "))
            })
            .or_else(|| headers.get("x-api-key").and_then(|v| v.to_str().ok()))?;
        self.by_key.get(key.trim()).cloned()
    }
}
