# "in" on a generator consumes items up to the match
def gen():
    for i in range(6):
        print("  yield", i)
        yield i

g = gen()
print(2 in g)
print("remaining:", list(g))
g = gen()
print(10 in g)
print("remaining:", list(g))
class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 5:
            raise StopIteration
        return self.i
it = It()
print(3 in it, next(it), 3 in it)
