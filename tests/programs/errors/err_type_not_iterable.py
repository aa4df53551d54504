# iterating over an int
def total(values):
    s = 0
    for v in values:
        s += v
    return s

print(total([1, 2, 3]))
print(total(range(5)))
print(total((4,)))
print(total(7))
