//! The hard outer layer from the command line (`--isolate`): a run in a
//! worker process behaves as in process — output, verdicts, the ledger,
//! functions, mounts, suspension, record and replay — and says which
//! layers the operating system armed.

mod common;

use common::{TempFile, corral, run_code};

fn functions_cmd() -> String {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/functions.py");
    format!("python3 {script}")
}

const PROG: &str = "\
import asyncio
print(add(1, 2, scale=10))
async def main():
    rs = await asyncio.gather(fetch('a'), fetch('bb'), fetch('ccc'))
    print([r['len'] for r in rs])
    try:
        await fetch('bad:x')
    except ValueError as e:
        print('caught', e)
asyncio.run(main())
";

#[test]
fn a_run_in_a_worker_is_a_run() {
    let o = run_code(
        &["--isolate"],
        "print('hi')\nimport sys\nprint('e', file=sys.stderr)",
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(o.stdout_str(), "hi\n");
    assert_eq!(o.stderr, "e\n");

    let o = run_code(&["--isolate", "--json"], "[x * 2 for x in range(3)]");
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let j = o.json();
    assert_eq!(j["verdict"], "ok");
    assert_eq!(j["value"], serde_json::json!([0, 2, 4]));
    let layers = j["isolation"]["layers"].as_array().expect("layers");
    for must in ["no_new_privs", "parent_death_signal", "rlimits", "seccomp"] {
        assert!(layers.iter().any(|l| l == must), "{must} not armed: {j}");
    }

    let o = run_code(&["--isolate"], "def f():\n    1/0\nf()");
    assert_eq!(o.code, Some(1));
    assert_eq!(o.last_err_line(), "ZeroDivisionError: division by zero");
    assert!(o.stderr.contains("line 2, in f"), "{}", o.stderr);
}

#[test]
fn in_process_limits_still_give_their_verdicts() {
    let o = run_code(
        &["--isolate", "--memory", "8MiB", "--json"],
        "x = [0] * (10**7)",
    );
    assert_eq!(o.code, Some(3));
    let j = o.json();
    assert_eq!(j["resource"]["limit"], "memory");
    assert!(j["resource"].get("enforced_by").is_none(), "{j}");

    let o = run_code(&["--isolate", "--time", "200ms"], "while True: pass");
    assert_eq!(o.code, Some(3), "{}", o.stderr);
    assert!(o.stderr.contains("time"), "{}", o.stderr);

    let o = run_code(&["--isolate", "--steps", "1000"], "while True: pass");
    assert_eq!(o.code, Some(3));
    assert!(o.stderr.contains("steps (max 1000"), "{}", o.stderr);
}

#[test]
fn functions_process_and_the_ledger_through_the_pipe() {
    let f = TempFile::new(PROG.as_bytes());
    let path = f.path.to_string_lossy().to_string();
    let cmd = functions_cmd();
    let local = corral(&["run", &path, "--functions", &cmd, "--json"], None);
    let iso = corral(
        &["run", &path, "--functions", &cmd, "--json", "--isolate"],
        None,
    );
    assert_eq!(local.code, Some(0), "{}", local.stderr);
    assert_eq!(iso.code, Some(0), "{}", iso.stderr);
    let (a, b) = (local.json(), iso.json());
    assert_eq!(a["stdout"], "30\n[1, 2, 3]\ncaught cannot fetch bad:x\n");
    assert_eq!(a["stdout"], b["stdout"]);
    assert_eq!(a["trace"], b["trace"]);
    assert_eq!(b["usage"]["host_calls"], 5);
}

#[test]
fn record_of_an_async_run_replays_in_both_modes() {
    let f = TempFile::new(PROG.as_bytes());
    let path = f.path.to_string_lossy().to_string();
    let cmd = functions_cmd();
    for isolate in [false, true] {
        let rec = TempFile::new(b"");
        let rp = rec.path.to_string_lossy().to_string();
        let mut args = vec!["run", &path, "--functions", &cmd, "--record", &rp];
        if isolate {
            args.push("--isolate");
        }
        let o = corral(&args, None);
        assert_eq!(o.code, Some(0), "{}", o.stderr);
        let text = std::fs::read_to_string(&rec.path).unwrap();
        let j: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(j["verdict"], "ok", "isolate={isolate}");
        assert_eq!(j["ledger"].as_array().unwrap().len(), 5);
        assert!(!text.contains("Pending"), "{text}");
        for replay_isolated in [false, true] {
            let mut args = vec!["replay", &rp];
            if replay_isolated {
                args.push("--isolate");
            }
            let r = corral(&args, None);
            assert_eq!(r.code, Some(0), "{} / {}", r.stderr, text);
            assert_eq!(r.stdout_str(), "30\n[1, 2, 3]\ncaught cannot fetch bad:x\n");
            assert!(r.stderr.contains("replay matches"), "{}", r.stderr);
        }
    }
}

#[test]
fn suspend_in_a_worker_and_resume_in_another() {
    let snap = TempFile::new(b"");
    let sp = snap.path.to_string_lossy().to_string();
    let o = run_code(
        &[
            "--isolate",
            "--suspend",
            "approve",
            "--suspend-to",
            &sp,
            "--json",
        ],
        "print('asking')\nok = approve('deploy', level=2)\nprint('approved', ok)",
    );
    assert_eq!(o.code, Some(5), "{}", o.stderr);
    let j = o.json();
    assert_eq!(j["verdict"], "suspended");
    assert_eq!(j["pending"][0]["function"], "approve");
    assert_eq!(j["pending"][0]["kwargs"]["level"], 2);
    for isolate in [true, false] {
        let mut args = vec!["resume", &sp, "--value", "true"];
        if isolate {
            args.push("--isolate");
        }
        let r = corral(&args, None);
        assert_eq!(r.code, Some(0), "{}", r.stderr);
        assert_eq!(r.stdout_str(), "approved True\n");
    }
    // Hostile snapshot bytes are refused cleanly by the worker too.
    std::fs::write(&snap.path, b"\x00garbage").unwrap();
    let r = corral(&["resume", &sp, "--value", "1", "--isolate"], None);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
}

#[test]
fn mounts_are_relayed_and_stay_confined() {
    let dir = std::env::temp_dir().join(format!("corral-iso-mount-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("in.txt"), "hello").unwrap();
    let m = format!("{}:/data:rw", dir.display());
    let code = "\
import os
print(open('/data/in.txt').read())
with open('/data/sub/out.txt', 'w') as f:
    f.write('written')
print(sorted(os.listdir('/data')), os.path.getsize('/data/in.txt'))
for p in ['/data/../../etc/passwd', '/etc/passwd', '/data/sub/../../../etc/hostname']:
    try:
        open(p).read()
        print('escaped', p)
    except OSError as e:
        print(type(e).__name__)
";
    let local = run_code(&["--mount", &m, "--json"], code);
    std::fs::remove_file(dir.join("sub/out.txt")).unwrap();
    let iso = run_code(&["--mount", &m, "--isolate", "--json"], code);
    assert_eq!(iso.code, Some(0), "{}", iso.stderr);
    let (a, b) = (local.json(), iso.json());
    assert_eq!(
        b["stdout"],
        "hello\n['in.txt', 'sub'] 5\nFileNotFoundError\nFileNotFoundError\nFileNotFoundError\n"
    );
    assert_eq!(a["stdout"], b["stdout"]);
    assert_eq!(a["trace"], b["trace"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("sub/out.txt")).unwrap(),
        "written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_host_call_that_outlives_the_run_ends_it_on_time() {
    let script = TempFile::new(
        b"import json, sys, time\nprint(json.dumps({'functions': ['slow', {'name': 'aslow', 'async': True}]}), flush=True)\nfor line in sys.stdin:\n    time.sleep(3600)\n",
    );
    let cmd = format!("python3 {}", script.path.to_string_lossy());
    let prog_sync = "print('before')\nslow()\nprint('after')";
    let prog_async = "import asyncio\nasync def m():\n    await asyncio.gather(aslow(), aslow())\nprint('before')\nasyncio.run(m())";
    for prog in [prog_sync, prog_async] {
        for isolate in [false, true] {
            let mut flags = vec!["--time", "500ms", "--functions", &cmd, "--json"];
            if isolate {
                flags.push("--isolate");
            }
            let o = run_code(&flags, prog);
            assert_eq!(o.code, Some(3), "{} {}", o.stderr, o.stdout_str());
            let j = o.json();
            assert_eq!(j["resource"]["limit"], "time", "{j}");
            assert_eq!(j["stdout"], "before\n");
            assert!(o.elapsed.as_millis() < 5000, "{:?}", o.elapsed);
        }
    }
}

#[test]
fn the_default_build_has_no_fault_injection() {
    if cfg!(feature = "fault-injection") {
        return;
    }
    let o = run_code(&[], "import _corral_faults");
    assert_eq!(o.code, Some(1));
    assert_eq!(
        o.last_err_line(),
        "ModuleNotFoundError: No module named '_corral_faults'"
    );
    let bin = std::fs::read(env!("CARGO_BIN_EXE_corral")).unwrap();
    assert!(
        !bin.windows(14).any(|w| w == b"_corral_faults"),
        "the default binary contains the fault-injection module"
    );
}
