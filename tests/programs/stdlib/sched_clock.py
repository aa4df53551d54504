# sched with the default clock (time.monotonic / time.sleep): events run in
# order and run() waits until each is due.
import sched
import time

s = sched.scheduler()
print(s.timefunc is time.monotonic, s.delayfunc is time.sleep)
order = []
start = time.monotonic()
s.enterabs(start + 0.03, 1, order.append, ('c',))
s.enterabs(start + 0.01, 1, order.append, ('a',))
s.enterabs(start + 0.02, 2, order.append, ('b2',))
s.enterabs(start + 0.02, 1, order.append, ('b1',))
ev = s.enter(0.025, 1, order.append, ('cancelled',))
s.cancel(ev)
print(len(s.queue), s.empty())
s.run()
elapsed = time.monotonic() - start
print(order, 0.029 <= elapsed < 1.0, s.empty())

# A periodic job that re-schedules itself.
ticks = []
def tick(n):
    ticks.append(n)
    if n < 4:
        s.enter(0.005, 1, tick, (n + 1,))
s.enter(0, 1, tick, (0,))
s.run()
print(ticks)

left = s.enter(5, 1, print, ('never',))
remaining = s.run(blocking=False)
print(4.9 < remaining <= 5, len(s.queue))
s.cancel(left)
print(s.run(blocking=False), s.empty())
