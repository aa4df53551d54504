# averaging helper: division error while handling empty input
def average(values):
    try:
        return sum(values) / len(values)
    except ZeroDivisionError:
        raise ValueError("average of empty sequence")

def report(groups):
    out = {}
    for name, vals in groups.items():
        try:
            out[name] = average(vals)
        except ValueError as e:
            out[name] = f"n/a ({e})"
    return out

print(report({"a": [1, 2, 3], "b": [], "c": [10]}))
print(average([4, 4]))
average([])
