#!/usr/bin/env bash
# Fuzz `corral serve` from its own OpenAPI document with schemathesis
# (PyPI) for a bounded time: no 5xx, no response slower than the bound,
# and the server still answers afterwards.
# Usage: crates/corral-server/load/fuzz.sh path/to/corral [seconds]
set -euo pipefail
bin="$1"
budget="${2:-120}"
port=18091
venv="${SCHEMATHESIS_VENV:-/tmp/corral-schemathesis}"
if [ ! -x "$venv/bin/schemathesis" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q schemathesis
fi
"$bin" serve --addr "127.0.0.1:$port" --store memory >/tmp/corral-fuzz.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
    sleep 0.1
done
# Programs run under the default limits (5 s); the bound leaves room.
timeout $((budget + 120)) "$venv/bin/schemathesis" run "http://127.0.0.1:$port/openapi.json" \
    --checks not_a_server_error --max-response-time 10 --max-time "$budget" \
    --workers 2 --suppress-health-check all --no-color
# Still alive and answering.
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null
kill -0 "$pid"
echo "fuzz: no server error, server alive"
