# The usual shapes: a worker pool on a queue with sentinels, results under a lock.
import queue
import threading
from concurrent.futures import ThreadPoolExecutor, wait, FIRST_COMPLETED

tasks = queue.Queue()
results = {}
results_lock = threading.Lock()


def worker(wid):
    while True:
        job = tasks.get()
        if job is None:
            tasks.task_done()
            return
        with results_lock:
            results[job] = (job ** 2, wid >= 0)
        tasks.task_done()


pool = [threading.Thread(target=worker, args=(i,), name=f"w{i}") for i in range(3)]
for t in pool:
    t.start()
for job in range(12):
    tasks.put(job)
for _ in pool:
    tasks.put(None)
tasks.join()
for t in pool:
    t.join()
print(sorted(results.items()))
print([t.name for t in pool], [t.is_alive() for t in pool])

counter = 0
def add(n):
    global counter
    for _ in range(n):
        with results_lock:
            counter += 1
threads = [threading.Thread(target=add, args=(1000,)) for _ in range(4)]
[t.start() for t in threads]
[t.join() for t in threads]
print("counter", counter)

with ThreadPoolExecutor(max_workers=2) as ex:
    futs = [ex.submit(pow, 2, k) for k in range(8)]
    done, not_done = wait(futs, return_when=FIRST_COMPLETED)
    print(len(done) >= 1, sum(f.result() for f in futs))
    print(list(ex.map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
    try:
        ex.submit(int, "x").result()
    except ValueError as e:
        print("ValueError", e)
try:
    ex.submit(print, "after shutdown")
except RuntimeError as e:
    print(e)
print(repr(threading.current_thread().name), threading.active_count())
