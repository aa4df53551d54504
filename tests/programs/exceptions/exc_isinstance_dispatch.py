# inspecting exceptions with isinstance and type
def classify(exc):
    if isinstance(exc, LookupError):
        return "lookup"
    if isinstance(exc, ArithmeticError):
        return "math"
    if isinstance(exc, (TypeError, ValueError)):
        return "data"
    return "other"

samples = []
for thunk in [lambda: {}[0], lambda: 2 ** 10000 * 1.0, lambda: int([]), lambda: [].index(0), lambda: 5 % 0]:
    try:
        thunk()
    except Exception as e:
        samples.append(e)
for e in samples:
    print(type(e).__name__, classify(e), isinstance(e, Exception), isinstance(e, ArithmeticError))
print([type(e).__name__ for e in samples if isinstance(e, ValueError)])
