# manual takewhile/dropwhile/accumulate/pairwise
def takewhile(pred, it):
    for x in it:
        if not pred(x):
            return
        yield x

def dropwhile(pred, it):
    it = iter(it)
    for x in it:
        if not pred(x):
            yield x
            break
    yield from it

def accumulate(it, fn=lambda a, b: a + b):
    it = iter(it)
    try:
        total = next(it)
    except StopIteration:
        return
    yield total
    for x in it:
        total = fn(total, x)
        yield total

def pairwise(it):
    it = iter(it)
    prev = next(it, None)
    for x in it:
        yield prev, x
        prev = x

nums = [1, 4, 6, 4, 1, 8]
print(list(takewhile(lambda x: x < 5, nums)), list(dropwhile(lambda x: x < 5, nums)))
print(list(accumulate(nums)), list(accumulate(nums, max)), list(accumulate([])))
print(list(pairwise("abcd")), list(pairwise([1])))
print([b - a for a, b in pairwise(accumulate(range(6)))])
