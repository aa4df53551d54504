# with targets: tuple unpacking, attributes and subscripts
class Pair:
    def __enter__(self):
        return (1, [2, 3])
    def __exit__(self, *a):
        print("pair exit")

with Pair() as (a, (b, c)):
    print(a, b, c)
class Holder:
    pass
h = Holder()
d = {}
with Pair() as h.value:
    print("attr", h.value)
with Pair() as d["key"]:
    print("item", d)
with Pair() as (first, *rest):
    print(first, rest)
lst = [None, None]
with Pair() as lst[1]:
    pass
print(lst)
