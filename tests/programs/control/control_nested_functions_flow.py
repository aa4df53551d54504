# early returns, guard clauses and loop control inside functions
def process(orders):
    results = []
    for order in orders:
        if not order:
            results.append("skip-empty")
            continue
        if order.get("cancelled"):
            results.append(f"cancelled-{order['id']}")
            continue
        qty = order.get("qty", 0)
        if qty <= 0:
            results.append(f"bad-qty-{order['id']}")
            continue
        if qty > 100:
            results.append(f"stop-at-{order['id']}")
            break
        results.append(f"ok-{order['id']}x{qty}")
    else:
        results.append("all-processed")
    return results

print(process([{"id": 1, "qty": 2}, {}, {"id": 2, "cancelled": True}, {"id": 3, "qty": 0}, {"id": 4, "qty": 5}]))
print(process([{"id": 5, "qty": 500}, {"id": 6, "qty": 1}]))
print(process([]))
