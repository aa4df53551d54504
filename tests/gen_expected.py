#!/usr/bin/env python3
"""Record (or check) the expected output of the differential test corpus.

For every ``tests/programs/**/*.py`` this runs

    python3 -I -X utf8 <file>

with ``PYTHONHASHSEED=0``, the program's folder as working directory and a
10 second timeout, then writes next to the program:

* ``<name>.out`` -- the exact stdout bytes;
* ``<name>.err`` -- only when the exit status is non-zero: the last non-empty
  line of stderr (e.g. ``ZeroDivisionError: division by zero``) plus ``\\n``.
  A stale ``.err`` is deleted when the program now exits 0.

Usage:
    python3 tests/gen_expected.py            # (re)record everything
    python3 tests/gen_expected.py --check    # compare, exit 1 on differences
    python3 tests/gen_expected.py FILE...    # restrict to some programs

The script refuses to run on anything but CPython 3.11, because the recorded
outputs are the reference behaviour the corral interpreter is compared to.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import subprocess
import sys
from pathlib import Path

TIMEOUT_SECONDS = 10
HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"


def check_interpreter() -> None:
    impl = sys.implementation.name
    ver = sys.version_info
    if impl != "cpython" or (ver.major, ver.minor) != (3, 11):
        sys.exit(
            f"gen_expected.py: refusing to run: need CPython 3.11, "
            f"this is {impl} {ver.major}.{ver.minor}.{ver.micro} ({sys.executable})"
        )


def last_nonempty_line(data: bytes) -> bytes:
    for line in reversed(data.splitlines()):
        if line.strip():
            return line.rstrip()
    return b""


class Result:
    def __init__(self, path: Path, stdout: bytes, err: bytes | None, problem: str | None):
        self.path = path
        self.stdout = stdout
        self.err = err  # expected .err content, or None when exit status is 0
        self.problem = problem  # timeout etc.


def run_program(path: Path) -> Result:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "0"
    try:
        proc = subprocess.run(
            [sys.executable, "-I", "-X", "utf8", path.name],
            cwd=path.parent,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired:
        return Result(path, b"", None, f"timed out after {TIMEOUT_SECONDS}s")
    if proc.returncode == 0:
        return Result(path, proc.stdout, None, None)
    line = last_nonempty_line(proc.stderr)
    problem = None
    if not line:
        problem = f"exit status {proc.returncode} with empty stderr"
    elif proc.returncode != 1:
        problem = f"exit status {proc.returncode} (expected 0 or 1)"
    return Result(path, proc.stdout, line + b"\n", problem)


def read_or_none(p: Path) -> bytes | None:
    try:
        return p.read_bytes()
    except FileNotFoundError:
        return None


def rel(p: Path) -> str:
    return p.relative_to(PROGRAMS).as_posix()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare recorded outputs instead of writing them")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("files", nargs="*", type=Path,
                        help="only these programs (default: all)")
    args = parser.parse_args()
    check_interpreter()

    if args.files:
        programs = sorted(f.resolve() for f in args.files)
    else:
        programs = sorted(PROGRAMS.rglob("*.py"))
    if not programs:
        print("no programs found", file=sys.stderr)
        return 1

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(run_program, programs))

    problems = [r for r in results if r.problem]
    for r in problems:
        print(f"PROBLEM {rel(r.path)}: {r.problem}", file=sys.stderr)

    n_err = sum(1 for r in results if r.err is not None)
    if args.check:
        differing = []
        for r in results:
            out_p = r.path.with_suffix(".out")
            err_p = r.path.with_suffix(".err")
            if read_or_none(out_p) != r.stdout:
                differing.append((r.path, "stdout differs from .out"))
            elif read_or_none(err_p) != r.err:
                differing.append((r.path, ".err differs"))
        for path, why in differing:
            print(f"DIFFERS {rel(path)}: {why}")
        print(f"checked {len(results)} programs ({n_err} end with an exception): "
              f"{len(differing)} differ")
        return 1 if differing or problems else 0

    for r in results:
        r.path.with_suffix(".out").write_bytes(r.stdout)
        err_p = r.path.with_suffix(".err")
        if r.err is None:
            if err_p.exists():
                err_p.unlink()
        else:
            err_p.write_bytes(r.err)
    if not args.files:
        # Remove recorded outputs whose program no longer exists.
        for stale in sorted(list(PROGRAMS.rglob("*.out")) + list(PROGRAMS.rglob("*.err"))):
            if not stale.with_suffix(".py").exists():
                print(f"removing stale {rel(stale)}")
                stale.unlink()
    print(f"recorded {len(results)} programs ({n_err} end with an exception)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
