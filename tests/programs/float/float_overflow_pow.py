# float power overflow ends the program
print(2.0 ** 1000)
print(10.0 ** 300, 10.0 ** -300)
print((-2.0) ** 3, (-8.0) ** 2)
try:
    print(10.0 ** 400)
except OverflowError as e:
    print("caught:", e)
r = 1.5
for i in range(5):
    r = r ** 10
    print(i, r)
