# simulated scheduler loop with a fixed tick count
tasks = {"backup": 5, "email": 2, "report": 7}
remaining = dict(tasks)
tick = 0
finished = []
while remaining:
    tick += 1
    done_now = []
    for name in list(remaining):
        remaining[name] -= 1
        if remaining[name] == 0:
            done_now.append(name)
            del remaining[name]
    if done_now:
        finished.extend(sorted(done_now))
        print(f"tick {tick}: finished {', '.join(sorted(done_now))}")
    elif tick % 3 == 0:
        print(f"tick {tick}: waiting on {sorted(remaining)}")
    if tick > 100:
        print("safety stop")
        break
print(finished, tick)
