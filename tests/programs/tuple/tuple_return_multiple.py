# functions returning several values as tuples
def stats(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / n
    return n, mean, var

def split_name(full):
    first, _, last = full.partition(" ")
    return first, last or None

result = stats([2, 4, 4, 4, 5, 5, 7, 9])
print(result)
n, mean, var = result
print(n, mean, var, var ** 0.5)
print([split_name(x) for x in ["Ada Lovelace", "Plato", "Grace Brewster Hopper"]])
def divide(a, b):
    if b == 0:
        return None, "division by zero"
    return a / b, None
for a, b in [(1, 2), (5, 0), (9, 3)]:
    value, err = divide(a, b)
    print(value, err)
