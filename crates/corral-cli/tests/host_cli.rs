//! The host interface from the command line: inputs, a functions process,
//! and suspend/resume across processes through snapshot files.

mod common;

use common::{TempFile, corral};

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
print(items, cfg['k'])
";

#[test]
fn functions_process_and_inputs() {
    let f = TempFile::new(PROG.as_bytes());
    let path = f.path.to_string_lossy().to_string();
    let cmd = functions_cmd();
    let o = corral(
        &[
            "run",
            &path,
            "--input",
            "items=[1, {\"a\": null}]",
            "--input",
            "cfg={\"k\": 1.5}",
            "--functions",
            &cmd,
            "--json",
        ],
        None,
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let j = o.json();
    assert_eq!(
        j["stdout"],
        "30\n[1, 2, 3]\ncaught cannot fetch bad:x\n[1, {'a': None}] 1.5\n"
    );
    let trace = j["trace"].as_array().unwrap();
    assert_eq!(trace.len(), 5);
    assert_eq!(trace[0]["call"], "add");
    assert_eq!(trace[0]["result"], 30);
    assert_eq!(trace[4]["outcome"], "error");
    assert_eq!(trace[4]["error"]["type"], "ValueError");
    assert_eq!(j["usage"]["host_calls"], 5);
    assert!(j["usage"]["baseline_bytes"].as_u64().unwrap() > 0);
}

#[test]
fn bad_inputs_are_usage_errors() {
    for bad in [
        "x",
        "1x=1",
        "x={",
        "x=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    ] {
        let o = corral(&["run", "-c", "print(1)", "--input", bad], None);
        assert_eq!(o.code, Some(2), "{bad}: {}", o.stderr);
        assert!(o.stderr.starts_with("corral: --input"), "{}", o.stderr);
    }
}

const SUSP: &str = "\
import asyncio
total = 0
seen = {'start'}
for i in range(3):
    total += ask('num', i)
    seen.add(i)
print('total', total, sorted(seen, key=str))
async def main():
    return await asyncio.gather(fetch('x'), fetch('y'))
print(asyncio.run(main()))
";

#[test]
fn suspend_to_file_and_resume_in_fresh_processes() {
    let f = TempFile::new(SUSP.as_bytes());
    let path = f.path.to_string_lossy().to_string();
    let snap = TempFile::new(b"");
    let snap_path = snap.path.to_string_lossy().to_string();
    let susp = [
        "--suspend",
        "ask",
        "--suspend-async",
        "fetch",
        "--suspend-to",
        &snap_path,
    ];
    let mut args = vec!["run", &path];
    args.extend_from_slice(&susp);
    args.push("--json");
    let o = corral(&args, None);
    assert_eq!(o.code, Some(5), "{}", o.stderr);
    let j = o.json();
    assert_eq!(j["verdict"], "suspended");
    assert_eq!(j["pending"][0]["function"], "ask");
    assert_eq!(j["pending"][0]["args"], serde_json::json!(["num", 0]));
    let mut stdout = String::new();
    for v in ["10", "20", "30"] {
        let mut a = vec!["resume", &snap_path, "--value", v];
        a.extend_from_slice(&susp[4..]);
        let o = corral(&a, None);
        assert_eq!(o.code, Some(5), "{}", o.stderr);
        stdout.push_str(&o.stdout_str());
    }
    let o = corral(&["resume", &snap_path, "--json"], None);
    assert_eq!(o.code, Some(2), "no answer is a usage error");
    let o = corral(
        &[
            "resume",
            &snap_path,
            "--answers",
            "[{\"id\": 5, \"ok\": \"Y\"}, {\"id\": 4, \"ok\": \"X\"}]",
        ],
        None,
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    stdout.push_str(&o.stdout_str());
    assert_eq!(stdout, "total 60 [0, 1, 2, 'start']\n['X', 'Y']\n");

    // The same answers given by a functions process in one go.
    let script = TempFile::new(
        br#"import json, sys
print(json.dumps({'functions': ['ask', {'name': 'fetch', 'async': True}]}), flush=True)
n = 0
for line in sys.stdin:
    r = json.loads(line)
    if r['function'] == 'ask':
        n += 10
        v = n
    else:
        v = r['args'][0].upper()
    print(json.dumps({'id': r['id'], 'ok': v}), flush=True)
"#,
    );
    let cmd = format!("python3 {}", script.path.to_string_lossy());
    let o = corral(&["run", &path, "--functions", &cmd], None);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(o.stdout_str(), stdout);
}

#[test]
fn resume_errors_and_bad_snapshots() {
    let snap = TempFile::new(b"");
    let sp = snap.path.to_string_lossy().to_string();
    let o = corral(
        &[
            "run",
            "-c",
            "try:\n    ask()\nexcept KeyError as e:\n    print('caught', e)",
            "--suspend",
            "ask",
            "--suspend-to",
            &sp,
        ],
        None,
    );
    assert_eq!(o.code, Some(5), "{}", o.stderr);
    let o = corral(&["resume", &sp, "--error", "KeyError:k"], None);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(o.stdout_str(), "caught 'k'\n");
    let o = corral(&["resume", &sp, "--error", "ValueError:v"], None);
    assert_eq!(o.code, Some(1));
    assert_eq!(o.last_err_line(), "ValueError: v");
    // Corrupt the snapshot: a clean usage error.
    let mut bytes = std::fs::read(&snap.path).unwrap();
    let n = bytes.len();
    bytes[n / 2] ^= 0x40;
    std::fs::write(&snap.path, &bytes).unwrap();
    let o = corral(&["resume", &sp, "--value", "1"], None);
    assert_eq!(o.code, Some(2));
    assert!(o.stderr.contains("invalid snapshot"), "{}", o.stderr);
}
