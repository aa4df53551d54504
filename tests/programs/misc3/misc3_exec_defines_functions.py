# exec of code defining functions and classes used afterwards
src = '''
def greet(name):
    return "hello " + name

class Counter:
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self.n

results = [greet(w) for w in ("a", "b")]
'''
ns = {}
exec(src, ns)
print(ns["results"])
print(ns["greet"]("world"))
c = ns["Counter"]()
print(c.inc(), c.inc(), type(c).__name__)
exec("def square(x):\n    return x * x")
print(square(9))
r = exec("1 + 1")
print(r)
exec("for i in range(3):\n    print('loop', i)")
exec("import_free = [i for i in range(4)]")
print(import_free)
