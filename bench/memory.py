#!/usr/bin/env python3
"""Peak memory of corral against python3 on allocation-heavy shapes.

Runs each program in bench/memory/ under `corral run --json --memory 4GiB` and
under python3 and reports, per program, the peak resident set size of each
process (/usr/bin/time's %M), the same minus the peak of the
`empty` baseline program (what the data itself costs), the ratio of the net
figures corral/python3, and corral's own accounted peak (usage.peak_memory_bytes
of the JSON envelope) next to corral's net RSS, so the accuracy of the
accounting shows: "acct/rss" below 1 means corral charges the guest less than
the process actually grows.

Usage: python3 bench/memory.py [--runs N] [--corral PATH] [PROGRAM ...]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MEMDIR = os.path.join(HERE, "memory")


def peak_rss(cmd):
    """(peak RSS in bytes, stdout bytes, exit status) of one run of cmd.

    Measured by /usr/bin/time rather than wait4 on our own child: Linux keeps a
    process's peak RSS across exec, so a child forked from this Python would
    report at least this Python's size; /usr/bin/time is a small forker.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as f:
        p = subprocess.run(["/usr/bin/time", "-o", f.name, "-f", "%M"] + cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL)
        kib = int(f.read().strip().splitlines()[-1])
    return kib * 1024, p.stdout, p.returncode


def measure(cmd, runs):
    """The smallest peak over `runs` runs (RSS only grows with noise), and the last output."""
    best, out, rc = None, b"", 0
    for _ in range(runs):
        rss, out, rc = peak_rss(cmd)
        best = rss if best is None else min(best, rss)
    return best, out, rc


def mib(n):
    return n / (1024 * 1024)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--corral", default=os.path.join(ROOT, "target", "release", "corral"))
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    progs = args.programs or sorted(
        os.path.join(MEMDIR, f) for f in os.listdir(MEMDIR) if f.endswith(".py") and f != "empty.py"
    )

    def corral_cmd(prog):
        return [args.corral, "run", "--json", "--memory", "4GiB", "--time", "120s", prog]

    empty = os.path.join(MEMDIR, "empty.py")
    c_base, _, _ = measure(corral_cmd(empty), args.runs)
    p_base, _, _ = measure([sys.executable, empty], args.runs)
    print(f"baseline (empty program): corral {mib(c_base):.1f} MiB, python3 {mib(p_base):.1f} MiB")
    print(
        f"{'program':<18}{'corral MiB':>11}{'python3 MiB':>12}{'ratio':>7}"
        f"{'net corral':>11}{'net py':>8}{'net ratio':>10}{'accounted':>10}{'acct/rss':>9}  output"
    )
    for prog in progs:
        name = os.path.basename(prog)[:-3]
        c_rss, c_out, c_rc = measure(corral_cmd(prog), args.runs)
        p_rss, p_out, p_rc = measure([sys.executable, prog], args.runs)
        accounted = None
        status = "same"
        try:
            env = json.loads(c_out)
            accounted = env["usage"]["peak_memory_bytes"]
            if env.get("verdict") != "ok" or env.get("stdout", "").encode() != p_out:
                status = f"DIFFERENT ({env.get('verdict')})"
        except (ValueError, KeyError):
            status = f"DIFFERENT (exit {c_rc})"
        if p_rc != 0:
            status = f"python3 exit {p_rc}"
        c_net = max(c_rss - c_base, 1)
        p_net = max(p_rss - p_base, 1)
        acct = f"{mib(accounted):>10.1f}{accounted / c_net:>9.2f}" if accounted is not None else f"{'-':>10}{'-':>9}"
        print(
            f"{name:<18}{mib(c_rss):>11.1f}{mib(p_rss):>12.1f}{c_rss / p_rss:>7.2f}"
            f"{mib(c_net):>11.1f}{mib(p_net):>8.1f}{c_net / p_net:>10.2f}{acct}  {status}"
        )


if __name__ == "__main__":
    main()
