# __class_getitem__ makes Cls[...] work (implicitly a classmethod)
class Box:
    def __class_getitem__(cls, item):
        name = item.__name__ if isinstance(item, type) else repr(item)
        return f"{cls.__name__}[{name}]"

print(Box[int], Box[str], Box["x"], Box[3])

class Typed:
    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        return [p.__name__ for p in params]

print(Typed[int, float], Typed[bool])
class Sub(Box):
    pass
print(Sub[list])
print(list[int], dict[str, int], tuple[int, ...])
try:
    object()[0]
except TypeError as e:
    print("TypeError:", e)
class NoCGI:
    pass
try:
    NoCGI[int]
except TypeError as e:
    print("TypeError:", e)
