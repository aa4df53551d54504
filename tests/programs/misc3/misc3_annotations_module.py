# module-level variable annotations populate __annotations__
count: int = 0
name: str
ratio: float = 0.5
items: list = [1, 2]
print(__annotations__)
print("name" in globals(), count, ratio)
name = "assigned later"
print(name, sorted(__annotations__))
class Holder:
    pass
h = Holder()
h.attr: int = 5
d = {}
d["key"]: str = "value"
print(h.attr, d, sorted(__annotations__))
for i in range(2):
    loop_var: int = i
print(__annotations__.get("loop_var"))
(parenthesized): int = 3
print(parenthesized, "parenthesized" in __annotations__)
