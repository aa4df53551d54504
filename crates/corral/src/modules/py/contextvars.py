"""Context variables: per-context state that asyncio tasks do not share.

A Context maps ContextVar objects to values. Exactly one Context is current
at any time; ContextVar.get/set/reset act on it. A Context's mapping is
never changed in place: set() installs a new dict, so copy_context() can
share the old one and stays a snapshot.

The current Context lives in the module global ``_current`` (None until
first needed). corral's event loop swaps it while stepping a task: every
task runs in a copy of the context its creator had (see
crates/corral/src/vm/event_loop.rs), and loop callbacks run in a copy too.
"""

from types import GenericAlias

__all__ = ("Context", "ContextVar", "Token", "copy_context")

_current = None
_NOTHING = object()


def _active():
    global _current
    if _current is None:
        _current = Context()
    return _current


def copy_context():
    """A new Context holding the current context's values."""
    return _active().copy()


def _no_subclass(cls_name):
    def refuse(cls, **kwargs):
        raise TypeError(f"type '_contextvars.{cls_name}' is not an "
                        "acceptable base type")
    return classmethod(refuse)


class Context:
    """A mapping of ContextVar to value; run() makes it current for a call."""

    __module__ = "_contextvars"
    __slots__ = ("_vars", "_entered", "__weakref__")
    __init_subclass__ = _no_subclass("Context")

    def __init__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError("Context() does not accept any arguments")
        self._vars = {}
        self._entered = False

    def run(self, callable, /, *args, **kwargs):
        """Call callable(*args, **kwargs) with this context current."""
        global _current
        if self._entered:
            raise RuntimeError(
                f"cannot enter context: {self!r} is already entered")
        outer = _active()
        self._entered = True
        _current = self
        try:
            return callable(*args, **kwargs)
        finally:
            _current = outer
            self._entered = False

    def copy(self):
        twin = Context()
        twin._vars = self._vars
        return twin

    def _key(self, var):
        if type(var) is not ContextVar:
            raise TypeError(f"a ContextVar key was expected, got {var!r}")
        return var

    def __getitem__(self, var):
        return self._vars[self._key(var)]

    def get(self, var, default=None):
        return self._vars.get(self._key(var), default)

    def __contains__(self, var):
        return self._key(var) in self._vars

    def __len__(self):
        return len(self._vars)

    def __iter__(self):
        return iter(self._vars)

    def keys(self):
        return self._vars.keys()

    def values(self):
        return self._vars.values()

    def items(self):
        return self._vars.items()

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._vars == other._vars

    def __hash__(self):
        raise TypeError("unhashable type: '_contextvars.Context'")


class _Missing:
    __slots__ = ()

    def __repr__(self):
        return "<Token.MISSING>"


class Token:
    """What ContextVar.set() returns; ContextVar.reset(token) undoes the set."""

    __module__ = "_contextvars"
    __slots__ = ("_ctx", "_var", "_old", "_used")
    __init_subclass__ = _no_subclass("Token")
    MISSING = _Missing()

    def __init__(self, *args, **kwargs):
        raise RuntimeError("Tokens can only be created by ContextVars")

    @classmethod
    def _make(cls, ctx, var, old):
        token = object.__new__(cls)
        token._ctx, token._var, token._old = ctx, var, old
        token._used = False
        return token

    var = property(lambda self: self._var)
    old_value = property(lambda self: self._old)

    def __repr__(self):
        used = " used" if self._used else ""
        return f"<Token{used} var={self._var!r} at 0x{id(self):x}>"

    __class_getitem__ = classmethod(GenericAlias)


class ContextVar:
    """A variable whose value depends on the current Context."""

    __module__ = "_contextvars"
    __slots__ = ("_name", "_default", "__weakref__")
    __init_subclass__ = _no_subclass("ContextVar")

    def __init__(self, name, *, default=_NOTHING):
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        self._name = name
        self._default = default

    name = property(lambda self: self._name)

    def __setattr__(self, attr, value):
        if attr == "name":
            raise AttributeError("readonly attribute")
        object.__setattr__(self, attr, value)

    def get(self, *args):
        """The value in the current context, else the given default, else
        the variable's default; LookupError when there is none."""
        if len(args) > 1:
            raise TypeError(f"get expected at most 1 argument, got {len(args)}")
        found = _active()._vars.get(self, _NOTHING)
        if found is not _NOTHING:
            return found
        if args:
            return args[0]
        if self._default is not _NOTHING:
            return self._default
        raise LookupError(self)

    def set(self, value):
        """Give the variable a value in the current context."""
        ctx = _active()
        previous = ctx._vars.get(self, Token.MISSING)
        ctx._vars = {**ctx._vars, self: value}
        return Token._make(ctx, self, previous)

    def reset(self, token):
        """Restore the value the variable had before the set() that made token."""
        if type(token) is not Token:
            raise TypeError(f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f"{token!r} has already been used once")
        if token._var is not self:
            raise ValueError(f"{token!r} was created by a different ContextVar")
        ctx = _active()
        if token._ctx is not ctx:
            raise ValueError(f"{token!r} was created in a different Context")
        token._used = True
        values = dict(ctx._vars)
        if token._old is Token.MISSING:
            values.pop(self, None)
        else:
            values[self] = token._old
        ctx._vars = values

    def __repr__(self):
        default = ""
        if self._default is not _NOTHING:
            default = f" default={self._default!r}"
        return f"<ContextVar name={self._name!r}{default} at 0x{id(self):x}>"

    def __hash__(self):
        return object.__hash__(self)

    __class_getitem__ = classmethod(GenericAlias)
