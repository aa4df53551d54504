# defining __eq__ without __hash__ makes instances unhashable
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v

print(P.__hash__ is None)
print(P(1) == P(1))
try:
    hash(P(1))
except TypeError as e:
    print("TypeError:", e)
try:
    {P(2)}
except TypeError as e:
    print("TypeError:", e)
class Q(P):
    def __hash__(self):
        return self.v
print({Q(3): "ok"}[Q(3)])
d = {}
d[P(5)] = 1
