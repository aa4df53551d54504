import sys
print(sys.getrecursionlimit())
sys.setrecursionlimit(120)
print(sys.getrecursionlimit())
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
d = depth(0)
print(90 < d < 120)
for bad in [0, -5]:
    try:
        sys.setrecursionlimit(bad)
    except ValueError as e:
        print(e)
try:
    sys.setrecursionlimit(2.5)
except TypeError as e:
    print(e)
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
