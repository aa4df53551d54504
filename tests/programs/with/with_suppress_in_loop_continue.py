# suppressing errors per-iteration, keeping going
class Ignore:
    def __init__(self, *kinds):
        self.kinds = kinds
        self.count = 0
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et and issubclass(et, self.kinds):
            self.count += 1
            return True

ign = Ignore(ValueError, ZeroDivisionError)
parsed = []
for token in ["4", "x", "0", "2", "?", "8"]:
    with ign:
        n = int(token)
        parsed.append(100 // n)
        continue
    parsed.append(f"skip {token}")
print(parsed, ign.count)
