x = None
try:
    x |= None
except TypeError as e:
    print(e)
try:
    x += 1
except TypeError as e:
    print(e)
y = [1]
try:
    y -= 1
except TypeError as e:
    print(e)
try:
    s = "a"; s *= "b"
except TypeError as e:
    print(e)
try:
    z = 1; z @= 2
except TypeError as e:
    print(e)
try:
    z = {1}; z ^= [1]
except TypeError as e:
    print(e)
try:
    None | None
except TypeError as e:
    print(e)
print(None | int, int | None)
t = None
t |= int
print(t)
