# interleaving of lazy stages shows one item flowing at a time
def stage(name, it):
    for x in it:
        print(f"  {name} passes {x}")
        yield x

def source():
    for i in range(3):
        print(f"  source emits {i}")
        yield i

pipeline = stage("B", stage("A", source()))
for out in pipeline:
    print("consumer got", out)
print("map/filter laziness")
m = map(lambda x: x * 10, stage("M", source()))
f = filter(lambda x: x > 0, m)
print(next(f))
print(list(f))
print("zip stops early")
print(list(zip(stage("Z1", source()), "ab")))
