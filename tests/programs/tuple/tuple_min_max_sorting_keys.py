# tuple keys for multi-criteria min/max/sort
players = [("ann", 12, 3.5), ("bob", 12, 2.0), ("cy", 9, 4.5), ("di", 15, 1.0), ("eve", 9, 4.5)]
print(max(players, key=lambda p: (p[1], -p[2])))
print(min(players, key=lambda p: (p[2], p[0])))
print(sorted(players, key=lambda p: (-p[1], p[2], p[0])))
print([p[0] for p in sorted(players, key=lambda p: (p[2], p[1]), reverse=True)])
ranked = sorted(players, key=lambda p: p[1:], reverse=True)
for rank, (name, score, time) in enumerate(ranked, 1):
    print(f"{rank}. {name:<4} {score:>3} {time:>4.1f}")
print(tuple(sorted((3, 1, 2))), sorted(((1, "b"), (1, "a"), (0, "z"))))
