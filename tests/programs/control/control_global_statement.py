# global statements
counter = 0
log = []

def increment(by=1):
    global counter
    counter += by
    log.append(counter)

def reset():
    global counter, log
    counter = 0
    log = []

for _ in range(3):
    increment()
increment(10)
print(counter, log)
reset()
print(counter, log)

def make_global():
    global created
    created = "made inside"

make_global()
print(created)

def reads_global():
    return counter + 100

print(reads_global())
def shadow():
    counter = "local"
    return counter
print(shadow(), counter)
