class CM:
    def __init__(self, fail): self.fail = fail
    def __enter__(self): return self
    def __exit__(self, *a):
        if self.fail: raise OSError('exit failed')
        return False
for fail in (True, False):
    try:
        with CM(fail):
            raise KeyError('body')
    except Exception as e:
        print(repr(e), repr(e.__context__))
    try:
        raise ValueError('fresh')
    except ValueError as e:
        print(repr(e.__context__))
def f():
    with CM(False):
        raise KeyError('in f')
try:
    f()
except KeyError as e:
    print(repr(e), repr(e.__context__))
try:
    raise ValueError('fresh')
except ValueError as e:
    print(repr(e.__context__))
def g():
    try:
        return 1
    finally:
        print('fin')
print(g())
for i in range(3):
    try:
        try:
            raise KeyError(i)
        finally:
            if i == 1:
                break
    except KeyError:
        pass
print(i)
try:
    raise ValueError('fresh')
except ValueError as e:
    print(repr(e.__context__))
try:
    try:
        raise KeyError(1)
    finally:
        raise OSError(2)
except OSError as e:
    print(repr(e.__context__))
try:
    raise OSError(3)
except OSError as e:
    print(repr(e.__context__))
def f():
    try:
        raise KeyError(4)
    except KeyError:
        raise OSError(5)
try:
    f()
except OSError as e:
    print(repr(e.__context__))
try:
    raise OSError(6)
except OSError as e:
    print(repr(e.__context__))
