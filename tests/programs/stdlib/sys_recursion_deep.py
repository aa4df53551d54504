import sys
sys.setrecursionlimit(60)
def f(n):
    return f(n + 1) if n < 1000 else n
try:
    f(0)
except RecursionError as e:
    print(e)
sys.setrecursionlimit(500)
print(f(900) if False else "skip")
def g(n):
    return 0 if n == 0 else 1 + g(n - 1)
print(g(400))
g(600)
