//! `secrets` draws the host's entropy through a host operation: two runs
//! differ, and a recorded run replays to the same tokens, in process and
//! in an isolated worker.

mod common;

use common::{TempFile, corral};

const PROG: &[u8] = b"import secrets\nprint(secrets.token_hex(16))\n\
print(len(secrets.token_bytes(9000)), secrets.token_urlsafe(8), secrets.randbelow(10**30))\n";

#[test]
fn secrets_differ_between_runs_and_replay_the_same() {
    let prog = TempFile::new(PROG);
    let path = prog.path.to_string_lossy().into_owned();
    let a = corral(&["run", &path], None);
    let b = corral(&["run", &path], None);
    assert_eq!(a.code, Some(0), "{}", a.stderr);
    assert_eq!(b.code, Some(0), "{}", b.stderr);
    let first = a.stdout_str().lines().next().unwrap_or("").to_string();
    assert_eq!(first.len(), 32, "{first}");
    assert!(first.bytes().all(|c| c.is_ascii_hexdigit()), "{first}");
    // 128 bits from the host's entropy: equal only if it is not used.
    assert_ne!(a.stdout, b.stdout);

    for isolate in [false, true] {
        let rec = TempFile::new(b"");
        let rp = rec.path.to_string_lossy().into_owned();
        let mut args = vec!["run", &path, "--record", &rp];
        if isolate {
            args.push("--isolate");
        }
        let o = corral(&args, None);
        assert_eq!(o.code, Some(0), "{}", o.stderr);
        let text = std::fs::read_to_string(&rec.path).unwrap();
        assert!(text.contains("os.urandom"), "{text}");
        for replay_isolated in [false, true] {
            let mut args = vec!["replay", &rp];
            if replay_isolated {
                args.push("--isolate");
            }
            let r = corral(&args, None);
            assert_eq!(r.code, Some(0), "{}", r.stderr);
            assert_eq!(r.stdout, o.stdout, "isolate={isolate}/{replay_isolated}");
            assert!(r.stderr.contains("replay matches"), "{}", r.stderr);
        }
    }
}

/// A huge token ends with a limit's verdict: each host call is bounded and
/// the bytes (and the ledger keeping them) are charged as they come.
#[test]
fn a_huge_token_exhausts_a_limit() {
    let o = common::run_code(
        &["--json", "--memory", "16MiB", "--time", "20s"],
        "import secrets\nsecrets.token_bytes(10**12)\n",
    );
    common::assert_exit(&o, 3, "token_bytes(10**12)");
    let j = common::check_envelope(&o, "resource_exhausted", "token_bytes(10**12)");
    let (limit, _, _) = common::resource(&j);
    assert_eq!(limit, "memory", "{j}");
}
