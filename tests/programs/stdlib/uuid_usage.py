import uuid, json
ns = uuid.uuid5(uuid.NAMESPACE_URL, "https://corral.example/tenants")
def tenant_id(name):
    return str(uuid.uuid5(ns, name))
records = [{"id": tenant_id(n), "name": n} for n in ["acme", "globex", "initech"]]
print(json.dumps(records, indent=1))
by_id = {r["id"]: r for r in records}
print(by_id[tenant_id("globex")]["name"])
short = uuid.UUID(records[0]["id"]).hex[:12]
print(short)
u = uuid.UUID(records[1]["id"])
print(u.urn, uuid.UUID(u.urn) == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u)
