# literal patterns: numbers, strings, None, booleans, negative and float literals
def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case "hello":
            return "greeting"
        case "":
            return "empty string"
        case None:
            return "nothing"
        case True:
            return "true"
        case False:
            return "false"
        case b"raw":
            return "bytes"
        case 1j:
            return "imaginary"
        case _:
            return f"other {x!r}"

for v in [0, 1, 3, -1, 2.5, "hello", "", None, True, False, b"raw", 1j, 4, "x", 0.0, [], 3.0]:
    print(repr(v), "->", describe(v))
