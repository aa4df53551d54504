# % is formatting for strings and modulo for numbers
print(17 % 5, -17 % 5, 17.5 % 5, "%d%%" % 50, "%s" % 17)
print("%5.2f|%-6d|%06.1f" % (3.14159, 42, -2.5))
rate = 0.256
print("rate: %.1f%%" % (rate * 100))
for n in range(1, 16):
    print(n % 3 == 0 and n % 5 == 0 and "FizzBuzz" or n % 3 == 0 and "Fizz" or n % 5 == 0 and "Buzz" or n, end=" ")
print()
print("%(a)s %(b)d" % {"a": "x", "b": 2}, "%c%c" % (72, "i"))
print(divmod(-17, 5), (-17) // 5 * 5 + (-17) % 5)
