# assert with a formatted message fails
inventory = {"apples": 5, "pears": 2, "plums": -1}
for item, qty in inventory.items():
    assert isinstance(qty, int), f"{item}: quantity must be int"
    print(item, "type ok")
total = sum(inventory.values())
print("total", total)
assert total > 0, "inventory is empty"
for item, qty in inventory.items():
    assert qty >= 0, f"{item}: negative quantity {qty}"
    print(item, "quantity ok")
