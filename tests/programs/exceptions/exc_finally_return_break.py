# finally overrides return values and swallows exceptions when it returns/breaks
def f():
    try:
        return "try"
    finally:
        print("finally runs before return")

def g():
    try:
        return "try"
    finally:
        return "finally wins"

def h():
    try:
        1 / 0
    finally:
        return "swallowed"

def loop():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out

def loop_break_in_finally():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            break
    return i
print(f(), g(), h())
print(loop())
print(loop_break_in_finally())
def counter():
    n = 0
    try:
        n += 1
        return n
    finally:
        n += 100
        print("n in finally", n)
print(counter())
