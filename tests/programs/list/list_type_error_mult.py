# multiplying a list by a non-int ends with TypeError
xs = [1, 2]
print(xs * 3, 3 * xs)
n = 2.0
print(xs * int(n))
print(xs * True)
try:
    xs + (3,)
except TypeError as e:
    print("TypeError:", e)
try:
    xs * xs
except TypeError as e:
    print("TypeError:", e)
print(xs * n)
