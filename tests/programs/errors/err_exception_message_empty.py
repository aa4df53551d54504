# raising an exception class without arguments
def require(cond):
    if not cond:
        raise ValueError
    return "ok"

print(require(True))
print(require(1 < 2))
try:
    require(0)
except ValueError as e:
    print("caught", repr(e), repr(str(e)))
print(require([]))
