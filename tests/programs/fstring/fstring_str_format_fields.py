# str.format: auto/explicit numbering, keywords, index and attribute access
print("{} {} {}".format("a", "b", "c"))
print("{2} {1} {0} {1}".format("x", "y", "z"))
print("{greet}, {name}!".format(greet="Hi", name="Bo"))
print("{0[0]}-{0[2]} {1[key]} {1[other]}".format("abc", {"key": 1, "other": [2]}))
nested = {"user": {"name": "ann", "langs": ["py", "rs"]}}
print("{0[user][name]} knows {0[user][langs][1]}".format(nested))
print("{x.real} {x.imag} {y.__name__}".format(x=7, y=len))
print("{:>{}}|".format("r", 6), "{:{}^{}}".format("c", "*", 7))
print("{0:d} {0:x} {0:o} {0:b} {0:e}".format(100))
print("{name:*^10} {n:+05d}".format(name="mid", n=7))
print("{} {{}} {}".format(1, 2))
items = ["first", "second"]
print("{0} then {1}".format(*items), "{a}{b}".format(**{"a": "A", "b": "B"}))
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{missing}".format(present=1)
except KeyError as e:
    print("KeyError:", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
