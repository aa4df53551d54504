#!/usr/bin/env python3
"""Compare corral against python3 on the benchmark programs.

Runs each program alternately under `corral run` (default limits, except the
time limit, which is raised to 60s so slow machines still finish, and the
memory limit, raised to 1GiB because some programs hold more live objects than
the 128MiB default allows; bench/memory.py measures memory) and python3,
several times; prints the median wall time of each, the ratio corral/python3
and the geometric mean of the ratios; the "cpu ratio" column compares
user+sys CPU time, which is steadier than wall time on a shared machine.
Checks that the outputs are identical.

Usage: python3 bench/run.py [--runs N] [--corral PATH] [PROGRAM ...]
"""
import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def timed(cmd):
    """Wall time, CPU time (user + sys of the child) and the finished process."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return wall, cpu, p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--corral", default=os.path.join(ROOT, "target", "release", "corral"))
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    progs = args.programs or sorted(
        os.path.join(HERE, "programs", f) for f in os.listdir(os.path.join(HERE, "programs")) if f.endswith(".py")
    )
    print(f"{'program':<22}{'corral ms':>12}{'python3 ms':>12}{'ratio':>8}{'cpu ratio':>11}  output")
    ratios, cpu_ratios = [], []
    for prog in progs:
        name = os.path.basename(prog)[:-3]
        ct, pt, cc, pc = [], [], [], []
        ok = True
        for _ in range(args.runs):
            t, c, p = timed([args.corral, "run", "--time", "60s", "--memory", "1GiB", prog])
            ct.append(t)
            cc.append(c)
            t2, c2, q = timed([sys.executable, prog])
            pt.append(t2)
            pc.append(c2)
            if p.returncode != 0 or p.stdout != q.stdout:
                ok = False
        c, py = statistics.median(ct), statistics.median(pt)
        r = c / py
        rc = statistics.median(cc) / max(statistics.median(pc), 1e-6)
        ratios.append(r)
        cpu_ratios.append(rc)
        status = "same" if ok else "DIFFERENT"
        print(f"{name:<22}{c * 1000:>12.1f}{py * 1000:>12.1f}{r:>8.2f}{rc:>11.2f}  {status}")
    gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    gc = math.exp(sum(math.log(r) for r in cpu_ratios) / len(cpu_ratios))
    print(f"{'geometric mean':<46}{gm:>8.2f}{gc:>11.2f}")


if __name__ == "__main__":
    main()
