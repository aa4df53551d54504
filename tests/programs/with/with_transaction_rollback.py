# transaction manager applying or rolling back changes
class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is None:
            print("  commit", sorted(self.store.items()))
        else:
            self.store.clear()
            self.store.update(self.snapshot)
            print("  rollback because", et.__name__, ev)
        return et is KeyError

db = {"a": 1}
with Transaction(db) as t:
    t["b"] = 2
with Transaction(db) as t:
    t["c"] = 3
    t["a"] = 100
    t["zzz"]
print(db)
try:
    with Transaction(db) as t:
        t["d"] = 4
        raise ValueError("invalid")
except ValueError:
    print("ValueError propagated")
print(db)
