# instance __dict__ and vars(), modifying through the dict
class Item:
    kind = "thing"
    def __init__(self, name, qty):
        self.name = name
        self.qty = qty

it = Item("bolt", 10)
print(it.__dict__)
print(vars(it) is it.__dict__)
it.__dict__["color"] = "red"
print(it.color, sorted(vars(it)))
vars(it)["qty"] += 5
print(it.qty)
del it.__dict__["name"]
print(hasattr(it, "name"), it.kind)
print("kind" in vars(Item), "__init__" in vars(Item), "qty" in vars(Item))
print(sorted(k for k in vars(Item) if not k.startswith("__")))
e = Item("e", 0)
e.__dict__.update(a=1, b=2)
print(sorted(e.__dict__.items()))
try:
    vars(5)
except TypeError as ex:
    print("TypeError:", ex)
