# generator expressions are lazy; next(x for x in it) stops at first match
def noisy(seq):
    for x in seq:
        print("  producing", x)
        yield x

ge = (x * 10 for x in noisy([1, 2, 3, 4]))
print("genexp created")
print(next(ge))
print(next(ge))
print(list(ge))
first_even = next(x for x in noisy([3, 5, 6, 7, 8]) if x % 2 == 0)
print("first even:", first_even)
print(next((x for x in [1, 3] if x > 5), "none found"))
squares = (i * i for i in range(5))
print(sum(squares), sum(squares))
print(type(x for x in []).__name__)
print(any(x > 2 for x in noisy([1, 5, 2])))
print(all(x < 3 for x in noisy([1, 5, 2])))
