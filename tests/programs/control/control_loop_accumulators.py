# common accumulation patterns in loops
data = [12, -3, 45, 0, 7, -8, 22, 19]
count_pos = 0
running_max = None
evens = []
sign_changes = 0
prev = None
for x in data:
    if x > 0:
        count_pos += 1
    if running_max is None or x > running_max:
        running_max = x
    if x % 2 == 0:
        evens.append(x)
    if prev is not None and (prev < 0) != (x < 0):
        sign_changes += 1
    prev = x
print(count_pos, running_max, evens, sign_changes)
i, acc = 0, 1
while acc < 1000:
    acc *= 3
    i += 1
print(i, acc)
result = ""
for word in ["alpha", "beta", "gamma"]:
    if result:
        result += ", "
    result += word.upper()
print(result)
