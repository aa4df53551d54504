# acquiring and releasing many resources in loops
class Pool:
    def __init__(self, size):
        self.free = list(range(size))
        self.log = []
    def acquire(self):
        pool = self
        class Lease:
            def __enter__(self):
                self.slot = pool.free.pop(0)
                pool.log.append(f"+{self.slot}")
                return self.slot
            def __exit__(self, et, ev, tb):
                pool.free.append(self.slot)
                pool.log.append(f"-{self.slot}")
                return et is ValueError
        return Lease()

p = Pool(2)
results = []
for job in range(5):
    with p.acquire() as slot:
        if job == 3:
            raise ValueError("job 3 failed")
        results.append((job, slot))
print(results)
print(p.log)
print(p.free)
with p.acquire() as a, p.acquire() as b:
    print("two slots", a, b, p.free)
print(p.free)
