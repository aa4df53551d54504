# raising RuntimeError from a state check
state = "idle"
def transition(new):
    global state
    allowed = {"idle": ["running"], "running": ["paused", "stopped"], "paused": ["running", "stopped"], "stopped": []}
    if new not in allowed[state]:
        raise RuntimeError(f"invalid transition {state} -> {new}")
    print(state, "->", new)
    state = new

for step in ["running", "paused", "running", "stopped", "running"]:
    transition(step)
