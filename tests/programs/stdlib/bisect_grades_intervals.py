import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])
a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x, 2, 5), bisect.bisect_left(a, x, lo=3))
rows = [("alice", 31), ("bob", 25), ("cy", 40)]
rows.sort(key=lambda r: r[1])
ages = [r[1] for r in rows]
print(bisect.bisect_left(rows, 30, key=lambda r: r[1]), bisect.bisect_right(rows, 40, key=lambda r: r[1]))
bisect.insort(rows, ("dan", 33), key=lambda r: r[1])
print(rows)
s = []
for v in [5, 1, 4, 1, 3, 9]:
    bisect.insort(s, v)
print(s)
bisect.insort_left(s, 4)
bisect.insort_right(s, 4, 0, 3)
print(s)
def count_in_range(sorted_list, lo, hi):
    return bisect.bisect_right(sorted_list, hi) - bisect.bisect_left(sorted_list, lo)
print(count_in_range([1, 3, 3, 5, 8, 13], 3, 8), count_in_range([], 0, 1))
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
print(index(a, 7))
try:
    index(a, 3)
except ValueError as e:
    print("ValueError:", e)
for label, fn in [
    ("lo neg", lambda: bisect.bisect_left([1], 1, -1)),
    ("none", lambda: bisect.bisect(None, 1)),
    ("mixed", lambda: bisect.bisect([1, 2], "a")),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
print(bisect.bisect_left(a, 4, hi=100) if False else bisect.bisect_right("aceg", "d"), bisect.bisect([1.5, 2.5], 2))
