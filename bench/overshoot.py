#!/usr/bin/env python3
"""How far past a 200 ms time or cpu_time limit a run really ends.

Each program is run under `--time 200ms` (wall) and then `--cpu-time 200ms`
(with the time limit off) and `--memory none`; the overshoot is the run's
own reported wall_ms minus 200 (for cpu_time, its cpu_ms minus 200: on a
shared machine wall time runs ahead of CPU time), the median of a few
runs. A negative figure means the work was refused up front, because it
could not be interrupted and would have ended past the limit. Target:
under 10 ms each.

Usage: python3 bench/overshoot.py [--runs N] [--corral PATH]
"""
import argparse
import json
import os
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PROGRAMS = [
    ("sorted(range(10**7))", "x = sorted(range(10**7))"),
    ("sum(range(10**12))", "x = sum(range(10**12))"),
    ("'x'*10**8 in a loop", "while True:\n    x = 'x' * 10**8"),
    ("big-int multiplication", "x = 7 ** 3000000\nwhile True:\n    y = x * x"),
    # str() of a huge int is refused past 4300 digits (as in CPython); hex is not.
    ("int->str (hex) of a huge int", "x = 7 ** 3000000\nwhile True:\n    s = hex(x)"),
    ("int->str of 4300-digit ints", "x = 10 ** 4299\nwhile True:\n    s = str(x)"),
    ("catastrophic regex", "import re\nre.match(r'(a+)+$', 'a' * 40 + 'b')"),
    ("json.dumps of a large structure", "import json\nd = [{'k': i, 'v': [i] * 10} for i in range(200000)]\nwhile True:\n    s = json.dumps(d)"),
    ("deep recursion unwinding", "import sys\nsys.setrecursionlimit(100000)\ndef f(n):\n    try:\n        return f(n + 1)\n    finally:\n        pass\nwhile True:\n    try:\n        f(0)\n    except RecursionError:\n        pass"),
    ("set of 10**7 ints", "x = set(range(10**7))"),
    ("dict.fromkeys of 10**7 ints", "x = dict.fromkeys(range(10**7))"),
    ("tight loop", "while True:\n    pass"),
]

LIMIT_MS = 200.0


def run(corral, flags, code):
    p = subprocess.run([corral, "run", "--json", "--memory", "none", "--stack-depth", "100000", *flags, "-c", code],
                       capture_output=True, text=True, timeout=120)
    j = json.loads(p.stdout)
    res = j.get("resource") or {}
    key = "cpu_ms" if "--cpu-time" in flags else "wall_ms"
    return j["verdict"], res.get("limit"), j["usage"][key]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--corral", default=os.path.join(ROOT, "target", "release", "corral"))
    args = ap.parse_args()
    print(f"{'program':34} {'--time 200ms':>16} {'--cpu-time 200ms':>18}")
    for name, code in PROGRAMS:
        cells = []
        for flags in (["--time", "200ms"], ["--time", "none", "--cpu-time", "200ms"]):
            walls, how = [], set()
            for _ in range(args.runs):
                verdict, limit, wall = run(args.corral, flags, code)
                walls.append(wall)
                how.add(limit if verdict == "resource_exhausted" else verdict)
            med = statistics.median(walls)
            tag = "/".join(sorted(str(h) for h in how))
            cells.append(f"{med - LIMIT_MS:+8.1f} ms {tag[:8]:>8}")
        print(f"{name:34} {cells[0]:>16} {cells[1]:>18}")


if __name__ == "__main__":
    main()
