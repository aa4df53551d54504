# chunking and sliding windows over arbitrary iterables
def chunks(iterable, n):
    batch = []
    for x in iterable:
        batch.append(x)
        if len(batch) == n:
            yield tuple(batch)
            batch = []
    if batch:
        yield tuple(batch)

def windows(iterable, n):
    win = []
    for x in iterable:
        win.append(x)
        if len(win) > n:
            win.pop(0)
        if len(win) == n:
            yield tuple(win)

print(list(chunks(range(10), 3)))
print(list(chunks("abcdef", 2)), list(chunks([], 4)))
print(list(windows(range(6), 3)))
print(["".join(w) for w in windows("hello", 2)])
print([sum(w) / 3 for w in windows([3, 6, 9, 12, 15], 3)])
print(list(windows([1, 2], 5)))
