"""Per-call cost of corral.run from Python (median of repeated timeit
batches), and of a compiled program. Prints figures; asserts nothing.

    python bench.py            # with the corral wheel installed
"""

import statistics
import timeit

import corral


def median_us(stmt, number=2000, repeat=15, setup="pass", globals=None):
    times = timeit.repeat(stmt, setup=setup, number=number, repeat=repeat, globals=globals)
    return statistics.median(t / number for t in times) * 1e6


def main():
    g = {"corral": corral, "p": corral.compile("1 + 1"), "f": {"f": lambda: 1}}
    cases = [
        ("corral.run('1 + 1')", "corral.run('1 + 1')"),
        ("corral.run(compiled '1 + 1')", "corral.run(p)"),
        ("corral.run('f()', functions=...)", "corral.run('f()', functions=f)"),
    ]
    for label, stmt in cases:
        print(f"{label:34} {median_us(stmt, globals=g):8.2f} us/call")


if __name__ == "__main__":
    main()
