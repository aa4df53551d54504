//! Everything that leaves the guest goes through `Capabilities`: a host
//! that defers to another implementation (as an isolated worker defers to
//! its relay) sees every function call, lookup, mount operation, clock read
//! and entropy request arrive there, and nothing else.

use std::cell::RefCell;
use std::rc::Rc;

use corral::api::{RunOptions, Verdict, run_source};
use corral::capabilities::os::{FsResult, MountOp, MountReply, Stat};
use corral::capabilities::{Capabilities, Grant, Host, HostError, HostValue};

/// Answers everything itself and writes down what it was asked.
#[derive(Default)]
struct Recorder {
    asked: RefCell<Vec<String>>,
    files: RefCell<Vec<(String, Vec<u8>)>>,
}

impl Recorder {
    fn note(&self, s: String) {
        self.asked.borrow_mut().push(s);
    }
}

impl Capabilities for Recorder {
    fn declared(&self) -> Vec<(String, Grant)> {
        vec![(
            "double".into(),
            Grant {
                is_async: false,
                suspends: false,
            },
        )]
    }

    fn function(&self, name: &str) -> Option<Grant> {
        matches!(name, "double" | "triple").then_some(Grant {
            is_async: false,
            suspends: false,
        })
    }

    fn has_lookup(&self) -> bool {
        true
    }

    fn lookup(&self, name: &str) -> Option<Grant> {
        self.note(format!("lookup {name}"));
        self.function(name)
    }

    fn call(
        &self,
        name: &str,
        args: &[HostValue],
        _kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError> {
        self.note(format!("call {name}"));
        let k = if name == "double" { 2 } else { 3 };
        match args {
            [HostValue::Int(i)] => Ok(HostValue::Int(i * k)),
            _ => Err(HostError::new("TypeError", "one int")),
        }
    }

    fn mount(&self, at: &str, op: MountOp<'_>) -> FsResult<MountReply> {
        match op {
            MountOp::Write { rel, data, .. } => {
                self.note(format!("write {at} {}", rel.display()));
                self.files
                    .borrow_mut()
                    .push((rel.display().to_string(), data.to_vec()));
                Ok(MountReply::Done)
            }
            MountOp::Read { rel, .. } => {
                self.note(format!("read {at} {}", rel.display()));
                Ok(MountReply::Bytes(b"from the host".to_vec()))
            }
            MountOp::Stat { rel } => {
                self.note(format!("stat {at} {}", rel.display()));
                Ok(MountReply::Stat(Stat {
                    is_dir: rel.as_os_str() == ".",
                    size: 13,
                    mtime: 0.0,
                }))
            }
            _ => Err(corral::capabilities::os::FsError(
                corral::capabilities::os::EACCES,
            )),
        }
    }

    fn now(&self) -> f64 {
        self.note("now".into());
        1_000_000_000.5
    }

    fn entropy(&self, buf: &mut [u8]) -> Result<(), HostError> {
        self.note(format!("entropy {}", buf.len()));
        buf.fill(7);
        Ok(())
    }
}

#[test]
fn every_way_out_goes_through_the_capabilities() {
    let rec = Rc::new(Recorder::default());
    let mut host = Host::new().answered_by(rec.clone());
    host.os.clock = corral::capabilities::os::Clock::Real;
    host.os.fs.mount_relayed("/data", true);
    let src = r#"
import secrets, time
print(double(21), triple(5))
with open("/data/out.txt", "w") as f:
    f.write("hello")
print(open("/data/in.txt").read())
print(time.time())
print(secrets.token_bytes(3))
"#;
    let r = run_source(
        src,
        &RunOptions {
            host,
            ..RunOptions::default()
        },
    );
    assert_eq!(r.verdict, Verdict::Ok, "{:?}", r.error);
    assert_eq!(
        r.stdout,
        "42 15\nfrom the host\n1000000000.5\nb'\\x07\\x07\\x07'\n"
    );
    let asked = rec.asked.borrow().clone();
    assert!(asked.contains(&"call double".to_string()), "{asked:?}");
    assert!(asked.contains(&"lookup triple".to_string()), "{asked:?}");
    assert!(asked.contains(&"call triple".to_string()), "{asked:?}");
    assert!(
        asked.contains(&"write /data out.txt".to_string()),
        "{asked:?}"
    );
    assert!(
        asked.contains(&"read /data in.txt".to_string()),
        "{asked:?}"
    );
    assert!(asked.contains(&"now".to_string()), "{asked:?}");
    assert!(asked.contains(&"entropy 3".to_string()), "{asked:?}");
    // open("w") truncates; the data follows.
    assert_eq!(
        rec.files.borrow().last(),
        Some(&("out.txt".to_string(), b"hello".to_vec()))
    );
    // The run's ledger saw the same calls.
    let names: Vec<&str> = r.trace.iter().map(|e| e.function.as_str()).collect();
    for n in [
        "double",
        "triple",
        "fs.write",
        "fs.read",
        "time.time",
        "os.urandom",
    ] {
        assert!(names.contains(&n), "{n} missing from {names:?}");
    }
}

#[test]
fn a_host_without_a_delegate_answers_itself() {
    let host = Host::new().function("inc", |a, _| match a {
        [HostValue::Int(i)] => Ok(HostValue::Int(i + 1)),
        _ => Ok(HostValue::None),
    });
    let caps = host.capabilities();
    assert_eq!(
        caps.declared(),
        vec![(
            "inc".to_string(),
            Grant {
                is_async: false,
                suspends: false
            }
        )]
    );
    assert_eq!(
        caps.call("inc", &[HostValue::Int(1)], &[]),
        Ok(HostValue::Int(2))
    );
    assert!(caps.call("nope", &[], &[]).is_err_and(|e| e.denied));
    assert!(!caps.has_lookup());
}
