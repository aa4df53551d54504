# KeyError deep inside nested access
users = {
    "u1": {"name": "Ann", "address": {"city": "Lyon", "zip": "69001"}},
    "u2": {"name": "Ben", "address": {"city": "Nice"}},
}
for uid in sorted(users):
    info = users[uid]
    addr = info["address"]
    print(uid, info["name"], addr["city"], addr.get("zip", "-"))
print({uid: u["address"].get("zip") for uid, u in users.items()})
for uid in sorted(users):
    print(users[uid]["address"]["zip"])
