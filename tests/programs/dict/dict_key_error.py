# missing key ends with KeyError
prices = {"apple": 0.5, "pear": 0.75, "kiwi": 0.2}
order = ["apple", "kiwi", "mango", "pear"]
total = 0
for item in order:
    if item in prices:
        total += prices[item]
print(round(total, 2))
print(prices.get("mango", "not sold"))
for item in order:
    print(item, prices[item])
