#!/usr/bin/env bash
# Load figures for `corral serve` on loopback (not a test: it prints
# numbers). Needs wrk (Debian package) and a release build of corral.
# Usage: crates/corral-server/load/run.sh [path/to/corral]
# With CORRAL_LOAD_POSTGRES=postgres://… it also measures suspend + resume
# pairs against that store (the tables are created if missing).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-target}/release/corral}"
command -v wrk >/dev/null || { echo "wrk is required (apt-get install wrk)"; exit 1; }
port=18089
dur="${LOAD_SECONDS:-5}"

rss_tree() {
    # The server and its worker processes together.
    local total=0 p
    for p in "$1" $(pgrep -P "$1" || true); do
        total=$((total + $(awk '/VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0)))
    done
    echo "$total KiB"
}

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
        printf '%-9s %-12s clients=%-3s runs/s=%-10s p50=%-9s p99=%-9s non-2xx=%s RSS=%s\n' \
            "$mode" "$name" "$c" "$rps" "$p50" "$p99" "${non2xx:-0}" "$(rss_tree $pid)"
    done
}

# Each backend in turn: isolated workers (the default) and in process.
for mode in ${CORRAL_LOAD_MODES-pool in-process}; do
    flag=""
    [ "$mode" = in-process ] && flag="--in-process"
    "$bin" serve --addr "127.0.0.1:$port" --store memory $flag >/tmp/corral-load.log 2>&1 &
    pid=$!
    trap 'kill $pid 2>/dev/null || true' EXIT
    for _ in $(seq 100); do
        curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
        sleep 0.1
    done
    echo "$mode: idle RSS (server and workers): $(rss_tree $pid)"
    load "1 + 1" '{"code": "1 + 1"}'
    # About 10 ms of interpreter work on this machine.
    load "~10ms loop" '{"code": "s = 0\nfor i in range(200000):\n    s += i\ns"}'
    kill $pid
    wait $pid 2>/dev/null || true
done

# Suspend + resume pairs with the PostgreSQL store: a request is a run that
# suspends or the resume of one, so pairs/s is half of requests/s.
if [ -n "${CORRAL_LOAD_POSTGRES:-}" ]; then
    "$bin" serve --addr "127.0.0.1:$port" --store "$CORRAL_LOAD_POSTGRES" >/tmp/corral-load.log 2>&1 &
    pid=$!
    trap 'kill $pid 2>/dev/null || true' EXIT
    for _ in $(seq 100); do
        curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
        sleep 0.1
    done
    for c in 1 16 64; do
        out=$(wrk -t "$([ $c -lt 2 ] && echo 1 || echo 2)" -c "$c" -d "${dur}s" --latency \
            -s "$here/suspend_resume.lua" "http://127.0.0.1:$port")
        rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
        printf 'postgres  suspend+resume clients=%-3s requests/s=%-9s pairs/s=%-8s p50=%-9s p99=%-9s RSS=%s\n' \
            "$c" "$rps" "$(awk -v r="$rps" 'BEGIN {printf "%.0f", r / 2}')" \
            "$(echo "$out" | awk '$1 == "50%" {print $2}')" \
            "$(echo "$out" | awk '$1 == "99%" {print $2}')" "$(rss_tree $pid)"
    done
    kill $pid
    wait $pid 2>/dev/null || true
fi
