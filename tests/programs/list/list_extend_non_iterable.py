# extending with a non-iterable
xs = [1, 2, 3]
xs.extend([4, 5])
xs.extend(range(6, 8))
xs.extend({"k": 0})
xs.extend(x * 10 for x in range(2))
xs.append([8, 9])
print(xs, len(xs))
print(xs[-1], xs[-1][0])
count = 10
print("extending with", count)
xs.extend(count)
