//! Start-up cost of a run, in process: source → result, and an already
//! compiled program → result.
//!
//! `cargo bench -p corral --bench startup -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

// Embedders are advised to use mimalloc, as the `corral` binary does: the
// interpreter makes many small allocations.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use corral::api::{compile_program, run_program};
use corral::{RunOptions, Verdict, run_source};
use criterion::{Criterion, criterion_group, criterion_main};

const CALLS: &str = "\
def add(a, b=2, *, scale=1):
    return (a + b) * scale

def total(n):
    t = 0
    for i in range(n):
        t += add(i, scale=2)
    return t

total(10)
";

fn opts() -> RunOptions {
    RunOptions {
        return_last_expr: true,
        ..RunOptions::default()
    }
}

fn check(source: &str, want: &str) {
    let r = run_source(source, &opts());
    assert_eq!(r.verdict, Verdict::Ok, "{:?}", r.error);
    assert_eq!(r.value_repr.as_deref(), Some(want));
}

fn startup(c: &mut Criterion) {
    let opts = opts();
    check("1 + 1", "2");
    check(CALLS, "130");

    c.bench_function("source_to_result/1+1", |b| {
        b.iter(|| run_source(black_box("1 + 1"), &opts))
    });

    let one_plus_one = compile_program("1 + 1", &opts).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    c.bench_function("compiled_to_result/1+1", |b| {
        b.iter(|| run_program(black_box(&one_plus_one), &opts))
    });

    c.bench_function("source_to_result/function_calls", |b| {
        b.iter(|| run_source(black_box(CALLS), &opts))
    });

    let calls = compile_program(CALLS, &opts).unwrap_or_else(|(e, _)| panic!("{e:?}"));
    c.bench_function("compiled_to_result/function_calls", |b| {
        b.iter(|| run_program(black_box(&calls), &opts))
    });

    c.bench_function("compile_only/function_calls", |b| {
        b.iter(|| compile_program(black_box(CALLS), &opts).map(|p| p.code.ops.len()))
    });
}

criterion_group!(benches, startup);
criterion_main!(benches);
