# unary -, +, ~ and not on various types
for v in [0, 5, -5, 2.5, -0.0, True, False, 10 ** 20]:
    print(repr(v), -v, +v, not v)
for v in [0, 5, -5, True, 255]:
    print(v, ~v, ~~v)
print(-(-(-1)), +-+-1, not not 0)
try:
    -"abc"
except TypeError as e:
    print("TypeError:", e)
try:
    ~1.5
except TypeError as e:
    print("TypeError:", e)
try:
    +[1]
except TypeError as e:
    print("TypeError:", e)
