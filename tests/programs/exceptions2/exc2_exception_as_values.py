# exceptions returned, stored, raised later, and classes chosen dynamically
def safe_div(a, b):
    try:
        return a / b, None
    except Exception as e:
        return None, e

results = [safe_div(1, 2), safe_div(1, 0), safe_div("a", 1)]
for val, err in results:
    print(val, type(err).__name__ if err else None, err)
errors = {"zero": ZeroDivisionError, "value": ValueError, "key": KeyError}
for name in ["key", "zero", "value"]:
    try:
        raise errors[name](f"made from {name}")
    except (ZeroDivisionError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
pending = ValueError("stored earlier")
try:
    raise pending
except ValueError as e:
    print(e is pending, e)
