# the `as` name is deleted at the end of the except block
err = "before"
try:
    raise ValueError("inside")
except ValueError as err:
    print("handling", err)
try:
    print(err)
except NameError as e:
    print("NameError:", e)
saved = None
try:
    int("q")
except ValueError as e:
    saved = e
print("saved:", saved, type(saved).__name__)
def f():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        pass
    return exc
print("calling f")
f()
