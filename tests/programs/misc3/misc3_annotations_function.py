# function annotations are evaluated and stored in __annotations__
def area(w: float, h: float = 1.0, *, unit: str = "m") -> str:
    return f"{w * h}{unit}2"

print(area(2, 3), area(2.5, unit="cm"))
print(area.__annotations__)
print(sorted(area.__annotations__), area.__annotations__["return"] is str)
def plain(a, b):
    return a
print(plain.__annotations__)
def fancy(x: "a string annotation", *args: int, **kwargs: "kw") -> None:
    pass
print(fancy.__annotations__)
def computed(n: 1 + 2, m: [int, str], k: {"key": list}) -> (lambda: 0).__name__:
    pass
print(computed.__annotations__)
lam = lambda x: x
print(lam.__annotations__)
def f(a: int): pass
f.__annotations__["b"] = bool
print(f.__annotations__)
