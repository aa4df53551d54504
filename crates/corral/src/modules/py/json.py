"""json for corral: the native encoder and decoder of _json, plus the
JSONEncoder and JSONDecoder classes (and cls=) written in Python over them."""

import _json
from _json import JSONDecodeError

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


class JSONEncoder:
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
                 check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        # One chunk: the whole document (CPython yields smaller pieces).
        yield _json.dumps(
            o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
            check_circular=self.check_circular, allow_nan=self.allow_nan,
            indent=self.indent,
            separators=(self.item_separator, self.key_separator),
            default=self.default, sort_keys=self.sort_keys)


_WS = ' \t\n\r'


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        start = 0
        while start < len(s) and s[start] in _WS:
            start += 1
        obj, end = self.raw_decode(s, start)
        while end < len(s) and s[end] in _WS:
            end += 1
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        return _json.raw_decode(
            s, idx, object_hook=self.object_hook, parse_float=self.parse_float,
            parse_int=self.parse_int, parse_constant=self.parse_constant,
            object_pairs_hook=self.object_pairs_hook, strict=self.strict)


def dumps(*args, cls=None, **kw):
    if cls is None or len(args) != 1:
        return _json.dumps(*args, **kw)
    return cls(**kw).encode(args[0])


def dump(*args, cls=None, **kw):
    if cls is None or len(args) != 2:
        return _json.dump(*args, **kw)
    obj, fp = args
    for chunk in cls(**kw).iterencode(obj):
        fp.write(chunk)


def loads(*args, cls=None, **kw):
    if cls is None or len(args) != 1:
        return _json.loads(*args, **kw)
    s = args[0]
    if isinstance(s, (bytes, bytearray)):
        s = s.decode('utf-8')
    return cls(**kw).decode(s)


def load(fp, *, cls=None, **kw):
    return loads(fp.read(), cls=cls, **kw)
