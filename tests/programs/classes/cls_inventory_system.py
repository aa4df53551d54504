# a small inventory with items, __contains__, __iter__, __getitem__ by name
class Item:
    def __init__(self, name, price, qty):
        self.name, self.price, self.qty = name, price, qty
    def total(self):
        return self.price * self.qty
    def __repr__(self):
        return f"Item({self.name!r}, {self.price}, {self.qty})"

class Inventory:
    def __init__(self):
        self._items = {}
    def add(self, item):
        if item.name in self._items:
            self._items[item.name].qty += item.qty
        else:
            self._items[item.name] = item
    def __contains__(self, name):
        return name in self._items
    def __getitem__(self, name):
        return self._items[name]
    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda i: i.name))
    def __len__(self):
        return len(self._items)
    def value(self):
        return sum(i.total() for i in self)

inv = Inventory()
for it in [Item("nut", 0.5, 100), Item("bolt", 1.25, 40), Item("nut", 0.5, 20), Item("gear", 7, 3)]:
    inv.add(it)
print(len(inv), "nut" in inv, "cog" in inv)
print(list(inv))
print(inv["nut"].qty, inv.value())
print([i.name for i in inv if i.total() > 40])
inv["cog"]
