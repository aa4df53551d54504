# fizzbuzz written several ways
out1 = []
for i in range(1, 16):
    if i % 15 == 0:
        out1.append("FizzBuzz")
    elif i % 3 == 0:
        out1.append("Fizz")
    elif i % 5 == 0:
        out1.append("Buzz")
    else:
        out1.append(str(i))
print(" ".join(out1))
out2 = ["Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or str(i) for i in range(1, 16)]
print(out1 == out2)
i = 1
out3 = []
while i <= 15:
    s = ""
    if not i % 3:
        s += "Fizz"
    if not i % 5:
        s += "Buzz"
    out3.append(s or str(i))
    i += 1
print(out3 == out1, out3[-1])
