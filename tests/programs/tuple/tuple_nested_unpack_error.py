# nested unpacking mismatch ends with ValueError
data = [("x", (1, 2)), ("y", (3, 4)), ("z", (5,))]
for name, (a, b) in data[:2]:
    print(name, a + b)
flat = [(name,) + nums for name, nums in data]
print(flat)
print([len(nums) for _, nums in data])
print(dict((name, sum(nums)) for name, nums in data))
for name, (a, b) in data:
    print(name, a * b)
