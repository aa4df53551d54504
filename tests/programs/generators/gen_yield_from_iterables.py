# yield from works with any iterable
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        n = self.n
        while n:
            yield n
            n -= 1

def everything():
    yield from [1, 2]
    yield from "ab"
    yield from range(3, 5)
    yield from (x * x for x in range(3))
    yield from {"k1": 1, "k2": 2}
    yield from Countdown(3)
    yield from ()
    r = yield from []
    yield r

print(list(everything()))
def flatten_once(lists):
    for l in lists:
        yield from l
print(list(flatten_once([[1], [2, 3], [], [4]])))
