# A Richards-style task scheduler: class hierarchy, method calls, attributes.
class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * 4

    def append_to(self, lst):
        self.link = None
        if lst is None:
            return self
        p = lst
        while p.link is not None:
            p = p.link
        p.link = self
        return lst


class Task:
    def __init__(self, ident, priority, queue):
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.count = 0

    def run(self, sched):
        raise NotImplementedError

    def take(self):
        p = self.queue
        if p is not None:
            self.queue = p.link
        return p


class IdleTask(Task):
    def run(self, sched):
        self.count += 1
        return sched.pick(self.count % 3 + 1)


class WorkerTask(Task):
    def run(self, sched):
        p = self.take()
        if p is None:
            return sched.pick(0)
        p.datum = (p.datum + self.ident) % 26
        for i in range(4):
            p.data[i] = (p.data[i] + p.datum + i) % 26
        self.count += 1
        target = sched.tasks[(self.ident + 1) % len(sched.tasks)]
        target.queue = p.append_to(target.queue)
        return target


class HandlerTask(WorkerTask):
    def run(self, sched):
        self.count += 1
        return super().run(sched)


class Scheduler:
    def __init__(self):
        self.tasks = []
        self.steps = 0

    def pick(self, i):
        return self.tasks[i % len(self.tasks)]

    def run(self, n):
        t = self.tasks[0]
        while self.steps < n:
            self.steps += 1
            t = t.run(self)


sched = Scheduler()
sched.tasks.append(IdleTask(0, 0, None))
for i in range(1, 6):
    q = None
    for k in range(3):
        q = Packet(None, i, k).append_to(q)
    cls = HandlerTask if i % 2 else WorkerTask
    sched.tasks.append(cls(i, i * 10, q))
sched.run(200000)
print(sched.steps, [t.count for t in sched.tasks])
