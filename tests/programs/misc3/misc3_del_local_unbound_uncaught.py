# deleting a local makes later reads an UnboundLocalError
def demo():
    value = 5
    print("before del", value)
    del value
    try:
        print(value)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    value = "again"
    return value

print(demo())
def closure_del():
    v = 1
    def get():
        return v
    print(get())
    del v
    try:
        get()
    except NameError as e:
        print(type(e).__name__ + ":", e)
closure_del()
def broken():
    total = 0
    del total
    total += 1
broken()
