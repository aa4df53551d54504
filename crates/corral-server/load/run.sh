#!/usr/bin/env bash
# Load figures for `corral serve` on loopback (not a test: it prints
# numbers). Needs wrk (Debian package) and a release build of corral.
# Usage: crates/corral-server/load/run.sh [path/to/corral]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-target}/release/corral}"
command -v wrk >/dev/null || { echo "wrk is required (apt-get install wrk)"; exit 1; }
port=18089
dur="${LOAD_SECONDS:-5}"

"$bin" serve --addr "127.0.0.1:$port" --store memory >/tmp/corral-load.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
    sleep 0.1
done
rss() { awk '/VmRSS/ {print $2 " KiB"}' "/proc/$pid/status"; }
echo "idle RSS: $(rss)"

load() {
    local name="$1" body="$2"
    for c in 1 16 64; do
        local out
        out=$(CORRAL_LOAD_BODY="$body" wrk -t "$([ $c -lt 2 ] && echo 1 || echo 2)" -c "$c" \
            -d "${dur}s" --latency -s "$here/post.lua" "http://127.0.0.1:$port/v1/runs")
        local rps p50 p99
        rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
        p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
        p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
        local non2xx
        non2xx=$(echo "$out" | awk '/Non-2xx/ {print $NF}')
        printf '%-14s clients=%-3s runs/s=%-10s p50=%-9s p99=%-9s non-2xx=%s RSS=%s\n' \
            "$name" "$c" "$rps" "$p50" "$p99" "${non2xx:-0}" "$(rss)"
    done
}
load "1 + 1" '{"code": "1 + 1"}'
# About 10 ms of interpreter work on this machine.
load "~10ms loop" '{"code": "s = 0\nfor i in range(200000):\n    s += i\ns"}'
