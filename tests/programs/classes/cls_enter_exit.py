# context manager protocol via __enter__/__exit__ on a user class
class Tag:
    depth = 0
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("  " * Tag.depth + f"<{self.name}>")
        Tag.depth += 1
        return self
    def __exit__(self, et, ev, tb):
        Tag.depth -= 1
        print("  " * Tag.depth + f"</{self.name}>")
        return False

with Tag("html"):
    with Tag("body") as b:
        print("  " * Tag.depth + "name=" + b.name)
        with Tag("p"), Tag("b"):
            print("  " * Tag.depth + "text")
print(Tag.depth)
