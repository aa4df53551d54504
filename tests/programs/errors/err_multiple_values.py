# a positional and a keyword for the same parameter
def scale(value, factor=2):
    return value * factor

print(scale(3), scale(3, 10), scale(value=4), scale(factor=3, value=5))
args = (7,)
kwargs = {"factor": 0.5}
print(scale(*args), scale(*args, **kwargs))
print([scale(v, factor=-1) for v in range(3)])
print(scale(*args, value=8))
