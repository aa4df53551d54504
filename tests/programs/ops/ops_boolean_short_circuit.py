# and/or return operands and short-circuit
log = []
def f(name, val):
    log.append(name)
    return val

print(0 and 1, 1 and 0, 1 and 2, [] and "x", "a" and "b")
print(0 or 1, 1 or 0, "" or [] or None, None or "default", [] or {} or 0)
print(f("a", 0) and f("b", 1), log)
log.clear()
print(f("a", 1) or f("b", 1), log)
log.clear()
print(f("a", 1) and f("b", 0) or f("c", "c"), log)
print(not 0, not "", not "x", not not [1], not None)
name = ""
print(name or "anonymous", (name and name.upper()) or "N/A")
config = {"debug": False}
print(config.get("debug") or "unset", config.get("verbose") is None)
x = 5
print(x > 3 and x < 10, x > 3 and "big", x < 3 and "small", x < 3 or x * 2)
