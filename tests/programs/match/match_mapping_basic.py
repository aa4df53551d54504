# mapping patterns: required keys, nested values, extra keys allowed
def handle(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", "key": "q" | "Q"}:
            return "quit"
        case {"type": "key", "key": k}:
            return f"key {k}"
        case {"type": "scroll", "delta": int(d)} if d < 0:
            return f"scroll up {-d}"
        case {"type": "scroll"}:
            return "scroll down or unknown"
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"

events = [{"type": "click", "pos": (3, 4)}, {"type": "key", "key": "Q", "mods": []},
          {"type": "key", "key": "a"}, {"type": "scroll", "delta": -3}, {"type": "scroll", "delta": 2},
          {"other": 1}, {}, [("type", "click")], "click"]
for e in events:
    print(e, "->", handle(e))
