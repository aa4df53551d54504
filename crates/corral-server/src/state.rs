//! What every handler shares.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::backend::Backend;
use crate::config::Config;
use crate::metrics::Metrics;
use crate::store::Store;
use crate::tenants::Tenants;

pub struct AppState {
    pub cfg: Config,
    pub tenants: Tenants,
    pub store: Arc<dyn Store>,
    pub backend: Arc<dyn Backend>,
    pub metrics: Metrics,
    /// Set by SIGTERM: new runs get 503 while those in flight finish.
    pub draining: AtomicBool,
    /// Runs in flight on this node (drain waits for them).
    pub inflight: Arc<AtomicUsize>,
}

/// One run in flight, for as long as it lives.
pub struct Inflight(Arc<AtomicUsize>);

impl Drop for Inflight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl AppState {
    pub fn track(&self) -> Inflight {
        self.inflight.fetch_add(1, Ordering::AcqRel);
        Inflight(self.inflight.clone())
    }
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
