"""Programmatic tool calling with corral.

The "model" wrote the program below (a fixed string here). It calls two
host tools at once with asyncio.gather, then asks for approval before it
spends money. The approval tool suspends the run: the host keeps a signed
snapshot (as it would between the steps of a human approval), and a second
process — a fresh interpreter — resumes it with the answer and prints the
capability ledger: every tool call the program made, in order.

    pip install corral        # or: crates/corral-python/test.sh builds it
    python examples/agent_tools.py
"""

import asyncio
import os
import subprocess
import sys
import tempfile

import corral

MODEL_CODE = """
import asyncio

async def gather_facts():
    return await asyncio.gather(get_weather("Lisbon"), get_price("flight LIS-OPO"))

weather, price = asyncio.run(gather_facts())
print(f"weather: {weather['sky']}, {weather['celsius']}°C; price: {price} EUR")
decision = None
if weather["sky"] == "sunny" and price < 100:
    decision = approve("book flight LIS-OPO", amount=price)
    print("booked" if decision else "declined")
decision
"""

# The host's key for signing snapshots (a real host keeps it secret).
KEY = b"example-key-keep-it-secret"


async def get_weather(city):
    await asyncio.sleep(0.05)  # a slow API
    return {"city": city, "sky": "sunny", "celsius": 21}


async def get_price(item):
    await asyncio.sleep(0.05)
    return 79


def show(function, args, kwargs):
    """A call as the program wrote it."""
    parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
    return f"{function}({', '.join(parts)})"


def first_step(snapshot_path):
    r = corral.run(MODEL_CODE, functions={"get_weather": get_weather, "get_price": get_price},
                   suspend=["approve"], limits=corral.Limits(time="2s", memory="16MiB"),
                   snapshot_key=KEY)
    print(r.stdout, end="")
    assert r.verdict == "suspended", r
    [call] = r.pending
    print(f"[host] suspended at {show(call.function, call.args, call.kwargs)} (call {call.id})")
    with open(snapshot_path, "wb") as f:
        f.write(r.snapshot)
    return call.id


def second_step(snapshot_path, call_id):
    with open(snapshot_path, "rb") as f:
        snapshot = f.read()
    r = corral.resume(snapshot, {call_id: True}, snapshot_key=KEY,
                      functions={"get_weather": get_weather, "get_price": get_price})
    print(r.stdout, end="")
    print(f"[host, pid {os.getpid()}] verdict: {r.verdict}, value: {r.value!r}")
    print("ledger:")
    for c in r.trace:
        print(f"  {c.seq}. {show(c.function, c.args, c.kwargs)} -> {c.outcome}: {c.result!r}")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--resume":
        second_step(sys.argv[2], int(sys.argv[3]))
        return
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "run.snapshot")
        call_id = first_step(path)
        print(f"[host, pid {os.getpid()}] approval granted; resuming in another process")
        sys.stdout.flush()
        subprocess.run([sys.executable, __file__, "--resume", path, str(call_id)], check=True)


if __name__ == "__main__":
    main()
