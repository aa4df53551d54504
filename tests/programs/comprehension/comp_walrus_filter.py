# walrus inside comprehensions binds in the enclosing scope
data = ["12", "x", "7", "300", "", "45"]
parsed = [n for s in data if s.isdigit() and (n := int(s)) < 100]
print(parsed, n)
values = [y for x in range(6) if (y := x * x) % 2 == 0]
print(values, y)
lines = ["key=value", "novalue", "a=b=c", "=empty"]
pairs = [(k, v) for line in lines if (parts := line.split("=", 1)) and len(parts) == 2 for k, v in [parts]]
print(pairs)
total = 0
running = [total := total + v for v in [1, 2, 3, 4]]
print(running, total)
