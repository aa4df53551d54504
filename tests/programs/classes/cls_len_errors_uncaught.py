# len() of an object without __len__ is a TypeError
class Sized:
    def __len__(self):
        return 7

class Big:
    def __len__(self):
        return 2 ** 70

class Weird:
    def __len__(self):
        return "3"

print(len(Sized()))
for cls in (Big, Weird):
    try:
        len(cls())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
class Unsized:
    pass
len(Unsized())
