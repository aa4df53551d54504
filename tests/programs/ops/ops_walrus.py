# assignment expressions (walrus)
data = [3, 8, 1, 9, 4, 12, 7]
if (n := len(data)) > 5:
    print("long list", n)
print([y for x in data if (y := x * 2) > 10])
print(y)
total = 0
values = iter([5, 10, 0, 15])
while (v := next(values)) != 0:
    total += v
print(total, v)
stats = {"min": (lo := min(data)), "max": (hi := max(data)), "span": hi - lo}
print(stats, lo, hi)
line_parts = [p for raw in ["a=1", "b", "c=3"] if len(p := raw.split("=")) == 2]
print(line_parts)
print((z := 5) + z, z)
def first_long(words):
    for w in words:
        if (l := len(w)) > 4:
            return w, l
    return None
print(first_long(["hi", "hello", "hey"]), first_long([]))
