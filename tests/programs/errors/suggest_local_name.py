def total(items):
    count = 0
    for x in items:
        count += x
    return conut


print(total([1, 2]))
