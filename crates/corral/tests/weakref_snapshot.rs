//! Weak references across a suspension and a snapshot round trip: the
//! cells are ordinary heap objects in the snapshot, the collector's
//! referent table is rebuilt from them on load, and references keep their
//! semantics (alive while referenced, cleared with callbacks after).

use corral::api::{Paused, RunOptions, Verdict, run_source};

use corral::capabilities::{Host, HostValue};

const PROGRAM: &str = "\
import gc, weakref
class Obj:
    def __init__(self, n):
        self.n = n
log = []
a = Obj(1)
b = Obj(2)
ra = weakref.ref(a, lambda r: log.append('a died'))
rb = weakref.ref(b)
pa = weakref.proxy(a)
vd = weakref.WeakValueDictionary({'a': a, 'b': b})
ws = weakref.WeakSet([a, b])
fin = weakref.finalize(b, log.append, 'b finalized')
del b
gc.collect()
print('before', ra().n, rb(), pa.n, sorted(vd), len(ws), log)
answer = ask('go on?')
n = weakref.getweakrefcount(a)
print('after', answer, ra() is a, weakref.ref(a) is weakref.ref(a), n)
del a
gc.collect()
print(ra(), sorted(vd), len(ws), log, fin.alive)
try:
    pa.n
except ReferenceError as e:
    print('ReferenceError', e)
c = Obj(3)
rc = weakref.ref(c)
print(rc().n, weakref.getweakrefcount(c))
";

fn host() -> Host {
    Host::new().suspending("ask", false)
}

#[test]
fn weak_references_survive_a_snapshot() {
    let opts = RunOptions {
        host: host(),
        ..RunOptions::default()
    };
    let mut r = run_source(PROGRAM, &opts);
    assert_eq!(r.verdict, Verdict::Suspended, "{:?} {}", r.error, r.stderr);
    assert_eq!(
        r.stdout, "before 1 None 1 ['a'] 1 ['b finalized']\n",
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
        "after yes True True 4\n\
         None [] 0 ['b finalized', 'a died'] False\n\
         ReferenceError weakly-referenced object no longer exists\n\
         3 1\n"
    );
}
