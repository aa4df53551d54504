#!/usr/bin/env python3
"""Checks that corral's Python sources are our own, not CPython's Lib/.

A line counts when, stripped of surrounding whitespace, it is at least 20
characters long; it is "shared" when the same stripped line occurs anywhere
in CPython 3.11's standard library (the python3 running this script). Fails
when one file has more than half of its counted lines shared, or all files
together more than a fifth. Signatures and messages that the API dictates
are a small share of an honest rewrite.

Usage: own_code.py [--report] [--total-max F] [ROOT]
(ROOT defaults to the repo's crates/; --total-max overrides the overall
bound while a rewrite is under way: a ratchet, never above today's figure)
"""

import os
import sys
import sysconfig

MIN_LEN = 20
FILE_MAX = 0.5
TOTAL_MAX = 0.2


def lines_of(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return [ln.strip() for ln in f]
    except OSError:
        return []


def cpython_lines():
    lib = sysconfig.get_paths()["stdlib"]
    seen = set()
    for dirpath, dirnames, filenames in os.walk(lib):
        dirnames[:] = [d for d in dirnames if d not in ("site-packages", "test", "tests")]
        for name in filenames:
            if name.endswith(".py"):
                for ln in lines_of(os.path.join(dirpath, name)):
                    if len(ln) >= MIN_LEN:
                        seen.add(ln)
    return seen


def main(argv):
    global TOTAL_MAX
    report = "--report" in argv
    if "--total-max" in argv:
        TOTAL_MAX = float(argv[argv.index("--total-max") + 1])
        argv = [a for i, a in enumerate(argv) if a != "--total-max" and argv[i - 1] != "--total-max"]
    args = [a for a in argv if not a.startswith("--")]
    here = os.path.dirname(os.path.abspath(__file__))
    root = args[0] if args else os.path.join(here, "..", "..", "crates")
    if sys.version_info[:2] != (3, 11):
        print(f"own_code: needs CPython 3.11, this is {sys.version.split()[0]}")
        return 2
    theirs = cpython_lines()
    rows = []
    total = shared_total = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in ("target", ".venv", "tests")]
        for name in sorted(filenames):
            if not name.endswith(".py"):
                continue
            path = os.path.join(dirpath, name)
            counted = [ln for ln in lines_of(path) if len(ln) >= MIN_LEN]
            shared = sum(1 for ln in counted if ln in theirs)
            total += len(counted)
            shared_total += shared
            rows.append((shared / len(counted) if counted else 0.0, shared, len(counted), path))
    rows.sort(reverse=True)
    bad = [r for r in rows if r[0] > FILE_MAX]
    overall = shared_total / total if total else 0.0
    if report or bad or overall > TOTAL_MAX:
        for frac, shared, n, path in rows:
            if report or frac > FILE_MAX:
                print(f"{frac:6.1%} {shared:5d}/{n:<5d} {os.path.relpath(path, root)}")
    print(f"own_code: {shared_total}/{total} counted lines shared with CPython's Lib/ "
          f"({overall:.1%}; limits: {FILE_MAX:.0%} a file, {TOTAL_MAX:.0%} overall)")
    if bad or overall > TOTAL_MAX:
        print(f"own_code: FAIL ({len(bad)} file(s) over {FILE_MAX:.0%})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
