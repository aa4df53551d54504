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
    print(f"corral.run('1 + 1'):             {median_us('corral.run(\"1 + 1\")', globals=g):7.2f} us/call")
    print(f"corral.run(compiled '1 + 1'):    {median_us('corral.run(p)', globals=g):7.2f} us/call")
    print(f"corral.run('f()', functions=..): {median_us('corral.run(\"f()\", functions=f)', globals=g):7.2f} us/call")
    try:
        import pydantic_monty  # noqa: F401  (the closest peer, if installed)
    except ImportError:
        return
    m = pydantic_monty
    if hasattr(m, "Monty"):
        g["m"] = m
        print(f"pydantic_monty Monty('1 + 1').run(): "
              f"{median_us('m.Monty(\"1 + 1\").run()', globals=g):7.2f} us/call")


if __name__ == "__main__":
    main()
