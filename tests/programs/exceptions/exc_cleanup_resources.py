# finally used for cleanup when errors happen mid-way
opened = []
closed = []
def process(name, fail_at=None):
    opened.append(name)
    try:
        for step in range(3):
            if step == fail_at:
                raise RuntimeError(f"{name} failed at step {step}")
        return f"{name} done"
    finally:
        closed.append(name)

for name, fail in [("a", None), ("b", 1), ("c", 0), ("d", None)]:
    try:
        print(process(name, fail))
    except RuntimeError as e:
        print("error:", e)
print(opened, closed, opened == closed)
