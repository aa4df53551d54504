# NotImplemented from both sides, comparisons falling back
class A:
    def __add__(self, o):
        print("A.__add__")
        return NotImplemented
    def __eq__(self, o):
        print("A.__eq__")
        return NotImplemented
    def __lt__(self, o):
        print("A.__lt__")
        return NotImplemented

class B:
    def __radd__(self, o):
        print("B.__radd__")
        return "B handled"
    def __eq__(self, o):
        print("B.__eq__")
        return NotImplemented
    def __gt__(self, o):
        print("B.__gt__")
        return "B gt"

a, b = A(), B()
print(a + b)
print(a == b)
print(a < b)
print(a != b)
try:
    a < A()
except TypeError as e:
    print("TypeError:", e)
try:
    a + 1
except TypeError as e:
    print("TypeError:", e)
class Sub(B):
    def __radd__(self, o):
        print("Sub.__radd__ first")
        return "sub"
print(B() == Sub())
