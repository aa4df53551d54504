# del removes a name binding; using it afterwards is a NameError
x = 10
y = [x, x]
del x
print(y, "x" in globals())
x = "rebound"
print(x)
a = b = c = 1
del a, b
print("c" in globals(), "a" in globals(), "b" in globals())
try:
    del a
except NameError as e:
    print("NameError:", e)
for i in range(3):
    pass
del i
print(c + 1)
print(x, y)
del y
print(y)
