# when no case matches, execution continues after the match statement
results = []
for v in [1, "two", 3.0, None, [4]]:
    matched = "none"
    match v:
        case int():
            matched = "int"
        case str():
            matched = "str"
    results.append((v, matched))
print(results)
x = "unchanged"
match 10:
    case 1:
        x = "one"
    case 2:
        x = "two"
print(x)
def f(v):
    match v:
        case 0:
            return "zero"
print(f(0), f(1))
