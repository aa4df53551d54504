# raise ... from ... with a KeyError as cause
PRICES = {"apple": 0.5, "bread": 2.25}
def price_of(item):
    try:
        return PRICES[item]
    except KeyError as e:
        raise ValueError(f"unknown item: {item}") from e

cart = ["apple", "bread", "apple", "caviar"]
total = 0
for item in cart:
    total += price_of(item)
    print(item, total)
