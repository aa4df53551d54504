# A dict of 1,000,000 int -> (i, i) tuples.
d = {i: (i, i) for i in range(1000000)}
print(len(d), d[999999])
