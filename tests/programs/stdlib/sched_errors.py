# sched: argument errors, cancelling unknown events, and an action's
# exception escaping run().
import sched

now = [0]
s = sched.scheduler(lambda: now[0], lambda d: now.__setitem__(0, now[0] + d))

def attempt(fn):
    try:
        print('ok', fn())
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda: s.enter())
attempt(lambda: s.enter(1, 1))
attempt(lambda: s.enterabs(1, 1, print, (), {}, 'extra'))
attempt(lambda: s.cancel(None))
attempt(lambda: s.cancel(sched.Event(1, 1, 99, print, (), {})))
ev = s.enter(1, 1, print, ('x',))
attempt(lambda: s.run(blocking=False))
attempt(lambda: s.cancel(ev))
attempt(lambda: s.empty())
s.enter(1, 1, print, kwargs={'bogus': 1})
attempt(s.run)
print(s.empty(), now[0])

# The action runs with its arguments unpacked.
s.enter(0, 1, print, ['a', 'b'], {'sep': '+'})
s.run()
s.enter(2, 1, divmod, (1, 0))
s.enter(3, 1, print, ('not reached',))
s.run()
