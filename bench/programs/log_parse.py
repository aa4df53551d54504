# Parse synthetic web-server log lines with `re` and aggregate per endpoint/status.
import re
from collections import defaultdict

METHODS = ["GET", "POST", "PUT", "DELETE"]
PATHS = ["/api/users", "/api/orders", "/api/items/42", "/health", "/login", "/static/app.js"]
STATUSES = [200, 200, 200, 201, 204, 301, 404, 500]

lines = []
for i in range(60000):
    ip = f"10.{i % 7}.{(i * 13) % 256}.{(i * 29) % 256}"
    method = METHODS[i % 4]
    path = PATHS[(i * 5) % 6]
    status = STATUSES[(i * 3) % 8]
    size = (i * 7919) % 50000
    ms = (i * 31) % 900 + 1
    hh, mm, ss = (i // 3600) % 24, (i // 60) % 60, i % 60
    lines.append(
        f'{ip} - - [12/Mar/2024:{hh:02d}:{mm:02d}:{ss:02d} +0000] "{method} {path} HTTP/1.1" {status} {size} {ms}ms'
    )
    if i % 1000 == 999:
        lines.append("garbage line that does not match")

LINE_RE = re.compile(
    r'^(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<day>\d+)/(?P<mon>\w+)/(?P<year>\d+):(?P<hour>\d\d):\d\d:\d\d [+-]\d{4}\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+) (?P<ms>\d+)ms$'
)

by_endpoint = defaultdict(lambda: {"count": 0, "bytes": 0, "ms": 0, "errors": 0})
by_hour = defaultdict(int)
ips = set()
bad = 0
for line in lines:
    m = LINE_RE.match(line)
    if m is None:
        bad += 1
        continue
    key = (m.group("method"), m.group("path"))
    e = by_endpoint[key]
    e["count"] += 1
    e["bytes"] += int(m.group("size"))
    e["ms"] += int(m.group("ms"))
    if m.group("status").startswith("5"):
        e["errors"] += 1
    by_hour[int(m.group("hour"))] += 1
    ips.add(m.group("ip"))

ids = re.findall(r"/items/(\d+)", "\n".join(lines[:5000]))
print("bad", bad, "ips", len(ips), "item ids", len(ids))
for (method, path), e in sorted(by_endpoint.items(), key=lambda kv: (-kv[1]["count"], kv[0]))[:6]:
    print(f"{method:6} {path:16} n={e['count']} avg_ms={e['ms'] / e['count']:.1f} kb={e['bytes'] // 1024} err={e['errors']}")
print("busiest hours", sorted(by_hour.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
