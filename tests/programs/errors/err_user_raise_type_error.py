# explicit TypeError raised for bad input
def mean(values):
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"mean() expects a list or tuple, got {type(values).__name__}")
    if not values:
        raise ValueError("mean() of empty sequence")
    return sum(values) / len(values)

print(mean([1, 2, 3]))
print(mean((2.5, 3.5)))
print(mean("123"))
