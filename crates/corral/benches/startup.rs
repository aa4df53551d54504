//! Start-up cost of a run, in process: source → result, and an already
//! compiled program → result.
//!
//! `cargo bench -p corral --bench startup -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

// Embedders are advised to use mimalloc, as the `corral` binary does: the
// interpreter makes many small allocations.
#[global_allocator]
static GLOBAL: corral_alloc::Allocator = corral_alloc::Allocator;

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

/// The in-process programs of the performance issue's table: stdlib
/// imports and object creation, the embedders' common case.
const IMPORTS_JSON_RE: &str = "\
import json, re, collections
c = collections.Counter(re.findall(r'\\w+', 'a b a c b a'))
json.dumps(c)
";
const IMPORT_DATACLASS: &str = "\
import dataclasses
@dataclasses.dataclass
class P:
    x: int
P(1).x
";
const INSTANCES: &str = "\
class P:
    def __init__(self, i):
        self.i = i
len([P(i) for i in range(1000)])
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

    check(IMPORTS_JSON_RE, "'{\"a\": 3, \"b\": 2, \"c\": 1}'");
    check(IMPORT_DATACLASS, "1");
    check(INSTANCES, "1000");
    for (name, src) in [
        ("import_json_re_collections", IMPORTS_JSON_RE),
        ("import_dataclasses", IMPORT_DATACLASS),
        ("class_1000_instances", INSTANCES),
    ] {
        c.bench_function(&format!("source_to_result/{name}"), |b| {
            b.iter(|| run_source(black_box(src), &opts))
        });
    }
}

criterion_group!(benches, startup);
criterion_main!(benches);
