# iterating over dicts in common ways
stock = {"apples": 5, "pears": 0, "plums": 12}
for k in stock:
    print(k, end=" ")
print()
for k, v in stock.items():
    print(f"{k}={v}", end="; ")
print()
for i, (k, v) in enumerate(sorted(stock.items(), key=lambda kv: kv[1]), 1):
    print(i, k, v)
print(sum(stock.values()), [k for k, v in stock.items() if not v])
print(list(zip(stock, stock.values())))
inverted = {}
for k, v in stock.items():
    inverted.setdefault(v > 0, []).append(k)
print(inverted)
keys = list(stock)
for k in keys:
    stock[k.upper()] = stock.pop(k)
print(stock)
print(next(iter(stock)), next(iter(stock.values())), list(reversed(stock)))
