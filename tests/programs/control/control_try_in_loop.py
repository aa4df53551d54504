# try/except/continue/break interplay inside loops
raw = ["10", "x", "20", "", "30", "stop", "40"]
total = 0
for item in raw:
    try:
        if item == "stop":
            break
        value = int(item)
    except ValueError:
        print("skipping", repr(item))
        continue
    else:
        total += value
        print("added", value)
    finally:
        print("processed", repr(item))
print("total", total)
attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 3:
            raise RuntimeError(f"attempt {attempts} failed")
        print("succeeded after", attempts)
        break
    except RuntimeError as e:
        print(e)
