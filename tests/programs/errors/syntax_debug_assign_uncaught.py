print("never")
def f():
    return 1

for __debug__ in range(3):
    pass
