# None in slices means "use the default"
s = list(range(6))
print(s[None:None], s[None:3], s[3:None], s[None:None:-1], s[None:None:2])
start = None
stop = 4
print(s[start:stop], s[slice(start, stop)])
def window(seq, lo=None, hi=None, step=None):
    return seq[lo:hi:step]
print(window("abcdef"), window("abcdef", 2), window("abcdef", hi=-1), window("abcdef", step=-2))
print(window((1, 2, 3), 1, None, None), window(b"xyz", None, None, -1))
sl = slice(None, None, None)
print(sl.start is None, sl.indices(3), s[sl] == s)
print(slice(None, 2).indices(10), slice(-2, None).indices(10))
