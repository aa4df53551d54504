# format() builtin with many specs and its error messages
print(format(42), format(42, ""), format("s"), format(3.5, ""), format(None, ""))
print(format(1234.5, ",.1f"), format(-1, "+"), format(0.1, ".1%"), format(255, "#010x"))
print(format("left", "<8") + "|", format("right", ">8") + "|", format(True, "d"), format(True, ""))
print(format(10 ** 20, ","), format(2 ** 64, "x"), format(-2 ** 64, "b")[:10])
print(format(42, "05d"), format("x", "^5"), format(1.5, ".3f"))
print(format([1, 2]), format((1,), ""), format({"a": 1}))
try:
    format(42, "s")
except ValueError as e:
    print("ValueError:", e)
try:
    format("x", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format(3.5, "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format([1], ">5")
except TypeError as e:
    print("TypeError:", e)
