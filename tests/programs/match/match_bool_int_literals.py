# True/False/None are compared by identity; ints by equality (so True matches 1)
def lit(v):
    match v:
        case True:
            return "True literal"
        case 0:
            return "zero literal"
        case None:
            return "None literal"
        case 1:
            return "one literal"
    return "no match"

for v in [True, 1, 1.0, False, 0, 0.0, None, 2]:
    print(repr(v), "->", lit(v))
def nums(v):
    match v:
        case 1:
            return "equal to 1"
    return "not 1"
print(nums(True), nums(1.0), nums(1 + 0j), nums("1"))
