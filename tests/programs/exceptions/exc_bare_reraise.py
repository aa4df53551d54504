# bare raise re-raises the active exception
log = []
def risky(n):
    if n % 3 == 0:
        raise ValueError(f"bad value {n}")
    return n

def wrapper(n):
    try:
        return risky(n)
    except ValueError as e:
        log.append(str(e))
        raise

for n in [1, 2, 3, 4, 6]:
    try:
        print("got", wrapper(n))
    except ValueError as e:
        print("wrapper re-raised:", e)
print(log)
def handler():
    try:
        raise TypeError("original")
    except TypeError:
        try:
            raise
        except TypeError as inner:
            return f"inner saw: {inner}"
print(handler())
wrapper(9)
