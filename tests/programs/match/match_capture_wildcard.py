# capture patterns bind names; _ never binds
def first_word(cmd):
    match cmd.split():
        case []:
            return "empty"
        case [word]:
            return f"single {word}"
        case [word, _]:
            return f"pair starting {word}"
        case [word, *_]:
            return f"long starting {word}"

for c in ["", "go", "go north", "pick up the key"]:
    print(repr(c), "->", first_word(c))
match 42:
    case value:
        print("captured", value)
print("still bound:", value)
match (1, 2):
    case (a, _):
        print("a =", a)
try:
    print(_)
except NameError as e:
    print("NameError:", e)
