# range index errors and value errors, ends with IndexError
r = range(3, 30, 3)
print(r.index(9), r.index(27))
try:
    r.index(10)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
print(r[len(r) - 1], r[-len(r)])
print(r[len(r)])
