import sys


class Failure(SystemExit):
    pass


def run(jobs):
    failed = [j for j in jobs if j % 3 == 0]
    print("failed jobs:", failed)
    if failed:
        raise Failure(1)


try:
    run([1, 2])
except SystemExit as e:
    print("code", e.code)
finally:
    print("cleanup")
print("giving up", file=sys.stderr)
run(range(10))
