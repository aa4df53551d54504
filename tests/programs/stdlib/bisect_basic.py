import bisect
a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 3, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 4, 3), bisect.bisect_right(a, 4, 0, 3), bisect.bisect(a, 4, lo=1, hi=4), bisect.bisect(a, 100, hi=None))
print(bisect.bisect_left(a, 4, hi=-1), bisect.bisect_right(a, 4, 5, 2), bisect.bisect([], 1))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 5); bisect.insort_right(b, 5, 0, 3); bisect.insort(b, 0, hi=0)
print(b)
grades = "FDCBA"
breakpoints = [60, 70, 80, 90]
print([grades[bisect.bisect(breakpoints, s)] for s in [33, 99, 77, 70, 89, 90, 100]])
records = [("ann", 20), ("bob", 35), ("cy", 50)]
print(bisect.bisect(records, 35, key=lambda r: r[1]), bisect.bisect_left(records, 35, key=lambda r: r[1]))
bisect.insort(records, ("dee", 40), key=lambda r: r[1])
bisect.insort_left(records, ("eve", 35), key=lambda r: r[1])
print(records)
print(bisect.bisect("acegik", "f"), bisect.bisect((1.5, 2.5, 3.5), 2.5), bisect.bisect_left(range(0, 100, 10), 35))
words = ["apple", "banana", "cherry"]
bisect.insort(words, "blueberry")
print(words, bisect.bisect(words, "c"))
