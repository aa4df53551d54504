# **rest captures the remaining items of a mapping
def split_config(cfg):
    match cfg:
        case {"name": str(name), "version": v, **rest}:
            return name, v, rest
        case {"name": name, **rest}:
            return name, None, rest
        case {**everything}:
            return None, None, everything

for cfg in [{"name": "app", "version": 2, "debug": True, "port": 80},
            {"name": "lib", "license": "MIT"},
            {"name": 5, "version": 1},
            {"x": 1}, {}]:
    name, version, rest = split_config(cfg)
    print(name, version, sorted(rest.items()))
match {"a": 1, "b": 2}:
    case {"a": 1, **rest} if not rest:
        print("exactly a")
    case {"a": 1, **rest}:
        print("a plus", rest, type(rest).__name__)
