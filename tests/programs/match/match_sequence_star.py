# star patterns in sequences
def parts(seq):
    match seq:
        case [first, *middle, last]:
            return f"first={first} middle={middle} last={last}"
        case [only]:
            return f"only={only}"
        case []:
            return "empty"

for s in [[1, 2, 3, 4], [1, 2], (9,), [], range(5), "xyz".split("y")]:
    print(repr(s), "->", parts(s))

def head_tail(seq):
    match seq:
        case [head, *tail]:
            return head, tail
    return None

print(head_tail([1]), head_tail((1, 2, 3)), head_tail([]))
def ends(seq):
    match seq:
        case [*_, "end"]:
            return "ends with end"
        case ["start", *rest]:
            return f"starts, then {len(rest)} more"
        case [*all_items]:
            return f"all items: {all_items}"
print(ends(["a", "end"]), ends(["start", 1, 2]), ends(("x", "y")))
print(type(head_tail((1, 2, 3))[1]).__name__)
