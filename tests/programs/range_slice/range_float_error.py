# range() requires integers
n = 10
print(list(range(n // 3)))
half = n / 2
print(half, int(half), list(range(int(half))))
print(list(range(True, 4)))
print(list(range(round(2.6))), len(range(n)))
pages = 25 / 10
print("pages:", pages, round(pages), -(-25 // 10))
for i in range(half):
    print(i)
