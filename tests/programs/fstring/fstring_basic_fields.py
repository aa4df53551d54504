# basic f-string fields and expressions
name = "World"
n = 42
pi = 3.14159
items = ["a", "b"]
d = {"key": "value", "n": 3}
print(f"Hello, {name}!")
print(f"{n} {n + 1} {n * 2} {n // 5} {n % 5} {-n}")
print(f"{pi} {pi * 2} {round(pi, 2)}")
print(f"{items} {items[0]} {len(items)} {d['key']} {d}")
print(f"{name.upper()} {name[::-1]} {name!r} {'nested quotes'}")
print(f"{'yes' if n > 40 else 'no'} {[x * 2 for x in range(3)]}")
print(f"{{braces}} {{{n}}} {{}}")
print(f"{None} {True} {False} {1e20} {0.1 + 0.2}")
print(f"{(lambda x: x + 1)(1)} {sum(range(10))}")
print(f"multi {n}" f" part {name}" " plain")
print(f"{3 + 4 = }".replace(" = ", "="))
print(F"capital F {n}", rf"raw \n {n}", fr"also raw \t {name}")
print(f"{d['n'] * 'ab'}", f"{'-' * 10}")
