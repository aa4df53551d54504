# builtins applied to lists
xs = [4, 8, 15, 16, 23, 42]
print(len(xs), sum(xs), max(xs), min(xs), sum(xs) / len(xs))
print(list(reversed(xs)), sorted(xs, reverse=True), list(enumerate(xs, 1))[:3])
print(any(x > 40 for x in xs), all(x > 0 for x in xs), any([]), all([]))
print(list(map(str, xs)), list(filter(lambda x: x % 2, xs)))
print(list(zip(xs, xs[1:])), [b - a for a, b in zip(xs, xs[1:])])
print(list(range(5)), list("abc"), list((1, 2)), list({"k": 1, "j": 2}))
print(xs * 2, [0] * 5, [[]] * 2, xs + [99])
print(list(), [] + [], [1] * 0)
print(len(xs), 15 in xs, xs[2], xs[-1])
