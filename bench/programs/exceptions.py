# Exceptions raised and caught in loops, custom exception classes.
class AppError(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code

def parse(s):
    try:
        return int(s)
    except ValueError:
        return -1

def check(i):
    if i % 5 == 0:
        raise AppError(i)
    return i

total = 0
errors = 0
for i in range(150000):
    total += parse("x" if i % 3 == 0 else str(i))
    try:
        total += check(i)
    except AppError as e:
        errors += e.code % 7
    finally:
        total += 1
d = {}
for i in range(50000):
    try:
        d[i % 100] += 1
    except KeyError:
        d[i % 100] = 1
print(total, errors, sum(d.values()))
