# consecutive grouping (like itertools.groupby) with generators
def groupby(iterable, key=lambda x: x):
    it = iter(iterable)
    try:
        cur = next(it)
    except StopIteration:
        return
    group = [cur]
    k = key(cur)
    for x in it:
        kx = key(x)
        if kx == k:
            group.append(x)
        else:
            yield k, group
            k, group = kx, [x]
    yield k, group

print([(k, "".join(g)) for k, g in groupby("aaabccdddd")])
print(list(groupby([1, 3, 5, 2, 4, 7], key=lambda n: n % 2)))
def rle(s):
    return "".join(f"{len(g)}{k}" for k, g in groupby(s))
print(rle("WWWWBBBWWCCCCC"), rle(""), list(groupby([])))
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
print([(k, g) for k, g in groupby(words, key=lambda w: w[0])])
