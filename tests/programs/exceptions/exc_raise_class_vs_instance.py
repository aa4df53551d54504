# raising an exception class vs an instance
for thing in [ValueError, ValueError("with message"), KeyError, IndexError(3)]:
    try:
        raise thing
    except Exception as e:
        print(type(e).__name__, repr(e), str(e) == "", e.args)
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
try:
    raise "string"
except TypeError as e:
    print("TypeError:", e)
raise NotImplementedError
