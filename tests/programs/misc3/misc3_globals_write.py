# writing through globals() creates and changes module variables
globals()["created"] = 42
print(created)
for i in range(3):
    globals()[f"var_{i}"] = i * i
print(var_0, var_1, var_2)
def set_global(name, value):
    globals()[name] = value
set_global("from_function", "yes")
print(from_function)
x = 1
globals()["x"] += 10
print(x)
del globals()["x"]
print("x" in globals())
print(sorted(k for k in globals() if k.startswith("var_")))
