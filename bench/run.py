#!/usr/bin/env python3
"""Compare corral against python3 on the benchmark programs.

Runs each program alternately under `corral run` (default limits, except the
time limit, which is lifted so slow programs still finish) and python3,
several times; prints the median wall time of each, the ratio corral/python3
and the geometric mean of the ratios. Checks that the outputs are identical.

Usage: python3 bench/run.py [--runs N] [--corral PATH] [PROGRAM ...]
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def timed(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True)
    return time.perf_counter() - t0, p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--corral", default=os.path.join(ROOT, "target", "release", "corral"))
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    progs = args.programs or sorted(
        os.path.join(HERE, "programs", f) for f in os.listdir(os.path.join(HERE, "programs")) if f.endswith(".py")
    )
    print(f"{'program':<22}{'corral ms':>12}{'python3 ms':>12}{'ratio':>8}  output")
    ratios = []
    for prog in progs:
        name = os.path.basename(prog)[:-3]
        ct, pt = [], []
        ok = True
        for _ in range(args.runs):
            t, p = timed([args.corral, "run", "--time", "none", prog])
            ct.append(t)
            t2, q = timed([sys.executable, prog])
            pt.append(t2)
            if p.returncode != 0 or p.stdout != q.stdout:
                ok = False
        c, py = statistics.median(ct), statistics.median(pt)
        r = c / py
        ratios.append(r)
        status = "same" if ok else "DIFFERENT"
        print(f"{name:<22}{c * 1000:>12.1f}{py * 1000:>12.1f}{r:>8.2f}  {status}")
    gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"{'geometric mean':<46}{gm:>8.2f}")


if __name__ == "__main__":
    main()
