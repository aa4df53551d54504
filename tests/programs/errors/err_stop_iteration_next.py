# next() on an exhausted iterator without a default
tasks = iter(["build", "test", "deploy"])
print("first:", next(tasks))
print("rest:", list(tasks))
print("default:", next(tasks, "nothing left"))
pending = iter(range(2))
while True:
    step = next(pending, None)
    if step is None:
        break
    print("step", step)
print("again:", next(tasks))
