# objects without __enter__/__exit__ cannot be used in with
class OnlyExit:
    def __exit__(self, *a):
        pass

class OnlyEnter:
    def __enter__(self):
        return self

for obj in [OnlyExit(), 42, "text"]:
    try:
        with obj:
            pass
    except TypeError as e:
        print("TypeError:", e)
with OnlyEnter():
    print("never printed")
