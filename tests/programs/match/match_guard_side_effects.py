# guard evaluation order and side effects; captures happen even if the guard fails
calls = []
def check(tag, result):
    calls.append(tag)
    return result

for subject in [(1, 2), (3, 3), "x"]:
    calls.clear()
    match subject:
        case (a, b) if check("g1", a > b):
            res = "g1"
        case (a, b) if check("g2", a == b):
            res = "g2"
        case (a, b) if check("g3", True):
            res = "g3"
        case _ if check("g4", True):
            res = "g4"
    print(subject, res, calls)
match (10, 20):
    case (p, q) if p > q:
        pass
    case _:
        pass
print("bound by failed-guard case:", p, q)
