# float + str is a TypeError
price = 9.99
qty = 3
print(price * qty)
label = "total: "
print(label + str(price * qty))
print(label + format(price * qty, ".2f"))
print(price + label)
