# a long implicit context chain built in a loop
def build(n):
    try:
        raise ValueError("root")
    except ValueError:
        def level(i):
            try:
                if i == n:
                    raise KeyError(f"k{i}")
                level(i + 1)
            except LookupError:
                raise IndexError(f"i{i}")
        level(0)

try:
    build(3)
except IndexError as e:
    names = []
    while e is not None:
        names.append(f"{type(e).__name__}:{e.args[0]}")
        e = e.__context__
    print(names)
build(2)
