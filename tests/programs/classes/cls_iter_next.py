# user iterator classes: __iter__ returning self, __next__ raising StopIteration
class Countdown:
    def __init__(self, start):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

class Repeat:
    def __init__(self, items, times):
        self.items, self.times = items, times
    def __iter__(self):
        for _ in range(self.times):
            for it in self.items:
                yield it

print(list(Countdown(5)))
c = Countdown(3)
print(next(c), next(c), next(c), next(c, "done"))
print(list(c))
r = Repeat("ab", 3)
print("".join(r), list(r))
it = iter(Countdown(2))
print(type(it).__name__, next(it))
for i, v in enumerate(Countdown(3), 1):
    print(i, v)
print(sum(Countdown(100)), max(Countdown(4)), sorted(Countdown(4)))
