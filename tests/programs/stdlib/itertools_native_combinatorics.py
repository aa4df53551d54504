# product, permutations, combinations, combinations_with_replacement.
import itertools
from itertools import combinations, combinations_with_replacement as cwr, permutations, product

print(list(product('ab', range(2))), list(product()), list(product([])), list(product('ab', [])))
print(list(product('ab', repeat=2)), list(product(repeat=3)), list(product('ab', repeat=0)), list(product([], repeat=0)))
print(len(list(product(range(3), range(4), range(5)))), list(product((1, 2), 'x', repeat=2))[:3])
log = []
def src():
    for i in range(2):
        log.append(i)
        yield i
p = product(src(), 'ab')
print(type(p).__name__, log, next(p), list(p))
log.clear()
print(list(product(src(), repeat=0)), log)
print(sum(1 for _ in product(range(10), repeat=4)))

print(list(permutations('abc')), list(permutations('abc', 2)), list(permutations('abc', 0)))
print(list(permutations('abc', 4)), list(permutations([])), list(permutations([], 0)), list(permutations('ab', None)))
print(len(list(permutations(range(6)))), list(permutations(range(4)))[-3:], type(permutations('')).__name__)
print(list(permutations(iterable='ab', r=1)), list(permutations('aa')))

print(list(combinations('abcd', 2)), list(combinations('abc', 0)), list(combinations('abc', 4)), list(combinations([], 0)))
print(list(combinations(range(5), 5)), len(list(combinations(range(20), 3))), list(combinations(r=1, iterable='xy')))
print(list(cwr('abc', 2)), list(cwr('ab', 0)), list(cwr([], 0)), list(cwr([], 2)), list(cwr('a', 3)))
print(len(list(cwr(range(5), 3))), type(cwr('', 1)).__name__, type(combinations('', 1)).__name__)

class Idx:
    def __index__(self):
        return 2
print(list(combinations('abc', Idx())), list(cwr('ab', True)))
it = permutations('ab')
print(next(it), next(it), list(it), list(it))

for bad in ["product(1)", "product([], repeat=-1)", "product([], repeat=1.5)", "product([], foo=1)",
            "product([], repeat=1, foo=1)", "product([1], repeat=10**30)",
            "permutations()", "permutations(1)", "permutations([], 1.5)", "permutations([], -1)",
            "permutations([], 1, 2)", "permutations([], x=1)", "permutations('ab', Idx())",
            "combinations()", "combinations([])", "combinations([], -1)", "combinations([], 1.5)",
            "combinations(1, 2)", "combinations([], 'a')", "combinations('a', 1, 2)",
            "cwr()", "cwr([], -1)", "cwr('ab')", "cwr(1, 1)"]:
    try:
        eval(bad)
        print(bad, 'ok')
    except Exception as e:
        print(bad, type(e).__name__, e)
list(combinations('ab', -2))
