# using an undefined name ends with NameError
prices = [1.25, 2.5, 4.0]
subtotal = sum(prices)
print("subtotal", subtotal)
discount = 0.1
print("discount", subtotal * discount)
taxed = round(subtotal * 1.2, 2)
print("taxed", taxed)
grand_total = subtotal - subtotal * discount + shipping_fee
print(grand_total)
