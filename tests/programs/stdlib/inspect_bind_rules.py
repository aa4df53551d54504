import inspect
from inspect import Parameter as P, Signature as S

for ps in ([P('a', P.POSITIONAL_ONLY, default=1), P('b', P.POSITIONAL_OR_KEYWORD)],
           [P('a', P.POSITIONAL_OR_KEYWORD, default=1), P('b', P.POSITIONAL_OR_KEYWORD)],
           [P('a', P.POSITIONAL_OR_KEYWORD), P('a', P.KEYWORD_ONLY)],
           [P('a', P.KEYWORD_ONLY), P('b', P.POSITIONAL_OR_KEYWORD)],
           [P('a', P.POSITIONAL_OR_KEYWORD, default=1), P('b', P.KEYWORD_ONLY)]):
    try:
        print(S(ps))
    except ValueError as e:
        print('ValueError', e)

def f1(a, b=1, *args, c, d=2, **kw): pass
def f2(a, /, b, *, c): pass
def f3(a, /, b=2, **kw): pass
def f4(a, b, c=3, /, d=4, *e, f, g=7, **h): pass
def f5(): pass
calls = [((), {}), ((1,), {}), ((1, 2), {}), ((1, 2, 3, 4, 5), {}), ((), {'a': 1}),
         ((1,), {'a': 1}), ((1,), {'c': 3}), ((1,), {'b': 2, 'c': 3, 'z': 9}),
         ((1, 2), {'c': 3, 'd': 4, 'e': 5}), ((1, 2, 3, 4, 5, 6, 7), {'f': 1}),
         ((1, 2, 3), {'f': 1, 'h': 2}), ((), {'a': 1, 'b': 2, 'c': 3, 'd': 4, 'f': 5})]
for fn in (f1, f2, f3, f4, f5):
    sig = inspect.signature(fn)
    print(fn.__name__, sig)
    for args, kw in calls:
        for method in (sig.bind, sig.bind_partial):
            try:
                ba = method(*args, **kw)
                print(' ', method.__name__, args, kw, '->', dict(ba.arguments), ba.args, ba.kwargs)
                ba.apply_defaults()
                print('    defaults', ba)
            except TypeError as e:
                print(' ', method.__name__, args, kw, 'TypeError', e)
inspect.signature(f2).bind(1, 2, 3)
