class L(list):
    pass
x = L([1])
y = x
x += [2, 3]
print(type(x).__name__, x, x is y)
x *= 2
print(type(x).__name__, x, x is y)
class D(dict):
    pass
d = D(a=1)
e = d
d |= {'b': 2}
print(type(d).__name__, d, d is e)
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        return Acc(self.v + o)
    def __repr__(self):
        return f"Acc({self.v})"
a = Acc(1)
b = a
a += 5
print(a, b, a is b)
class NoI:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return NoI(self.v + o)
n = NoI(1); n0 = n
n += 2
print(n.v, n is n0)
class S(set):
    pass
s = S({1}); s0 = s
s |= {2}
s &= {1, 2, 3}
s -= {3}
s ^= {4}
print(type(s).__name__, sorted(s), s is s0)
class BA(bytearray):
    pass
ba = BA(b'a'); ba0 = ba
ba += b'b'
print(type(ba).__name__, bytes(ba), ba is ba0)
class NI:
    def __iadd__(self, o):
        return NotImplemented
    def __add__(self, o):
        return 'added'
q = NI()
q += 1
print(q)
lst = [L([1])]
lst[0] += [5]
print(type(lst[0]).__name__, lst[0])
class Holder:
    pass
h = Holder()
h.v = L([0])
h.v += [9]
print(type(h.v).__name__, h.v)
class OwnIadd(list):
    def __iadd__(self, other):
        self.append('own')
        return self
o = OwnIadd([1]); o0 = o
o += [2]
print(type(o).__name__, o, o is o0)
class S2(set):
    pass
s = S({1, 2}); s0 = s
s |= S2({3})
print(type(s).__name__, sorted(s), s is s0)
t = L([1])
try:
    t *= 'x'
except TypeError as e:
    print('TypeError', e)
