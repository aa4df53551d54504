# sched.scheduler on a simulated clock: ordering by time then priority,
# enter/enterabs/cancel/empty/queue, kwargs, and non-blocking run().
import sched

class Clock:
    def __init__(self):
        self.now = 0.0
        self.log = []
    def time(self):
        return self.now
    def sleep(self, delay):
        self.log.append(round(delay, 6))
        self.now += delay

clock = Clock()
s = sched.scheduler(clock.time, clock.sleep)
out = []
def act(name, **kw):
    out.append((clock.now, name, kw))

e1 = s.enter(10, 1, act, ('ten-low',))
e2 = s.enter(10, 0, act, ('ten-high',))
e3 = s.enter(5, 1, act, ('five',), {'x': 1})
e4 = s.enterabs(7, 1, act, kwargs={'only': 'kw'}, argument=('abs-seven',))
e5 = s.enter(10, 1, act, ('ten-low-second',))
e6 = s.enter(3, 1, act, ('cancel-me',))
print(e3._replace(action=None))
print(e4.time, e4.priority, e4.sequence, e4.argument, e4.kwargs)
print([e.argument[0] for e in s.queue])
print(s.empty())
s.cancel(e6)
print([e.argument[0] for e in s.queue])
try:
    s.cancel(e6)
except ValueError as e:
    print('ValueError', e)
s.run()
for row in out:
    print(row)
print('sleeps', clock.log)
print(s.empty(), s.queue, s.run())

# Events scheduled by actions run in the same run() call.
def chain(n):
    out.append(('chain', n, clock.now))
    if n < 3:
        s.enter(1, 1, chain, (n + 1,))
out.clear()
s.enter(0, 1, chain, (0,))
s.run()
print(out)

# run(blocking=False) runs what is due and returns the time left.
t0 = clock.now
s.enterabs(t0 + 2, 1, act, ('later',))
s.enterabs(t0, 1, act, ('now',))
s.enterabs(t0 - 1, 1, act, ('past',))
out.clear()
print(s.run(blocking=False))
print([r[1] for r in out])
clock.now += 2
print(s.run(False), [r[1] for r in out])

# Event is a named tuple ordered by (time, priority, sequence).
a = sched.Event(1, 2, 0, print, (), {})
b = sched.Event(1, 1, 1, print, (), {})
print(sorted([a, b]) == [b, a], a._fields, a < b)
print(sched.__all__, type(s).__name__)

# Exceptions from actions propagate; the event is already removed.
def fail():
    raise RuntimeError('action failed')
s.enter(1, 1, fail)
s.enter(2, 1, act, ('after-fail',))
try:
    s.run()
except RuntimeError as e:
    print('RuntimeError', e, len(s.queue))
s.run()
print(out[-1][1], s.empty())
