# Warehouse inventory simulation: dicts of lists (FIFO lots), orders, restocks, and reports.
from collections import defaultdict

SKUS = [f"SKU-{k:03d}" for k in range(120)]
WAREHOUSES = ["AMS", "BOS", "CPT", "DEL"]

stock = {w: defaultdict(list) for w in WAREHOUSES}  # warehouse -> sku -> [[qty, cost], ...] lots
log = []
shortfalls = defaultdict(int)
revenue = 0.0
cogs = 0.0

for day in range(300):
    for k in range(40):
        w = WAREHOUSES[(day + k) % 4]
        sku = SKUS[(day * 7 + k * 11) % len(SKUS)]
        stock[w][sku].append([(day * k) % 30 + 10, round(1 + ((day + k) % 50) / 10, 2)])
    for k in range(160):
        w = WAREHOUSES[(day * 3 + k) % 4]
        sku = SKUS[(day * 13 + k * 5) % len(SKUS)]
        want = (k * 7 + day) % 12 + 1
        lots = stock[w][sku]
        got = 0
        while lots and got < want:
            lot = lots[0]
            take = min(lot[0], want - got)
            lot[0] -= take
            got += take
            cogs += take * lot[1]
            if lot[0] == 0:
                lots.pop(0)
        revenue += got * 4.5
        if got < want:
            shortfalls[sku] += want - got
        log.append((day, w, sku, got))

on_hand = {w: sum(q for lots in skus.values() for q, _ in lots) for w, skus in stock.items()}
value = {w: round(sum(q * c for lots in skus.values() for q, c in lots), 2) for w, skus in stock.items()}
per_day = defaultdict(int)
for day, w, sku, got in log:
    per_day[day % 7] += got
print(len(log), round(revenue, 2), round(cogs, 2))
print(on_hand)
print(value)
print(sorted(shortfalls.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
print(sorted(per_day.items()))
