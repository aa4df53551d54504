# practical conversions with floats and rounding
def c_to_f(c):
    return c * 9 / 5 + 32

def f_to_c(f):
    return (f - 32) * 5 / 9

for c in range(-40, 101, 20):
    print(c, c_to_f(c), round(f_to_c(c_to_f(c)), 10))
print([round(f_to_c(f), 2) for f in (0, 32, 98.6, 212, 451)])
miles = [1, 5, 10, 26.2188]
print([round(m * 1.609344, 3) for m in miles])
prices = [19.99, 5.49, 3.0, 0.99]
subtotal = sum(prices)
tax = subtotal * 0.0825
print(subtotal, round(tax, 2), round(subtotal + tax, 2))
print(f"{subtotal:.2f} {tax:.2f} {subtotal + tax:.2f}")
