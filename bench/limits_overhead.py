#!/usr/bin/env python3
"""Cost of the limits: each bench program under corral with every limit on
versus every limit off.

"On" is the default limits plus a steps limit and a cpu_time limit (both far
above what the programs use, so they are checked but never hit) and a 60 s
time limit; "off" passes `none` for every limit. Runs alternate; the table
shows median CPU time (user + sys) of each and the overhead in percent, then
the geometric mean.

Usage: python3 bench/limits_overhead.py [--runs N] [--corral PATH] [PROGRAM ...]
"""
import argparse
import math
import os
import resource
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ON = ["--time", "60s", "--cpu-time", "60s", "--steps", "100G"]
OFF = ["--time", "none", "--cpu-time", "none", "--steps", "none", "--memory", "none",
       "--stack-depth", "none", "--output-bytes", "none", "--ast-depth", "none",
       "--program-bytes", "none"]


def cpu_of(cmd):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, capture_output=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise SystemExit(f"{cmd} failed: {p.stderr.decode()[-300:]}")
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--corral", default=os.path.join(ROOT, "target", "release", "corral"))
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    progs = args.programs or sorted(
        os.path.join(HERE, "programs", f) for f in os.listdir(os.path.join(HERE, "programs")) if f.endswith(".py")
    )
    print(f"{'program':<22}{'limits on ms':>14}{'limits off ms':>15}{'overhead %':>12}")
    ratios = []
    for prog in progs:
        on, off = [], []
        for _ in range(args.runs):
            on.append(cpu_of([args.corral, "run", *ON, prog]))
            off.append(cpu_of([args.corral, "run", *OFF, prog]))
        a, b = statistics.median(on), statistics.median(off)
        r = a / max(b, 1e-6)
        ratios.append(r)
        print(f"{os.path.basename(prog)[:-3]:<22}{a * 1000:>14.1f}{b * 1000:>15.1f}{(r - 1) * 100:>12.1f}")
    gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"{'geometric mean':<51}{(gm - 1) * 100:>12.1f}")


if __name__ == "__main__":
    main()
