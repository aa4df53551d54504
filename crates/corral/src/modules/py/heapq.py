"""heapq for corral: the native heap functions of _heapq plus merge."""

from _heapq import heapify, heappop, heappush, heappushpop, heapreplace, nlargest, nsmallest


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into one sorted stream (stable: on ties the
    earlier input comes first)."""
    return (_merge_reverse if reverse else _merge)(iterables, key)


def _merge(iterables, key):
    # Heap entries are [key, input number, value, iterator]: the input
    # number breaks ties, so values and iterators are never compared.
    h = []
    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            h.append([value if key is None else key(value), order, value, it])
            break
    heapify(h)
    while len(h) > 1:
        entry = h[0]
        yield entry[2]
        for value in entry[3]:
            entry[0] = value if key is None else key(value)
            entry[2] = value
            heapreplace(h, entry)
            break
        else:
            heappop(h)
    if h:
        yield h[0][2]
        yield from h[0][3]


_merge.__name__ = _merge.__qualname__ = 'merge'


def _merge_reverse(iterables, key):
    heads = []
    for it in iterables:
        it = iter(it)
        for first in it:
            heads.append([first, first if key is None else key(first), it])
            break
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if heads[best][1] < heads[i][1]:
                best = i
        entry = heads[best]
        yield entry[0]
        for nxt in entry[2]:
            entry[0] = nxt
            entry[1] = nxt if key is None else key(nxt)
            break
        else:
            del heads[best]


_merge_reverse.__name__ = _merge_reverse.__qualname__ = 'merge'
