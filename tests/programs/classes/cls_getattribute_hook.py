class Tracer:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        if name == 'secret':
            return 'intercepted'
        if name.startswith('up_'):
            return object.__getattribute__(self, name[3:]) * 100
        return object.__getattribute__(self, name)
    def method(self):
        return 'm'
t = Tracer()
print(t.x, t.secret, t.up_x, t.method())
try:
    t.nope
except AttributeError as e:
    print('AE', e)
class Both:
    def __getattribute__(self, name):
        if name == 'boom':
            raise AttributeError('boom')
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return 'fallback:' + name
b = Both()
print(b.boom, b.other, b.__class__.__name__)
print(getattr(b, 'boom'), hasattr(b, 'zzz'))
log = []
class Logged:
    a = 5
    def __getattribute__(self, name):
        log.append(name)
        return super().__getattribute__(name)
l = Logged()
l.a; l.a
print(log)
class Child(Tracer):
    pass
print(Child().secret)
class Cnt:
    def __getattribute__(self, name):
        return 7
c = Cnt()
print(c.anything, c.zz)
class Counting:
    def __init__(self):
        object.__setattr__(self, 'hits', 0)
    def __getattribute__(self, name):
        if name != 'hits':
            object.__setattr__(self, 'hits', object.__getattribute__(self, 'hits') + 1)
        return object.__getattribute__(self, name)
    def work(self):
        return 'w'
cn = Counting()
for _ in range(3):
    cn.work()
print(cn.hits, getattr(cn, 'missing', 'dflt'), cn.hits)
class Raiser:
    def __getattribute__(self, name):
        raise KeyError(name)
try:
    Raiser().a
except KeyError as e:
    print('KeyError', e)
