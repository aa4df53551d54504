//! `corral serve`: the HTTP service over the corral engine (DESIGN.md,
//! "HTTP service"). JSON in, the result envelope out; tenants with API
//! keys, limits, maxima and quotas; suspended runs and sessions in a store
//! (SQLite, memory or PostgreSQL); Prometheus metrics and an OpenAPI doc.

pub mod api;
pub mod backend;
pub mod config;
mod exec;
pub mod limits;
mod metrics;
pub mod osspec;
mod problem;
mod routes;
mod state;
pub mod store;
mod telemetry;
mod tenants;
mod units;

use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

pub use backend::{Backend, ThreadBackend};
pub use config::Config;
use state::AppState;

/// The flags of `corral serve`.
#[derive(clap::Args, Debug, Default)]
pub struct ServeArgs {
    /// Address to listen on (default 127.0.0.1:8080).
    #[arg(long, value_name = "HOST:PORT")]
    pub addr: Option<String>,
    /// A TOML file with the server's settings and its tenants.
    #[arg(long, value_name = "FILE")]
    pub config: Option<String>,
    /// Where state lives: `memory`, a SQLite file (default corral.db) or a
    /// postgres:// URL shared by several nodes.
    #[arg(long, value_name = "STORE")]
    pub store: Option<String>,
    /// Threads running programs (default: the number of cores).
    #[arg(long, value_name = "N")]
    pub workers: Option<usize>,
    /// Run programs on the server's own threads instead of isolated worker
    /// processes (faster to start, without the operating system's layer).
    #[arg(long)]
    pub in_process: bool,
    /// Log as JSON lines (default: human-readable text).
    #[arg(long)]
    pub log_json: bool,
}

impl ServeArgs {
    /// The configuration: the file, then the flags over it.
    pub fn config(&self) -> Result<Config, String> {
        let mut c = match &self.config {
            Some(p) => Config::load(p)?,
            None => Config::default(),
        };
        if let Some(a) = &self.addr {
            c.addr = a.clone();
        }
        if let Some(s) = &self.store {
            c.store = s.clone();
        }
        if let Some(w) = self.workers {
            c.workers = w.max(1);
        }
        if self.in_process {
            c.isolate = false;
        }
        Ok(c)
    }
}

/// Run the service until SIGTERM or Ctrl-C, then drain. Exit status 0
/// after a clean drain, 2 for a bad configuration, 1 if it cannot start.
pub fn main(args: ServeArgs) -> ExitCode {
    telemetry::init(args.log_json);
    let cfg = match args.config() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("corral serve: {e}");
            return ExitCode::from(2);
        }
    };
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("corral serve: cannot start the runtime: {e}");
            return ExitCode::from(1);
        }
    };
    rt.block_on(async move {
        let started = match start(cfg).await {
            Ok(s) => s,
            Err(e) => {
                eprintln!("corral serve: {e}");
                return ExitCode::from(1);
            }
        };
        tracing::info!(addr = %started.addr, "corral serve listening");
        let (_stop, stop_rx) = oneshot::channel::<()>();
        started.run(stop_rx).await;
        telemetry::shutdown();
        ExitCode::SUCCESS
    })
}

/// A bound, not yet serving service.
pub struct Started {
    pub addr: SocketAddr,
    listener: tokio::net::TcpListener,
    state: Arc<AppState>,
}

/// Open the store, start the workers and bind the address.
pub async fn start(cfg: Config) -> Result<Started, String> {
    let store = store::open(&cfg.store)
        .await
        .map_err(|e| format!("cannot open the store {:?}: {e}", redact(&cfg.store)))?;
    let pool = if cfg.isolate {
        Some(start_pool(&cfg)?)
    } else {
        None
    };
    let backend = ThreadBackend::new(cfg.workers, cfg.queue, pool)
        .map_err(|e| format!("cannot start worker threads: {e}"))?;
    let listener = tokio::net::TcpListener::bind(&cfg.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", cfg.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let state = Arc::new(AppState {
        tenants: tenants::Tenants::new(&cfg.tenants),
        cfg,
        store,
        backend: Arc::new(backend),
        metrics: metrics::Metrics::default(),
        draining: AtomicBool::new(false),
        inflight: Arc::new(AtomicUsize::new(0)),
    });
    Ok(Started {
        addr,
        listener,
        state,
    })
}

/// A warm pool of isolated workers, one per thread of the backend, with
/// an address-space ceiling that fits the largest memory limit any tenant
/// may ask for. Waits until the first worker has armed, so a machine
/// where the workers cannot start fails here, not on the first request.
fn start_pool(cfg: &Config) -> Result<corral_isolate::Pool, String> {
    use corral_isolate::{Pool, PoolOptions};
    let hard_memory = cfg
        .tenants
        .iter()
        .map(|t| PoolOptions::hard_memory_for(&t.max))
        .max()
        .unwrap_or(corral_isolate::DEFAULT_HARD_MEMORY);
    let pool = Pool::new(PoolOptions {
        size: cfg.workers,
        worker_exe: cfg.worker_exe.clone(),
        hard_memory,
        hard_time: cfg.hard_time,
        // Only the backend's threads use the pool, one job each.
        queue: cfg.workers,
        ..PoolOptions::default()
    });
    let layers = pool.wait_ready(Duration::from_secs(20)).map_err(|e| {
        format!("the isolated workers did not start ({e}); `corral serve --in-process` runs without them")
    })?;
    tracing::info!(layers = %layers.armed().join(","), "isolated workers ready");
    Ok(pool)
}

/// A store URL without its password, for messages.
fn redact(s: &str) -> String {
    match (s.find("://"), s.rfind('@')) {
        (Some(i), Some(j)) if j > i => format!("{}://…@{}", &s[..i], &s[j + 1..]),
        _ => s.to_string(),
    }
}

impl Started {
    /// Serve until SIGTERM, Ctrl-C or `stop`; then drain: new runs get
    /// 503 while runs in flight finish (up to the drain timeout).
    pub async fn run(self, stop: oneshot::Receiver<()>) {
        let state = self.state.clone();
        let purge_state = self.state.clone();
        let purger = tokio::spawn(async move {
            let mut tick = tokio::time::interval(purge_state.cfg.purge_every);
            loop {
                tick.tick().await;
                let now = state::now_ms();
                if let Err(e) = purge_state
                    .store
                    .purge(now, purge_state.cfg.keep_count)
                    .await
                {
                    tracing::warn!(error = %e, "purging expired records failed");
                }
            }
        });
        let app = routes::router(self.state.clone());
        let shutdown = async move {
            wait_for_stop(stop).await;
            state.draining.store(true, Ordering::Release);
            tracing::info!("draining: new runs get 503; waiting for runs in flight");
            let deadline = Instant::now() + state.cfg.drain_timeout;
            while state.inflight.load(Ordering::Acquire) > 0 && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            tracing::info!("drained");
        };
        if let Err(e) = axum::serve(self.listener, app)
            .with_graceful_shutdown(shutdown)
            .await
        {
            tracing::error!(error = %e, "server stopped");
        }
        purger.abort();
    }
}

async fn wait_for_stop(stop: oneshot::Receiver<()>) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term = match signal(SignalKind::terminate()) {
            Ok(s) => s,
            Err(_) => {
                let _ = stop.await;
                return;
            }
        };
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
            _ = stop => {}
        }
    }
    #[cfg(not(unix))]
    {
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = stop => {}
        }
    }
}

/// A service running on its own thread and runtime (tests, embedding).
pub struct Server {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    pub fn spawn(cfg: Config) -> Result<Server, String> {
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name("corral-serve".into())
            .spawn(move || {
                let rt = match tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build()
                {
                    Ok(rt) => rt,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e.to_string()));
                        return;
                    }
                };
                rt.block_on(async move {
                    match start(cfg).await {
                        Ok(s) => {
                            let _ = ready_tx.send(Ok(s.addr));
                            s.run(stop_rx).await;
                        }
                        Err(e) => {
                            let _ = ready_tx.send(Err(e));
                        }
                    }
                });
            })
            .map_err(|e| e.to_string())?;
        let addr = ready_rx
            .recv()
            .map_err(|_| "the server thread stopped".to_string())??;
        Ok(Server {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        })
    }

    /// Start draining (as SIGTERM does) without waiting for the end.
    pub fn begin_drain(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
    }

    /// Drain and wait until the service has stopped.
    pub fn stop(mut self) {
        self.begin_drain();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.begin_drain();
    }
}
