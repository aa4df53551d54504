//! Generators suspended inside a try block across a snapshot round trip:
//! dropped after the restore, they are still closed at the next
//! collection, and the ones left are closed at the end of the run.

use corral::api::{Paused, RunOptions, Verdict, run_source};

use corral::capabilities::{Host, HostValue};

const PROGRAM: &str = "\
import gc
def gen(name):
    try:
        yield 1
    finally:
        print('finally', name)
a = gen('a'); next(a)
b = gen('b'); next(b)
answer = ask('go on?')
print('after', answer)
del a
gc.collect()
print('collected')
";

fn host() -> Host {
    Host::new().suspending("ask", false)
}

#[test]
fn dropped_generators_are_closed_after_a_snapshot() {
    let opts = RunOptions {
        host: host(),
        ..RunOptions::default()
    };
    let mut r = run_source(PROGRAM, &opts);
    assert_eq!(r.verdict, Verdict::Suspended, "{:?} {}", r.error, r.stderr);
    let p = r.paused.take().unwrap();
    let bytes = p.snapshot();
    let p = Paused::from_snapshot(&bytes).unwrap();
    let r = p
        .resume_value(&host(), HostValue::Str("yes".into()))
        .unwrap();
    assert_eq!(r.verdict, Verdict::Ok, "{:?} {}", r.error, r.stderr);
    assert_eq!(r.stdout, "after yes\nfinally a\ncollected\nfinally b\n");
}
