#!/usr/bin/env bash
# Build the corral wheel with maturin, install it in a fresh venv, and run
# the pytest suite (the MCP tests spawn the `corral` binary, built here too).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
venv="${CORRAL_PY_VENV:-$target/py-venv}"

if ! python3 -m venv --clear "$venv"; then
    # Debian's python3 keeps venv in a package of its own.
    apt-get update -qq && apt-get install -y -qq python3-venv
    python3 -m venv --clear "$venv"
fi
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q "maturin>=1.7,<2" pytest "mcp>=2,<3" mypy

echo "== build the corral binary (for the MCP tests) =="
(cd "$root" && cargo build --release -q --workspace --bins)

echo "== build the wheel =="
rm -rf "$target/wheels"
(cd "$here" && "$venv/bin/maturin" build --release -q --out "$target/wheels")
"$venv/bin/pip" install -q --force-reinstall "$target"/wheels/corral-*.whl

echo "== type check (the wheel's stubs and annotations) =="
(cd "$here/tests" && "$venv/bin/mypy" --strict --no-incremental typed_usage.py)

echo "== pytest =="
cd "$here/tests"
CORRAL_BIN="$target/release/corral" CORRAL_REQUIRE_BIN=1 \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
