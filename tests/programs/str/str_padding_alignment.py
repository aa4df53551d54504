# center/ljust/rjust/zfill/expandtabs
print(repr("hi".center(10)), repr("hi".center(9, "*")), repr("hi".center(1)), repr("odd".center(6, "-")))
print(repr("abc".ljust(6, ".")), repr("abc".rjust(6, ".")), repr("abc".ljust(2)))
print("42".zfill(5), "-42".zfill(5), "+42".zfill(6), "abc".zfill(5), "3.14".zfill(8), "".zfill(3), "12345".zfill(3))
print(repr("a\tb\tc".expandtabs()), repr("a\tbb\tccc".expandtabs(4)), repr("\t".expandtabs(2)))
rows = [("Name", "Qty", "Price"), ("apple", 3, 1.5), ("kiwi", 12, 0.25)]
for name, qty, price in rows:
    print(str(name).ljust(8) + str(qty).rjust(5) + str(price).rjust(8))
print("|" + "title".center(20, "=") + "|")
try:
    "x".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
