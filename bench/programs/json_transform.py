# json.loads -> reshape records -> json.dumps, the way API glue code does it.
import json

users = []
for i in range(6000):
    users.append({
        "id": i,
        "name": f"user{i}",
        "email": f"user{i}@example.com",
        "active": i % 3 != 0,
        "score": (i * 37) % 1000 / 10,
        "address": {"city": ["Paris", "Lagos", "Lima", "Oslo", "Pune"][i % 5], "zip": f"{10000 + i % 900}"},
        "tags": [f"t{(i + k) % 17}" for k in range(i % 4)],
        "orders": [{"sku": f"S{(i * k) % 97}", "qty": k % 5 + 1, "price": (k * 13 % 50) + 0.99} for k in range(i % 6)],
    })
payload = json.dumps({"page": 1, "users": users})

rounds = 3
for r in range(rounds):
    data = json.loads(payload)
    by_city = {}
    for u in data["users"]:
        if not u["active"]:
            continue
        spent = sum(o["qty"] * o["price"] for o in u["orders"])
        entry = {
            "id": u["id"],
            "handle": u["email"].split("@")[0].upper(),
            "spent": round(spent, 2),
            "tags": sorted(set(u["tags"])),
            "zip": int(u["address"]["zip"]),
        }
        by_city.setdefault(u["address"]["city"], []).append(entry)
    summary = {
        city: {
            "count": len(es),
            "total": round(sum(e["spent"] for e in es), 2),
            "top": sorted(es, key=lambda e: (-e["spent"], e["id"]))[:3],
        }
        for city, es in sorted(by_city.items())
    }
    out = json.dumps(summary, sort_keys=True, indent=2)
    back = json.loads(out)
print(len(payload), len(out), sorted(back)[:3])
print(json.dumps(back["Lima"]["top"][0], sort_keys=True))
print({c: v["count"] for c, v in back.items()})
