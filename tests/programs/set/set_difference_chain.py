# chained set expressions and precedence
a = set(range(10))
b = set(range(5, 15))
c = {0, 7, 14}
print(sorted(a - b - c), sorted(a - (b - c)))
print(sorted(a & b | c), sorted(a & (b | c)))
print(sorted(a ^ b ^ c), sorted((a | b) - (a & b)) == sorted(a ^ b))
print(sorted(a | b & c), sorted((a | b) & c))
x = a.union(b).difference(c).intersection(range(3, 12))
print(sorted(x))
print(len(a | b | c), min(a ^ b), max(b - a))
print(sorted(set.union(a, b, c))[:5], sorted(set.intersection(a, b)))
