parts = []
for i in range(200000):
    s = "item-" + str(i)
    if i % 3 == 0:
        s = s.upper()
    parts.append(s[::-1])
text = ",".join(parts)
print(len(text), text[:40], text.count("M"))
