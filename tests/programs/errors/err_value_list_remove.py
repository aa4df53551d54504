# removing an item that is not in the list
guests = ["ann", "bob", "cy"]
guests.remove("bob")
print(guests)
guests.append("di")
guests.insert(0, "eve")
print(guests, "bob" in guests, guests.count("bob"))
if "bob" in guests:
    guests.remove("bob")
print(guests)
guests.remove("bob")
