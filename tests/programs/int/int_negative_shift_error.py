# ends with ValueError: negative shift count
print(1 << 5, 64 >> 3)
shifts = [3, 2, 1, 0]
for s in shifts:
    print(s, 1 << s, 1000 >> s)
try:
    print(1 >> -1)
except ValueError as e:
    print("caught:", e)
n = -1
print(8 << n)
