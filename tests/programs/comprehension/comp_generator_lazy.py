# generator expressions are lazy: side effects happen on demand
log = []
def noisy(x):
    log.append(x)
    return x * 10

gen = (noisy(x) for x in range(5))
print(log)
print(next(gen), log)
print(next(gen), log)
print(list(gen), log)
log.clear()
found = any(noisy(x) > 20 for x in range(10))
print(found, log)
log.clear()
first = next(noisy(x) for x in range(10) if x > 3)
print(first, log)
log.clear()
print(all(noisy(x) < 15 for x in range(10)), log)
