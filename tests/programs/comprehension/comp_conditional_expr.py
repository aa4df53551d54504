# conditional expressions inside comprehensions
temps = [-5, 0, 12, 25, 31, 18]
print(["freezing" if t <= 0 else "cold" if t < 15 else "warm" if t < 28 else "hot" for t in temps])
print([t if t > 0 else 0 for t in temps])
print([t for t in temps if t > 0 if t < 30])
print({t: ("even" if t % 2 == 0 else "odd") for t in temps})
print(sum(t for t in temps if t > 0) / len([t for t in temps if t > 0]))
print([(t, "*" * (t // 5) if t > 0 else "-") for t in temps])
print([w.capitalize() if i % 2 == 0 else w.upper() for i, w in enumerate("one two three four".split())])
flags = [True, False, True]
print(["on" if f else "off" for f in flags], [not f for f in flags])
print([x if x % 3 else "fizz" for x in range(1, 10) if x % 2])
