# a lock-like object that refuses to be acquired twice
class Lock:
    def __init__(self):
        self.held = False
        self.history = []
    def __enter__(self):
        if self.held:
            raise RuntimeError("lock already held")
        self.held = True
        self.history.append("acquire")
        return self
    def __exit__(self, et, ev, tb):
        self.held = False
        self.history.append("release" + (f" ({et.__name__})" if et else ""))
        return False

lock = Lock()
with lock:
    print("held:", lock.held)
print("held:", lock.held)
try:
    with lock:
        with lock:
            print("never")
except RuntimeError as e:
    print("RuntimeError:", e)
print(lock.held, lock.history)
def guarded_div(a, b):
    with lock:
        return a / b
print(guarded_div(1, 4))
try:
    guarded_div(1, 0)
except ZeroDivisionError:
    print("division failed, lock held:", lock.held)
print(lock.history)
