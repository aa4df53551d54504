# combining class, mapping and sequence patterns
class Order:
    __match_args__ = ("customer", "lines")
    def __init__(self, customer, lines):
        self.customer, self.lines = customer, lines

def describe(o):
    match o:
        case Order({"name": name, "vip": True}, [_, *_] as lines):
            return f"VIP {name} with {len(lines)} lines"
        case Order({"name": name}, []):
            return f"{name} has an empty order"
        case Order({"name": name}, [{"sku": sku, "qty": 1}]):
            return f"{name} buys one {sku}"
        case Order({"name": name}, [*lines]):
            qty = sum(l.get("qty", 0) for l in lines)
            return f"{name} buys {qty} items"
        case _:
            return "not an order"

orders = [Order({"name": "ann", "vip": True}, [{"sku": "a", "qty": 2}]),
          Order({"name": "bob"}, []),
          Order({"name": "cy", "vip": False}, [{"sku": "pen", "qty": 1}]),
          Order({"name": "di"}, [{"sku": "x", "qty": 3}, {"sku": "y", "qty": 4}]),
          Order({"name": "vip-less", "vip": True}, []),
          {"name": "raw"}]
for o in orders:
    print(describe(o))
