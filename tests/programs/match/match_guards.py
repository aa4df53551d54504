# guards: evaluated only after the pattern matches; bindings visible in guard
def grade(score):
    match score:
        case int(s) | float(s) if s < 0 or s > 100:
            return "invalid"
        case s if s >= 90:
            return "A"
        case s if s >= 80:
            return "B"
        case s if s >= 70:
            return "C"
        case _:
            return "F"

print([grade(s) for s in [95, 85.5, 70, 42, -3, 101, 90]])
def pairs(p):
    match p:
        case (x, y) if x == y:
            return "equal"
        case (x, y) if x > y:
            return "descending"
        case (x, y):
            return "ascending"
print([pairs(p) for p in [(1, 1), (3, 2), (2, 3)]])
