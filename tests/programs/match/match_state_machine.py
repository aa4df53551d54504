# a traffic-light state machine driven by match on (state, event)
def step(state, event):
    match state, event:
        case "red", "timer":
            return "green"
        case "green", "timer":
            return "yellow"
        case "yellow", "timer":
            return "red"
        case _, "emergency":
            return "flashing"
        case "flashing", "reset":
            return "red"
        case s, e:
            print(f"  ignored {e!r} in {s}")
            return s

state = "red"
history = [state]
for ev in ["timer", "timer", "noise", "timer", "emergency", "timer", "reset", "timer"]:
    state = step(state, ev)
    history.append(state)
print(" -> ".join(history))
