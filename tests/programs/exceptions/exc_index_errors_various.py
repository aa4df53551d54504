# IndexError messages from different sequence types
cases = [
    lambda: [1, 2][5],
    lambda: (1,)[3],
    lambda: "ab"[9],
    lambda: b"ab"[9],
    lambda: range(3)[3],
    lambda: [].pop(),
    lambda: [1].pop(4),
    lambda: b""[0],
]
for c in cases:
    try:
        c()
    except IndexError as e:
        print("IndexError:", e)
lst = [1, 2, 3]
try:
    lst[10] = 0
except IndexError as e:
    print("IndexError:", e)
try:
    del lst[10]
except IndexError as e:
    print("IndexError:", e)
print(lst[-4])
