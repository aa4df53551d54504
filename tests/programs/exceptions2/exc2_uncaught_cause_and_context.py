# an exception with both a cause and a (shadowed) context
try:
    raise ValueError("context one")
except ValueError:
    try:
        try:
            raise KeyError("cause one")
        except KeyError as k:
            raise TypeError("final") from k
    except TypeError as t:
        print("cause:", repr(t.__cause__), "context:", repr(t.__context__))
        print("context's context:", repr(t.__context__.__context__))
    raise LookupError("really final") from IndexError("explicit cause")
