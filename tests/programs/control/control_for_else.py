# for loops with else clauses, nested break
def first_negative(xs):
    for i, x in enumerate(xs):
        if x < 0:
            print("first negative at", i, "=", x)
            break
    else:
        print("no negatives in", xs)

first_negative([3, 1, -4, 1, -5])
first_negative([2, 7])
first_negative([])
for a in range(1, 10):
    for b in range(a, 10):
        if a * b == 24:
            print("found", a, b)
            break
    else:
        continue
    break
print("a, b =", a, b)
for ch in "python":
    if ch in "aeiou":
        print("vowel", ch)
        break
else:
    print("no vowel")
for i in range(3):
    pass
else:
    print("i ended at", i)
