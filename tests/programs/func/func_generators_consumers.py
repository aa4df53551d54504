# functions that take iterables and use generator expressions
def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else None

def top_n(pairs, n):
    return sorted(pairs, key=lambda p: p[1], reverse=True)[:n]

def normalize(words):
    return [w.strip().lower() for w in words if w.strip()]

print(mean(x for x in range(10)), mean([]), mean((2.5, 3.5)))
print(top_n({"a": 3, "b": 9, "c": 5}.items(), 2))
print(normalize(["  Hi ", "", "THERE", "   "]))
def pipeline(data, *steps):
    for step in steps:
        data = step(data)
    return data
print(pipeline(range(10), lambda d: (x * x for x in d), lambda d: (x for x in d if x % 2), list))
print(pipeline("a b c", str.split, lambda ws: "-".join(ws), str.upper))
