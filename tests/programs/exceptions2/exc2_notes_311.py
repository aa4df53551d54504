# add_note / __notes__ (new in 3.11)
e = ValueError("base")
print(hasattr(e, "__notes__"))
e.add_note("first note")
e.add_note("second note")
print(e.__notes__)
try:
    e.add_note(42)
except TypeError as err:
    print("TypeError:", err)
def process(item):
    try:
        return 10 / item
    except ZeroDivisionError as err:
        err.add_note(f"while processing item {item!r}")
        raise
results = []
for item in [5, 0, 2]:
    try:
        results.append(process(item))
    except ZeroDivisionError as err:
        print(err, err.__notes__)
print(results)
