# yield from a non-iterable fails when the generator reaches it
def mixed(parts):
    for p in parts:
        print("  delegating to", type(p).__name__)
        yield from p

print(list(mixed([[1], "ab", range(2)])))
g = mixed([[1, 2], 42, [3]])
print(next(g), next(g))
next(g)
