"""inspect: look at live objects — signatures, members, docstrings, kinds.

Written for corral from the inspect documentation and the behaviour of
CPython 3.11. Signatures come from a function's code object (argument
counts and names), __defaults__, __kwdefaults__ and __annotations__;
built-in functions carry no signature text in corral, so only a few common
ones are known (others raise ValueError as CPython does for builtins
without one). Corral has no frame objects: currentframe() is None and
stack() is empty.
"""

import sys
import types
import enum
import functools
import collections

try:
    # Corral functions have no __code__; its native traceback helper
    # describes their code (and hands out the program's source) instead.
    import _traceback as _native
except ImportError:
    _native = None

__all__ = ['signature', 'Signature', 'Parameter', 'BoundArguments',
           'getmembers', 'getmembers_static', 'getdoc', 'cleandoc',
           'getsource', 'getsourcelines', 'getfile', 'getmodule',
           'getfullargspec', 'FullArgSpec', 'getcallargs', 'getmro',
           'isfunction', 'ismethod', 'isclass', 'ismodule', 'isbuiltin',
           'isroutine', 'isgeneratorfunction', 'isgenerator',
           'iscoroutinefunction', 'iscoroutine', 'isawaitable',
           'isasyncgenfunction', 'isasyncgen', 'isabstract', 'iscode',
           'isframe', 'istraceback', 'ismethoddescriptor',
           'isdatadescriptor', 'isgetsetdescriptor', 'ismemberdescriptor',
           'unwrap', 'getattr_static', 'currentframe', 'stack',
           'markcoroutinefunction', 'get_annotations', 'formatannotation',
           'CO_GENERATOR', 'CO_COROUTINE', 'CO_ASYNC_GENERATOR',
           'CO_VARARGS', 'CO_VARKEYWORDS']

CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_NOFREE = 0x40
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200


def _load_module(name):
    """The module `name` (dotted names give the submodule). Corral has no
    __import__, so this runs an import statement."""
    scope = {}
    exec(f"import {name} as found", scope)
    return scope['found']


class _CodeView:
    """The parts of a code object inspect reads, for a corral function."""

    def __init__(self, argcount, posonly, kwonly, names, flags, filename,
                 firstline, name):
        self.co_argcount = argcount
        self.co_posonlyargcount = posonly
        self.co_kwonlyargcount = kwonly
        self.co_varnames = names
        # Corral marks coroutines and async generators as generators too;
        # CPython sets exactly one of the three bits.
        if flags & CO_ASYNC_GENERATOR:
            flags &= ~(CO_COROUTINE | CO_GENERATOR)
        elif flags & CO_COROUTINE:
            flags &= ~CO_GENERATOR
        self.co_flags = flags
        self.co_filename = filename
        self.co_firstlineno = firstline
        self.co_name = name


def _function_code(func):
    """func.__code__, or corral's description of it."""
    try:
        return func.__code__
    except AttributeError:
        pass
    if _native is None:
        return None
    info = _native.code_info(func)
    if info is None:
        return None
    return _CodeView(*info, getattr(func, '__name__', '?'))


# ---------------------------------------------------------------- kinds of object

def _instance_test(name, kind, what):
    def test(object):
        return isinstance(object, kind)
    test.__name__ = test.__qualname__ = name
    test.__doc__ = f'Is object {what}?'
    return test


for _name, _kind, _what in (
        ('ismodule', types.ModuleType, 'a module'),
        ('isclass', type, 'a class'),
        ('isfunction', types.FunctionType,
         'a Python function (def or lambda)'),
        ('isgenerator', types.GeneratorType,
         'a generator (what a generator function returns)'),
        ('iscoroutine', types.CoroutineType,
         'a coroutine (what an async function returns)'),
        ('isasyncgen', types.AsyncGeneratorType, 'an asynchronous generator')):
    globals()[_name] = _instance_test(_name, _kind, _what)
del _name, _kind, _what


def ismethod(object):
    """Is object a bound method (of a Python function)?"""
    # Corral gives bound built-in methods ([].append) the method type too.
    return (isinstance(object, types.MethodType)
            and isfunction(getattr(object, '__func__', None)))


def isbuiltin(object):
    """Is object a built-in function or bound built-in method?"""
    if isinstance(object, types.BuiltinFunctionType):
        return True
    return (isinstance(object, types.MethodType)
            and not isfunction(getattr(object, '__func__', None)))


def _descriptor_hooks(object):
    """The descriptor methods object's type defines, or None for classes,
    functions and methods (which are not counted as descriptors)."""
    if isinstance(object, (type, types.FunctionType)) or ismethod(object):
        return None
    kind = type(object)
    return {hook for hook in ('__get__', '__set__', '__delete__')
            if hasattr(kind, hook)}


def ismethoddescriptor(object):
    hooks = _descriptor_hooks(object)
    return bool(hooks) and '__get__' in hooks and '__set__' not in hooks


def isdatadescriptor(object):
    hooks = _descriptor_hooks(object)
    return bool(hooks) and bool(hooks & {'__set__', '__delete__'})


def isgetsetdescriptor(object):
    return False


def ismemberdescriptor(object):
    return False


def isroutine(object):
    """Is object any kind of function or method?"""
    return (isbuiltin(object) or isfunction(object) or ismethod(object)
            or ismethoddescriptor(object))


def _unwrap_partial(func):
    while ismethod(func):
        func = func.__func__
    while isinstance(func, functools.partial):
        func = func.func
    return func


def _has_code_flag(obj, flag):
    obj = _unwrap_partial(obj)
    if not isfunction(obj):
        return False
    code = _function_code(obj)
    return code is not None and bool(code.co_flags & flag)


def isgeneratorfunction(obj):
    """Is obj a function whose call returns a generator?"""
    return _has_code_flag(obj, CO_GENERATOR)


_MARKED = '_is_coroutine_marker'


def markcoroutinefunction(func):
    """Make iscoroutinefunction(func) true."""
    if hasattr(func, '__func__'):
        func = func.__func__
    func._is_coroutine_marker = _MARKED
    return func


def iscoroutinefunction(obj):
    """Is obj an `async def` function?"""
    if _has_code_flag(obj, CO_COROUTINE):
        return True
    inner = _unwrap_partial(obj)
    return getattr(inner, '_is_coroutine_marker', None) is _MARKED


def isasyncgenfunction(obj):
    """Is obj an `async def` function containing yield?"""
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def isawaitable(object):
    """Can object be used in an await expression?"""
    return (isinstance(object, types.CoroutineType)
            or hasattr(type(object), '__await__'))


def istraceback(object):
    # By type name: corral's types module has no TracebackType.
    return type(object).__name__ == 'traceback'


def isframe(object):
    return False


def iscode(object):
    return type(object).__name__ == 'code'


def isabstract(object):
    """Is object an abstract base class with abstract methods left?"""
    return isclass(object) and bool(
        getattr(object, '__abstractmethods__', False))


# ---------------------------------------------------------------- members

def _own_dict(cls):
    """cls.__dict__; corral's built-in classes (object, int...) have none,
    so they count as empty."""
    return getattr(cls, '__dict__', None) or {}


def getmembers(object, predicate=None):
    """(name, value) for every attribute in dir(object), sorted by name,
    keeping only those for which predicate(value) is true."""
    found = []
    seen = set()
    names = dir(object)
    if isclass(object):
        for base in object.__mro__:
            for key in _own_dict(base):
                if key not in names:
                    names.append(key)
    for key in names:
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if key in seen:
            continue
        seen.add(key)
        if predicate is None or predicate(value):
            found.append((key, value))
    found.sort(key=lambda pair: pair[0])
    return found


def getmembers_static(object, predicate=None):
    """Like getmembers, without running properties or __getattr__."""
    found = []
    for key in dir(object):
        try:
            value = getattr_static(object, key)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            found.append((key, value))
    found.sort(key=lambda pair: pair[0])
    return found


_NOT_FOUND = object()


def getattr_static(obj, attr, default=_NOT_FOUND):
    """The attribute as stored, without descriptors or __getattr__ run."""
    if not isclass(obj):
        try:
            own = object.__getattribute__(obj, '__dict__')
        except AttributeError:
            own = {}
        if isinstance(own, dict) and attr in own:
            return own[attr]
        klass = type(obj)
    else:
        klass = obj
    for entry in klass.__mro__:
        if attr in _own_dict(entry):
            return _own_dict(entry)[attr]
    if isclass(obj):
        for entry in type(obj).__mro__:
            if attr in _own_dict(entry):
                return _own_dict(entry)[attr]
    if default is not _NOT_FOUND:
        return default
    raise AttributeError(attr)


def getmro(cls):
    """The classes cls.__mro__ lists: cls first, object last."""
    return cls.__mro__


def unwrap(func, *, stop=None):
    """Follow __wrapped__ links (left by functools.wraps) to the original."""
    original = func
    seen = {id(func)}
    limit = sys.getrecursionlimit()
    while hasattr(func, '__wrapped__'):
        if stop is not None and stop(func):
            break
        func = func.__wrapped__
        if id(func) in seen or len(seen) >= limit:
            raise ValueError(f'wrapper loop when unwrapping {original!r}')
        seen.add(id(func))
    return func


# ---------------------------------------------------------------- docs

def cleandoc(doc):
    """Tidy a docstring's indentation: tabs expanded, the first line
    stripped, the common indent of the others removed, blank lines at
    either end dropped."""
    lines = doc.expandtabs().split('\n')
    indents = [len(line) - len(line.lstrip())
               for line in lines[1:] if line.lstrip()]
    margin = min(indents) if indents else 0
    cleaned = [lines[0].lstrip()] + [line[margin:] for line in lines[1:]]
    while cleaned and not cleaned[-1]:
        cleaned.pop()
    while cleaned and not cleaned[0]:
        cleaned.pop(0)
    return '\n'.join(cleaned)


def _inherited_doc(obj):
    """A method's or class's docstring from a base class."""
    if isclass(obj):
        for base in obj.__mro__[1:]:
            if base is object:
                continue
            doc = _own_dict(base).get('__doc__')
            if isinstance(doc, str):
                return doc
        return None
    name = getattr(obj, '__name__', None)
    qualname = getattr(obj, '__qualname__', '')
    if ismethod(obj):
        owner = obj.__self__ if isclass(obj.__self__) else type(obj.__self__)
    elif isfunction(obj) and '.' in qualname:
        module = getmodule(obj)
        owner = module
        for part in qualname.split('.')[:-1]:
            owner = getattr(owner, part, None)
        if not isclass(owner):
            return None
    elif isinstance(obj, property):
        return None
    else:
        return None
    for base in owner.__mro__[1:]:
        candidate = _own_dict(base).get(name)
        if candidate is not None:
            doc = getattr(candidate, '__doc__', None)
            if isinstance(doc, str):
                return doc
    return None


def getdoc(object):
    """The object's docstring cleaned with cleandoc(); a method or class
    without one takes its base class's. None when there is none."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _inherited_doc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def getcomments(object):
    return None


# ---------------------------------------------------------------- source

def getmodule(object, _filename=None):
    """The module object was defined in, if it can be imported."""
    if ismodule(object):
        return object
    name = getattr(object, '__module__', None)
    if name is None:
        return None
    try:
        return _load_module(name)
    except ImportError:
        return None


def getfile(object):
    """The name of the file object was defined in."""
    if ismodule(object):
        path = getattr(object, '__file__', None)
        if path:
            return path
        raise TypeError(f'{object!r} is a built-in module')
    if isclass(object):
        module = getmodule(object)
        path = getattr(module, '__file__', None)
        if path:
            return path
        raise TypeError(f'{object!r} is a built-in class')
    code = _code_of(object)
    if code is not None:
        return code.co_filename
    raise TypeError(f'module, class, method, function, traceback, frame, or '
                    f'code object was expected, got {type(object).__name__}')


def getsourcefile(object):
    return getfile(object)


def getmodulename(path):
    base = path.replace('\\', '/').rsplit('/', 1)[-1]
    for suffix in ('.py', '.pyc'):
        if base.endswith(suffix):
            return base[:-len(suffix)]
    return None


def _code_of(object):
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        return _function_code(object)
    if istraceback(object):
        return None
    if iscode(object):
        return object
    return None


def _source_lines_of_file(filename):
    text = None
    if _native is not None and not filename.startswith('<'):
        # In corral only the program's own source is known (library
        # modules are compiled in; files of the sandbox are data).
        text = _native.program_source()
    if text is None:
        try:
            with open(filename, encoding='utf-8') as fh:
                text = fh.read()
        except (OSError, TypeError, ValueError):
            raise OSError('could not get source code') from None
    return text.splitlines(keepends=True)


def _block_end(lines, start):
    """Index just past the block starting at lines[start] (a def, class or
    decorator line): later lines belong to it while indented deeper or
    blank, or while brackets opened in the header stay open."""
    first = lines[start]
    indent = len(first) - len(first.lstrip())
    depth = 0
    i = start
    header_done = False
    while i < len(lines):
        text = lines[i]
        stripped = text.strip()
        if i > start and header_done and stripped and \
                len(text) - len(text.lstrip()) <= indent and \
                not stripped.startswith('#'):
            break
        for ch in _code_chars(text):
            if ch in '([{':
                depth += 1
            elif ch in ')]}':
                depth -= 1
        if depth <= 0 and not header_done and stripped.endswith(':') is False \
                and stripped.startswith('@'):
            pass
        elif depth <= 0 and not header_done:
            header_done = True
            if stripped.endswith(':') is False and ':' in stripped and \
                    not stripped.startswith('@'):
                # A one-line body: `def f(): return 1`.
                i += 1
                break
        i += 1
    while i > start + 1 and not lines[i - 1].strip():
        i -= 1
    return i


def _code_chars(line):
    """The characters of line outside strings and comments (roughly)."""
    quote = None
    out = []
    for ch in line:
        if quote:
            if ch == quote:
                quote = None
            continue
        if ch in '\'"':
            quote = ch
            continue
        if ch == '#':
            break
        out.append(ch)
    return out


def getsourcelines(object):
    """(lines, first line number) of the source of a function, method or
    class defined in the program."""
    object = unwrap(object)
    if ismodule(object):
        lines = _source_lines_of_file(getfile(object))
        return lines, 0
    if isclass(object):
        filename = getfile(object)
        lines = _source_lines_of_file(filename)
        name = object.__name__
        for i, text in enumerate(lines):
            stripped = text.lstrip()
            if stripped.startswith('class ') and (
                    stripped[6:].lstrip().startswith(name + '(')
                    or stripped[6:].lstrip().startswith(name + ':')):
                start = i
                while start > 0 and lines[start - 1].lstrip().startswith('@'):
                    start -= 1
                return lines[start:_block_end(lines, i)], start + 1
        raise OSError('could not find class definition')
    code = _code_of(object)
    if code is None:
        raise TypeError(f'module, class, method, function, traceback, frame,'
                        f' or code object was expected, got '
                        f'{type(object).__name__}')
    lines = _source_lines_of_file(code.co_filename)
    first = getattr(code, 'co_firstlineno', None)
    if not first:
        raise OSError('could not get source code')
    start = first - 1
    if start >= len(lines):
        raise OSError('could not get source code')
    if code.co_name == '<lambda>':
        return [lines[start]], first
    # Decorators belong to the definition (the code may start at `def`).
    while start > 0 and lines[start - 1].lstrip().startswith('@'):
        start -= 1
        first -= 1
    body_start = start
    while body_start < len(lines) and lines[body_start].lstrip().startswith('@'):
        body_start += 1
    return lines[start:_block_end(lines, body_start)], first


def getsource(object):
    """The source text of a function, method or class of the program."""
    lines, _ = getsourcelines(object)
    return ''.join(lines)


def indentsize(line):
    expanded = line.expandtabs()
    return len(expanded) - len(expanded.lstrip())


GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED, GEN_CLOSED = (
    'GEN_CREATED', 'GEN_RUNNING', 'GEN_SUSPENDED', 'GEN_CLOSED')
CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED, CORO_CLOSED = (
    'CORO_CREATED', 'CORO_RUNNING', 'CORO_SUSPENDED', 'CORO_CLOSED')


def _run_state(obj, prefix, names):
    # running, suspended, finished (no frame left), else not yet started.
    if getattr(obj, prefix + 'running'):
        return names[1]
    if getattr(obj, prefix + 'suspended'):
        return names[2]
    if getattr(obj, prefix + 'frame') is None:
        return names[3]
    return names[0]


def getgeneratorstate(generator):
    return _run_state(generator, 'gi_',
                      (GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED, GEN_CLOSED))


def getcoroutinestate(coroutine):
    return _run_state(coroutine, 'cr_',
                      (CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED, CORO_CLOSED))


def getgeneratorlocals(generator):
    if not isgenerator(generator):
        raise TypeError(f"{generator!r} is not a Python generator")
    frame = generator.gi_frame
    return dict(frame.f_locals) if frame is not None else {}


def currentframe():
    """Corral exposes no frame objects."""
    return None


def stack(context=1):
    return []


def trace(context=1):
    return []


# ---------------------------------------------------------------- annotations

def formatannotation(annotation, base_module=None):
    """The text a Signature shows for an annotation."""
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return f'{annotation.__module__}.{annotation.__qualname__}'
    return repr(annotation)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    """A fresh dict of obj's annotations (evaluating strings if asked)."""
    if isclass(obj):
        ann = _own_dict(obj).get('__annotations__', None)
    else:
        ann = getattr(obj, '__annotations__', None)
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f'{obj!r}.__annotations__ is neither a dict nor None')
    result = dict(ann)
    if eval_str:
        if globals is None:
            globals = getattr(obj, '__globals__', {})
        result = {key: eval(value, globals, locals)
                  if isinstance(value, str) else value
                  for key, value in result.items()}
    return result


# ---------------------------------------------------------------- signatures

class _empty:
    """Marker: no default or annotation."""


_empty.__module__ = 'inspect'


class _void:
    """Marker for Signature.replace / Parameter.replace."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _KIND_TEXT[self]


_ParameterKind.__module__ = 'inspect'

_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD

_KIND_TEXT = {
    _POSITIONAL_ONLY: 'positional-only',
    _POSITIONAL_OR_KEYWORD: 'positional or keyword',
    _VAR_POSITIONAL: 'variadic positional',
    _KEYWORD_ONLY: 'keyword-only',
    _VAR_KEYWORD: 'variadic keyword',
}


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation."""

    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid '
                             f'Parameter.kind') from None
        if default is not _empty and self._kind in (_VAR_POSITIONAL,
                                                     _VAR_KEYWORD):
            raise ValueError(f'{self._kind.description} parameters cannot '
                             f'have default values')
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            raise TypeError(f'name must be a str, not a '
                            f'{type(name).__name__}')
        if name[:1] == '.' and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError(f'implicit arguments must be passed as '
                                 f'positional or keyword arguments, not '
                                 f'{self._kind.description}')
            self._kind = _POSITIONAL_ONLY
            name = f'implicit{name[1:]}'
        import keyword
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError(f'{name!r} is not a valid parameter name')
        self._name = name

    name = property(lambda self: self._name)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)
    kind = property(lambda self: self._kind)

    def replace(self, *, name=_void, kind=_void, annotation=_void,
                default=_void):
        """A copy with some fields changed."""
        return type(self)(
            self._name if name is _void else name,
            self._kind if kind is _void else kind,
            default=self._default if default is _void else default,
            annotation=(self._annotation if annotation is _void
                        else annotation))

    def __str__(self):
        kind = self._kind
        text = self._name
        if self._annotation is not _empty:
            text = f'{text}: {formatannotation(self._annotation)}'
        if self._default is not _empty:
            joiner = ' = ' if self._annotation is not _empty else '='
            text = f'{text}{joiner}{self._default!r}'
        if kind == _VAR_POSITIONAL:
            text = '*' + text
        elif kind == _VAR_KEYWORD:
            text = '**' + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind
                and self._default == other._default
                and self._annotation == other._annotation)


class BoundArguments:
    """The result of Signature.bind: which parameter got which value."""

    __slots__ = ('arguments', '_signature')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _positional_cut(self):
        """How many leading parameters are passed positionally: up to the
        first keyword-only (or **) parameter, or the first without a value."""
        cut = 0
        for param in self._signature.parameters.values():
            if (param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY)
                    or param.name not in self.arguments):
                break
            cut += 1
        return cut

    @property
    def args(self):
        """The positional arguments to call the function with."""
        params = list(self._signature.parameters.values())
        out = []
        for param in params[:self._positional_cut()]:
            value = self.arguments[param.name]
            if param.kind == _VAR_POSITIONAL:
                out += value
            else:
                out.append(value)
        return tuple(out)

    @property
    def kwargs(self):
        """The keyword arguments to call the function with."""
        params = list(self._signature.parameters.values())
        out = {}
        for param in params[self._positional_cut():]:
            if param.name not in self.arguments:
                continue
            value = self.arguments[param.name]
            if param.kind == _VAR_KEYWORD:
                out.update(value)
            else:
                out[param.name] = value
        return out

    def apply_defaults(self):
        """Fill in defaults (and empty *args / **kwargs) for the parameters
        that got no value."""
        given = self.arguments
        filled = []
        for name, param in self._signature.parameters.items():
            if name in given:
                filled.append((name, given[name]))
            elif param.default is not _empty:
                filled.append((name, param.default))
            elif param.kind == _VAR_POSITIONAL:
                filled.append((name, ()))
            elif param.kind == _VAR_KEYWORD:
                filled.append((name, {}))
        self.arguments = dict(filled)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return (self.signature == other.signature
                and self.arguments == other.arguments)

    def __repr__(self):
        shown = ', '.join(f'{k}={v!r}' for k, v in self.arguments.items())
        return f'<{type(self).__name__} ({shown})>'


def _checked_parameters(parameters):
    """name -> Parameter, refusing a list no def statement could produce."""
    out = {}
    highest = _POSITIONAL_ONLY
    defaults_started = False
    for param in parameters:
        kind = param.kind
        if kind < highest:
            raise ValueError(f'wrong parameter order: {highest.description} '
                             f'parameter before {kind.description} parameter')
        highest = max(highest, kind)
        if kind <= _POSITIONAL_OR_KEYWORD:
            if param.default is not _empty:
                defaults_started = True
            elif defaults_started:
                raise ValueError(
                    'non-default argument follows default argument')
        if param.name in out:
            raise ValueError(f'duplicate parameter name: {param.name!r}')
        out[param.name] = param
    return out


class Signature:
    """The parameters and return annotation of a callable."""

    __slots__ = ('_parameters', '_return_annotation')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        if parameters is None:
            checked = {}
        elif __validate_parameters__:
            checked = _checked_parameters(parameters)
        else:
            checked = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(
            collections.OrderedDict(checked))
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None,
                      locals=None, eval_str=False):
        """The signature of obj (see inspect.signature)."""
        return _signature_of(obj, follow_wrapped, cls)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        """A copy with parameters and/or return annotation changed."""
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _key(self):
        keyword_only = frozenset(p for p in self.parameters.values()
                                 if p.kind == _KEYWORD_ONLY)
        ordered = tuple(p for p in self.parameters.values()
                        if p.kind != _KEYWORD_ONLY)
        return ordered, keyword_only, self.return_annotation

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._key() == other._key()

    def _bind(self, args, kwargs, *, partial=False):
        """Match args/kwargs to the parameters, as a call would."""
        bound = {}
        todo = list(self.parameters.values())
        by_name = dict(kwargs)
        # Positional arguments fill the parameters from the left.
        for index, value in enumerate(args):
            if not todo or todo[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                raise TypeError('too many positional arguments')
            param = todo.pop(0)
            if param.kind == _VAR_POSITIONAL:
                bound[param.name] = tuple(args[index:])
                break
            if param.kind != _POSITIONAL_ONLY and param.name in by_name:
                raise TypeError(
                    f'multiple values for argument {param.name!r}')
            bound[param.name] = value
        # The others take a keyword argument or fall back on a default.
        catch_all = None
        for param in todo:
            if param.kind == _VAR_KEYWORD:
                catch_all = param.name
            elif param.kind == _VAR_POSITIONAL:
                pass
            elif param.name in by_name:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError(f'{param.name!r} parameter is positional '
                                    f'only, but was passed as a keyword')
                bound[param.name] = by_name.pop(param.name)
            elif not partial and param.default is _empty:
                raise TypeError(
                    f'missing a required argument: {param.name!r}')
        if by_name:
            if catch_all is None:
                raise TypeError(f'got an unexpected keyword argument '
                                f'{next(iter(by_name))!r}')
            bound[catch_all] = by_name
        return self._bound_arguments_cls(self, bound)

    def bind(self, /, *args, **kwargs):
        """BoundArguments for a call with these arguments, or TypeError if
        the call would fail."""
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        """Like bind, but required arguments may be missing."""
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return f'<{type(self).__name__} {self}>'

    def __str__(self):
        pieces = []
        slash_due = False
        star_due = True
        for param in self.parameters.values():
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                slash_due = True
            elif slash_due:
                pieces.append('/')
                slash_due = False
            if kind == _VAR_POSITIONAL:
                star_due = False
            elif kind == _KEYWORD_ONLY and star_due:
                pieces.append('*')
                star_due = False
            pieces.append(str(param))
        if slash_due:
            pieces.append('/')
        text = f"({', '.join(pieces)})"
        if self.return_annotation is not _empty:
            text += f' -> {formatannotation(self.return_annotation)}'
        return text


# Signatures of some built-ins, which carry no signature text in corral.
_BUILTIN_SIGNATURES = {
    'len': '(obj, /)', 'abs': '(x, /)', 'repr': '(obj, /)',
    'print': "(*args, sep=' ', end='\\n', file=None, flush=False)",
    'sorted': '(iterable, /, *, key=None, reverse=False)',
    'isinstance': '(obj, class_or_tuple, /)',
    'issubclass': '(cls, class_or_tuple, /)', 'hash': '(obj, /)',
    'id': '(obj, /)', 'callable': '(obj, /)', 'chr': '(i, /)',
    'ord': '(c, /)', 'divmod': '(x, y, /)', 'hex': '(number, /)',
    'oct': '(number, /)', 'bin': '(number, /)', 'ascii': '(obj, /)',
    'format': "(value, format_spec='', /)", 'sum': '(iterable, /, start=0)',
    'pow': '(base, exp, mod=None)', 'round': '(number, ndigits=None)',
    'setattr': '(obj, name, value, /)', 'delattr': '(obj, name, /)',
    'hasattr': '(obj, name, /)', 'any': '(iterable, /)',
    'all': '(iterable, /)', 'input': "(prompt='', /)",
}


def _parse_builtin(text):
    params = []
    kind = _POSITIONAL_OR_KEYWORD
    inner = text[1:-1]
    for piece in [p.strip() for p in inner.split(', ')] if inner else []:
        if piece == '/':
            params = [p.replace(kind=_POSITIONAL_ONLY) for p in params]
            continue
        if piece == '*':
            kind = _KEYWORD_ONLY
            continue
        if piece.startswith('**'):
            params.append(Parameter(piece[2:], _VAR_KEYWORD))
            continue
        if piece.startswith('*'):
            params.append(Parameter(piece[1:], _VAR_POSITIONAL))
            kind = _KEYWORD_ONLY
            continue
        if '=' in piece:
            name, value = piece.split('=', 1)
            params.append(Parameter(name, kind, default=eval(value)))
        else:
            params.append(Parameter(piece, kind))
    return params


def _from_function(cls, func, skip_first=False):
    code = _function_code(func)
    if code is None:
        raise ValueError(f'no signature found for {func!r}')
    nargs = code.co_argcount
    nposonly = getattr(code, 'co_posonlyargcount', 0)
    nkwonly = code.co_kwonlyargcount
    names = code.co_varnames
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    annotations = getattr(func, '__annotations__', None) or {}
    first_default = nargs - len(defaults)
    params = []
    for i in range(nargs):
        name = names[i]
        kind = _POSITIONAL_ONLY if i < nposonly else _POSITIONAL_OR_KEYWORD
        default = defaults[i - first_default] if i >= first_default else _empty
        params.append(Parameter(name, kind, default=default,
                                annotation=annotations.get(name, _empty)))
    at = nargs
    var_pos = None
    if code.co_flags & CO_VARARGS:
        var_pos = names[nargs + nkwonly]
    for name in names[at:at + nkwonly]:
        if var_pos is None and len(params) == nargs:
            pass
        params_kw = Parameter(name, _KEYWORD_ONLY,
                              default=kwdefaults.get(name, _empty),
                              annotation=annotations.get(name, _empty))
        params.append(params_kw)
    if var_pos is not None:
        params.insert(nargs, Parameter(var_pos, _VAR_POSITIONAL,
                                       annotation=annotations.get(var_pos,
                                                                  _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        index = nargs + nkwonly + (1 if var_pos is not None else 0)
        name = names[index]
        params.append(Parameter(name, _VAR_KEYWORD,
                                annotation=annotations.get(name, _empty)))
    if skip_first:
        params = params[1:]
    return cls(params,
               return_annotation=annotations.get('return', _empty),
               __validate_parameters__=False)


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _from_partial(sig, partial):
    """The signature left after functools.partial fixed some arguments."""
    params = list(sig.parameters.values())
    bound = sig.bind_partial(*partial.args, **partial.keywords)
    given = bound.arguments
    kept = []
    to_keyword_only = False
    for param in params:
        name = param.name
        if param.kind == _VAR_POSITIONAL or param.kind == _VAR_KEYWORD:
            kept.append(param)
            continue
        if name in given and name not in partial.keywords:
            continue
        if name in partial.keywords:
            if param.kind == _POSITIONAL_ONLY:
                raise ValueError(f'partial object {partial!r} has incorrect'
                                 f' arguments')
            to_keyword_only = True
            kept.append(param.replace(kind=_KEYWORD_ONLY,
                                      default=partial.keywords[name]))
            continue
        if to_keyword_only and param.kind == _POSITIONAL_OR_KEYWORD:
            kept.append(param.replace(kind=_KEYWORD_ONLY))
        else:
            kept.append(param)
    # Keyword-only parameters must follow *args; move them after it.
    order = {_POSITIONAL_ONLY: 0, _POSITIONAL_OR_KEYWORD: 1,
             _VAR_POSITIONAL: 2, _KEYWORD_ONLY: 3, _VAR_KEYWORD: 4}
    kept.sort(key=lambda p: order[p.kind])
    return sig.replace(parameters=kept)


def _signature_of(obj, follow_wrapped=True, cls=Signature, skip_bound=True):
    if not callable(obj):
        raise TypeError(f'{obj!r} is not a callable object')
    if isinstance(obj, types.MethodType):
        if not isfunction(getattr(obj, '__func__', None)):
            # A bound built-in method: corral keeps no signature text.
            raise ValueError(f'no signature found for builtin {obj!r}')
        sig = _signature_of(obj.__func__, follow_wrapped, cls)
        return _drop_first(sig) if skip_bound else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__'))
        if isinstance(obj, types.MethodType):
            return _signature_of(obj, follow_wrapped, cls)
    custom = getattr(obj, '__signature__', None)
    if custom is not None:
        if not isinstance(custom, Signature):
            raise TypeError(f'unexpected object {custom!r} in __signature__ '
                            f'attribute')
        return custom
    if isfunction(obj):
        return _from_function(cls, obj)
    if isinstance(obj, functools.partial):
        return _from_partial(_signature_of(obj.func, follow_wrapped, cls),
                             obj)
    if isbuiltin(obj):
        known = _BUILTIN_SIGNATURES.get(getattr(obj, '__name__', ''))
        if known is not None:
            return cls(_parse_builtin(known))
        raise ValueError(f'no signature found for builtin {obj!r}')
    if isinstance(obj, type):
        return _class_signature(obj, follow_wrapped, cls)
    call = None
    for klass in type(obj).__mro__:
        if '__call__' in _own_dict(klass):
            call = _own_dict(klass)['__call__']
            break
    if call is not None and isfunction(call):
        return _drop_first(_signature_of(call, follow_wrapped, cls))
    if call is not None:
        bound = getattr(obj, '__call__')
        return _signature_of(bound, follow_wrapped, cls)
    raise ValueError(f'callable {obj!r} is not supported by signature')


def _class_signature(klass, follow_wrapped, cls):
    # A metaclass __call__ defined in Python wins, then __new__, then
    # __init__ (the first class in the MRO defining either).
    for meta in type(klass).__mro__:
        if meta is type or meta is object:
            break
        call = _own_dict(meta).get('__call__')
        if call is not None and isfunction(call):
            return _drop_first(_signature_of(call, follow_wrapped, cls))
    for base in klass.__mro__:
        if base is object:
            break
        new = _own_dict(base).get('__new__')
        init = _own_dict(base).get('__init__')
        if isinstance(new, staticmethod):
            new = new.__func__
        if init is not None and isfunction(init):
            return _drop_first(_signature_of(init, follow_wrapped, cls))
        if new is not None and isfunction(new):
            return _drop_first(_signature_of(new, follow_wrapped, cls))
    if klass is not object and klass.__module__ == 'builtins':
        raise ValueError(f'no signature found for builtin type {klass!r}')
    if klass.__init__ is object.__init__ and klass.__new__ is object.__new__:
        return cls([])
    if issubclass(klass, type):
        return cls([Parameter('object', _POSITIONAL_ONLY)])
    raise ValueError(f'no signature found for builtin type {klass!r}')


def signature(obj, *, follow_wrapped=True, globals=None, locals=None,
              eval_str=False):
    """The Signature of a callable: function, method, class, partial or
    object with __call__."""
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped,
                                   globals=globals, locals=locals,
                                   eval_str=eval_str)


FullArgSpec = collections.namedtuple(
    'FullArgSpec',
    'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, '
    'annotations')


def getfullargspec(func):
    """The names and defaults of func's parameters, as a FullArgSpec."""
    try:
        sig = _signature_of(func, follow_wrapped=False, skip_bound=False)
    except Exception as exc:
        raise TypeError('unsupported callable') from exc
    args, kwonly = [], []
    varargs = varkw = None
    defaults = []
    kwdefaults = {}
    annotations = {}
    if sig.return_annotation is not _empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind, name = param.kind, param.name
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not _empty:
                defaults.append(param.default)
        elif kind == _VAR_POSITIONAL:
            varargs = name
        elif kind == _KEYWORD_ONLY:
            kwonly.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        else:
            varkw = name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, tuple(defaults) or None,
                       kwonly, kwdefaults or None, annotations)


def getcallargs(func, /, *positional, **named):
    """The dict of parameter name to value a call would bind: positional
    arguments, *args and **kwargs, keyword arguments, then defaults."""
    if ismethod(func):
        positional = (func.__self__,) + positional
        func = func.__func__
    sig = _signature_of(func, skip_bound=False)
    bound = sig.bind(*positional, **named).arguments
    params = sig.parameters
    result = {}
    var_pos = var_kw = None
    for name, param in params.items():
        if param.kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            if name in bound and name not in named:
                result[name] = bound[name]
        elif param.kind == _VAR_POSITIONAL:
            var_pos = name
        elif param.kind == _VAR_KEYWORD:
            var_kw = name
    if var_pos is not None:
        result[var_pos] = bound.get(var_pos, ())
    if var_kw is not None:
        result[var_kw] = bound.get(var_kw, {})
    for name in named:
        if name in params and params[name].kind not in (_VAR_POSITIONAL,
                                                         _VAR_KEYWORD):
            result[name] = named[name]
    for kinds in ((_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD),
                  (_KEYWORD_ONLY,)):
        for name, param in params.items():
            if param.kind in kinds and name not in result:
                result[name] = param.default
    return result


ArgInfo = collections.namedtuple('ArgInfo', 'args varargs keywords locals')
Attribute = collections.namedtuple('Attribute',
                                   'name kind defining_class object')


def classify_class_attrs(cls):
    result = []
    for name in dir(cls):
        for base in cls.__mro__:
            if name in _own_dict(base):
                raw = _own_dict(base)[name]
                break
        else:
            base = None
            raw = getattr(cls, name)
        if isinstance(raw, staticmethod):
            kind = 'static method'
        elif isinstance(raw, classmethod):
            kind = 'class method'
        elif isinstance(raw, property):
            kind = 'property'
        elif isroutine(raw):
            kind = 'method'
        else:
            kind = 'data'
        result.append(Attribute(name, kind, base, raw))
    return result
