# default arguments, including the mutable default pitfall
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"

print(greet("Ann"), greet("Bo", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))

def append_bad(x, bucket=[]):
    bucket.append(x)
    return bucket

def append_good(x, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(x)
    return bucket

print(append_bad(1), append_bad(2), append_bad(3))
print(append_good(1), append_good(2))
print(greet.__defaults__, append_good.__defaults__)
counter = 10
def snapshot(v=counter):
    return v
counter = 20
print(snapshot(), snapshot(5))
def power(base, exp=2):
    return base ** exp
print([power(b) for b in range(5)], power(2, 10), power(exp=3, base=3))
