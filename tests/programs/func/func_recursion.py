# recursive functions
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

def hanoi(n, src, dst, via, moves):
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves

def permutations(xs):
    if len(xs) <= 1:
        return [xs]
    out = []
    for i in range(len(xs)):
        for p in permutations(xs[:i] + xs[i + 1:]):
            out.append([xs[i]] + p)
    return out

def power_set(xs):
    if not xs:
        return [[]]
    rest = power_set(xs[1:])
    return rest + [[xs[0]] + r for r in rest]

def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))

print(fact(20), fact(0))
print(hanoi(3, "A", "C", "B", []), len(hanoi(10, "A", "C", "B", [])))
print(permutations([1, 2, 3]))
print(sorted(power_set([1, 2, 3])))
print(ackermann(2, 3))
def depth(x):
    return 1 + max(map(depth, x), default=0) if isinstance(x, list) else 0
print(depth([1, [2, [3, [4]]], []]))
