# retry helper raising a final error from the last failure
class RetryError(Exception):
    def __init__(self, attempts):
        super().__init__(f"gave up after {attempts} attempts")
        self.attempts = attempts

def flaky_factory(successes_after):
    calls = {"n": 0}
    def flaky():
        calls["n"] += 1
        if calls["n"] <= successes_after:
            raise ConnectionError(f"attempt {calls['n']} failed")
        return f"ok on attempt {calls['n']}"
    return flaky

def retry(fn, attempts):
    last = None
    for _ in range(attempts):
        try:
            return fn()
        except ConnectionError as e:
            print("  retrying after:", e)
            last = e
    raise RetryError(attempts) from last

print(retry(flaky_factory(2), 5))
retry(flaky_factory(10), 3)
