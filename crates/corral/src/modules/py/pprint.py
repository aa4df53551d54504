"""pprint: pretty-print Python data structures.

An object is written as its (safe) repr when that fits in the space left on
the line; otherwise, if pprint knows the type, it is broken over several
lines, one element per line, each element again formatted the same way.
The result matches CPython 3.11's layout character for character.
"""

import collections as _collections
import dataclasses as _dataclasses
import sys as _sys
import types as _types
from io import StringIO as _StringIO

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print object to stream (sys.stdout by default)."""
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                  compact=compact, sort_dicts=sort_dicts,
                  underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """The pretty-printed text of object, as a string."""
    return PrettyPrinter(indent=indent, width=width, depth=depth,
                         compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint() with dictionaries left in insertion order by default."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """repr() that survives recursive structures and sorts dict keys."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Whether saferepr(object) could be read back by eval()."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Whether object contains itself."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _Ordered:
    """Sort key that orders anything: values that cannot be compared fall
    back to (type name, id), so mixed keys still sort deterministically."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        try:
            return self.value < other.value
        except TypeError:
            mine = (str(type(self.value)), id(self.value))
            theirs = (str(type(other.value)), id(other.value))
            return mine < theirs


def _item_key(item):
    return (_Ordered(item[0]), _Ordered(item[1]))


def _recursion(obj):
    return "<Recursion on %s with id=%s>" % (type(obj).__name__, id(obj))


# Corral's builtin types share one __repr__ object, so "does this type use
# the builtin repr?" cannot be asked by identity as CPython does. Instead
# we find the class that supplies the repr: the first class in the MRO that
# is a known builtin or defines __repr__ itself.
_BUILTIN_REPRS = frozenset({
    int, bool, float, complex, str, bytes, bytearray, dict, list, tuple,
    set, frozenset, _types.MappingProxyType, _types.SimpleNamespace,
    _collections.deque,
})


def _repr_source(cls):
    if cls in _BUILTIN_REPRS:
        # The common case: a builtin type supplies its own repr.
        return cls
    for klass in cls.__mro__:
        if klass in _BUILTIN_REPRS or klass is object:
            return klass
        if "__repr__" in getattr(klass, "__dict__", ()):
            return klass
    return object


# Types whose repr is exact and has no parts to recurse into.
_ATOMS = frozenset({str, bytes, bytearray, float, complex, bool, type(None)})


def _split_words(text):
    """text cut after each run of whitespace: 'a b  c' -> ['a ', 'b  ', 'c']."""
    words = []
    start, n = 0, len(text)
    while start < n:
        end = start
        while end < n and not text[end].isspace():
            end += 1
        while end < n and text[end].isspace():
            end += 1
        words.append(text[start:end])
        start = end
    return words


def _greedy_chunks(pieces, limit, last_limit):
    """Join consecutive pieces as long as their repr fits; the last chunk
    (the one holding the final piece) must fit in last_limit instead."""
    chunks = []
    current = pieces[0][:0]
    final = len(pieces) - 1
    for pos, piece in enumerate(pieces):
        room = last_limit if pos == final else limit
        joined = current + piece
        if len(repr(joined)) > room:
            if current:
                chunks.append(repr(current))
            current = piece
        else:
            current = joined
    if current:
        chunks.append(repr(current))
    return chunks


def _is_generated_dataclass_repr(obj):
    if not _dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return False
    if not obj.__dataclass_params__.repr:
        return False
    inner = getattr(obj.__repr__, "__wrapped__", None)
    return inner is not None and "__create_fn__" in inner.__qualname__


class PrettyPrinter:
    """Pretty-printing settings and the methods that apply them."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = _sys.stdout if stream is None else stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers
        self._readable = True
        self._recursive = False

    # -- public ------------------------------------------------------------

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        out = _StringIO()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        _, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object; subclasses may override."""
        return self._safe_repr(object, context, maxlevels, level)

    # -- layout ------------------------------------------------------------

    def _format(self, object, stream, indent, allowance, context, level):
        """Write object starting at column `indent`, leaving `allowance`
        columns free at the end for what the caller writes after it."""
        key = id(object)
        if key in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        text = self._repr(object, context, level)
        if len(text) <= self._width - indent - allowance:
            stream.write(text)
            return
        name = _LAYOUTS.get(_repr_source(type(object)))
        if name is None and _is_generated_dataclass_repr(object):
            name = "_pprint_dataclass"
        if name is None:
            stream.write(text)
            return
        context[key] = 1
        getattr(self, name)(object, stream, indent, allowance, context,
                            level + 1)
        del context[key]

    def _repr(self, object, context, level):
        text, readable, recursive = self.format(object, context.copy(),
                                                self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return text

    def _lead_pad(self, stream):
        # indent > 1 pads after the opening bracket so items line up.
        if self._indent_per_level > 1:
            stream.write(" " * (self._indent_per_level - 1))

    def _format_items(self, items, stream, indent, allowance, context, level):
        """Elements of a sequence, separated by ',' + newline (or, with
        compact=True, as many per line as fit)."""
        indent += self._indent_per_level
        self._lead_pad(stream)
        items = list(items)
        if not items:
            return
        newline = ",\n" + " " * indent
        full = self._width - indent + 1
        room = full
        sep = ""
        final = len(items) - 1
        for pos, item in enumerate(items):
            last = pos == final
            if last:
                full -= allowance
                room -= allowance
            if self._compact:
                text = self._repr(item, context, level)
                need = len(text) + 2
                if room < need:
                    room = full
                    if sep:
                        sep = newline
                if room >= need:
                    room -= need
                    stream.write(sep)
                    sep = ", "
                    stream.write(text)
                    continue
            stream.write(sep)
            sep = newline
            self._format(item, stream, indent, allowance if last else 1,
                         context, level)

    def _format_dict_items(self, items, stream, indent, allowance, context,
                           level):
        indent += self._indent_per_level
        items = list(items)
        final = len(items) - 1
        for pos, (key, value) in enumerate(items):
            last = pos == final
            text = self._repr(key, context, level)
            stream.write(text + ": ")
            self._format(value, stream, indent + len(text) + 2,
                         allowance if last else 1, context, level)
            if not last:
                stream.write(",\n" + " " * indent)

    def _format_namespace_items(self, items, stream, indent, allowance,
                                context, level):
        items = list(items)
        final = len(items) - 1
        for pos, (name, value) in enumerate(items):
            last = pos == final
            stream.write(name + "=")
            if id(value) in context:
                stream.write("...")
            else:
                self._format(value, stream, indent + len(name) + 1,
                             allowance if last else 1, context, level)
            if not last:
                stream.write(",\n" + " " * indent)

    # -- one method per type pprint knows ------------------------------------

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write("{")
        self._lead_pad(stream)
        if object:
            items = object.items()
            if self._sort_dicts:
                items = sorted(items, key=_item_key)
            self._format_dict_items(items, stream, indent, allowance + 1,
                                    context, level)
        stream.write("}")

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context,
                             level):
        if not object:
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        self._format(list(object.items()), stream, indent + len(name) + 1,
                     allowance + 1, context, level)
        stream.write(")")

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write("[")
        self._format_items(object, stream, indent, allowance + 1, context,
                           level)
        stream.write("]")

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        close = ",)" if len(object) == 1 else ")"
        stream.write("(")
        self._format_items(object, stream, indent, allowance + len(close),
                           context, level)
        stream.write(close)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not object:
            stream.write(repr(object))
            return
        cls = type(object)
        if cls is set:
            stream.write("{")
            close = "}"
        else:
            stream.write(cls.__name__ + "({")
            close = "})"
            indent += len(cls.__name__) + 1
        members = sorted(object, key=_Ordered)
        self._format_items(members, stream, indent, allowance + len(close),
                           context, level)
        stream.write(close)

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        if not object:
            stream.write(repr(object))
            return
        # At top level the pieces are wrapped in parentheses so the result
        # is still one expression.
        outermost = level == 1
        if outermost:
            indent += 1
            allowance += 1
        limit = self._width - indent
        lines = object.splitlines(True)
        chunks = []
        final = len(lines) - 1
        for pos, line in enumerate(lines):
            line_limit = limit - allowance if pos == final else limit
            if len(repr(line)) <= line_limit:
                chunks.append(repr(line))
                continue
            # Too long: cut between words, keeping whitespace at word ends.
            last_limit = limit - allowance if pos == final else limit
            chunks.extend(_greedy_chunks(_split_words(line), limit,
                                         last_limit))
        if len(chunks) == 1:
            stream.write(chunks[0])
            return
        if outermost:
            stream.write("(")
        stream.write(("\n" + " " * indent).join(chunks))
        if outermost:
            stream.write(")")

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        if len(object) <= 4:
            stream.write(repr(object))
            return
        outermost = level == 1
        if outermost:
            indent += 1
            allowance += 1
            stream.write("(")
        quads = [object[i:i + 4] for i in range(0, len(object), 4)]
        chunks = _bytes_chunks(quads, self._width - indent, allowance,
                               len(object) // 4 * 4)
        stream.write(("\n" + " " * indent).join(chunks))
        if outermost:
            stream.write(")")

    def _pprint_bytearray(self, object, stream, indent, allowance, context,
                          level):
        stream.write("bytearray(")
        self._pprint_bytes(bytes(object), stream, indent + 10,
                           allowance + 1, context, level + 1)
        stream.write(")")

    def _pprint_mappingproxy(self, object, stream, indent, allowance, context,
                             level):
        stream.write("mappingproxy(")
        self._format(object.copy(), stream, indent + 13, allowance + 1,
                     context, level)
        stream.write(")")

    def _pprint_simplenamespace(self, object, stream, indent, allowance,
                                context, level):
        cls = type(object)
        name = "namespace" if cls is _types.SimpleNamespace else cls.__name__
        stream.write(name + "(")
        self._format_namespace_items(vars(object).items(), stream,
                                     indent + len(name) + 1, allowance,
                                     context, level)
        stream.write(")")

    def _pprint_dataclass(self, object, stream, indent, allowance, context,
                          level):
        name = type(object).__name__
        shown = [(f.name, getattr(object, f.name))
                 for f in _dataclasses.fields(object) if f.repr]
        stream.write(name + "(")
        self._format_namespace_items(shown, stream, indent + len(name) + 1,
                                     allowance, context, level)
        stream.write(")")

    def _pprint_default_dict(self, object, stream, indent, allowance, context,
                             level):
        if not object:
            stream.write(repr(object))
            return
        factory = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        stream.write("%s(%s,\n%s" % (name, factory, " " * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context,
                          level)
        stream.write(")")

    def _pprint_counter(self, object, stream, indent, allowance, context,
                        level):
        if not object:
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "({")
        self._lead_pad(stream)
        self._format_dict_items(object.most_common(), stream,
                                indent + len(name) + 1, allowance + 2,
                                context, level)
        stream.write("})")

    def _pprint_chain_map(self, object, stream, indent, allowance, context,
                          level):
        maps = object.maps
        if not maps:
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        indent += len(name) + 1
        final = len(maps) - 1
        for pos, mapping in enumerate(maps):
            if pos == final:
                self._format(mapping, stream, indent, allowance + 1, context,
                             level)
                stream.write(")")
            else:
                self._format(mapping, stream, indent, 1, context, level)
                stream.write(",\n" + " " * indent)

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        if not object:
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "([")
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context,
                               level)
            stream.write("])")
            return
        self._format_items(object, stream, indent, 2, context, level)
        limit = self._repr(object.maxlen, context, level)
        stream.write("],\n%smaxlen=%s)" % (" " * indent, limit))

    def _pprint_user_wrapper(self, object, stream, indent, allowance, context,
                             level):
        # UserDict, UserList and UserString print as the data they wrap.
        self._format(object.data, stream, indent, allowance, context,
                     level - 1)

    # -- one-line reprs ----------------------------------------------------

    def _safe_repr(self, object, context, maxlevels, level):
        """(repr, readable, recursive): repr with sorted dicts, recursion
        markers and the depth limit applied."""
        cls = type(object)
        if cls in _ATOMS:
            return repr(object), True, False
        source = _repr_source(cls)
        if source is int:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        if source is dict and issubclass(cls, dict):
            if not object:
                return "{}", True, False
            pairs = object.items()
            if self._sort_dicts:
                pairs = sorted(pairs, key=_item_key)
            return self._safe_container(object, "{%s}", pairs, True, context,
                                        maxlevels, level)
        if source is list and issubclass(cls, list):
            if not object:
                return "[]", True, False
            return self._safe_container(object, "[%s]", object, False,
                                        context, maxlevels, level)
        if source is tuple and issubclass(cls, tuple):
            if not object:
                return "()", True, False
            shape = "(%s,)" if len(object) == 1 else "(%s)"
            return self._safe_container(object, shape, object, False,
                                        context, maxlevels, level)
        text = repr(object)
        return text, bool(text) and not text.startswith("<"), False

    def _safe_container(self, object, shape, parts, pairs, context,
                        maxlevels, level):
        key = id(object)
        if maxlevels and level >= maxlevels:
            return shape % "...", False, key in context
        if key in context:
            return _recursion(object), False, True
        context[key] = 1
        readable, recursive = True, False
        texts = []
        level += 1
        for part in parts:
            if pairs:
                ktext, kok, krec = self.format(part[0], context, maxlevels,
                                               level)
                vtext, vok, vrec = self.format(part[1], context, maxlevels,
                                               level)
                texts.append(ktext + ": " + vtext)
                readable = readable and kok and vok
                recursive = recursive or krec or vrec
            else:
                text, ok, rec = self.format(part, context, maxlevels, level)
                texts.append(text)
                readable = readable and ok
                recursive = recursive or rec
        del context[key]
        return shape % ", ".join(texts), readable, recursive


def _bytes_chunks(quads, limit, allowance, whole):
    """Group 4-byte pieces into reprs that fit in `limit` columns. From the
    piece at offset `whole` on, `allowance` columns are kept free too; like
    CPython, that piece exists only when the length is not a multiple of 4."""
    chunks = []
    current = b""
    for pos, quad in enumerate(quads):
        if pos * 4 == whole:
            limit -= allowance
        joined = current + quad
        if len(repr(joined)) > limit:
            if current:
                chunks.append(repr(current))
            current = quad
        else:
            current = joined
    if current:
        chunks.append(repr(current))
    return chunks


# Which layout method handles a type, keyed by the class supplying its repr.
_LAYOUTS = {
    dict: "_pprint_dict",
    list: "_pprint_list",
    tuple: "_pprint_tuple",
    set: "_pprint_set",
    frozenset: "_pprint_set",
    str: "_pprint_str",
    bytes: "_pprint_bytes",
    bytearray: "_pprint_bytearray",
    _types.MappingProxyType: "_pprint_mappingproxy",
    _types.SimpleNamespace: "_pprint_simplenamespace",
    _collections.OrderedDict: "_pprint_ordered_dict",
    _collections.defaultdict: "_pprint_default_dict",
    _collections.Counter: "_pprint_counter",
    _collections.ChainMap: "_pprint_chain_map",
    _collections.deque: "_pprint_deque",
    _collections.UserDict: "_pprint_user_wrapper",
    _collections.UserList: "_pprint_user_wrapper",
    _collections.UserString: "_pprint_user_wrapper",
}
