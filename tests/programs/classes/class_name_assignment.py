class A:
    class Inner: pass
A.__name__ = "B"
A.Inner.__qualname__ = "X.Y"
print(A.__name__, A.__qualname__, type(A()).__name__, A, A.Inner, repr(A()).split(" at ")[0])
try:
    A.__name__ = 5
except TypeError as e:
    print(e)
import sys, heapq
print(type(sys.stdout).__name__, type(heapq.merge([1], [2])).__name__)
def f(): pass
f.__name__ = "g"; print(f.__name__, f.__qualname__)
