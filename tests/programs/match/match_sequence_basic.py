# sequence patterns match lists, tuples, ranges but not strings/bytes/dicts
def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x} {y}"
        case (x, y, z):
            return f"three: {x} {y} {z}"
        case _:
            return "other"

for v in [[], (), [1], (1,), [1, 2], (1, 2), [1, 2, 3], range(3), "ab", b"ab", {1: 2}, [1, 2, 3, 4], {1, 2}]:
    print(repr(v), "->", shape(v))
match [1, [2, 3]]:
    case [a, [b, c]]:
        print("nested", a, b, c)
match (1, 2):
    case [1, 2]:
        print("list pattern matched a tuple")
