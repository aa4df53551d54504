# evaluating expression trees made of tuples with match
def ev(node, env):
    match node:
        case int() | float():
            return node
        case str(name):
            return env[name]
        case ("neg", x):
            return -ev(x, env)
        case ("+", x, y):
            return ev(x, env) + ev(y, env)
        case ("*", x, y):
            return ev(x, env) * ev(y, env)
        case ("-", x, y):
            return ev(x, env) - ev(y, env)
        case ("let", str(name), value, body):
            return ev(body, {**env, name: ev(value, env)})
        case ("sum", *terms):
            return sum(ev(t, env) for t in terms)
        case _:
            raise ValueError(f"bad node {node!r}")

env = {"x": 3, "y": 4}
exprs = [5, "x", ("neg", "y"), ("+", "x", ("*", 2, "y")), ("let", "z", 10, ("-", "z", "x")),
         ("sum", 1, 2, "x", ("neg", 1)), ("sum",)]
for e in exprs:
    print(e, "=", ev(e, env))
try:
    ev(("/", 1, 2), env)
except ValueError as err:
    print("ValueError:", err)
