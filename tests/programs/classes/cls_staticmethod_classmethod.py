# @staticmethod and @classmethod called on class and instance, inherited
class Counter:
    created = 0

    def __init__(self):
        type(self).created += 1

    @classmethod
    def make_many(cls, n):
        return [cls() for _ in range(n)]

    @classmethod
    def kind(cls):
        return cls.__name__

    @staticmethod
    def add(a, b):
        return a + b

class SubCounter(Counter):
    created = 0

objs = Counter.make_many(3)
subs = SubCounter.make_many(2)
print(len(objs), len(subs), Counter.created, SubCounter.created)
print(Counter.kind(), SubCounter.kind(), objs[0].kind(), subs[0].kind())
print(Counter.add(2, 3), objs[0].add("a", "b"), SubCounter.add(1.5, 1))
print(type(subs[1]).__name__)
sm = Counter.__dict__["add"]
cm = Counter.__dict__["kind"]
print(type(sm).__name__, type(cm).__name__)
f = Counter.add
print(f(10, 20))
k = SubCounter.kind
print(k())
