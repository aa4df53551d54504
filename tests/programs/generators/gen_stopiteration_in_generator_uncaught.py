# PEP 479: StopIteration escaping a generator body becomes RuntimeError
def first_of_each(iterables):
    for it in iterables:
        yield next(iter(it))

def safe_first(iterables):
    for it in iterables:
        try:
            yield next(iter(it))
        except StopIteration:
            return

print(list(first_of_each(["abc", [1, 2], (9,)])))
print(list(safe_first(["xy", [], "z"])))
try:
    list(first_of_each(["ok", ""]))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__)
def explicit():
    yield 1
    raise StopIteration("explicit")
print(list(explicit()))
