# while loops with else, break and continue
n = 0
while n < 5:
    n += 1
    if n == 3:
        continue
    print("n =", n)
else:
    print("loop finished normally")

def find_divisor(x):
    d = 2
    while d * d <= x:
        if x % d == 0:
            print(x, "has divisor", d)
            break
        d += 1
    else:
        print(x, "is prime")

for x in [15, 17, 49, 97, 1]:
    find_divisor(x)
count = 10
while True:
    count -= 3
    if count < 0:
        break
print("count", count)
i = 0
while i < 3:
    print("outer", i)
    i += 1
else:
    print("else after", i)
