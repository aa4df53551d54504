# comprehensions consuming generators and nested generator expressions
def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i

print([x * 3 for x in evens(10)])
print({x: [y for y in evens(x)] for x in evens(7)})
print({x % 4 for x in evens(20)})
matrix = ((i * 3 + j for j in range(3)) for i in range(3))
print([list(row) for row in matrix])
print([list(row) for row in matrix])
print(sum(sum(row) for row in ((i * j for j in range(4)) for i in range(4))))
print([(a, b) for a in evens(5) for b in evens(a + 1) if a != b])
gen_of_gens = (evens(k) for k in range(1, 6))
print([len(list(g)) for g in gen_of_gens])
