data = [((i * 7919) % 10007, "k" + str(i % 101)) for i in range(150000)]
a = sorted(data, key=lambda t: (t[1], -t[0]))
b = sorted(data, key=lambda t: t[0] % 1000, reverse=True)
print(a[0], a[-1], b[0], b[-1], sum(x for x, _ in a[:1000]))
