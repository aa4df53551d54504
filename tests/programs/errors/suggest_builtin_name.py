values = [3, 1, 2]
prnt(sorted(values))
