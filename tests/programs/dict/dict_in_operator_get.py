# membership tests on dicts check keys, not values
phone = {"ann": "555-1234", "bob": "555-9876"}
print("ann" in phone, "555-1234" in phone, "555-1234" in phone.values(), ("bob", "555-9876") in phone.items())
print("carl" not in phone, len(phone))
lookup = ["ann", "carl", "bob", "dee"]
for name in lookup:
    number = phone.get(name)
    if number is None:
        print(name, "-> unknown")
    else:
        print(name, "->", number)
found = {n: phone[n] for n in lookup if n in phone}
print(found)
print([phone.get(n, "?") for n in lookup])
print(dict.get(phone, "ann"), phone.get("bob"), list(phone.keys()))
