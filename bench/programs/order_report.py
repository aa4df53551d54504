# 80,000 dataclass orders, grouped by customer and region, ranked.
from dataclasses import dataclass, field
from collections import defaultdict


@dataclass
class Order:
    order_id: int
    customer: str
    region: str
    amount: float
    items: int
    status: str = "open"
    tags: list = field(default_factory=list)

    @property
    def is_big(self):
        return self.amount > 400


@dataclass(order=True)
class Ranked:
    total: float
    customer: str
    orders: int


STATUSES = ["open", "shipped", "delivered", "returned"]
REGIONS = ["EU", "US", "APAC", "LATAM"]
orders = []
for i in range(80000):
    o = Order(i, f"cust{(i * 7) % 1500:04d}", REGIONS[i % 4], ((i * 7919) % 50000) / 100, i % 9 + 1,
              STATUSES[(i * 3) % 4])
    if o.is_big:
        o.tags.append("big")
    orders.append(o)

by_customer = defaultdict(list)
for o in orders:
    if o.status != "returned":
        by_customer[o.customer].append(o)

ranked = sorted(
    (Ranked(round(sum(o.amount for o in os), 2), c, len(os)) for c, os in by_customer.items()),
    reverse=True,
)
for r in ranked[:5]:
    print(r)

region_stats = {}
for o in orders:
    s = region_stats.setdefault(o.region, {"n": 0, "amount": 0.0, "big": 0})
    s["n"] += 1
    s["amount"] += o.amount
    s["big"] += "big" in o.tags
for region in sorted(region_stats):
    s = region_stats[region]
    print(region, s["n"], round(s["amount"], 2), s["big"])
o = orders[12345]
print(o == Order(12345, o.customer, o.region, o.amount, o.items, o.status, list(o.tags)), o != orders[12346])
