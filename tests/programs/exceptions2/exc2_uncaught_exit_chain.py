# __exit__ raising a new exception while an exception propagates
class Transaction:
    def __init__(self, name, fail_on_rollback):
        self.name = name
        self.fail_on_rollback = fail_on_rollback
    def __enter__(self):
        print("begin", self.name)
        return self
    def __exit__(self, et, ev, tb):
        if et is None:
            print("commit", self.name)
            return False
        print("rollback", self.name, "because", et.__name__)
        if self.fail_on_rollback:
            raise RuntimeError(f"rollback of {self.name} failed")
        return False

try:
    with Transaction("t1", False):
        raise ValueError("bad data")
except ValueError as e:
    print("caught", e)
with Transaction("t2", False):
    print("work")
with Transaction("t3", True):
    raise ValueError("bad data again")
