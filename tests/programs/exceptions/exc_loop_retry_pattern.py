# retry loop with exception handling and a final failure
def flaky(attempt):
    if attempt < 3:
        raise ConnectionError(f"attempt {attempt}: connection refused")
    if attempt == 3:
        raise TimeoutError("attempt 3: timed out")
    return "connected"

for attempt in range(1, 6):
    try:
        result = flaky(attempt)
    except ConnectionError as e:
        print("retrying after", e)
        continue
    except OSError as e:
        print("os-level error:", type(e).__name__, e)
        continue
    print("result:", result, "on attempt", attempt)
    break
print(issubclass(ConnectionError, OSError), issubclass(TimeoutError, OSError))
def must_succeed():
    for i in range(1, 3):
        try:
            return flaky(i)
        except ConnectionError:
            pass
    raise RuntimeError("gave up after 2 attempts")
must_succeed()
