# str/repr/bin/oct/hex of ints
nums = [0, 7, -7, 255, -255, 4096, 10 ** 20, -(2 ** 65)]
for n in nums:
    print(str(n), repr(n), bin(n), oct(n), hex(n))
print(str(12345678901234567890123456789))
print(len(str(2 ** 1000)))
print(str(-0), str(+0))
print(format(255, "b"), format(255, "o"), format(255, "x"), format(255, "X"))
print(format(255, "#b"), format(255, "#o"), format(255, "#x"), format(255, "#X"))
print(format(1234567, ","), format(1234567, "_"), format(-1234567, ",d"))
print(format(0xDEADBEEF, "_x"))
print(format(42, "08d"), format(-42, "08d"), format(42, "+d"), format(42, " d"))
print(str(True), str(False), repr(True))
digits = [int(c) for c in str(2 ** 50)]
print(digits, sum(digits))
