# counting and grouping with dicts
log = """GET /index 200
POST /login 302
GET /index 200
GET /about 404
GET /index 500
POST /login 200
GET /about 200"""
by_path = {}
by_status = {}
for line in log.splitlines():
    method, path, status = line.split()
    by_path.setdefault(path, []).append(int(status))
    by_status[status] = by_status.get(status, 0) + 1
print(by_path)
print(by_status)
print(sorted(by_status.items(), key=lambda kv: (-kv[1], kv[0])))
errors = {p: [s for s in ss if s >= 400] for p, ss in by_path.items()}
print({p: e for p, e in errors.items() if e})
rate = {p: round(sum(s < 400 for s in ss) / len(ss), 3) for p, ss in by_path.items()}
print(rate)
methods = {}
for line in log.splitlines():
    m = line.split()[0]
    methods[m] = methods.get(m, 0) + 1
print(max(methods, key=methods.get), methods)
