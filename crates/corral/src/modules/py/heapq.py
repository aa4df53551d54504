"""heapq for corral: the native heap functions of _heapq plus merge."""

from _heapq import heapify, heappop, heappush, heappushpop, heapreplace, nlargest, nsmallest


def merge(*iterables, key=None, reverse=False):
    # A linear scan over the current heads instead of a heap: the output
    # (including the order of equal items, earliest iterable first) is the
    # same, and the number of inputs is usually small.
    heads = []
    for it in iterables:
        it = iter(it)
        for first in it:
            heads.append([first, key(first) if key is not None else first, it])
            break
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if reverse:
                if heads[best][1] < heads[i][1]:
                    best = i
            elif heads[i][1] < heads[best][1]:
                best = i
        entry = heads[best]
        yield entry[0]
        for nxt in entry[2]:
            entry[0] = nxt
            entry[1] = key(nxt) if key is not None else nxt
            break
        else:
            del heads[best]
