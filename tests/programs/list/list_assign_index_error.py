# assignment to an index past the end
slots = [None] * 3
for i in range(3):
    slots[i] = i * i
print(slots)
slots[-1] = "last"
print(slots)
slots.insert(10, "appended")
print(slots, len(slots))
slots[len(slots) - 1] = "end"
print(slots)
slots[len(slots)] = "oops"
