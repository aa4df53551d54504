# parenthesized (group) patterns
def check(x):
    match x:
        case (0):
            return "zero in parens"
        case ((1 | 2) as small):
            return f"small {small}"
        case ([(a), (b)]):
            return f"pair {a},{b}"
        case ((("deep"))):
            return "deep string"
        case (_):
            return "anything"

for v in [0, 1, 2, [5, 6], (7, 8), "deep", 9]:
    print(repr(v), "->", check(v))
