#!/usr/bin/env python3
"""Run the differential corpus (tests/programs) against a corral binary
without cargo: for iterating on the stdlib's Python sources with a binary
built with `--features corral/dev-pysrc` and CORRAL_PYSRC set.

Usage: difftest.py --bin PATH [SUBSTRING ...]   (only programs whose path
contains one of the substrings). Same rules as crates/corral-cli/tests/
differential.rs: stdout equal to NAME.out; with NAME.err, exit status 1 and
the last non-empty stderr line equal to it; KNOWN_FAILURES are expected to fail.
"""

import concurrent.futures
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "programs")


def last_line(b):
    lines = [ln.strip() for ln in b.decode("utf-8", "replace").splitlines() if ln.strip()]
    return lines[-1] if lines else ""


def check(binary, path):
    d, name = os.path.split(path)
    try:
        p = subprocess.run([binary, "run", name], cwd=d, capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        return "timed out"
    base = path[:-3]
    with open(base + ".out", "rb") as f:
        want = f.read()
    if p.stdout != want:
        return "stdout differs"
    if os.path.exists(base + ".err"):
        with open(base + ".err", "rb") as f:
            err = f.read().decode().strip()
        if p.returncode != 1 or last_line(p.stderr) != err:
            return f"exit {p.returncode}, last stderr line {last_line(p.stderr)!r}, want {err!r}"
    elif p.returncode != 0:
        return f"exit {p.returncode}: {last_line(p.stderr)}"
    return None


def main(argv):
    binary = argv[argv.index("--bin") + 1]
    filters = [a for i, a in enumerate(argv) if not a.startswith("--") and argv[i - 1] != "--bin"]
    known = set()
    kf = os.path.join(ROOT, "KNOWN_FAILURES")
    if os.path.exists(kf):
        for ln in open(kf):
            ln = ln.split("#")[0].strip()
            if ln:
                known.add(ln)
    progs = []
    for dp, _, fs in os.walk(ROOT):
        for f in fs:
            if f.endswith(".py"):
                full = os.path.join(dp, f)
                rel = os.path.relpath(full, ROOT)
                if not filters or any(s in rel for s in filters):
                    progs.append((rel, full))
    progs.sort()
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(4) as ex:
        for (rel, _), why in zip(progs, ex.map(lambda p: check(binary, p[1]), progs)):
            if why and rel not in known:
                bad += 1
                print(f"FAIL {rel}: {why}")
            elif not why and rel in known:
                print(f"PASSES NOW (remove from KNOWN_FAILURES) {rel}")
    print(f"{len(progs) - bad}/{len(progs)} as expected")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
