# typical patterns: intersection of lists, unique-order, missing items
required = ["name", "email", "age", "country"]
provided = {"email": "x@y.z", "name": "X", "phone": "123"}
missing = [f for f in required if f not in provided]
extra = sorted(set(provided) - set(required))
print(missing, extra)
a = [5, 1, 3, 3, 9, 1]
b = [3, 4, 5, 5]
common = sorted(set(a) & set(b))
print(common)
order_unique = []
seen = set()
for x in a + b:
    if x not in seen:
        seen.add(x)
        order_unique.append(x)
print(order_unique)
print(len(set(a)) == len(a), len(set(b)), sorted(set(a) ^ set(b)))
print(set(range(10)) - set(a) - set(b) == {0, 2, 6, 7, 8})
print(all(x in set(a) for x in [1, 3]), any(x in set(b) for x in [0, 1]))
