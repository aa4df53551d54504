# nested try blocks: the innermost handler's raise chains to the active exception
def step(n):
    if n == 2:
        raise IndexError(f"step {n} index problem")
    if n == 4:
        raise KeyError(f"step {n}")
    return n

log = []
for n in range(6):
    try:
        log.append(step(n))
    except IndexError as e:
        log.append("IE")
    except KeyError as e:
        try:
            log.append(int("bad"))
        except ValueError:
            log.append("VE inside KE")
print(log)
try:
    step(2)
except IndexError:
    try:
        step(4)
    except KeyError:
        raise OverflowError("both steps failed")
