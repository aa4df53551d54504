# ordering of __exit__, finally, and except around with
class CM:
    def __init__(self, log, suppress=False):
        self.log, self.suppress = log, suppress
    def __enter__(self):
        self.log.append("enter")
    def __exit__(self, et, ev, tb):
        self.log.append(f"exit:{et.__name__ if et else None}")
        return self.suppress

def run(raise_it, suppress):
    log = []
    try:
        try:
            with CM(log, suppress):
                log.append("body")
                if raise_it:
                    raise LookupError
                log.append("body end")
            log.append("after with")
        finally:
            log.append("finally")
    except LookupError:
        log.append("except")
    return log

for args in [(False, False), (True, False), (True, True), (False, True)]:
    print(args, run(*args))
