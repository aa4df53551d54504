# Set displays print in CPython's hash-table order, not insertion order.
print({3, 1, 2})
print({7, 8})
print({8, 7})
print({100, 5, 37})
print({-1, -2, 0, 1, 2})
print({-2, -1})
print({16, 8, 0, 1, 2, 32})
print({32, 16, 8, 2, 1, 0})
print({1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1})
# duplicates in a constant display keep the first key
print({1, 1.0, True, 2, 2.0})
print({0, False, 0.0, -0.0})
# non-constant displays add one element at a time
a, b, c, d, e, f = 16, 8, 0, 1, 2, 32
print({a, b, c, d, e, f})
print({f, e, d, c, b, a})
xs = [16, 8, 0, 1, 2, 32]
print({*xs})
print({*xs, 64, 128})
print({64, *xs})
print({*xs, *[40, 48, 56]})
print({x for x in xs})
# a display iterated by a for loop is a frozenset built element by element
for x in {16, 8, 0, 1, 2, 32}:
    print(x, end=" ")
print()
print([x for x in {16, 8, 0, 1, 2, 32}])
print({2**61 - 1, 0, 2**61, 1, -(2**61)})
print({-5, 5, -3, 3, -9, 9, 17, -17})
print({10**20, 10**19, 10**18, 7})
