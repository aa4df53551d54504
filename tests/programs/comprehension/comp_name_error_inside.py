# a NameError raised inside a list comprehension
rates = {"usd": 1.0, "eur": 0.92, "gbp": 0.79}
amounts = [10, 25, 100]
print([round(a * rates["eur"], 2) for a in amounts])
print({cur: [round(a * r, 1) for a in amounts] for cur, r in rates.items()})
converted = [a * rates[cur] for a in amounts for cur in ("usd", "gbp")]
print([round(a / rates[c], 2) for a in amounts for c in sorted(rates) if c != "usd"])
print(max(rates, key=rates.get), [c for c in rates if rates[c] < 1])
print(converted)
print([a * fee_rate for a in amounts])
