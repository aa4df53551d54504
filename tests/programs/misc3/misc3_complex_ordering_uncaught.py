# complex numbers support == but not ordering
a, b = 1 + 1j, 2 + 2j
print(a == b, a != b, a == 1 + 1j, 1j == 1j)
print(hash(1 + 0j) == hash(1), hash(2.0 + 0j) == hash(2))
print({1 + 0j: "a", 1: "b"})
for op in ["<", "<=", ">", ">="]:
    try:
        eval(f"a {op} b")
    except TypeError as e:
        print("TypeError:", e)
try:
    int(1j)
except TypeError as e:
    print("TypeError:", e)
try:
    float(2 + 0j)
except TypeError as e:
    print("TypeError:", e)
print(sorted([3j, 1j]))
