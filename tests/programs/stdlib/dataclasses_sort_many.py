# dataclasses under load: sorting, hashing and comparing 8000 instances
# (the generated methods must not pile up garbage during a sort).
from dataclasses import dataclass, field
@dataclass(order=True, frozen=True)
class P:
    a: int
    b: int = 0
    c: list = field(default_factory=list, compare=False, hash=False)
ps = [P(i % 97, i % 13) for i in range(8000)]
ps.sort()
s = {p for p in ps}
n = sum(1 for x, y in zip(ps, ps[1:]) if x == y)
r = [repr(p) for p in ps[:500]]
print(len(s), n, r[0])
