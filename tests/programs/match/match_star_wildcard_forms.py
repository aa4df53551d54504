# *_ and *name in different positions, with fixed-length checks
def info(seq):
    match seq:
        case [*_, 0, 0]:
            return "ends with two zeros"
        case [0, *_, 0]:
            return "zero at both ends"
        case [_, _, *_, _, _] as long_one:
            return f"at least four ({len(long_one)})"
        case [*init, x] if x == sum(init):
            return f"last is the sum of {init}"
        case _:
            return "other"

for s in [[1, 0, 0], [0, 5, 0], [1, 2, 3, 4, 5], [1, 2, 3], [1, 2], [0, 0], [7], []]:
    print(s, "->", info(s))
