# return from inside a with block still runs __exit__
class Trace:
    def __init__(self, log, tag):
        self.log, self.tag = log, tag
    def __enter__(self):
        self.log.append(f"enter {self.tag}")
    def __exit__(self, *exc):
        self.log.append(f"exit {self.tag}")

def find(items, target, log):
    with Trace(log, "find"):
        for i, x in enumerate(items):
            if x == target:
                log.append("found")
                return i
        log.append("not found")
    return -1

log = []
print(find([4, 5, 6], 5, log), log)
log = []
print(find([4, 5, 6], 9, log), log)
def nested_return(log):
    with Trace(log, "1"):
        with Trace(log, "2"):
            return "value"
log = []
print(nested_return(log), log)
def finally_and_with(log):
    try:
        with Trace(log, "w"):
            return "from with"
    finally:
        log.append("finally")
log = []
print(finally_and_with(log), log)
