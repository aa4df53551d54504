"""json for corral. The encoding and decoding work is done natively by
_json; this module adds the JSONEncoder and JSONDecoder classes, so that
programs can subclass them and pass cls= to dump(s)/load(s)."""

import _json
from _json import JSONDecodeError

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']

# JSON's insignificant whitespace, allowed around a document.
_BLANKS = frozenset(' \t\n\r')


class JSONEncoder:
    """Turns Python values into JSON text. Override default() to encode
    other types: it returns something encodable or raises TypeError."""

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is None:
            # Indented output has no need for the space after each comma.
            if indent is not None:
                self.item_separator = ','
        else:
            self.item_separator, self.key_separator = separators
        if default is not None:
            self.default = default

    def default(self, o):
        """Called for values JSON has no form for; this one refuses them."""
        raise TypeError(f'Object of type {type(o).__name__} is not JSON serializable')

    def encode(self, o):
        """The JSON text of o."""
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        """The JSON text of o in chunks (here a single chunk)."""
        options = dict(skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                       check_circular=self.check_circular, allow_nan=self.allow_nan,
                       indent=self.indent, sort_keys=self.sort_keys,
                       separators=(self.item_separator, self.key_separator),
                       default=self.default)
        yield _json.dumps(o, **options)


class JSONDecoder:
    """Turns JSON text into Python values, calling the hooks given for
    objects, floats, ints and the constants NaN and Infinity."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict

    def decode(self, s):
        """The value of the JSON document s; only whitespace may surround it."""
        first = 0
        while first < len(s) and s[first] in _BLANKS:
            first += 1
        value, stop = self.raw_decode(s, first)
        while stop < len(s) and s[stop] in _BLANKS:
            stop += 1
        if stop < len(s):
            raise JSONDecodeError("Extra data", s, stop)
        return value

    def raw_decode(self, s, idx=0):
        """Decode one JSON value starting at s[idx]; returns (value, index
        just past it)."""
        return _json.raw_decode(s, idx, strict=self.strict,
                                object_hook=self.object_hook,
                                object_pairs_hook=self.object_pairs_hook,
                                parse_float=self.parse_float,
                                parse_int=self.parse_int,
                                parse_constant=self.parse_constant)


# Without cls= (or with arguments the classes cannot take) the native
# functions do everything, with CPython's argument checking.

def dumps(*args, cls=None, **kw):
    """Serialize a value to a JSON formatted str."""
    if cls is not None and len(args) == 1:
        return cls(**kw).encode(args[0])
    return _json.dumps(*args, **kw)


def dump(*args, cls=None, **kw):
    """Serialize a value as JSON to a file-like object's write()."""
    if cls is not None and len(args) == 2:
        value, fp = args
        for piece in cls(**kw).iterencode(value):
            fp.write(piece)
        return None
    return _json.dump(*args, **kw)


def loads(*args, cls=None, **kw):
    """Deserialize a str, bytes or bytearray holding a JSON document."""
    if cls is not None and len(args) == 1:
        text = args[0]
        if isinstance(text, (bytes, bytearray)):
            text = text.decode('utf-8')
        return cls(**kw).decode(text)
    return _json.loads(*args, **kw)


def load(fp, *, cls=None, **kw):
    """Deserialize the JSON document read from a file-like object."""
    return loads(fp.read(), cls=cls, **kw)
