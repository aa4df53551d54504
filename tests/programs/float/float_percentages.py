# percentages and ratios typical of reports
sales = {"north": 1200.5, "south": 980.25, "east": 1500.0, "west": 730.75}
total = sum(sales.values())
print(total)
for region, amount in sales.items():
    share = amount / total
    print(f"{region:<6}{amount:>10.2f}{share:>8.1%}{share * 100:>8.3f}")
growth = [(100, 110), (250, 240), (80, 80), (3, 4.5)]
for old, new in growth:
    print(old, new, round((new - old) / old * 100, 2))
print(round(sum(v / total for v in sales.values()), 12))
