# except* sees leaf exceptions inside nested groups, preserving structure
try:
    raise ExceptionGroup("top", [
        ValueError("v1"),
        ExceptionGroup("mid", [TypeError("t1"), ValueError("v2")]),
        ExceptionGroup("other", [TypeError("t2")]),
    ])
except* ValueError as eg:
    print("values:", repr(eg))
except* TypeError as eg:
    print("types:", repr(eg))
def leaves(eg):
    for e in eg.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
big = ExceptionGroup("x", [ExceptionGroup("y", [ExceptionGroup("z", [OSError(1)])]), OSError(2)])
print([e.args for e in leaves(big)])
try:
    raise big
except* OSError as eg:
    print("all OSErrors:", [e.args[0] for e in leaves(eg)])
