# float exponentiation overflow in compound growth
balance = 1000.0
rate = 1.5
for years in [10, 100, 1000]:
    value = balance * rate ** years
    print(years, f"{value:.4e}")
print("int math still works:", len(str(3 ** 2000)))
print(2.0 ** 1023, 2.0 ** -1074)
print(10.0 ** 308 * 10)
print(balance * rate ** 2000)
