# AS patterns bind the matched subject or sub-pattern
def analyze(v):
    match v:
        case [int() as a, int() as b] as pair:
            return f"int pair {a},{b} whole={pair}"
        case [(1 | 2 | 3) as small, *rest]:
            return f"starts small {small}, rest {rest}"
        case {"k": [x, y] as lst}:
            return f"dict with list {lst} ({x}+{y}={x + y})"
        case str() as s if len(s) > 3:
            return f"long string {s}"
        case (_ as anything):
            return f"fallback {anything!r}"

for v in [[1, 2], [2, "a", "b"], {"k": [3, 4]}, "hello", "hi", [9, 9, 9]]:
    print(analyze(v))
