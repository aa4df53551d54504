# a class without __add__ ends in an uncaught TypeError
class Foo:
    def __mul__(self, o):
        return "mul"

f = Foo()
print(f * 2)
try:
    2 * f
except TypeError as e:
    print("TypeError:", e)
try:
    -f
except TypeError as e:
    print("TypeError:", e)
try:
    f < f
except TypeError as e:
    print("TypeError:", e)
print(f + 1)
