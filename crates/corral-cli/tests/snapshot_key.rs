//! `--snapshot-key-file`: a signed snapshot resumes only with its key.

use std::process::{Command, Output};

fn corral(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_corral"))
        .args(args)
        .output()
        .expect("corral runs")
}

#[test]
fn signed_snapshot_resumes_only_with_its_key() {
    let dir = std::env::temp_dir().join(format!("corral-snapkey-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (snap, key, other) = (dir.join("run.snap"), dir.join("key"), dir.join("other"));
    std::fs::write(&key, b"the host's key").expect("key");
    std::fs::write(&other, b"a guess").expect("key");
    let (snap, key, other) = (
        snap.to_str().expect("utf-8 path"),
        key.to_str().expect("utf-8 path"),
        other.to_str().expect("utf-8 path"),
    );
    let out = corral(&[
        "run",
        "-c",
        "print(approve() + 1)",
        "--suspend",
        "approve",
        "--suspend-to",
        snap,
        "--snapshot-key-file",
        key,
    ]);
    assert_eq!(out.status.code(), Some(5));
    let no_key = corral(&["resume", snap, "--value", "41"]);
    assert_eq!(no_key.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&no_key.stderr).contains("a key is required"));
    let wrong = corral(&[
        "resume",
        snap,
        "--value",
        "41",
        "--snapshot-key-file",
        other,
    ]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("bad signature"));
    let ok = corral(&["resume", snap, "--value", "41", "--snapshot-key-file", key]);
    assert_eq!(ok.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&ok.stdout), "42\n");
    let _ = std::fs::remove_dir_all(&dir);
}
