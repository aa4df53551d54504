# not enough values to unpack
rows = [(1, "a", True), (2, "b", False), (3, "c")]
for row in rows[:2]:
    n, s, flag = row
    print(n, s, flag)
print(len(rows[2]))
try:
    a, b, c, d = rows[0]
except ValueError as e:
    print("ValueError:", e)
for n, s, flag in rows:
    print(n, s, flag)
