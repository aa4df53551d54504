# a text adventure command parser
def parse(line):
    match line.lower().split():
        case []:
            return "say something"
        case ["look"]:
            return "you see a room"
        case ["look", "at", *obj] if obj:
            return f"you look at the {' '.join(obj)}"
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"you walk {d}"
        case ["go", other]:
            return f"you cannot go {other}"
        case ["take" | "grab", item]:
            return f"taken: {item}"
        case ["take" | "grab", *items]:
            return f"taken {len(items)} things"
        case ["drop", item, "in", container]:
            return f"{item} dropped into {container}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"

for cmd in ["", "look", "Look at the old map", "look at", "go north", "go up", "take lamp",
            "grab lamp key rope", "drop key in chest", "EXIT", "dance wildly"]:
    print(f"{cmd!r:24} -> {parse(cmd)}")
