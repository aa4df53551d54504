//! A memoryview of a bytearray keeps it from resizing across a suspension
//! and a snapshot round trip: the engine's export table is rebuilt on load
//! from the unreleased views in the heap.

use corral::api::{Paused, RunOptions, Verdict, run_source};

use corral::capabilities::{Host, HostValue};

const PROGRAM: &str = "\
ba = bytearray(b'abc')
m = memoryview(ba)
done = memoryview(ba)
done.release()
def grow():
    try:
        ba.append(1)
        return 'grew'
    except BufferError as e:
        return str(e)
print('before', grow())
answer = ask('go on?')
print('after', answer, grow())
m.release()
print('released', grow(), len(ba))
";

fn host() -> Host {
    Host::new().suspending("ask", false)
}

#[test]
fn exports_survive_a_snapshot() {
    let opts = RunOptions {
        host: host(),
        ..RunOptions::default()
    };
    let mut r = run_source(PROGRAM, &opts);
    assert_eq!(r.verdict, Verdict::Suspended, "{:?} {}", r.error, r.stderr);
    assert_eq!(
        r.stdout, "before Existing exports of data: object cannot be re-sized\n",
        "{}",
        r.stderr
    );
    let p = r.paused.take().unwrap();
    let bytes = p.snapshot();
    let p = Paused::from_snapshot(&bytes).unwrap();
    let r = p
        .resume_value(&host(), HostValue::Str("yes".into()))
        .unwrap();
    assert_eq!(r.verdict, Verdict::Ok, "{:?} {}", r.error, r.stderr);
    assert_eq!(
        r.stdout,
        "after yes Existing exports of data: object cannot be re-sized\n\
         released grew 4\n"
    );
}
