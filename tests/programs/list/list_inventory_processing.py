# processing a list of records: filter, aggregate, report
inventory = [
    {"sku": "A1", "name": "bolt", "qty": 120, "price": 0.05},
    {"sku": "B2", "name": "nut", "qty": 0, "price": 0.03},
    {"sku": "C3", "name": "washer", "qty": 75, "price": 0.02},
    {"sku": "D4", "name": "screw", "qty": 300, "price": 0.04},
    {"sku": "E5", "name": "anchor", "qty": 12, "price": 0.35},
]
in_stock = [i for i in inventory if i["qty"] > 0]
print([i["sku"] for i in in_stock])
values = [(i["name"], round(i["qty"] * i["price"], 2)) for i in inventory]
print(values)
print(sorted(values, key=lambda v: v[1], reverse=True)[:3])
total = sum(v for _, v in values)
print(round(total, 2))
low = [i["name"] for i in inventory if i["qty"] < 50]
print("reorder:", ", ".join(low))
by_price = sorted(inventory, key=lambda i: i["price"])
print([(i["name"], i["price"]) for i in by_price])
for i in inventory:
    i["qty"] -= min(i["qty"], 10)
print([i["qty"] for i in inventory])
