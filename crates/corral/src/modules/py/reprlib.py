"""repr() with limits on size and nesting depth (reprlib.Repr), and the
recursive_repr decorator that guards __repr__ against self-reference."""

from itertools import islice

__all__ = ["Repr", "repr", "recursive_repr"]

# The built-in repr, kept before this module's own `repr` replaces the name.
_plain_repr = repr


def recursive_repr(fillvalue='...'):
    """Decorator for __repr__: a call re-entered for the same object (a
    container holding itself) returns fillvalue instead of recursing."""

    def decorate(method):
        active = set()

        def wrapper(self):
            key = id(self)
            if key in active:
                return fillvalue
            active.add(key)
            try:
                return method(self)
            finally:
                active.discard(key)

        for attr in ('__module__', '__doc__', '__name__', '__qualname__'):
            try:
                setattr(wrapper, attr, getattr(method, attr))
            except AttributeError:
                pass
        wrapper.__annotations__ = getattr(method, '__annotations__', {})
        return wrapper

    return decorate


def _ordered(items):
    # Sets and dict keys are shown sorted when their elements allow it.
    try:
        return sorted(items)
    except Exception:
        return list(items)


def _shorten(text, limit, fill):
    """text with its middle replaced by fill so that about `limit` chars
    remain (the head gets the smaller half)."""
    head = max(0, (limit - 3) // 2)
    tail = max(0, limit - 3 - head)
    return text[:head] + fill + text[len(text) - tail:]


class Repr:
    """Size-limited repr(). Tune the max* attributes on an instance; add
    repr_<typename>(obj, level) methods to handle more types."""

    def __init__(self):
        self.fillvalue = '...'
        self.maxlevel = 6
        self.maxtuple = 6
        self.maxlist = 6
        self.maxarray = 5
        self.maxdict = 4
        self.maxset = 6
        self.maxfrozenset = 6
        self.maxdeque = 6
        self.maxstring = 30
        self.maxlong = 40
        self.maxother = 30

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        name = '_'.join(type(x).__name__.split())
        method = getattr(self, 'repr_' + name, None)
        if method is not None:
            return method(x, level)
        return self.repr_instance(x, level)

    def _sequence(self, x, level, left, right, limit, single=''):
        count = len(x)
        if level <= 0 and count:
            body = self.fillvalue
        else:
            parts = [self.repr1(item, level - 1) for item in islice(x, limit)]
            if count > limit:
                parts.append(self.fillvalue)
            body = ', '.join(parts)
            if count == 1 and single:
                right = single + right
        return left + body + right

    def repr_tuple(self, x, level):
        return self._sequence(x, level, '(', ')', self.maxtuple, ',')

    def repr_list(self, x, level):
        return self._sequence(x, level, '[', ']', self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return "array('%s')" % x.typecode
        return self._sequence(x, level, "array('%s', [" % x.typecode, '])',
                              self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return 'set()'
        return self._sequence(_ordered(x), level, '{', '}', self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return 'frozenset()'
        return self._sequence(_ordered(x), level, 'frozenset({', '})',
                              self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._sequence(x, level, 'deque([', '])', self.maxdeque)

    def repr_dict(self, x, level):
        if not x:
            return '{}'
        if level <= 0:
            return '{' + self.fillvalue + '}'
        parts = []
        for key in islice(_ordered(x), self.maxdict):
            parts.append(self.repr1(key, level - 1) + ': ' +
                         self.repr1(x[key], level - 1))
        if len(x) > self.maxdict:
            parts.append(self.fillvalue)
        return '{' + ', '.join(parts) + '}'

    def repr_str(self, x, level):
        text = _plain_repr(x[:self.maxstring])
        if len(text) > self.maxstring:
            head = max(0, (self.maxstring - 3) // 2)
            tail = max(0, self.maxstring - 3 - head)
            text = _plain_repr(x[:head] + x[len(x) - tail:])
            text = text[:head] + self.fillvalue + text[len(text) - tail:]
        return text

    def repr_int(self, x, level):
        text = _plain_repr(x)
        if len(text) > self.maxlong:
            text = _shorten(text, self.maxlong, self.fillvalue)
        return text

    def repr_instance(self, x, level):
        try:
            text = _plain_repr(x)
        except Exception:
            return '<%s instance at %#x>' % (x.__class__.__name__, id(x))
        if len(text) > self.maxother:
            text = _shorten(text, self.maxother, self.fillvalue)
        return text


aRepr = Repr()
repr = aRepr.repr
