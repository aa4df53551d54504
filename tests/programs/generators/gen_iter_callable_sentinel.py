# iter(callable, sentinel) and user iterators built from closures
data = [3, 1, 4, 1, 5, 9, 0, 2, 6]
pos = [0]
def reader():
    v = data[pos[0]]
    pos[0] += 1
    return v

print(list(iter(reader, 0)))
print(pos[0], list(iter(reader, 6)))
class Dice:
    def __init__(self, rolls):
        self.rolls = list(rolls)
    def __call__(self):
        return self.rolls.pop(0)
print(list(iter(Dice([2, 5, 3, 6, 1]), 6)))
counter = iter(range(100)).__next__
print(list(iter(counter, 5)))
it = iter(lambda: "x", "x")
print(list(it))
