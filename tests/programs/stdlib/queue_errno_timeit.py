import queue, errno, timeit
from queue import Queue, PriorityQueue, LifoQueue, SimpleQueue, Empty, Full
q = Queue(); [q.put(i) for i in range(3)]; print(q.qsize(), q.empty(), q.full(), q.get(), q.get_nowait(), list(q.queue))
pq = PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]: pq.put(item)
print([pq.get() for _ in range(pq.qsize())], pq.empty())
lq = LifoQueue(); lq.put(1); lq.put(2); print(lq.get(), lq.queue)
b = Queue(maxsize=2); b.put(1); b.put(2); print(b.full(), b.maxsize)
try: b.put_nowait(3)
except Full as e: print("Full", repr(e), type(e).__name__)
try: Queue().get_nowait()
except Empty as e: print("Empty", repr(e))
try: Queue().get(timeout=0.01)
except queue.Empty: print("timed out")
q = Queue(); q.put("job"); q.get(); q.task_done(); q.join(); print(q.unfinished_tasks)
try: q.task_done()
except ValueError as e: print(e)
sq = SimpleQueue(); sq.put(5); print(sq.get(), sq.empty(), sq.qsize())
print(Queue[int], queue.Empty.__module__, queue.Full.__module__, issubclass(Empty, Exception))
# BFS with a queue
graph = {"A": ["B", "C"], "B": ["D"], "C": ["D", "E"], "D": ["F"], "E": ["F"], "F": []}
seen, order, work = {"A"}, [], Queue(); work.put("A")
while not work.empty():
    n = work.get(); order.append(n)
    for m in graph[n]:
        if m not in seen: seen.add(m); work.put(m)
print(order)
# Dijkstra with PriorityQueue
g = {"a": {"b": 1, "c": 4}, "b": {"c": 2, "d": 5}, "c": {"d": 1}, "d": {}}
dist = {"a": 0}; pq = PriorityQueue(); pq.put((0, "a"))
while not pq.empty():
    d, u = pq.get()
    for v, w in g[u].items():
        if d + w < dist.get(v, 1e9): dist[v] = d + w; pq.put((d + w, v))
print(dist)
print(errno.ENOENT, errno.EACCES, errno.EEXIST, errno.errorcode[2], errno.EWOULDBLOCK == errno.EAGAIN, errno.errorcode[errno.EDEADLK])
try: open("/no/such/file")
except OSError as e: print(e.errno == errno.ENOENT, errno.errorcode[e.errno])
t = timeit.timeit("x = sum(range(10))", number=100); print(type(t).__name__, t >= 0)
t = timeit.timeit(lambda: sorted([3, 1, 2]), number=50); print(t >= 0)
print(len(timeit.repeat("a = 1", setup="b = 2", repeat=3, number=10)))
tm = timeit.Timer("y = x * 2", setup="x = 21"); print(tm.timeit(5) >= 0)
ns = {"val": 3}; print(timeit.timeit("val ** 2", globals=ns, number=3) >= 0)
print(timeit.default_timer() >= 0)
Queue().get(block=False)
