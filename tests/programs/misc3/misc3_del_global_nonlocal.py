# del of global and nonlocal names
counter = 10
def remove_global():
    global counter
    del counter

remove_global()
print("counter" in globals())
def recreate():
    global counter
    counter = 99
recreate()
print(counter)
def outer():
    x = "outer x"
    def inner():
        nonlocal x
        del x
    inner()
    try:
        return x
    except NameError as e:
        return f"{type(e).__name__}: {e}"
print(outer())
