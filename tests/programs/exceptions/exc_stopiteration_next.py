# StopIteration from next() on an exhausted iterator
it = iter([10, 20])
print(next(it))
print(next(it))
print(next(it, None))
try:
    next(it)
except StopIteration as e:
    print("StopIteration caught", repr(e), e.args)
words = iter("ab")
print([next(words), next(words)])
letters = iter({"x": 1})
print(next(letters))
print(next(letters))
