#!/usr/bin/env python3
"""Suspend + resume pairs per second against a running `corral serve`
(e.g. with --store postgres://...). Not a test: it prints figures.

usage: suspend_resume.py HOST:PORT [clients] [seconds]
"""
import http.client
import json
import sys
import threading
import time

addr = sys.argv[1]
clients = int(sys.argv[2]) if len(sys.argv) > 2 else 1
seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 5.0
host, port = addr.rsplit(":", 1)
RUN = json.dumps({"code": "x = ask(1)\nx + 1", "suspend": ["ask"]})
lat = []
errors = []
lock = threading.Lock()


def post(conn, path, body):
    conn.request("POST", path, body, {"Content-Type": "application/json"})
    r = conn.getresponse()
    data = r.read()
    if r.status != 200:
        raise RuntimeError(f"{path}: {r.status} {data[:200]!r}")
    return json.loads(data)


def worker(deadline):
    conn = http.client.HTTPConnection(host, int(port))
    mine = []
    while time.monotonic() < deadline:
        t0 = time.perf_counter()
        try:
            e = post(conn, "/v1/runs", RUN)
            answers = {"answers": [{"id": e["pending"][0]["id"], "ok": 41}]}
            r = post(conn, f"/v1/runs/{e['run_id']}/resume", json.dumps(answers))
            assert r["value"] == 42, r
        except Exception as ex:  # noqa: BLE001 - counted and shown
            with lock:
                errors.append(str(ex))
            conn = http.client.HTTPConnection(host, int(port))
            continue
        mine.append(time.perf_counter() - t0)
    with lock:
        lat.extend(mine)


deadline = time.monotonic() + seconds
threads = [threading.Thread(target=worker, args=(deadline,)) for _ in range(clients)]
start = time.monotonic()
for t in threads:
    t.start()
for t in threads:
    t.join()
elapsed = time.monotonic() - start
lat.sort()


def pct(p):
    return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")


print(
    f"suspend+resume clients={clients} pairs/s={len(lat) / elapsed:.0f} "
    f"p50={pct(0.5):.2f}ms p99={pct(0.99):.2f}ms errors={len(errors)}"
)
if errors:
    print("first error:", errors[0])
