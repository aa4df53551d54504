# adding an int and a str
ages = {"ann": 31, "bob": "27", "cy": 45}
print({k: type(v).__name__ for k, v in ages.items()})
fixed = {k: int(v) for k, v in ages.items()}
print(sum(fixed.values()))
total = 0
for name in ["ann", "cy", "bob"]:
    print("adding", name, repr(ages[name]))
    total = total + ages[name]
    print("total", total)
