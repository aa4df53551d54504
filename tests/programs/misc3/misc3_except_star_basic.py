# except* handles matching parts of an exception group
def run(excs):
    try:
        raise ExceptionGroup("batch", excs)
    except* ValueError as eg:
        print("  ValueErrors:", [str(e) for e in eg.exceptions], type(eg).__name__)
    except* TypeError as eg:
        print("  TypeErrors:", [str(e) for e in eg.exceptions])
    print("  after try")

run([ValueError("v1"), TypeError("t1"), ValueError("v2")])
run([TypeError("only type")])
try:
    run([KeyError("k"), ValueError("v")])
except ExceptionGroup as rest:
    print("leftover:", repr(rest))
try:
    raise ValueError("naked")
except* ValueError as eg:
    print("naked exception wrapped:", repr(eg))
