//! The virtual OS from the command line: mounts that nothing escapes, the
//! write quota, in-memory files, the host's clock, zone, environment and
//! seed, the ledger of file operations, and record/replay.

mod common;

use std::path::PathBuf;

use common::{TempFile, corral, run_code};

/// A fresh host directory tree, removed on drop:
/// `root/mnt/{in.txt, sub/, link_out -> ../outside/secret.txt, etc -> /etc}`
/// and `root/outside/secret.txt`.
struct Tree {
    root: PathBuf,
}

impl Tree {
    fn new(tag: &str) -> Tree {
        let root = std::env::temp_dir().join(format!("corral-vos-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("mnt/sub")).unwrap();
        std::fs::create_dir_all(root.join("outside")).unwrap();
        std::fs::write(root.join("mnt/in.txt"), "data\n").unwrap();
        std::fs::write(root.join("outside/secret.txt"), "SECRET").unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("../outside/secret.txt", root.join("mnt/link_out")).unwrap();
            std::os::unix::fs::symlink("/etc", root.join("mnt/etc")).unwrap();
            std::os::unix::fs::symlink("../outside", root.join("mnt/sub/up")).unwrap();
        }
        Tree { root }
    }

    fn mnt(&self) -> String {
        self.root.join("mnt").to_string_lossy().into_owned()
    }

    fn mount(&self, mode: &str) -> String {
        format!("{}:/data:{mode}", self.mnt())
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

#[test]
fn mounted_files_are_read_and_listed() {
    let t = Tree::new("read");
    let o = run_code(
        &["--mount", &t.mount("ro")],
        "import os\nprint(sorted(os.listdir('/data')))\nprint(open('/data/in.txt').read(), end='')\n\
         print(os.path.isdir('/data/sub'), os.path.getsize('/data/in.txt'))",
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(
        o.stdout_str(),
        "['etc', 'in.txt', 'link_out', 'sub']\ndata\nTrue 5\n"
    );
}

/// Every way out of the mount fails with an OSError, and nothing outside
/// it is read or written.
#[test]
fn nothing_escapes_a_mount() {
    let t = Tree::new("escape");
    let attempts = [
        "/data/../outside/secret.txt",
        "/data/../../outside/secret.txt",
        "/data/link_out",
        "/data/etc/passwd",
        "/data/etc/hostname",
        "/data/sub/up/secret.txt",
        "/data/sub/../../outside/secret.txt",
        "/etc/passwd",
        "../outside/secret.txt",
        "/proc/self/environ",
    ];
    let mut prog = String::from("import os\nout = []\n");
    for a in attempts {
        prog.push_str(&format!(
            "try:\n    out.append(open({a:?}).read())\nexcept OSError as e:\n    out.append(type(e).__name__)\n"
        ));
    }
    prog.push_str(
        "for p in ['/data/sub/up', '/data/etc']:\n    try:\n        out.append(os.listdir(p))\n    except OSError as e:\n        out.append(type(e).__name__)\n\
         for p in ['/data/sub/up/new.txt', '/data/link_out', '/data/etc/x']:\n    try:\n        open(p, 'w').write('pwned')\n    except OSError as e:\n        out.append(type(e).__name__)\n\
         try:\n    os.rename('/data/in.txt', '/data/sub/up/moved.txt')\nexcept OSError as e:\n    out.append(type(e).__name__)\n\
         try:\n    os.rename('/data/in.txt', '/tmp/moved.txt')\nexcept OSError as e:\n    out.append(e.errno)\n\
         try:\n    os.rmdir('/data')\nexcept OSError as e:\n    out.append(type(e).__name__)\n\
         print(out)\nprint(any('SECRET' in str(x) or 'root' in str(x) for x in out))\n",
    );
    let o = run_code(&["--mount", &t.mount("rw")], &prog);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let s = o.stdout_str();
    assert!(s.ends_with("False\n"), "{s}");
    assert!(!s.contains("SECRET"), "{s}");
    // The outside directory is untouched and the mount is still there.
    assert_eq!(
        std::fs::read_to_string(t.root.join("outside/secret.txt")).unwrap(),
        "SECRET"
    );
    assert!(!t.root.join("outside/new.txt").exists());
    assert!(!t.root.join("outside/moved.txt").exists());
    assert!(t.root.join("mnt/in.txt").exists());
    assert!(s.contains("18"), "a rename across mounts is EXDEV: {s}");
}

/// Every file operation against every escaping path, through symlinks of
/// each kind (relative, absolute, chained, looping, to the parent): none
/// succeeds, and the host tree outside the mount is unchanged.
#[test]
fn escape_matrix_every_operation_every_path() {
    let t = Tree::new("matrix");
    #[cfg(unix)]
    {
        let mnt = t.root.join("mnt");
        let outside = t.root.join("outside");
        std::os::unix::fs::symlink(&outside, mnt.join("abs_out")).unwrap();
        std::os::unix::fs::symlink(outside.join("secret.txt"), mnt.join("abs_secret")).unwrap();
        std::os::unix::fs::symlink("link_out", mnt.join("chain")).unwrap();
        std::os::unix::fs::symlink("loop_b", mnt.join("loop_a")).unwrap();
        std::os::unix::fs::symlink("loop_a", mnt.join("loop_b")).unwrap();
        std::os::unix::fs::symlink("..", mnt.join("parent")).unwrap();
        std::os::unix::fs::symlink("sub/../../outside", mnt.join("dotdot_link")).unwrap();
    }
    let paths = [
        "/data/../outside/secret.txt",
        "/data/./../outside/secret.txt",
        "/data//..//outside/secret.txt",
        "/data/sub/../../outside/secret.txt",
        "/data/link_out",
        "/data/chain",
        "/data/abs_secret",
        "/data/abs_out/secret.txt",
        "/data/sub/up/secret.txt",
        "/data/parent/outside/secret.txt",
        "/data/dotdot_link/secret.txt",
        "/data/loop_a",
        "/data/etc/passwd",
        "/etc/passwd",
        "/proc/self/environ",
        "../outside/secret.txt",
    ];
    let prog = format!(
        r#"import os, pathlib, glob, shutil
paths = {paths:?}
ops = {{
    'read': lambda p: open(p).read(),
    'read_bytes': lambda p: pathlib.Path(p).read_bytes(),
    'write': lambda p: open(p, 'w').write('pwned'),
    'append': lambda p: open(p, 'a').write('pwned'),
    'stat': lambda p: os.stat(p).st_size,
    'listdir': lambda p: os.listdir(os.path.dirname(p)),
    'remove': lambda p: os.remove(p),
    'mkdir': lambda p: os.mkdir(p + '_dir'),
    'rename_out': lambda p: os.rename('/data/in.txt', p + '.moved'),
    'rename_in': lambda p: os.rename(p, '/data/stolen.txt'),
    'copy_in': lambda p: shutil.copy(p, '/data/copied.txt'),
}}
strict = {{'read', 'read_bytes', 'write', 'append', 'stat', 'rename_in', 'copy_in'}}
attempts = 0
leaked = []
for name, op in ops.items():
    for p in paths:
        attempts += 1
        open('/data/in.txt', 'w').write('data')
        try:
            r = str(op(p))
        except OSError:
            continue
        # Every path leads outside, so reading, writing or moving through
        # it must fail; operations on a link's own name inside the mount
        # (unlinking it, a sibling mkdir) may succeed but reveal nothing.
        if name in strict or 'SECRET' in r or 'root:' in r:
            leaked.append((name, p, r[:40]))
globbed = glob.glob('/data/**/secret.txt', recursive=True)
walked = [d for d, _, fs in os.walk('/data') if 'secret.txt' in fs]
print(attempts, leaked, globbed, walked)
"#
    );
    let o = run_code(&["--mount", &t.mount("rw"), "--host-calls", "none"], &prog);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let s = o.stdout_str();
    let attempts: usize = s.split(' ').next().unwrap().parse().unwrap();
    assert!(attempts >= 150, "{s}");
    assert_eq!(s, format!("{attempts} [] [] []\n"));
    assert_eq!(
        std::fs::read_to_string(t.root.join("outside/secret.txt")).unwrap(),
        "SECRET"
    );
    let mut outside: Vec<_> = std::fs::read_dir(t.root.join("outside"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    outside.sort();
    assert_eq!(outside, ["secret.txt"]);
    assert!(!t.root.join("stolen.txt").exists() && !t.root.join("mnt/stolen.txt").exists());
}

/// The host swaps a directory inside the mount for a symlink to the
/// outside while the program reads through it: resolution happens beneath
/// the mount root on every open, so no read ever sees the outside file.
#[cfg(unix)]
#[test]
fn a_racing_symlink_swap_does_not_escape() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let t = Tree::new("race");
    let mnt = t.root.join("mnt");
    let sw = mnt.join("sw");
    std::fs::create_dir(&sw).unwrap();
    std::fs::write(sw.join("secret.txt"), "inside").unwrap();
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let flipper = {
        let (stop, sw, mnt) = (stop.clone(), sw.clone(), mnt.clone());
        std::thread::spawn(move || {
            let parked = mnt.join("parked");
            let mut flips = 0u64;
            while !stop.load(Ordering::Relaxed) {
                let _ = std::fs::rename(&sw, &parked);
                let _ = std::os::unix::fs::symlink("../outside", &sw);
                std::thread::yield_now();
                let _ = std::fs::remove_file(&sw);
                let _ = std::fs::rename(&parked, &sw);
                flips += 1;
            }
            flips
        })
    };
    let prog = "seen = set()\n\
                for _ in range(3000):\n    try:\n        seen.add(open('/data/sw/secret.txt').read())\n    except OSError as e:\n        seen.add(type(e).__name__)\n\
                print('SECRET' in seen, 'inside' in seen)\n";
    let o = run_code(&["--mount", &t.mount("ro"), "--host-calls", "none"], prog);
    stop.store(true, Ordering::Relaxed);
    let flips = flipper.join().unwrap();
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(flips > 0);
    assert!(o.stdout_str().starts_with("False "), "{}", o.stdout_str());
}

#[test]
fn read_only_mounts_refuse_writes() {
    let t = Tree::new("ro");
    let o = run_code(
        &["--mount", &t.mount("ro")],
        "import os\nfor f in [lambda: open('/data/new.txt', 'w'), lambda: os.mkdir('/data/d'), \
         lambda: os.remove('/data/in.txt'), lambda: open('/data/in.txt', 'a')]:\n    try:\n        f()\n    \
         except PermissionError as e:\n        print(e.errno, end=' ')\n",
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(o.stdout_str(), "13 13 13 13 ");
    assert!(!t.root.join("mnt/new.txt").exists());
    assert!(t.root.join("mnt/in.txt").exists());
}

#[test]
fn writable_mounts_write_to_the_host() {
    let t = Tree::new("rw");
    let o = run_code(
        &["--mount", &t.mount("rw")],
        "from pathlib import Path\n(Path('/data') / 'out').mkdir()\nPath('/data/out/r.txt').write_text('result')\n",
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(
        std::fs::read_to_string(t.root.join("mnt/out/r.txt")).unwrap(),
        "result"
    );
}

#[test]
fn the_write_quota_is_exact() {
    let prog = "try:\n    with open('/tmp/a', 'w') as f:\n        f.write('x' * 1000)\n    print('ok')\n    \
                with open('/tmp/b', 'w') as f:\n        f.write('y')\nexcept OSError as e:\n    print(e.errno)\n";
    let under = run_code(&["--fs-quota", "1001"], prog);
    assert_eq!(under.stdout_str(), "ok\n", "{}", under.stderr);
    let over = run_code(&["--fs-quota", "1000"], prog);
    assert_eq!(over.stdout_str(), "ok\n28\n", "{}", over.stderr);
}

#[test]
fn reading_a_file_larger_than_memory_is_refused_before_reading() {
    let big = TempFile::new(&vec![b'z'; 3 << 20]);
    let arg = format!("/big.bin={}", big.path.to_string_lossy());
    let o = run_code(
        &["--file", &arg, "--memory", "2MiB", "--json"],
        "try:\n    open('/big.bin', 'rb').read()\nexcept BaseException:\n    print('caught')\n",
    );
    let j = o.json();
    assert_eq!(j["verdict"], "resource_exhausted", "{j}");
    assert_eq!(j["resource"]["limit"], "memory");
    assert_eq!(j["stdout"], "");
    let ok = run_code(
        &["--file", &arg, "--memory", "16MiB"],
        "print(len(open('/big.bin', 'rb').read()))",
    );
    assert_eq!(ok.stdout_str(), format!("{}\n", 3 << 20), "{}", ok.stderr);
}

#[test]
fn clock_zone_env_and_seed_come_from_the_host() {
    let prog = "import time, datetime, os, random\nprint(time.time(), time.monotonic())\ntime.sleep(90)\n\
                print(time.time(), time.monotonic(), time.tzname[0], time.timezone)\n\
                print(datetime.datetime.now().isoformat(), datetime.datetime.now(datetime.timezone.utc).isoformat())\n\
                print(os.environ.get('MODE'), os.getenv('MISSING', '-'), random.randint(1, 10**9))\n";
    let d = run_code(&[], prog);
    assert_eq!(
        d.stdout_str(),
        "1735689600.0 0.0\n1735689690.0 90.0 UTC 0\n2025-01-01T00:01:30 2025-01-01T00:01:30+00:00\nNone - 906691060\n",
        "{}",
        d.stderr
    );
    let h = run_code(
        &[
            "--clock",
            "1000000000",
            "--tz",
            "+02:00,CEST",
            "--env",
            "MODE=prod",
            "--seed",
            "42",
        ],
        prog,
    );
    assert_eq!(
        h.stdout_str(),
        "1000000000.0 0.0\n1000000090.0 90.0 CEST -7200\n2001-09-09T03:48:10 2001-09-09T01:48:10+00:00\nprod - 686579304\n",
        "{}",
        h.stderr
    );
    let real = run_code(
        &["--clock", "real"],
        "import time\nprint(time.time() > 1.7e9)",
    );
    assert_eq!(real.stdout_str(), "True\n");
}

#[test]
fn bad_os_flags_are_usage_errors() {
    for flags in [
        &["--mount", "/nonexistent-dir-xyz:/data"][..],
        &["--mount", "nocolon"],
        &["--mount", "/tmp:relative"],
        &["--file", "noequals"],
        &["--file", "/x=/nonexistent-file-xyz"],
        &["--env", "=v"],
        &["--env", "novalue"],
        &["--clock", "yesterday"],
        &["--clock", "-5"],
        &["--tz", "+25:00"],
        &["--tz", "CEST"],
        &["--seed", "-1"],
        &["--fs-quota", "lots"],
        &["--cwd", "rel"],
    ] {
        let o = run_code(flags, "print(1)");
        assert_eq!(o.code, Some(2), "{flags:?}: {}", o.stderr);
        assert!(
            o.stderr.starts_with("corral:") || o.stderr.contains("error"),
            "{flags:?}: {}",
            o.stderr
        );
    }
}

#[test]
fn file_operations_are_in_the_ledger_including_denials() {
    let t = Tree::new("ledger");
    let o = run_code(
        &["--mount", &t.mount("ro"), "--json"],
        "import os\nos.listdir('/data')\ntry:\n    open('/data/x', 'w')\nexcept PermissionError:\n    pass\n\
         open('/data/in.txt').read()\nimport time\ntime.time()\n",
    );
    let j = o.json();
    assert_eq!(j["verdict"], "ok", "{j}");
    let calls: Vec<(String, String)> = j["trace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["call"].as_str().unwrap().to_string(),
                e["outcome"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = [
        ("os.environ", "ok"),
        ("fs.listdir", "ok"),
        ("fs.write", "denied"),
        ("fs.read", "ok"),
        ("time.time", "ok"),
    ];
    let got: Vec<(&str, &str)> = calls
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    assert_eq!(got, want, "{j}");
    assert_eq!(j["usage"]["host_calls"], 4);
}

#[test]
fn host_calls_limit_counts_file_operations() {
    let o = run_code(
        &["--host-calls", "3", "--json"],
        "import os\nfor i in range(10):\n    os.path.exists('/tmp')\n",
    );
    let j = o.json();
    assert_eq!(j["verdict"], "resource_exhausted", "{j}");
    assert_eq!(j["resource"]["limit"], "host_calls");
}

#[test]
fn record_and_replay_reproduce_a_run() {
    let t = Tree::new("replay");
    let rec = TempFile::new(b"");
    let rec_path = rec.path.to_string_lossy().into_owned();
    let prog = TempFile::new(
        b"import os, time, random\nprint(os.listdir('/data'), open('/data/in.txt').read().strip())\n\
          print(time.time() > 0, random.random(), os.environ['K'])\n",
    );
    let prog_path = prog.path.to_string_lossy().into_owned();
    let o = corral(
        &[
            "run",
            &prog_path,
            "--mount",
            &t.mount("ro"),
            "--clock",
            "real",
            "--env",
            "K=v",
            "--seed",
            "5",
            "--record",
            &rec_path,
        ],
        None,
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    // The host's directory is gone: the replay needs only the record.
    std::fs::remove_dir_all(t.root.join("mnt")).unwrap();
    let r = corral(&["replay", &rec_path], None);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout, o.stdout);
    assert!(r.stderr.contains("replay matches"), "{}", r.stderr);
    let j = corral(&["replay", &rec_path, "--json"], None).json();
    assert_eq!(j["replay"]["matches"], true, "{j}");

    // A tampered record diverges (exit 6) and says where.
    let text = std::fs::read_to_string(&rec.path).unwrap();
    let tampered = text.replacen("in.txt", "other.txt", 1);
    std::fs::write(&rec.path, tampered).unwrap();
    let d = corral(&["replay", &rec_path], None);
    assert_eq!(d.code, Some(6), "{}", d.stderr);
    assert!(d.stderr.contains("replay diverged"), "{}", d.stderr);
}

#[test]
fn bad_records_are_clean_usage_errors() {
    for bytes in [
        &b""[..],
        b"{",
        b"[]",
        b"{\"corral_record\": 99}",
        b"\xff\xfe",
        b"{\"corral_record\": 1, \"source\": 5}",
    ] {
        let f = TempFile::new(bytes);
        let o = corral(&["replay", &f.path.to_string_lossy()], None);
        assert_eq!(o.code, Some(2), "{:?}: {}", bytes, o.stderr);
        assert!(o.stderr.starts_with("corral:"), "{}", o.stderr);
    }
}

/// A suspended run carries its in-memory files and the quota it used into
/// the snapshot: resumed in a fresh process it sees what it wrote, and the
/// quota keeps counting from where it was.
#[test]
fn memory_files_and_quota_travel_in_snapshots() {
    let snap = TempFile::new(b"");
    let snap_path = snap.path.to_string_lossy().to_string();
    let prog = "import os\n\
                open('/tmp/a.txt', 'w').write('123456')\n\
                os.makedirs('/work/deep')\n\
                x = ask()\n\
                print(open('/tmp/a.txt').read(), sorted(os.listdir('/')), os.listdir('/work'), x)\n\
                f = open('/work/deep/b', 'w')\n\
                f.write('abcde')\n\
                open('/work/deep/c', 'w').write('1234')\n\
                print(sorted(os.listdir('/work/deep')))\n\
                try:\n    f.close()\nexcept OSError as e:\n    print(type(e).__name__, e.errno)\n\
                print(open('/work/deep/c').read())\n";
    let o = run_code(
        &[
            "--fs-quota",
            "10",
            "--suspend",
            "ask",
            "--suspend-to",
            &snap_path,
        ],
        prog,
    );
    assert_eq!(o.code, Some(5), "{}", o.stderr);
    let o = corral(
        &["resume", &snap_path, "--value", "1", "--fs-quota", "10"],
        None,
    );
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert_eq!(
        o.stdout_str(),
        "123456 ['tmp', 'work'] ['deep'] 1\n['b', 'c']\nOSError 28\n1234\n"
    );
}
