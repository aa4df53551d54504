import threading, queue, time
from concurrent.futures import ThreadPoolExecutor, as_completed, wait, ProcessPoolExecutor

results = []
lock = threading.Lock()
def work(n):
    with lock:
        results.append(n * n)
threads = [threading.Thread(target=work, args=(i,)) for i in range(5)]
for t in threads: t.start()
for t in threads: t.join()
print(sorted(results), [t.is_alive() for t in threads])
print(threads[0].name, threading.current_thread().name, threading.main_thread() is threading.current_thread())

q = queue.Queue()
out = []
def consumer():
    while True:
        item = q.get()
        if item is None:
            break
        out.append(item * 10)
        q.task_done()
c = threading.Thread(target=consumer); c.start()
for i in range(4): q.put(i)
q.put(None)
c.join()
print(out)

# daemon workers + q.join
q2 = queue.Queue()
done = []
def worker():
    while True:
        item = q2.get()
        done.append(item)
        q2.task_done()
for _ in range(3):
    threading.Thread(target=worker, daemon=True).start()
for item in range(10): q2.put(item)
q2.join()
print(sorted(done))

def square(x):
    return x * x
with ThreadPoolExecutor(max_workers=4) as ex:
    futs = [ex.submit(square, i) for i in range(6)]
    print(sorted(f.result() for f in as_completed(futs)))
    print(list(ex.map(square, range(5))))
with ThreadPoolExecutor() as ex:
    fut = ex.submit(lambda: 1 / 0)
    try:
        fut.result()
    except ZeroDivisionError as e:
        print("caught", e)
    print(type(fut.exception()).__name__, fut.done())
def fetch(url):
    return f"<{url}>", threading.current_thread().name.startswith("ThreadPoolExecutor")
with ThreadPoolExecutor(max_workers=3) as ex:
    fs = {ex.submit(fetch, u): u for u in ["a", "b", "c"]}
    print(sorted((fs[f], f.result()) for f in as_completed(fs)))
d, nd = wait([ThreadPoolExecutor().submit(square, 3)])
print(len(d), len(nd))
ev = threading.Event()
def setter():
    ev.set()
threading.Thread(target=setter).start()
print(ev.wait(), ev.is_set())
local = threading.local()
local.x = 1
def show():
    print("in thread has x:", hasattr(local, "x"))
    local.x = 2
t = threading.Thread(target=show); t.start(); t.join()
print(local.x)
sem = threading.Semaphore(2)
with sem: print("sem ok")
rl = threading.RLock()
with rl:
    with rl:
        print("rlock reentrant")
cond = threading.Condition()
items = []
def produce():
    with cond:
        items.append(1); cond.notify()
threading.Thread(target=produce).start()
with cond:
    cond.wait_for(lambda: items)
    print("items", items)
def boom():
    raise ValueError("in thread")
t = threading.Thread(target=boom, name="Boomer"); t.start(); t.join()
print("after boom", t.is_alive())
class MyThread(threading.Thread):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.result = None
    def run(self):
        self.result = self.n * 3
ts = [MyThread(i) for i in range(3)]
for t in ts: t.start()
for t in ts: t.join()
print([t.result for t in ts])
with ProcessPoolExecutor() as ex:
    print(list(ex.map(square, [1, 2, 3])))
timer = threading.Timer(0.01, lambda: print("timer fired"))
timer.start(); timer.join()
t2 = threading.Timer(5, lambda: print("never")); t2.start(); t2.cancel()
print(threading.active_count() >= 1, isinstance(threading.get_ident(), int))
try:
    threading.Thread(target=print).join()
except RuntimeError as e:
    print(e)
t = threading.Thread(target=print, args=("late",))
t.start()
t.join()
try: t.start()
except RuntimeError as e: print(e)
print("end of main")
