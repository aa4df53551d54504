# float + str is a TypeError
price = 9.99
qty = 3
print(price * qty)
label = "total: "
print(label + str(price * qty))
print(label + format(price * qty, ".2f"))
print(label + repr(round(price * qty, 1)))
print(f"{label}{price * qty:.3f}")
print(price + label)
