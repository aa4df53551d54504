# order-preserving dedupe, merging sorted lists, rotating
def dedupe(xs):
    seen = []
    out = []
    for x in xs:
        if x not in seen:
            seen.append(x)
            out.append(x)
    return out

print(dedupe([3, 1, 3, 2, 1, 4]), dedupe("mississippi"), dedupe([]))

def merge(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out

print(merge([1, 4, 9], [2, 3, 10, 11]), merge([], [1]), merge([5], []))

def rotate(xs, k):
    if not xs:
        return xs
    k %= len(xs)
    return xs[-k:] + xs[:-k]

print([rotate([1, 2, 3, 4, 5], k) for k in (0, 1, 2, 5, 7, -1)])
print(list(dict.fromkeys([5, 3, 5, 1, 3])))
