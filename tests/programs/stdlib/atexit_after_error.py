import atexit

log = []
atexit.register(lambda: print("cleanup sees", log))
log.append("work")
print("about to fail")
raise RuntimeError("the program fails; atexit still runs")
