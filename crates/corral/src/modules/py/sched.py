"""A general-purpose event scheduler.

A scheduler keeps a heap of Events ordered by (time, priority, sequence);
run() repeatedly waits (with delayfunc) until the earliest event is due and
calls its action. Time is whatever timefunc returns; in corral the default
time.monotonic and time.sleep run on the program's virtual clock, so
sleeping costs no real time.
"""

import heapq
import itertools
import time as _time
from collections import namedtuple

__all__ = ["scheduler"]

Event = namedtuple("Event",
                   "time priority sequence action argument kwargs")

_NO_KWARGS = object()


class scheduler:
    """Runs actions at given times, earliest (then highest priority) first."""

    def __init__(self, timefunc=_time.monotonic, delayfunc=_time.sleep):
        self._queue = []
        self._counter = itertools.count()
        self.timefunc = timefunc
        self.delayfunc = delayfunc

    def enterabs(self, time, priority, action, argument=(), kwargs=_NO_KWARGS):
        """Schedule action(*argument, **kwargs) at absolute time `time`;
        lower priority numbers run first among simultaneous events. Returns
        the Event, which cancel() accepts."""
        if kwargs is _NO_KWARGS:
            kwargs = {}
        event = Event(time, priority, next(self._counter), action, argument,
                      kwargs)
        heapq.heappush(self._queue, event)
        return event

    def enter(self, delay, priority, action, argument=(), kwargs=_NO_KWARGS):
        """Schedule an event `delay` time units from now."""
        due = self.timefunc() + delay
        return self.enterabs(due, priority, action, argument, kwargs)

    def cancel(self, event):
        """Remove a scheduled event; ValueError if it is not queued."""
        self._queue.remove(event)
        heapq.heapify(self._queue)

    def empty(self):
        """Whether no events are scheduled."""
        return len(self._queue) == 0

    def run(self, blocking=True):
        """Run events as they fall due until none are left.

        With blocking=False, run only what is due now and return the time
        until the next event (None when the queue is empty).
        """
        pending = self._queue
        while pending:
            first = pending[0]
            now = self.timefunc()
            if first.time > now:
                if not blocking:
                    return first.time - now
                self.delayfunc(first.time - now)
                continue
            heapq.heappop(pending)
            first.action(*first.argument, **first.kwargs)
            # Give other threads a chance, as the documentation promises.
            self.delayfunc(0)
        return None

    @property
    def queue(self):
        """The scheduled events, in the order they will run."""
        return sorted(self._queue)
