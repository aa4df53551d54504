# Generators, closures (cell_contents), scoping, match, walrus, async basics; ends with an uncaught KeyError.
# Generators, closures, scoping, match, walrus, async basics.
import asyncio
def gen():
    x = yield 1
    print('got', x)
    try:
        yield 2
    except ValueError as e:
        print('caught', e)
        yield 3
    finally:
        print('cleanup')
g = gen()
print(next(g), g.send('hi'), g.throw(ValueError('v')))
g.close()
print(g.gi_running, inspect_name := gen.__name__)
def sub():
    r = yield from inner()
    print('inner returned', r)
    yield 'after'
def inner():
    yield 'a'
    return 'ret'
print(list(sub()))
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter(); c(); print(c(), c.__closure__[0].cell_contents)
fs = [lambda: i for i in range(3)]
print([f() for f in fs], [(lambda i=i: i)() for i in range(3)])
x = 10
def scope():
    print(x)
scope()
def bad_scope():
    print(y)
    y = 1
try:
    bad_scope()
except UnboundLocalError as e:
    print(e)
def gl():
    global newg
    newg = 5
gl(); print(newg)
print([y for y in range(5) if (z := y * 2) > 4], z)
def m(v):
    match v:
        case 0 | 1:
            return 'small'
        case [x, *rest] if len(rest) > 1:
            return f'list {x} {rest}'
        case {'k': val, **others}:
            return f'dict {val} {others}'
        case (a, b):
            return f'pair {a} {b}'
        case str() as s if s.startswith('a'):
            return 'a-str'
        case int(n) | float(n):
            return f'num {n}'
        case {'type': 'pt', 'x': x}:
            return 'pt'
        case _:
            return 'other'
for v in [0, [1, 2, 3], {'k': 1, 'z': 2}, (1, 2), 'abc', 5.5, 'xyz', [1]]:
    print(m(v))
class Pt:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y): self.x, self.y = x, y
match Pt(1, 2):
    case Pt(1, y=yy):
        print('Pt', yy)
try:
    match Pt(1, 2):
        case Pt(1, 2, 3):
            pass
except TypeError as e:
    print(e)
async def co(n):
    await asyncio.sleep(0)
    return n * 2
async def main():
    r = await asyncio.gather(co(1), co(2))
    print(r)
    async def agen():
        for i in range(3):
            yield i
    print([i async for i in agen()])
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.001)
    except asyncio.TimeoutError:
        print('timeout')
    t = asyncio.create_task(co(5))
    print(await t, t.done())
asyncio.run(main())
def genexp_err():
    return list(1 / i for i in [1, 0])
try:
    genexp_err()
except ZeroDivisionError as e:
    print(e)
it = iter(range(3))
print(list(zip(it, it)), list(it))
def early():
    yield 1
    return 5
e = early(); next(e)
try:
    next(e)
except StopIteration as s:
    print('stop', s.value)
def raiser():
    yield 1
    raise StopIteration
try:
    list(raiser())
except RuntimeError as r:
    print(r)
print((lambda *a, **k: (a, k))(1, b=2), (lambda a, /, b, *, c: a + b + c)(1, 2, c=3))
def kw(a, b=2, *args, c, d=4, **kw): return a, b, args, c, d, kw
print(kw(1, c=3), kw(1, 2, 3, 4, c=5, e=6), kw.__defaults__, kw.__kwdefaults__)
try:
    kw(1)
except TypeError as e:
    print(e)
try:
    kw(1, c=1, a=2)
except TypeError as e:
    print(e)
def rec(n): return rec(n + 1)
try:
    rec(0)
except RecursionError as e:
    print(e)
assert True, 'fine'
try:
    assert 1 == 2, f'mismatch {1} != {2}'
except AssertionError as e:
    print(e)
print(next(g for g in [None, 0, 3] if g), sum(x for x in range(4)), dict.fromkeys('ab', 0))
raise KeyError(('a', 1))
