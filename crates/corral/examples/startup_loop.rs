//! Runs the compiled `1 + 1` program (or, with `source`, compiles it too;
//! or, with `file PATH`, the program in PATH) N times: a driver for
//! instruction-count profiling of a run's fixed cost.
//!
//! `valgrind --tool=callgrind target/release/examples/startup_loop 1000`

#[global_allocator]
static GLOBAL: corral_alloc::Allocator = corral_alloc::Allocator;

use corral::RunOptions;
use corral::api::{compile_program, run_program};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let mode = args.next();
    let source = mode.as_deref() == Some("source");
    let text = match mode.as_deref() {
        Some("file") => {
            let path = args.next().expect("file PATH");
            std::fs::read_to_string(path).expect("readable program")
        }
        _ => "1 + 1".to_owned(),
    };
    let opts = RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    };
    let p = compile_program(&text, &opts).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    let mut total = 0;
    for _ in 0..n {
        let r = if source {
            corral::run_source(&text, &opts)
        } else {
            run_program(&p, &opts)
        };
        total += r.value_repr.map_or(0, |s| s.len());
    }
    println!("{total}");
}
