# one try with several handlers, tuple handlers and handler order
def risky(kind):
    if kind == "zero":
        return 1 / 0
    if kind == "index":
        return [1][5]
    if kind == "key":
        return {"a": 1}["b"]
    if kind == "type":
        return len(5)
    if kind == "value":
        return float("abc")
    if kind == "attr":
        return "s".nope
    return "fine"

for kind in ["zero", "index", "key", "type", "value", "attr", "none"]:
    try:
        print(kind, "->", risky(kind))
    except (IndexError, KeyError) as e:
        print(kind, "lookup:", type(e).__name__, e)
    except ZeroDivisionError as e:
        print(kind, "math:", e)
    except (TypeError, ValueError) as e:
        print(kind, "bad input:", e)
    except Exception as e:
        print(kind, "other:", type(e).__name__, e)
