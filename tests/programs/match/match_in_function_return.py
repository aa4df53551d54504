# match statements inside functions with early returns and loops
def count_kinds(items):
    counts = {"ints": 0, "strs": 0, "pairs": 0, "other": 0}
    for it in items:
        match it:
            case int():
                counts["ints"] += 1
            case str():
                counts["strs"] += 1
            case (_, _):
                counts["pairs"] += 1
            case _:
                counts["other"] += 1
    return counts

print(count_kinds([1, "a", (1, 2), [3, 4], 2.0, None, "b", 5]))
def first_negative(items):
    for i, it in enumerate(items):
        match it:
            case int(n) | float(n) if n < 0:
                return i, n
            case [*inner]:
                r = first_negative(inner)
                if r is not None:
                    return (i, r)
    return None
print(first_negative([1, [2, [3, -4]], -5]), first_negative([1, 2]), first_negative([0.5, -0.5]))
