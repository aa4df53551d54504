# inspect.signature / Signature / Parameter / BoundArguments: str, repr,
# binding rules and their error messages.
import functools
import inspect
from inspect import Parameter, Signature
from typing import List, Optional


def f(a, b: int = 1, *args, c, d: "str" = "x", **kw) -> bool:
    pass


def g(x, /, y, *, z=None):
    pass


class A:
    def __init__(self, p, q=2):
        pass

    def m(self, r):
        pass

    @classmethod
    def cm(cls, s, t=0):
        pass

    @staticmethod
    def sm(u):
        pass


class B:
    pass


class C:
    def __call__(self, s, *rest):
        pass


def h(a: List[int], b: Optional[str] = None, c: A = None) -> "A":
    pass


s = inspect.signature(f)
print(s)
print(repr(s))
for p in s.parameters.values():
    print(repr(p), p.name, p.kind, repr(p.kind), p.kind.description, p.default, p.annotation)
print(s.parameters)
print(list(s.parameters), s.return_annotation, Signature.empty, Parameter.empty)
print(inspect.signature(g), inspect.signature(A), inspect.signature(A(1).m))
print(inspect.signature(A.m), inspect.signature(A.cm), inspect.signature(A.sm))
print(inspect.signature(C()), inspect.signature(B), inspect.signature(lambda *a, **k: 0))
print(inspect.signature(lambda x, y=[1, 2]: 0))
print(inspect.signature(functools.partial(f, 1, c=3)))
print(inspect.signature(functools.partial(g, 1)))
print(inspect.signature(h))


@functools.wraps(f)
def wrapper(*args, **kwargs):
    return f(*args, **kwargs)


print(inspect.signature(wrapper), inspect.signature(wrapper, follow_wrapped=False))

ba = s.bind(1, 2, 3, c=4, e=5)
print(ba, ba.args, ba.kwargs, ba.arguments)
ba.apply_defaults()
print(ba)
print(s.bind(1, c=2).args, s.bind(1, c=2).kwargs)
for args, kwargs in [((), {}), ((1,), {}), ((1, 2), {"c": 1, "b": 3}),
                     ((1,), {"c": 1, "zz": 2}), ((1, 2, 3), {}),
                     ((1,), {"x": 1, "y": 2}), ((1, 2), {"y": 3})]:
    try:
        print(inspect.signature(g).bind(*args, **kwargs))
    except TypeError as exc:
        print("TypeError", exc)
for args, kwargs in [((), {"c": 1}), ((1,), {"a": 2, "c": 3})]:
    try:
        print(s.bind(*args, **kwargs))
    except TypeError as exc:
        print("TypeError", exc)
print(inspect.signature(A.m).bind_partial(1))
print(inspect.signature(g).bind_partial())

print(s.replace(return_annotation=Signature.empty))
print(s.replace(parameters=[Parameter("only", Parameter.POSITIONAL_ONLY)]))
print(Signature([Parameter("a", Parameter.POSITIONAL_ONLY),
                 Parameter("b", Parameter.KEYWORD_ONLY, default=3)]))
print(Signature([Parameter("v", Parameter.VAR_POSITIONAL),
                 Parameter("k", Parameter.KEYWORD_ONLY)], return_annotation=int))
print(Signature())
for build in [
    lambda: Parameter("a b", Parameter.POSITIONAL_ONLY),
    lambda: Parameter("args", Parameter.VAR_POSITIONAL, default=1),
    lambda: Parameter("x", 7),
    lambda: Signature([Parameter("a", Parameter.POSITIONAL_OR_KEYWORD, default=1),
                       Parameter("b", Parameter.POSITIONAL_OR_KEYWORD)]),
    lambda: Signature([Parameter("a", Parameter.KEYWORD_ONLY),
                       Parameter("b", Parameter.POSITIONAL_ONLY)]),
    lambda: Signature([Parameter("a", Parameter.KEYWORD_ONLY),
                       Parameter("a", Parameter.KEYWORD_ONLY)]),
]:
    try:
        build()
    except (ValueError, TypeError) as exc:
        print(type(exc).__name__, exc)
p = Parameter("x", Parameter.KEYWORD_ONLY, default=5, annotation=int)
print(p, repr(p), p.replace(default=Parameter.empty), p.replace(name="y", kind=Parameter.POSITIONAL_ONLY))
print(str(Parameter.VAR_KEYWORD), Parameter.KEYWORD_ONLY < Parameter.VAR_KEYWORD, int(Parameter.VAR_POSITIONAL))
print(inspect.signature(f) == inspect.signature(f), inspect.signature(f) == inspect.signature(g))
print(p == Parameter("x", Parameter.KEYWORD_ONLY, default=5, annotation=int), hash(p) == hash(p.replace()))
try:
    inspect.signature(42)
except TypeError as exc:
    print("TypeError", exc)
print(inspect.signature(len), inspect.signature(print))

spec = inspect.getfullargspec(f)
print(spec)
print(spec.args, spec.varargs, spec.varkw, spec.defaults, spec.kwonlyargs, spec.kwonlydefaults)
print(inspect.getfullargspec(A.m))
print(inspect.getcallargs(f, 1, c=2))
print(inspect.getcallargs(g, 1, 2))
print(inspect.formatannotation(int), inspect.formatannotation(A), inspect.formatannotation(List[int]))
