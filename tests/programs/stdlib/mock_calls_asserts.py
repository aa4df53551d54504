# Mock records calls; the assert_* helpers fail with CPython's messages.
from unittest.mock import Mock, call, ANY, sentinel, DEFAULT


def attempt(label, func, *args, **kwargs):
    try:
        func(*args, **kwargs)
    except Exception as exc:
        print(label, type(exc).__name__, repr(str(exc)))
    else:
        print(label, "ok")


m = Mock()
attempt("not called", m.foo.assert_not_called)
attempt("called_with before", m.foo.assert_called_with, 1)
m.foo(1)
attempt("called_with wrong", m.foo.assert_called_with, 2)
attempt("called_with right", m.foo.assert_called_with, 1)
attempt("once_with wrong", m.foo.assert_called_once_with, 2)
m.foo(2, key="v")
attempt("once_with twice", m.foo.assert_called_once_with, 2)
attempt("called_once", m.foo.assert_called_once)
attempt("not_called", m.foo.assert_not_called)
attempt("bar called", m.bar.assert_called)
attempt("any_call miss", m.foo.assert_any_call, 3)
attempt("any_call hit", m.foo.assert_any_call, 1)
attempt("has_calls miss", m.assert_has_calls, [call.foo(3)])
attempt("has_calls hit", m.assert_has_calls, [call.foo(1), call.foo(2, key="v")])
attempt("has_calls any_order", m.foo.assert_has_calls, [call(2, key="v"), call(1)], any_order=True)
attempt("has_calls any_order miss", m.foo.assert_has_calls, [call(9)], any_order=True)
m.foo().bar(2)
print(m.mock_calls)
print(m.method_calls)
print(m.foo.mock_calls)
print(m.foo.call_args, m.foo.call_args_list, m.foo.call_count, m.foo.called)
print(m.foo.call_args_list[1].args, m.foo.call_args_list[1].kwargs)
args, kwargs = m.foo.call_args_list[1]
print(args, kwargs)
name, args, kwargs = m.mock_calls[1]
print(name, args, kwargs)
print(repr(call(1, a=2)), call.x.y(1), call().z, call(1) == call(1), call(1) == call(2))
print(m.foo.call_args == call(), m.foo.call_args == ((), {}), m.foo.call_args_list == [call(1), call(2, key="v"), call()])
print(call(1, 2) == call(ANY, 2), m.foo.call_args_list[0] == call(ANY))
print([call(1), call(2)] in m.foo.call_args_list, call.foo(1) in m.mock_calls)
attempt("typo", getattr, m, "assert_callled_once")
attempt("named", Mock(name="worker").assert_called_with, 1, b=2)

# return_value and side_effect
r = Mock(return_value=5)
print(r(), r(1, 2), r.return_value, r.call_count)
seq = Mock(side_effect=[1, 2, ValueError("third")])
print(seq(), seq())
attempt("side_effect exc in list", seq)
attempt("exhausted", seq)
attempt("side_effect class", Mock(side_effect=KeyError))
attempt("side_effect instance", Mock(side_effect=KeyError("k")))
double = Mock(side_effect=lambda x: x * 2)
print(double(21))
fallback = Mock(side_effect=lambda: DEFAULT, return_value="default used")
print(fallback())
wrapped = Mock(wraps=lambda x: x + 1)
print(wrapped(1), wrapped.call_args)
print(sentinel.token, sentinel.token is sentinel.token, DEFAULT, ANY)

# reset_mock, configure_mock, attach_mock
r.reset_mock()
print(r.called, r.call_count, r.call_args, r.call_args_list, r())
r.reset_mock(return_value=True)
print(r() is r.return_value, isinstance(r(), Mock))
c = Mock(**{"method.return_value": 3, "other.side_effect": KeyError})
print(c.method())
attempt("configured side effect", c.other)
c.configure_mock(**{"a.b.return_value": "deep"})
print(c.a.b())
parent = Mock()
child = Mock(return_value=None)
parent.attach_mock(child, "child")
child(1)
print(parent.mock_calls)

# spec
class Service:
    limit = 3

    def fetch(self, key):
        return key

spec_mock = Mock(spec=Service)
# isinstance(spec_mock, Service) is True in CPython; corral's isinstance
# does not consult __class__, so only the attribute is checked here.
print(spec_mock.__class__ is Service, spec_mock.fetch("k") is not None)
attempt("spec missing", getattr, spec_mock, "nope")
listed = Mock(spec=["alpha"])
attempt("spec list", getattr, listed, "beta")
strict = Mock(spec_set=["alpha"])
attempt("spec_set", setattr, strict, "beta", 1)
strict.alpha = 1
print(strict.alpha)
print(repr(Mock(name="x")).startswith("<Mock name='x' id='"))
print(repr(Mock().a.b()).split(" id=")[0], repr(Mock(spec=Service)).split(" id=")[0])
print(repr(Mock(spec_set=Service)).split(" id=")[0])
