//! Figures of the outer layer (issue 18), printed, not asserted:
//!
//! * the round trip of `1 + 1` through a warm pool (source to result, in
//!   the parent): median and p99 over many runs;
//! * the first run of a pool started cold;
//! * runs per second through pools of 2 and 8 workers with 2 and 16
//!   concurrent callers;
//! * resident memory of an idle worker and of a pool of 8;
//! * with a binary built with `--features fault-injection` in
//!   CORRAL_FAULTS_BIN: how long after `hard_time` a spinning worker is dead.
//!
//! cargo bench -p corral-isolate --bench pool   (uses target/release/corral,
//! or CORRAL_BIN)

use std::time::{Duration, Instant};

use corral::RunOptions;
use corral_isolate::{Pool, PoolOptions};

fn exe() -> std::path::PathBuf {
    std::env::var_os("CORRAL_BIN")
        .map(Into::into)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/release/corral")
        })
}

fn pool(size: usize) -> Pool {
    let p = Pool::new(PoolOptions {
        size,
        worker_exe: exe(),
        ..PoolOptions::default()
    });
    while p.stats().idle < size {
        p.wait_ready(Duration::from_secs(30))
            .expect("workers start");
        std::thread::sleep(Duration::from_millis(5));
    }
    p
}

fn pct(v: &mut [Duration], p: f64) -> Duration {
    v.sort();
    v[((v.len() as f64 - 1.0) * p) as usize]
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let opts = RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    };

    // Cold: a new pool's first run (worker start and arming included).
    let t0 = Instant::now();
    let p = Pool::new(PoolOptions {
        size: 1,
        worker_exe: exe(),
        ..PoolOptions::default()
    });
    p.run("1 + 1", &opts, None).expect("run");
    println!("cold first run (start + arm + run): {:?}", t0.elapsed());
    drop(p);

    // Warm round trip.
    let p = pool(1);
    for _ in 0..200 {
        p.run("1 + 1", &opts, None).expect("run");
    }
    let mut times = Vec::new();
    for _ in 0..5000 {
        let t = Instant::now();
        let r = p.run("1 + 1", &opts, None).expect("run");
        times.push(t.elapsed());
        assert_eq!(r.result.value_repr.as_deref(), Some("2"));
    }
    println!(
        "warm round trip of 1 + 1: median {:?}, p99 {:?}",
        pct(&mut times, 0.5),
        pct(&mut times, 0.99)
    );
    let rss = p.idle_workers()[0].1.unwrap_or(0);
    println!("idle warm worker RSS: {:.1} MiB", rss as f64 / 1048576.0);
    drop(p);

    for size in [2usize, 8] {
        let p = pool(size);
        if size == 8 {
            let total: u64 = p.idle_workers().iter().filter_map(|w| w.1).sum();
            println!(
                "pool of 8, idle, RSS of the workers: {:.1} MiB",
                total as f64 / 1048576.0
            );
        }
        for callers in [2usize, 16] {
            let n = 2000;
            let t = Instant::now();
            let handles: Vec<_> = (0..callers)
                .map(|_| {
                    let p = p.clone();
                    std::thread::spawn(move || {
                        let o = RunOptions {
                            return_last_expr: true,
                            ..RunOptions::default()
                        };
                        for _ in 0..n / callers {
                            p.run("1 + 1", &o, None).expect("run");
                        }
                    })
                })
                .collect();
            for h in handles {
                h.join().unwrap();
            }
            let secs = t.elapsed().as_secs_f64();
            println!(
                "pool of {size}, {callers} callers: {:.0} runs/s",
                (n / callers * callers) as f64 / secs
            );
        }
    }

    if let Some(faults) = std::env::var_os("CORRAL_FAULTS_BIN") {
        let p = Pool::new(PoolOptions {
            size: 1,
            worker_exe: faults.into(),
            hard_time: Some(Duration::from_millis(500)),
            ..PoolOptions::default()
        });
        p.wait_ready(Duration::from_secs(30)).unwrap();
        let mut o = RunOptions::default();
        o.limits.time = None;
        let mut over = Vec::new();
        for _ in 0..5 {
            let t = Instant::now();
            let r = p
                .run("import _corral_faults\n_corral_faults.spin()", &o, None)
                .expect("run");
            assert!(r.enforced_by_os);
            over.push(t.elapsed().saturating_sub(Duration::from_millis(500)));
        }
        println!(
            "outer-layer overshoot past hard_time (spinning worker dead): median {:?}, max {:?}",
            pct(&mut over, 0.5),
            pct(&mut over, 1.0)
        );
    }
}
