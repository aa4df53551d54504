# exec inside functions writes to the given dict, not to the function's locals
def runner():
    scope = {"base": 5}
    exec("result = base * 3", scope)
    return scope["result"]
print(runner())
def closure_maker():
    ns = {}
    exec("def make(k):\n    def inner(x):\n        return x + k\n    return inner", ns)
    return ns["make"]
make = closure_maker()
add3 = make(3)
print(add3(4), make(10)(1))
tmpl = "{name} has {n} items"
ns = {"tmpl": tmpl}
exec("out = [tmpl.format(name=n, n=len(n)) for n in ['ab', 'xyz']]", ns)
print(ns["out"])
program = """
fib = [0, 1]
while len(fib) < 10:
    fib.append(fib[-1] + fib[-2])
"""
env = {}
exec(program, env)
print(env["fib"])
