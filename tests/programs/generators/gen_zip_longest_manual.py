# hand-written zip_longest, interleave and round robin with iterators
def zip_longest(*iterables, fill=None):
    iters = [iter(it) for it in iterables]
    while True:
        row = []
        alive = 0
        for it in iters:
            try:
                row.append(next(it))
                alive += 1
            except StopIteration:
                row.append(fill)
        if not alive:
            return
        yield tuple(row)

def round_robin(*iterables):
    iters = [iter(it) for it in iterables]
    while iters:
        nxt = []
        for it in iters:
            try:
                yield next(it)
                nxt.append(it)
            except StopIteration:
                pass
        iters = nxt

print(list(zip_longest("abc", [1, 2], range(4), fill="-")))
print(list(zip_longest()))
print(list(round_robin("ABC", "d", "EF")))
print(list(round_robin([], [1], [2, 3, 4])))
