"""unittest.mock: mock objects that record how they are used, and patch().

Written for corral from the unittest.mock documentation and the behaviour
of CPython 3.11. Each mock gets a class of its own, so the magic methods a
MagicMock supports (or a test assigns) apply to that one mock only.
"""

import sys
import functools
import contextlib

__all__ = ('Mock', 'MagicMock', 'patch', 'sentinel', 'DEFAULT', 'ANY',
           'call', 'create_autospec', 'AsyncMock', 'FILTER_DIR',
           'NonCallableMock', 'NonCallableMagicMock', 'mock_open',
           'PropertyMock', 'seal')

__unittest = True

try:
    import builtins
except ImportError:
    # Corral has no builtins module: patch('builtins.x') cannot work there.
    builtins = None

FILTER_DIR = True


def _load_module(name):
    """The module `name` (dotted names give the submodule). Corral has no
    __import__, so this runs an import statement."""
    scope = {}
    exec(f"import {name} as found", scope)
    return scope['found']


# ---------------------------------------------------------------- sentinels

class _SentinelObject(object):
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f'sentinel.{self.name}'

    def __reduce__(self):
        return f'sentinel.{self.name}'


class _Sentinels(object):
    """sentinel.NAME: a unique object per name, with a readable repr."""

    def __init__(self):
        self._made = {}

    def __getattr__(self, name):
        if name == '__bases__':
            raise AttributeError
        made = self._made
        if name not in made:
            made[name] = _SentinelObject(name)
        return made[name]


sentinel = _Sentinels()
DEFAULT = sentinel.DEFAULT
_MISSING = sentinel.MISSING
_DELETED = sentinel.DELETED


class _AnyValue(object):
    """ANY: equal to everything (for loose call assertions)."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = None

    def __repr__(self):
        return '<ANY>'


ANY = _AnyValue()


# ---------------------------------------------------------------- call objects

def _format_args(args, kwargs):
    shown = [repr(a) for a in args]
    shown += [f'{k}={v!r}' for k, v in kwargs.items()]
    return ', '.join(shown)


def _join_name(left, right):
    if not left:
        return right
    if not right:
        return left
    if right.startswith('('):
        return left + right
    return left + '.' + right


class _Call(tuple):
    """A recorded (or expected) call: `call(1, a=2)`, `call.meth(3)`.

    Calls kept in call_args and call_args_list are (args, kwargs) pairs;
    those in mock_calls and method_calls are (name, args, kwargs)."""

    def __new__(cls, value=(), name='', parent=None, two=False,
                from_kall=True):
        if len(value) == 3:
            name_part, args, kwargs = value
        elif len(value) == 2:
            first, second = value
            if isinstance(first, str):
                name_part = first
                if isinstance(second, tuple):
                    args, kwargs = second, {}
                else:
                    args, kwargs = (), second
            else:
                name_part, args, kwargs = '', first, second
        elif len(value) == 1:
            only = value[0]
            if isinstance(only, str):
                name_part, args, kwargs = only, (), {}
            elif isinstance(only, tuple):
                name_part, args, kwargs = '', only, {}
            else:
                name_part, args, kwargs = '', (), only
        else:
            name_part, args, kwargs = '', (), {}
        args = tuple(args)
        kwargs = dict(kwargs)
        if two:
            self = tuple.__new__(cls, (args, kwargs))
        else:
            self = tuple.__new__(cls, (name_part, args, kwargs))
        self._call_name = name_part if name_part else name
        self._call_args = args
        self._call_kwargs = kwargs
        self._call_parent = parent
        self._from_kall = from_kall
        self._two = two
        return self

    def __init__(self, *a, **k):
        pass

    @property
    def args(self):
        return self._call_args

    @property
    def kwargs(self):
        return self._call_kwargs

    def __eq__(self, other):
        try:
            n = len(other)
        except TypeError:
            return NotImplemented
        if isinstance(other, _Call):
            other_name = '' if other._two else other._call_name
            other_args, other_kwargs = other._call_args, other._call_kwargs
        elif n == 3:
            other_name, other_args, other_kwargs = other
        elif n == 2:
            first, second = other
            if isinstance(first, str):
                other_name = first
                if isinstance(second, tuple):
                    other_args, other_kwargs = second, {}
                else:
                    other_args, other_kwargs = (), second
            else:
                other_name, other_args, other_kwargs = '', first, second
        elif n == 1:
            only = other[0]
            if isinstance(only, str):
                other_name, other_args, other_kwargs = only, (), {}
            elif isinstance(only, tuple):
                other_name, other_args, other_kwargs = '', only, {}
            else:
                other_name, other_args, other_kwargs = '', (), only
        elif n == 0:
            other_name, other_args, other_kwargs = '', (), {}
        else:
            return False
        my_name = '' if self._two else self._call_name
        if my_name and other_name and my_name != other_name:
            return False
        return (other_args, other_kwargs) == (self._call_args,
                                              self._call_kwargs)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    __hash__ = None

    def __call__(self, *args, **kwargs):
        if self._call_name is None:
            return _Call(('', args, kwargs))
        return _Call((self._call_name, args, kwargs), parent=self)

    def __getattr__(self, attr):
        if attr.startswith('_call_') or attr in ('_from_kall', '_two'):
            raise AttributeError(attr)
        if self._call_name is None:
            return _Call(name=attr, parent=self, from_kall=False)
        base = self._call_name
        if self._from_kall:
            base += '()'
        return _Call(name=_join_name(base, attr), parent=self,
                     from_kall=False)

    def __repr__(self):
        if not self._from_kall and not self._two:
            name = self._call_name or 'call'
            if name.startswith('()'):
                name = 'call' + name
            elif name != 'call':
                name = 'call.' + name
            return name
        name = '' if self._two else (self._call_name or '')
        if name.startswith('()'):
            head = 'call' + name
        elif name:
            head = 'call.' + name
        else:
            head = 'call'
        return f'{head}({_format_args(self._call_args, self._call_kwargs)})'

    def call_list(self):
        """The calls a chained call like call.a(1).b(2) is made of."""
        parts = []
        node = self
        while node is not None:
            if node._from_kall:
                parts.append(node)
            node = node._call_parent
        return _CallList(reversed(parts))


call = _Call(from_kall=False)
call._call_name = None
call._call_parent = None


class _CallList(list):
    """A list of calls; `in` also finds a contiguous run of calls."""

    def __contains__(self, value):
        if not isinstance(value, list):
            return list.__contains__(self, value)
        n = len(value)
        for start in range(len(self) - n + 1):
            if self[start:start + n] == value:
                return True
        return False

    def __repr__(self):
        import pprint
        return pprint.pformat(list(self))


# ---------------------------------------------------------------- magic methods

_MAGIC_NAMES = set()
for _names in (
        "lt gt le ge eq ne getitem setitem delitem len contains iter hash str "
        "sizeof enter exit divmod rdivmod neg pos abs invert complex int float "
        "index round trunc floor ceil bool next fspath aiter",
        "add sub mul matmul truediv floordiv mod lshift rshift and xor or pow",
):
    for _n in _names.split():
        _MAGIC_NAMES.add(f'__{_n}__')
for _n in ("add sub mul matmul truediv floordiv mod lshift rshift and xor or "
           "pow").split():
    _MAGIC_NAMES.add(f'__r{_n}__')
    _MAGIC_NAMES.add(f'__i{_n}__')
_MAGIC_NAMES.update(('__missing__', '__reversed__', '__format__', '__dir__',
                     '__get__', '__set__', '__delete__', '__aenter__',
                     '__aexit__', '__anext__', '__call__'))
_MAGIC_NAMES.discard('__call__')
# Supported by default on a MagicMock; others only when assigned.
_DEFAULT_MAGICS = _MAGIC_NAMES - {
    '__getattr__', '__setattr__', '__init__', '__new__', '__prepare__',
    '__instancecheck__', '__subclasscheck__', '__del__', '__missing__',
    '__reversed__', '__format__', '__dir__', '__get__', '__set__',
    '__delete__', '__aenter__', '__aexit__', '__anext__', '__aiter__',
    '__fspath__', '__next__'}
_DEFAULT_MAGICS.add('__fspath__')


def _default_eq(mock):
    def __eq__(other):
        configured = mock.__eq__._mock_return_value
        if configured is not DEFAULT:
            return configured
        return mock is other
    return __eq__


def _default_ne(mock):
    def __ne__(other):
        if mock.__ne__._mock_return_value is not DEFAULT:
            return DEFAULT
        return mock is not other
    return __ne__


def _default_iter(mock):
    def __iter__():
        configured = mock.__iter__._mock_return_value
        if configured is DEFAULT:
            return iter([])
        return iter(configured)
    return __iter__


_FIXED_RESULTS = {
    '__hash__': lambda self: object.__hash__(self),
    '__str__': lambda self: NonCallableMock.__repr__(self),
    '__sizeof__': lambda self: object.__sizeof__(self),
    '__fspath__': lambda self: f"{type(self).__name__}/"
                               f"{self._extract_mock_name()}/{id(self)}",
}

_RETURN_VALUES = {
    '__lt__': NotImplemented, '__gt__': NotImplemented,
    '__le__': NotImplemented, '__ge__': NotImplemented,
    '__int__': 1, '__contains__': False, '__len__': 0, '__exit__': False,
    '__complex__': 1j, '__float__': 1.0, '__bool__': True, '__index__': 1,
    '__aexit__': False,
}

_SIDE_EFFECT_FACTORIES = {
    '__eq__': _default_eq,
    '__ne__': _default_ne,
    '__iter__': _default_iter,
}


def _configure_magic(mock, child, name):
    fixed = _FIXED_RESULTS.get(name)
    if fixed is not None:
        child.return_value = fixed(mock)
        return
    if name in _RETURN_VALUES:
        child.return_value = _RETURN_VALUES[name]
        return
    factory = _SIDE_EFFECT_FACTORIES.get(name)
    if factory is not None:
        child.side_effect = factory(mock)


class _MagicProxy(object):
    """Class attribute standing for a magic method: reading it (as the
    interpreter does for len(m) and the like) gives the mock's child mock
    of that name, made and configured on first use."""

    def __init__(self, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return _magic_child(obj, self.name)

    def __call__(self, obj, /, *args, **kwargs):
        # Corral calls a special method found on the class with the
        # instance first instead of binding it through __get__.
        return _magic_child(obj, self.name)(*args, **kwargs)


def _magic_child(mock, name):
    children = mock.__dict__['_mock_children']
    child = children.get(name)
    if child is _DELETED:
        raise AttributeError(name)
    if child is None:
        child = MagicMock(parent=mock, name=name, _new_name=name,
                          _new_parent=mock)
        children[name] = child
        _configure_magic(mock, child, name)
    return child


def _magic_slot(name):
    return _MagicProxy(name)


def _user_magic(name, func):
    def slot(self, *args, **kw):
        return func(self, *args, **kw)
    slot.__name__ = name
    return slot


# ---------------------------------------------------------------- the mock

def _is_exception(obj):
    return isinstance(obj, BaseException) or (
        isinstance(obj, type) and issubclass(obj, BaseException))


def _spec_names(spec):
    if isinstance(spec, (list, tuple)) and not isinstance(spec, type):
        return set(spec), None
    return set(dir(spec)), (spec if isinstance(spec, type) else type(spec))


_ASSERT_TYPOS = ('assert', 'assret', 'asert', 'aseert', 'assrt')


class NonCallableMock(object):
    """A mock that records attribute use but cannot be called."""

    _mock_magic = False

    def __new__(cls, *args, **kw):
        # One class per mock: magic methods configured on it stay its own.
        own = type(cls.__name__, (cls,), {'__doc__': cls.__doc__})
        return object.__new__(own)

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None,
                 parent=None, _spec_state=None, _new_name='',
                 _new_parent=None, _spec_as_instance=False, _eat_self=None,
                 unsafe=False, **kwargs):
        d = self.__dict__
        d['_mock_parent'] = parent
        d['_mock_name'] = name
        d['_mock_new_name'] = _new_name
        d['_mock_new_parent'] = _new_parent
        d['_mock_sealed'] = False
        d['_mock_children'] = {}
        d['_mock_wraps'] = wraps
        d['_mock_delegate'] = None
        d['_mock_called'] = False
        d['_mock_call_args'] = None
        d['_mock_call_count'] = 0
        d['_mock_call_args_list'] = _CallList()
        d['_mock_mock_calls'] = _CallList()
        d['method_calls'] = _CallList()
        d['_mock_unsafe'] = unsafe
        d['_mock_return_value'] = DEFAULT
        d['_mock_side_effect'] = None
        d['_spec_class'] = None
        d['_spec_names'] = None
        d['_spec_set'] = None
        d['_spec_signature'] = None
        if spec_set is not None:
            spec = spec_set
            spec_set = True
        self._mock_add_spec(spec, spec_set)
        if kwargs:
            self.configure_mock(**kwargs)
        if self._mock_magic:
            self._mock_set_magics()

    def _mock_add_spec(self, spec, spec_set, _spec_as_instance=False,
                       _eat_self=False):
        d = self.__dict__
        if spec is None:
            d['_spec_class'] = None
            d['_spec_names'] = None
        else:
            names, cls = _spec_names(spec)
            d['_spec_class'] = cls
            d['_spec_names'] = names
        d['_spec_set'] = spec_set

    def mock_add_spec(self, spec, spec_set=False):
        """Restrict the mock's attributes to those of spec."""
        self._mock_add_spec(spec, spec_set)
        if self._mock_magic:
            self._mock_set_magics()

    def _mock_set_magics(self):
        cls = type(self)
        names = _DEFAULT_MAGICS
        spec = self.__dict__['_spec_names']
        if spec is not None:
            names = {n for n in names if n in spec}
            for n in _DEFAULT_MAGICS - names:
                if n in cls.__dict__:
                    delattr(cls, n)
        for n in names:
            if n not in cls.__dict__:
                setattr(cls, n, _magic_slot(n))

    def attach_mock(self, mock, attribute):
        """Make mock a child of this one, recorded as attribute."""
        d = mock.__dict__
        d['_mock_parent'] = None
        d['_mock_new_parent'] = None
        d['_mock_name'] = ''
        d['_mock_new_name'] = None
        setattr(self, attribute, mock)

    def configure_mock(self, **kwargs):
        """Set attributes, dotted names reaching child mocks:
        configure_mock(**{'a.b.return_value': 1})."""
        for arg, val in sorted(kwargs.items(),
                               key=lambda item: item[0].count('.')):
            parts = arg.split('.')
            final = parts.pop()
            obj = self
            for part in parts:
                obj = getattr(obj, part)
            setattr(obj, final, val)

    # -- recorded state

    def _get_child_mock(self, **kw):
        own = type(self).__mro__[1]
        if issubclass(own, AsyncMock):
            klass = AsyncMock
        elif issubclass(own, MagicMixin):
            klass = MagicMock
        elif not issubclass(own, Mock):
            klass = Mock
        else:
            klass = own
        if self.__dict__.get('_mock_sealed'):
            name = kw.get('_new_name') or kw.get('name') or ''
            raise AttributeError(_join_name(self._extract_mock_name(), name))
        return klass(**kw)

    @property
    def called(self):
        return self.__dict__['_mock_called']

    @called.setter
    def called(self, value):
        self.__dict__['_mock_called'] = value

    @property
    def call_count(self):
        return self.__dict__['_mock_call_count']

    @call_count.setter
    def call_count(self, value):
        self.__dict__['_mock_call_count'] = value

    @property
    def call_args(self):
        return self.__dict__['_mock_call_args']

    @call_args.setter
    def call_args(self, value):
        self.__dict__['_mock_call_args'] = value

    @property
    def call_args_list(self):
        return self.__dict__['_mock_call_args_list']

    @call_args_list.setter
    def call_args_list(self, value):
        self.__dict__['_mock_call_args_list'] = value

    @property
    def mock_calls(self):
        return self.__dict__['_mock_mock_calls']

    @mock_calls.setter
    def mock_calls(self, value):
        self.__dict__['_mock_mock_calls'] = value

    @property
    def return_value(self):
        ret = self.__dict__['_mock_return_value']
        if ret is DEFAULT:
            ret = self._get_child_mock(_new_parent=self, _new_name='()')
            self.__dict__['_mock_return_value'] = ret
        return ret

    @return_value.setter
    def return_value(self, value):
        self.__dict__['_mock_return_value'] = value
        if _is_plain_mock(value) and value.__dict__['_mock_new_parent'] is None \
                and value.__dict__['_mock_name'] is None \
                and not _is_ancestor(value, self):
            value.__dict__['_mock_new_parent'] = self
            value.__dict__['_mock_new_name'] = '()'

    @property
    def side_effect(self):
        return self.__dict__['_mock_side_effect']

    @side_effect.setter
    def side_effect(self, value):
        if value is not None and not callable(value) and not _is_exception(value):
            try:
                value = _Exhaustible(iter(value))
            except TypeError:
                pass
        self.__dict__['_mock_side_effect'] = value

    @property
    def __class__(self):
        spec = self.__dict__.get('_spec_class')
        if spec is None:
            return type(self)
        return spec

    def reset_mock(self, visited=None, *, return_value=False,
                   side_effect=False):
        """Forget all calls (of this mock and its children); optionally
        the configured return value and side effect too."""
        if visited is None:
            visited = []
        if id(self) in visited:
            return
        visited.append(id(self))
        d = self.__dict__
        d['_mock_called'] = False
        d['_mock_call_args'] = None
        d['_mock_call_count'] = 0
        d['_mock_mock_calls'] = _CallList()
        d['_mock_call_args_list'] = _CallList()
        d['method_calls'] = _CallList()
        if return_value:
            d['_mock_return_value'] = DEFAULT
        if side_effect:
            d['_mock_side_effect'] = None
        for child in d['_mock_children'].values():
            if _is_plain_mock(child) and child is not _DELETED:
                child.reset_mock(visited, return_value=return_value,
                                 side_effect=side_effect)
        ret = d['_mock_return_value']
        if _is_plain_mock(ret) and ret is not self:
            ret.reset_mock(visited)

    # -- attribute access

    def __getattr__(self, name):
        d = self.__dict__
        if name in ('_mock_methods', '_mock_unsafe', '_mock_children'):
            raise AttributeError(name)
        if name.startswith('_mock_') or name.startswith('_spec_'):
            raise AttributeError(name)
        spec = d.get('_spec_names')
        if spec is not None:
            if name not in spec or name in ('__weakref__',):
                raise AttributeError(f"Mock object has no attribute {name!r}")
        elif name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        if not d.get('_mock_unsafe') and (
                name.startswith(_ASSERT_TYPOS) or name in ('called_once',
                                                           'called_with')):
            if name.startswith(_ASSERT_TYPOS):
                raise AttributeError(
                    f"{name!r} is not a valid assertion. Use a spec for the "
                    f"mock if {name!r} is meant to be an attribute.")
        children = d['_mock_children']
        result = children.get(name)
        if result is _DELETED:
            raise AttributeError(name)
        if result is None:
            wraps = None
            if d['_mock_wraps'] is not None:
                wraps = getattr(d['_mock_wraps'], name)
            result = self._get_child_mock(parent=self, name=name, wraps=wraps,
                                          _new_name=name, _new_parent=self)
            children[name] = result
        return result

    def __setattr__(self, name, value):
        d = self.__dict__
        spec = d.get('_spec_names')
        if (d.get('_spec_set') and spec is not None and name not in spec
                and name not in type(self).__dict__ and name not in d
                and not name.startswith('_mock_')
                and name not in ('return_value', 'side_effect', 'called',
                                 'call_count', 'call_args', 'call_args_list',
                                 'mock_calls', 'method_calls')):
            raise AttributeError(f"Mock object has no attribute '{name}'")
        if name in _MAGIC_NAMES or name in ('__call__',):
            if spec is not None and name not in spec and d.get('_spec_set'):
                raise AttributeError(
                    f"Mock object has no attribute '{name}'")
            cls = type(self)
            if not _is_plain_mock(value):
                setattr(cls, name, _user_magic(name, value))
                d['_mock_children'][name] = value
                return None
            if value.__dict__['_mock_parent'] is None:
                value.__dict__['_mock_parent'] = self
                value.__dict__['_mock_name'] = name
                value.__dict__['_mock_new_parent'] = self
                value.__dict__['_mock_new_name'] = name
            d['_mock_children'][name] = value
            setattr(cls, name, _magic_slot(name))
            return None
        prop = getattr(type(self), name, None)
        if isinstance(prop, property) or name.startswith('_mock_') or \
                name in ('method_calls', '_spec_class', '_spec_names',
                         '_spec_set', '_spec_signature'):
            return object.__setattr__(self, name, value)
        if _is_plain_mock(value) and value.__dict__['_mock_parent'] is None \
                and value.__dict__['_mock_new_parent'] is None and \
                value.__dict__['_mock_name'] in (None, '') and \
                not _is_ancestor(value, self):
            value.__dict__['_mock_parent'] = self
            value.__dict__['_mock_new_parent'] = self
            value.__dict__['_mock_name'] = name
            value.__dict__['_mock_new_name'] = name
            d['_mock_children'][name] = value
            return None
        if name in d['_mock_children']:
            del d['_mock_children'][name]
        d[name] = value
        return None

    def __delattr__(self, name):
        d = self.__dict__
        if name in _MAGIC_NAMES and name in type(self).__dict__:
            delattr(type(self), name)
            d['_mock_children'].pop(name, None)
            if name not in d:
                return
        if name in d:
            del d[name]
            return
        if d['_mock_children'].get(name) is _DELETED:
            raise AttributeError(name)
        d['_mock_children'][name] = _DELETED

    def __dir__(self):
        extras = sorted(k for k, v in self.__dict__['_mock_children'].items()
                        if v is not _DELETED)
        spec = self.__dict__['_spec_names']
        base = sorted(spec) if spec else []
        own = [n for n in type(self).__mro__[1].__dict__ if not
               n.startswith('_')]
        attrs = [n for n in self.__dict__ if not n.startswith('_')]
        return sorted(set(base + own + attrs + extras))

    # -- names and repr

    def _extract_mock_name(self):
        parts = []
        node = self
        seen = set()
        name = None
        while node is not None and id(node) not in seen:
            seen.add(id(node))
            d = node.__dict__
            new_name = d['_mock_new_name']
            parent = d['_mock_new_parent']
            if parent is None:
                name = d['_mock_name']
                break
            parts.append(new_name)
            node = parent
        text = name or 'mock'
        for part in reversed(parts):
            if part == '()':
                text += '()'
            elif part:
                text += '.' + part if not part.startswith('(') else part
        return text

    def __repr__(self):
        name = self._extract_mock_name()
        shown = ''
        if name not in ('mock', 'mock.'):
            shown = f' name={name!r}'
        spec = ''
        cls = self.__dict__['_spec_class']
        if cls is not None:
            spec = f' spec={cls.__name__!r}'
            if self.__dict__['_spec_set']:
                spec = f' spec_set={cls.__name__!r}'
        return f"<{type(self).__name__}{shown}{spec} id='{id(self)}'>"

    def _mock_call_text(self, args, kwargs):
        name = self.__dict__['_mock_name'] or 'mock'
        return f'{name}({_format_args(args, kwargs)})'

    def _call_matcher(self, value):
        return value

    # -- assertions

    def _calls_text(self):
        if not self.call_count:
            return ''
        return f"\nCalls: {self.mock_calls!r}."

    def _mock_own_name(self):
        return self.__dict__['_mock_name'] or 'mock'

    def assert_not_called(self):
        """Fail if the mock was called."""
        if self.call_count != 0:
            raise AssertionError(
                f"Expected '{self._mock_own_name()}' to not have been called."
                f" Called {self.call_count} times.{self._calls_text()}")

    def assert_called(self):
        """Fail unless the mock was called at least once."""
        if self.call_count == 0:
            raise AssertionError(
                f"Expected '{self._mock_own_name()}' to have been called.")

    def assert_called_once(self):
        """Fail unless the mock was called exactly once."""
        if self.call_count != 1:
            raise AssertionError(
                f"Expected '{self._mock_own_name()}' to have been called once."
                f" Called {self.call_count} times.{self._calls_text()}")

    def assert_called_with(self, /, *args, **kwargs):
        """Fail unless the last call had these arguments."""
        expected_text = self._mock_call_text(args, kwargs)
        if self.call_args is None:
            raise AssertionError(
                f'expected call not found.\nExpected: {expected_text}\n'
                f'  Actual: not called.')
        expected = _Call((args, kwargs), two=True)
        actual = self.call_args
        if actual != expected:
            actual_text = self._mock_call_text(actual.args, actual.kwargs)
            raise AssertionError(
                f'expected call not found.\nExpected: {expected_text}\n'
                f'  Actual: {actual_text}')

    def assert_called_once_with(self, /, *args, **kwargs):
        """Fail unless the mock was called exactly once, with these
        arguments."""
        if self.call_count != 1:
            raise AssertionError(
                f"Expected '{self._mock_own_name()}' to be called once."
                f" Called {self.call_count} times.{self._calls_text()}")
        return self.assert_called_with(*args, **kwargs)

    def assert_has_calls(self, calls, any_order=False):
        """Fail unless mock_calls contains calls (consecutively, or in any
        order with any_order=True)."""
        expected = list(calls)
        actual = _CallList(self.mock_calls)
        if not any_order:
            if expected not in actual:
                raise AssertionError(
                    f'Calls not found.\nExpected: {_CallList(expected)!r}\n'
                    f'  Actual: {actual!r}')
            return
        remaining = list(actual)
        missing = []
        for c in expected:
            try:
                remaining.remove(c)
            except ValueError:
                missing.append(c)
        if missing:
            raise AssertionError(
                f"{self._mock_own_name()!r} does not contain all of "
                f"{tuple(missing)!r} in its call list, found {actual!r} "
                f"instead")

    def assert_any_call(self, /, *args, **kwargs):
        """Fail unless some call had these arguments."""
        expected = _Call((args, kwargs), two=True)
        if expected not in list(self.call_args_list):
            raise AssertionError(
                f'{self._mock_call_text(args, kwargs)} call not found')


def _is_ancestor(candidate, mock):
    """Is candidate mock itself or one of its parents? (Linking it as a
    child would make a cycle.)"""
    node = mock
    seen = set()
    while node is not None and id(node) not in seen:
        if node is candidate:
            return True
        seen.add(id(node))
        node = node.__dict__.get('_mock_new_parent')
    return False


def _is_plain_mock(obj):
    return isinstance(obj, NonCallableMock) or (
        type(obj).__mro__[1:2] and issubclass(type(obj), NonCallableMock))


class _Exhaustible(object):
    """An iterator side_effect (kept apart from callables)."""

    def __init__(self, it):
        self._it = it

    def __iter__(self):
        return self._it

    def __next__(self):
        return next(self._it)


class CallableMixin(object):
    pass


class Mock(NonCallableMock):
    """A callable mock: attributes are child mocks made on first use; calls
    are recorded; return_value and side_effect decide what a call does."""

    def __init__(self, spec=None, side_effect=None, return_value=DEFAULT,
                 wraps=None, name=None, spec_set=None, parent=None,
                 _spec_state=None, _new_name='', _new_parent=None, **kwargs):
        self.__dict__['_mock_return_value'] = return_value
        super().__init__(spec, wraps, name, spec_set, parent, _spec_state,
                         _new_name, _new_parent, **kwargs)
        self.__dict__['_mock_return_value'] = return_value
        self.side_effect = side_effect

    def __call__(self, /, *args, **kwargs):
        check = self.__dict__.get('_mock_check')
        if check is not None:
            check(*args, **kwargs)
        self._mock_record(args, kwargs)
        return self._mock_run(args, kwargs)

    def _mock_record(self, args, kwargs):
        d = self.__dict__
        d['_mock_called'] = True
        d['_mock_call_count'] += 1
        this = _Call((args, kwargs), two=True)
        d['_mock_call_args'] = this
        d['_mock_call_args_list'].append(this)
        d['_mock_mock_calls'].append(_Call(('', args, kwargs)))
        record_method = d['_mock_parent'] is not None
        method_name = d['_mock_name']
        call_name = d['_mock_new_name']
        parent = d['_mock_new_parent']
        seen = {id(self)}
        while parent is not None and id(parent) not in seen:
            seen.add(id(parent))
            pd = parent.__dict__
            if record_method:
                pd['method_calls'].append(_Call((method_name, args, kwargs)))
                record_method = pd['_mock_parent'] is not None
                if record_method:
                    method_name = f"{pd['_mock_name']}.{method_name}"
            pd['_mock_mock_calls'].append(_Call((call_name, args, kwargs)))
            if pd['_mock_new_name']:
                call_name = _join_name(pd['_mock_new_name'], call_name)
            parent = pd['_mock_new_parent']

    def _mock_run(self, args, kwargs):
        effect = self.__dict__['_mock_side_effect']
        if effect is not None:
            if _is_exception(effect):
                raise effect
            if isinstance(effect, _Exhaustible):
                value = next(effect)
                if _is_exception(value):
                    raise value
            else:
                value = effect(*args, **kwargs)
            if value is not DEFAULT:
                return value
        ret = self.__dict__['_mock_return_value']
        if ret is not DEFAULT:
            return ret
        wraps = self.__dict__['_mock_wraps']
        if wraps is not None:
            return wraps(*args, **kwargs)
        return self.return_value


class MagicMixin(object):
    pass


class NonCallableMagicMock(MagicMixin, NonCallableMock):
    """A non-callable MagicMock."""
    _mock_magic = True


class MagicMock(MagicMixin, Mock):
    """A Mock with the magic methods preconfigured: len() is 0, iter() is
    empty, bool() is True, int() is 1, `with` works, and so on."""
    _mock_magic = True


class PropertyMock(Mock):
    """A mock to set as a class attribute: getting it calls it with no
    arguments, setting it calls it with the value."""

    def _get_child_mock(self, **kwargs):
        return MagicMock(**kwargs)

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


class AsyncMock(MagicMock):
    """A MagicMock whose call returns an awaitable of the result."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.__dict__['_mock_await_count'] = 0
        self.__dict__['_mock_await_args_list'] = _CallList()

    @property
    def await_count(self):
        return self.__dict__['_mock_await_count']

    @property
    def await_args(self):
        lst = self.__dict__['_mock_await_args_list']
        return lst[-1] if lst else None

    @property
    def await_args_list(self):
        return self.__dict__['_mock_await_args_list']

    def __call__(self, /, *args, **kwargs):
        check = self.__dict__.get('_mock_check')
        if check is not None:
            check(*args, **kwargs)
        self._mock_record(args, kwargs)
        return self._mock_awaited(args, kwargs)

    async def _mock_awaited(self, args, kwargs):
        d = self.__dict__
        d['_mock_await_count'] += 1
        d['_mock_await_args_list'].append(_Call((args, kwargs), two=True))
        effect = d['_mock_side_effect']
        if effect is not None:
            if _is_exception(effect):
                raise effect
            if isinstance(effect, _Exhaustible):
                try:
                    value = next(effect)
                except StopIteration:
                    raise StopAsyncIteration
                if _is_exception(value):
                    raise value
            else:
                value = effect(*args, **kwargs)
                if hasattr(value, '__await__'):
                    value = await value
            if value is not DEFAULT:
                return value
        ret = d['_mock_return_value']
        if ret is not DEFAULT:
            return ret
        wraps = d['_mock_wraps']
        if wraps is not None:
            value = wraps(*args, **kwargs)
            if hasattr(value, '__await__'):
                value = await value
            return value
        return self.return_value

    def assert_awaited(self):
        if self.await_count == 0:
            raise AssertionError(
                f"Expected {self._mock_own_name()} to have been awaited.")

    def assert_awaited_once(self):
        if self.await_count != 1:
            raise AssertionError(
                f"Expected {self._mock_own_name()} to have been awaited once."
                f" Awaited {self.await_count} times.")

    def assert_not_awaited(self):
        if self.await_count != 0:
            raise AssertionError(
                f"Expected {self._mock_own_name()} to not have been awaited."
                f" Awaited {self.await_count} times.")

    def assert_awaited_with(self, /, *args, **kwargs):
        expected_text = self._mock_call_text(args, kwargs)
        if self.await_args is None:
            raise AssertionError(f'Expected await: {expected_text}\n'
                                 f'Not awaited')
        if self.await_args != _Call((args, kwargs), two=True):
            a = self.await_args
            raise AssertionError(
                f'expected await not found.\nExpected: {expected_text}\n'
                f'  Actual: {self._mock_call_text(a.args, a.kwargs)}')

    def assert_awaited_once_with(self, /, *args, **kwargs):
        if self.await_count != 1:
            raise AssertionError(
                f"Expected {self._mock_own_name()} to have been awaited once."
                f" Awaited {self.await_count} times.")
        self.assert_awaited_with(*args, **kwargs)


def seal(mock):
    """Stop the mock (and its child mocks) making new attributes."""
    mock.__dict__['_mock_sealed'] = True
    for child in list(mock.__dict__['_mock_children'].values()):
        if _is_plain_mock(child) and child is not _DELETED:
            seal(child)


def create_autospec(spec, spec_set=False, instance=False, _parent=None,
                    _name=None, *, unsafe=False, **kwargs):
    """A mock with the attributes of spec (a class, function or object);
    calls are checked against the signature of spec when corral can
    read it."""
    is_type = isinstance(spec, type)
    if callable(spec) and not (is_type and instance):
        klass = MagicMock
    else:
        klass = NonCallableMagicMock
    kw = {'spec': spec}
    if spec_set:
        kw = {'spec_set': spec}
    kw.update(kwargs)
    if _name is not None:
        kw['name'] = _name
    mock = klass(**kw)
    if not (is_type and not instance) and callable(spec):
        _check_signature(mock, spec, skip_self=False)
    if is_type and not instance:
        mock.return_value = create_autospec(spec, spec_set, instance=True,
                                            _name='()')
    for attr in dir(spec):
        if attr.startswith('__') and attr.endswith('__'):
            continue
        try:
            original = getattr(spec, attr)
        except AttributeError:
            continue
        if callable(original) and not isinstance(original, type):
            child = MagicMock(spec=original, name=attr)
            _check_signature(child, original,
                             skip_self=is_type and _is_method_of(spec, attr))
            setattr(mock, attr, child)
    return mock


def _is_method_of(cls, attr):
    for klass in cls.__mro__:
        if attr in klass.__dict__:
            value = klass.__dict__[attr]
            return not isinstance(value, (staticmethod, classmethod))
    return False


def _check_signature(mock, func, skip_self):
    try:
        import inspect
        sig = inspect.signature(func)
    except (ImportError, TypeError, ValueError):
        return
    if skip_self:
        params = list(sig.parameters.values())[1:]
        sig = sig.replace(parameters=params)

    def checked(*args, **kwargs):
        sig.bind(*args, **kwargs)
    # Checked before the call is recorded: a call with the wrong
    # arguments raises TypeError and leaves no trace.
    mock.__dict__['_mock_check'] = checked


# ---------------------------------------------------------------- mock_open

def mock_open(mock=None, read_data=''):
    """A MagicMock standing in for open(): the handle's read(),
    readline(), readlines() and iteration return read_data."""
    state = {'data': read_data}

    def fresh_lines():
        data = state['data']
        if isinstance(data, bytes):
            return [line + b'\n' for line in data.split(b'\n')][:-1] + (
                [data.split(b'\n')[-1]] if data.split(b'\n')[-1] else [])
        pieces = data.split('\n')
        lines = [p + '\n' for p in pieces[:-1]]
        if pieces[-1]:
            lines.append(pieces[-1])
        return lines

    if mock is None:
        mock = MagicMock(name='open', spec=open)
    handle = MagicMock(spec=_file_spec())
    handle.__enter__.return_value = handle
    handle.write.return_value = None
    position = {'lines': fresh_lines()}

    def read(*args):
        lines = position['lines']
        joiner = b'' if isinstance(state['data'], bytes) else ''
        text = joiner.join(lines)
        if args and args[0] is not None and args[0] >= 0:
            size = args[0]
            rest = text[size:]
            position['lines'] = [rest] if rest else []
            return text[:size]
        position['lines'] = []
        return text

    def readline(*args):
        lines = position['lines']
        if not lines:
            return b'' if isinstance(state['data'], bytes) else ''
        return lines.pop(0)

    def readlines(*args):
        lines = position['lines']
        position['lines'] = []
        return lines

    def iterate():
        while position['lines']:
            yield position['lines'].pop(0)

    handle.read.side_effect = read
    handle.readline.side_effect = readline
    handle.readlines.side_effect = readlines
    handle.__iter__.side_effect = iterate

    def reset(*args, **kwargs):
        position['lines'] = fresh_lines()
        return DEFAULT

    mock.side_effect = reset
    mock.return_value = handle
    return mock


def _file_spec():
    return ['read', 'readline', 'readlines', 'write', 'writelines', 'close',
            'flush', 'seek', 'tell', 'fileno', 'closed', 'name', 'mode',
            '__enter__', '__exit__', '__iter__', '__next__', 'readable',
            'writable', 'seekable', 'truncate', 'buffer', 'encoding']


# ---------------------------------------------------------------- patching

def _import_target(path):
    parts = path.split('.')
    first = parts.pop(0)
    obj = _load_module(first)
    done = first
    for part in parts:
        done += '.' + part
        try:
            obj = getattr(obj, part)
        except AttributeError:
            obj = _load_module(done)
    return obj


def _split_target(target):
    try:
        holder, attribute = target.rsplit('.', 1)
    except (TypeError, ValueError, AttributeError):
        raise TypeError(f"Need a valid target to patch. "
                        f"You supplied: {target!r}")
    return (lambda: _import_target(holder)), attribute


# Patches started with start() and not yet stopped, for patch.stopall().
_started = []

_SPECIAL_FUNCTION_ATTRS = ('__doc__', '__module__', '__defaults__',
                           '__annotations__', '__kwdefaults__')


class _Patch(object):
    """One patch: a decorator, a context manager, or start()/stop()."""

    def __init__(self, resolve, attribute, new, spec, create, spec_set,
                 autospec, new_callable, kwargs, *, unsafe=False):
        if new_callable is not None and new is not DEFAULT:
            raise ValueError("Cannot use 'new' and 'new_callable' together")
        if new_callable is not None and autospec is not None:
            raise ValueError(
                "Cannot use 'autospec' and 'new_callable' together")
        self._resolve = resolve
        self.attribute = attribute
        self.new = new
        self._how = dict(spec=spec, create=create, spec_set=spec_set,
                         autospec=autospec, new_callable=new_callable,
                         kwargs=kwargs, unsafe=unsafe)
        # patch.multiple: the keyword this patch's mock is passed as, and
        # the patches of the other attributes.
        self.attribute_name = None
        self._siblings = []
        self._active = None

    def copy(self):
        twin = _Patch(self._resolve, self.attribute, self.new, **{
            k: v for k, v in self._how.items() if k != 'kwargs'},
            kwargs=self._how['kwargs'])
        twin.attribute_name = self.attribute_name
        twin._siblings = [p.copy() for p in self._siblings]
        return twin

    # -- as a decorator

    def __call__(self, func):
        if isinstance(func, type):
            for name in dir(func):
                member = getattr(func, name)
                if name.startswith(patch.TEST_PREFIX) and callable(member):
                    setattr(func, name, self.copy()(member))
            return func
        stack = getattr(func, '_corral_patches', None)
        if stack is not None:
            # Stacked decorators share one wrapper; the innermost patch
            # (applied first) gives the first extra argument.
            stack.append(self)
            return func
        stack = [self]
        if _is_coroutine_function(func):
            @functools.wraps(func)
            async def with_patches(*args, **kwargs):
                with _patches_applied(stack, args, kwargs) as (a, k):
                    return await func(*a, **k)
        else:
            @functools.wraps(func)
            def with_patches(*args, **kwargs):
                with _patches_applied(stack, args, kwargs) as (a, k):
                    return func(*a, **k)
        with_patches._corral_patches = stack
        return with_patches

    # -- applying and undoing

    def _current(self, target):
        """(value now, whether target's own __dict__ holds it)."""
        try:
            return target.__dict__[self.attribute], True
        except (AttributeError, KeyError, TypeError):
            return getattr(target, self.attribute, DEFAULT), False

    def _replacement(self, original):
        how = self._how
        if self.new is not DEFAULT:
            if how['autospec'] is not None:
                raise TypeError("autospec creates the mock for you. Can't "
                                "specify autospec and new.")
            if how['kwargs']:
                raise TypeError(
                    "Can't pass kwargs to a mock we aren't creating")
            return self.new
        autospec = how['autospec']
        if autospec not in (None, False):
            if original is DEFAULT:
                raise TypeError("Can't use 'autospec' with create=True")
            return create_autospec(original if autospec is True else autospec,
                                   spec_set=bool(how['spec_set']),
                                   _name=self.attribute, **how['kwargs'])
        spec, spec_set = how['spec'], how['spec_set']
        spec = None if spec is False else spec
        spec_set = None if spec_set is False else spec_set
        # spec=True / spec_set=True: take the spec from the original.
        if spec is True:
            spec = original
        if spec_set is True:
            spec_set, spec = original, None
        if (spec is not None or spec_set is not None) and original is DEFAULT:
            raise TypeError("Can't use 'spec' with create=True")
        factory = how['new_callable']
        if factory is None:
            factory = MagicMock
            if _is_coroutine_function(original):
                factory = AsyncMock
            elif (spec is not None and not callable(spec)
                  and not isinstance(spec, (list, tuple))):
                factory = NonCallableMagicMock
        options = {}
        if spec is not None:
            options['spec'] = spec
        if spec_set is not None:
            options['spec_set'] = spec_set
        options.update(how['kwargs'])
        made = factory(**options)
        model = spec if spec is not None else spec_set
        if isinstance(model, type) and isinstance(made, NonCallableMock):
            # Patching a class: its instances are spec'd mocks too.
            made.return_value = NonCallableMagicMock(
                spec=model, _new_parent=made, _new_name='()')
        return made

    def __enter__(self):
        target = self._resolve()
        original, own = self._current(target)
        if original is DEFAULT and not self._how['create'] and not (
                target is builtins):
            raise AttributeError(f"{target} does not have the attribute "
                                 f"{self.attribute!r}")
        replacement = self._replacement(original)
        setattr(target, self.attribute, replacement)
        self._active = (target, original, own, [])
        if self.attribute_name is None:
            return replacement
        passed = {}
        if self.new is DEFAULT:
            passed[self.attribute_name] = replacement
        for sibling in self._siblings:
            value = sibling.__enter__()
            self._active[3].append(sibling)
            if sibling.new is DEFAULT:
                passed.update(value)
        return passed

    def __exit__(self, *exc_info):
        if self._active is None:
            return False
        target, original, own, siblings = self._active
        self._active = None
        name = self.attribute
        if own and original is not DEFAULT:
            setattr(target, name, original)
        else:
            try:
                delattr(target, name)
            except (AttributeError, TypeError):
                pass
            # The attribute was inherited (or special): put it back if
            # deleting did not uncover it.
            if original is not DEFAULT and not self._how['create'] and (
                    not hasattr(target, name)
                    or name in _SPECIAL_FUNCTION_ATTRS):
                setattr(target, name, original)
        for sibling in reversed(siblings):
            sibling.__exit__(*exc_info)
        return False

    def start(self):
        """Apply the patch; stop() (or patch.stopall()) undoes it."""
        value = self.__enter__()
        _started.append(self)
        return value

    def stop(self):
        """Undo a patch applied with start()."""
        if self in _started:
            _started.remove(self)
        return self.__exit__(None, None, None)


@contextlib.contextmanager
def _patches_applied(stack, args, kwargs):
    """Apply stacked decorator patches; mocks they made become extra
    positional arguments (or keywords, for patch.multiple)."""
    extra = []
    done = []
    try:
        for one in stack:
            value = one.__enter__()
            done.append(one)
            if one.attribute_name is not None:
                kwargs.update(value)
            elif one.new is DEFAULT:
                extra.append(value)
        yield tuple(args) + tuple(extra), kwargs
    finally:
        for one in reversed(done):
            one.__exit__(None, None, None)


def _is_coroutine_function(obj):
    code = getattr(obj, '__code__', None)
    return code is not None and bool(getattr(code, 'co_flags', 0) & 0x80)


def _patch_object(target, attribute, new=DEFAULT, spec=None, create=False,
                  spec_set=None, autospec=None, new_callable=None, *,
                  unsafe=False, **kwargs):
    """Patch attribute `attribute` of the object `target`."""
    if type(target) is str:
        raise TypeError(f"{target!r} must be the actual object to be patched,"
                        f" not a str")
    return _Patch(lambda: target, attribute, new, spec, create, spec_set,
                  autospec, new_callable, kwargs, unsafe=unsafe)


def _patch_multiple(target, spec=None, create=False, spec_set=None,
                    autospec=None, new_callable=None, **kwargs):
    """Patch several attributes of one target at once (keyword = new
    value, DEFAULT for a MagicMock passed to the function by keyword)."""
    if not kwargs:
        raise ValueError('Must supply at least one keyword argument with '
                         'patch.multiple')
    if type(target) is str:
        resolve = lambda: _import_target(target)
    else:
        resolve = lambda: target
    made = []
    for attribute, new in kwargs.items():
        one = _Patch(resolve, attribute, new, spec, create, spec_set,
                     autospec, new_callable, {})
        one.attribute_name = attribute
        made.append(one)
    made[0]._siblings = made[1:]
    return made[0]


def patch(target, new=DEFAULT, spec=None, create=False, spec_set=None,
          autospec=None, new_callable=None, *, unsafe=False, **kwargs):
    """Replace the attribute named by target ('package.module.Name') with
    new (a MagicMock by default) for the duration of a function, a with
    block, or until stop()."""
    resolve, attribute = _split_target(target)
    return _Patch(resolve, attribute, new, spec, create, spec_set, autospec,
                  new_callable, kwargs, unsafe=unsafe)


class _PatchDict(object):
    """patch.dict: set keys of a dict for a while, then restore it."""

    def __init__(self, in_dict, values=(), clear=False, **kwargs):
        self.in_dict = in_dict
        self.values = dict(values)
        self.values.update(kwargs)
        self.clear = clear
        self._original = None

    def __call__(self, f):
        if isinstance(f, type):
            for attr in dir(f):
                value = getattr(f, attr)
                if attr.startswith(patch.TEST_PREFIX) and callable(value):
                    twin = _PatchDict(self.in_dict, self.values, self.clear)
                    setattr(f, attr, twin(value))
            return f
        if _is_coroutine_function(f):
            @functools.wraps(f)
            async def wrapped(*args, **kw):
                self._patch_dict()
                try:
                    return await f(*args, **kw)
                finally:
                    self._unpatch_dict()
            return wrapped

        @functools.wraps(f)
        def wrapped(*args, **kw):
            self._patch_dict()
            try:
                return f(*args, **kw)
            finally:
                self._unpatch_dict()
        return wrapped

    def _patch_dict(self):
        if isinstance(self.in_dict, str):
            self.in_dict = _import_target(self.in_dict)
        target = self.in_dict
        try:
            self._original = target.copy()
        except AttributeError:
            self._original = {key: target[key] for key in target}
        if self.clear:
            _clear(target)
        try:
            target.update(self.values)
        except AttributeError:
            for key in self.values:
                target[key] = self.values[key]
        return target

    def _unpatch_dict(self):
        target = self.in_dict
        original = self._original
        _clear(target)
        try:
            target.update(original)
        except AttributeError:
            for key in original:
                target[key] = original[key]

    def __enter__(self):
        return self._patch_dict()

    def __exit__(self, *args):
        if self._original is not None:
            self._unpatch_dict()
        return False

    def start(self):
        result = self._patch_dict()
        _started.append(self)
        return result

    def stop(self):
        try:
            _started.remove(self)
        except ValueError:
            pass
        return self.__exit__(None, None, None)


def _clear(target):
    try:
        target.clear()
    except AttributeError:
        for key in list(target):
            del target[key]


def _patch_stopall():
    """Stop every patch started with start()."""
    for active in reversed(list(_started)):
        active.stop()


patch.object = _patch_object
patch.dict = _PatchDict
patch.multiple = _patch_multiple
patch.stopall = _patch_stopall
patch.TEST_PREFIX = 'test'
