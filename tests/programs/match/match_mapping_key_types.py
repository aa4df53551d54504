# mapping patterns with non-string literal keys and value-pattern keys
class K:
    ID = "id"

def look(m):
    match m:
        case {1: "one", 2: two}:
            return f"int keys, two={two}"
        case {K.ID: ident, None: n}:
            return f"id {ident} and None key {n}"
        case {True: t}:
            return f"bool key {t}"
        case {"nested": {"deep": [_, second]}}:
            return f"second deep {second}"
    return "no match"

for m in [{1: "one", 2: "deux", 3: "x"}, {"id": 7, None: "n"}, {True: "yes"}, {1: "uno"},
          {"nested": {"deep": ["a", "b"]}}, {"nested": {"deep": ["a"]}}]:
    print(look(m))
class Mapping(dict):
    pass
match Mapping(a=1):
    case {"a": v}:
        print("dict subclass matched", v)
