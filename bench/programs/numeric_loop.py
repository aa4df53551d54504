total = 0
i = 0
while i < 3000000:
    total += (i * i) % 7 - (i // 3)
    i += 1
print(total)
