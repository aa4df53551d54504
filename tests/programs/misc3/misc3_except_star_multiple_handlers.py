# several except* clauses, tuple types, else and finally
class NetError(Exception): pass
class DiskError(Exception): pass

def attempt(excs):
    log = []
    try:
        if excs:
            raise ExceptionGroup("ops", excs)
        log.append("no errors")
    except* (NetError, DiskError) as eg:
        log.append(f"io: {sorted(str(e) for e in eg.exceptions)}")
    except* ZeroDivisionError:
        log.append("math")
    except* Exception as eg:
        log.append(f"rest: {[type(e).__name__ for e in eg.exceptions]}")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log

print(attempt([NetError("n"), DiskError("d"), ZeroDivisionError()]))
print(attempt([]))
print(attempt([KeyError("k"), NetError("n2")]))
print(attempt([ZeroDivisionError(), ZeroDivisionError()]))
