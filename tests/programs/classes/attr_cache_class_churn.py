# Access sites that see many classes: classes made and freed in a loop
# (a collection may free one and a new class take its place), and a
# base-class method reached through several subclasses.
import gc


def make(i):
    class K:
        tag = i

        def get(self):
            return self.tag * 2 + self.v

    k = K()
    k.v = i
    return k


total = 0
for i in range(300):
    o = make(i)
    total += o.get() + o.tag
    if i % 37 == 0:
        gc.collect()
print(total)


class Base:
    kind = "base"

    def describe(self):
        return f"{self.kind}:{self.name}:{self.size()}"

    def size(self):
        return 0


class A(Base):
    kind = "a"

    def __init__(self, n):
        self.name = n

    def size(self):
        return len(self.name)


class B(Base):
    kind = "b"

    def __init__(self, n):
        self.name = n * 2


class C(A):
    kind = "c"


class D(B):
    def size(self):
        return -1


class E(C):
    kind = "e"

    def size(self):
        return 99


objs = [cls(str(i)) for i in range(40) for cls in (A, B, C, D, E)]
print([o.describe() for o in objs[:10]])
print(sum(len(o.describe()) for o in objs))
C.kind = "changed"
print([o.describe() for o in objs[:5]])
del C.kind
print([o.describe() for o in objs[:5]])
