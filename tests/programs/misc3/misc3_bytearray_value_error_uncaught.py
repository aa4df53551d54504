# bytearray items must be integers in range(0, 256)
ba = bytearray(4)
for i in range(4):
    ba[i] = i * 60
print(ba, list(ba))
try:
    bytearray([1, 2, 300])
except ValueError as e:
    print("ValueError:", e)
try:
    ba.append(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    bytearray("text")
except TypeError as e:
    print("TypeError:", e)
ba[0] = 256
