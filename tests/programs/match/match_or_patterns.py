# OR patterns, including with captures bound in every alternative
def normalize(cmd):
    match cmd:
        case "n" | "north" | "up":
            return "N"
        case "s" | "south" | "down":
            return "S"
        case ("go" | "move", direction):
            return f"move {direction}"
        case [x, 0] | [0, x]:
            return f"axis value {x}"
        case {"dir": d} | {"direction": d}:
            return f"dict dir {d}"
        case int() | float():
            return "number"
        case _:
            return "?"

for c in ["n", "up", "south", ("go", "east"), ("move", "west"), [5, 0], [0, 7], [1, 1],
          {"dir": "w"}, {"direction": "e"}, 3, 4.5, "x"]:
    print(repr(c), "->", normalize(c))
