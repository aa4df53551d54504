"""pickle for corral: dumps/loads and dump/load in the binary format of
protocol 4 (CPython 3.11's default), written as CPython writes it for
None, booleans, numbers, str, bytes, tuples, lists, dicts, sets,
frozensets and instances of classes found by module and name (their
__reduce_ex__/__reduce__, __getnewargs_ex__/__getnewargs__,
__getstate__/__setstate__ are honoured). Other protocols are accepted and
written in the protocol 4 format. Loading reads what dumps writes.
"""

import io as _io
import struct as _struct
import sys as _sys

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler",
           "Unpickler", "dump", "dumps", "load", "loads", "HIGHEST_PROTOCOL",
           "DEFAULT_PROTOCOL"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
format_version = "4.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


_FRAME_TARGET = 64 * 1024
# Protocols 0-2 name globals as Python 2 did (fix_imports); loads maps
# the Python 2 names back. Only the renames of builtins, copyreg and codecs.
_PY2_MODULES = {"builtins": "__builtin__", "copyreg": "copy_reg", "codecs": "_codecs"}
_PY2_NAMES = {"range": "xrange", "str": "unicode", "int": "long", "chr": "unichr"}
_PY3_MODULES = {"__builtin__": "builtins", "copy_reg": "copyreg", "_codecs": "codecs",
                "exceptions": "builtins"}
_PY3_NAMES = {v: k for k, v in _PY2_NAMES.items()}
_BATCH = 1000


def _newobj(cls, *args):
    return cls.__new__(cls, *args)


def _newobj_ex(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _find(module, qualname):
    obj = __import__(module)
    found = _sys.modules.get(module)
    if found is not None:
        obj = found
    else:
        for part in module.split(".")[1:]:
            obj = getattr(obj, part)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


class Pickler:
    """Writes the pickle of objects to a binary file."""

    def __init__(self, file, protocol=None, *, fix_imports=True,
                 buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif protocol > HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        self._file = file
        self.proto = protocol
        self._memo = {}
        self._keep = []
        self._frame = bytearray()

    def clear_memo(self):
        self._memo.clear()

    def dump(self, obj):
        out = self._frame
        self._file.write(bytes([0x80, max(self.proto, 2)]))
        self._save(obj)
        out += b"."
        self._flush_frame()

    # ----- output -----

    def _flush_frame(self):
        data = bytes(self._frame)
        self._frame.clear()
        # Frames came with protocol 4.
        if len(data) >= 4 and self.proto >= 4:
            self._file.write(b"\x95" + _struct.pack("<Q", len(data)))
        self._file.write(data)

    def _put(self, data):
        self._frame += data

    def _memoize(self, obj):
        idx = len(self._memo)
        self._memo[id(obj)] = idx
        self._keep.append(obj)
        if self.proto >= 4:
            self._put(b"\x94")
        elif idx < 256:
            self._put(b"q" + bytes([idx]))
        else:
            self._put(b"r" + _struct.pack("<I", idx))

    def _get_memo(self, obj):
        idx = self._memo.get(id(obj))
        if idx is None:
            return False
        if idx < 256:
            self._put(b"h" + bytes([idx]))
        else:
            self._put(b"j" + _struct.pack("<I", idx))
        return True

    # ----- objects -----

    def _save(self, obj):
        if len(self._frame) >= _FRAME_TARGET:
            self._flush_frame()
        t = type(obj)
        if obj is None:
            return self._put(b"N")
        if obj is True:
            return self._put(b"\x88")
        if obj is False:
            return self._put(b"\x89")
        if t is int:
            return self._save_int(obj)
        if t is float:
            return self._put(b"G" + _struct.pack(">d", obj))
        if self._get_memo(obj):
            return None
        if t is str:
            return self._save_str(obj)
        if t is bytes:
            if self.proto < 3:
                # No bytes opcodes before protocol 3: rebuilt by a call.
                if not obj:
                    return self._save_call(bytes, (), obj)
                import codecs
                return self._save_call(codecs.encode, (obj.decode("latin1"), "latin1"), obj)
            self._put_sized(obj, b"C", b"B", b"\x8e")
            return self._memoize(obj)
        if t is tuple:
            return self._save_tuple(obj)
        if t is list:
            self._put(b"]")
            self._memoize(obj)
            return self._batch(obj, b"a", b"e")
        if t is dict:
            self._put(b"}")
            self._memoize(obj)
            return self._save_items(obj.items())
        if t is bytearray:
            if self.proto < 5:
                return self._save_call(bytearray, (bytes(obj),), obj)
            self._put(b"\x96" + _struct.pack("<Q", len(obj)) + bytes(obj))
            return self._memoize(obj)
        if t in (set, frozenset) and self.proto < 4:
            return self._save_call(t, (list(obj),), obj)
        if t is set:
            self._put(b"\x8f")
            self._memoize(obj)
            items = list(obj)
            for start in range(0, len(items), _BATCH):
                self._put(b"(")
                for x in items[start:start + _BATCH]:
                    self._save(x)
                self._put(b"\x90")
            return None
        if t is frozenset:
            self._put(b"(")
            for x in obj:
                self._save(x)
            if self._get_memo(obj):
                return None
            self._put(b"\x91")
            return self._memoize(obj)
        if isinstance(obj, type) or callable(obj) and hasattr(obj, "__qualname__") \
                and not hasattr(obj, "__self__"):
            return self._save_global(obj)
        return self._save_reduced(obj)

    def _save_int(self, n):
        if 0 <= n < 256:
            self._put(b"K" + bytes([n]))
        elif 0 <= n < 65536:
            self._put(b"M" + _struct.pack("<H", n))
        elif -0x80000000 <= n <= 0x7FFFFFFF:
            self._put(b"J" + _struct.pack("<i", n))
        else:
            size = (n.bit_length() + 8) // 8
            data = n.to_bytes(size, "little", signed=True)
            # The shortest two's complement: no redundant sign byte.
            if n < 0 and size > 1 and data[-1] == 0xFF and data[-2] & 0x80:
                data = data[:-1]
            if len(data) < 256:
                self._put(b"\x8a" + bytes([len(data)]) + data)
            else:
                self._put(b"\x8b" + _struct.pack("<i", len(data)) + data)

    def _put_sized(self, data, short, medium, large):
        """`data` after the opcode for its size: a 1-, 4- or 8-byte length."""
        n = len(data)
        if n < 256:
            self._put(short + bytes([n]) + data)
        elif n <= 0xFFFFFFFF:
            self._put(medium + _struct.pack("<I", n) + data)
        else:
            self._put(large + _struct.pack("<Q", n) + data)

    def _save_str(self, s):
        data = s.encode("utf-8", "surrogatepass")
        if self.proto >= 4:
            self._put_sized(data, b"\x8c", b"X", b"\x8d")
        else:
            self._put(b"X" + _struct.pack("<I", len(data)) + data)
        self._memoize(s)

    def _save_call(self, func, args, obj):
        """obj as the result of func(*args), memoized."""
        self._save(func)
        self._save(args)
        self._put(b"R")
        self._memoize(obj)

    def _save_tuple(self, t):
        if not t:
            return self._put(b")")
        n = len(t)
        if n <= 3:
            for x in t:
                self._save(x)
            if self._get_memo(t):
                # Reached through itself: drop the copy built here.
                self._put(b"0" * n)
                return None
            self._put(bytes([0x84 + n]))
            return self._memoize(t)
        self._put(b"(")
        for x in t:
            self._save(x)
        if self._get_memo(t):
            self._put(b"1")
            return None
        self._put(b"t")
        self._memoize(t)

    def _batch(self, items, one, many):
        items = list(items)
        for start in range(0, len(items), _BATCH):
            chunk = items[start:start + _BATCH]
            if len(chunk) == 1:
                self._save(chunk[0])
                self._put(one)
            else:
                self._put(b"(")
                for x in chunk:
                    self._save(x)
                self._put(many)

    def _save_items(self, pairs):
        pairs = list(pairs)
        for start in range(0, len(pairs), _BATCH):
            chunk = pairs[start:start + _BATCH]
            if len(chunk) == 1:
                self._save(chunk[0][0])
                self._save(chunk[0][1])
                self._put(b"s")
            else:
                self._put(b"(")
                for k, v in chunk:
                    self._save(k)
                    self._save(v)
                self._put(b"u")

    def _save_global(self, obj, name=None):
        if name is None:
            name = getattr(obj, "__qualname__", None) or obj.__name__
        module = getattr(obj, "__module__", None) or "__main__"
        try:
            found = _find(module, name)
        except (ImportError, KeyError, AttributeError):
            raise PicklingError("Can't pickle %r: it's not found as %s.%s"
                                % (obj, module, name)) from None
        if found is not obj:
            raise PicklingError("Can't pickle %r: it's not the same object as %s.%s"
                                % (obj, module, name))
        if "<locals>" in name.split("."):
            raise AttributeError("Can't pickle local object %r" % name)
        if self.proto >= 4:
            self._save(module)
            self._save(name)
            self._put(b"\x93")
        else:
            if self.proto < 3:
                if module == "builtins" and isinstance(obj, type) \
                        and issubclass(obj, BaseException):
                    module = "exceptions"
                elif module == "builtins":
                    name = _PY2_NAMES.get(name, name)
                module = _PY2_MODULES.get(module, module)
            self._put(b"c" + module.encode("utf-8") + b"\n" + name.encode("utf-8") + b"\n")
        self._memoize(obj)

    def _reduce(self, obj):
        cls = type(obj)
        # A reducer registered for the type (the Pickler's own table, else
        # copyreg's, which nobody can have filled before importing it).
        table = getattr(self, "dispatch_table", None)
        if table is None:
            registry = _sys.modules.get("copyreg")
            table = getattr(registry, "dispatch_table", None)
        hook = table.get(cls) if table else None
        if hook is not None:
            return hook(obj)
        if cls is complex:
            return (complex, (obj.real, obj.imag))
        special = _REDUCERS.get((getattr(cls, "__module__", None), cls.__name__))
        if special is not None:
            return (cls, special(obj))
        reduce_ex = getattr(cls, "__reduce_ex__", None)
        if reduce_ex is not None and reduce_ex is not getattr(object, "__reduce_ex__", None):
            return obj.__reduce_ex__(self.proto)
        reduce = getattr(cls, "__reduce__", None)
        if reduce is not None and reduce is not getattr(object, "__reduce__", None):
            return obj.__reduce__()
        return self._default_reduce(obj)

    def _default_reduce(self, obj):
        cls = type(obj)
        kwargs = None
        if hasattr(obj, "__getnewargs_ex__"):
            args, kwargs = obj.__getnewargs_ex__()
        elif hasattr(obj, "__getnewargs__"):
            args = obj.__getnewargs__()
        elif getattr(cls, "__module__", None) == "builtins" and cls is not object:
            raise TypeError("cannot pickle %r object" % cls.__name__)
        else:
            args = ()
        getstate = getattr(obj, "__getstate__", None)
        if getstate is not None and getattr(type(obj), "__getstate__", None) is not None \
                and not _is_default_getstate(obj):
            state = getstate()
        else:
            state = _default_state(obj)
        if kwargs:
            return (_newobj_ex, (cls, tuple(args), kwargs), state, None, None)
        return (_newobj, (cls,) + tuple(args), state, None, None)

    def _save_reduced(self, obj):
        rv = self._reduce(obj)
        if isinstance(rv, str):
            return self._save_global(obj, rv)
        if not isinstance(rv, tuple) or not 2 <= len(rv) <= 6:
            raise PicklingError("__reduce__ must return a string or tuple")
        func, args = rv[0], rv[1]
        state = rv[2] if len(rv) > 2 else None
        listitems = rv[3] if len(rv) > 3 else None
        dictitems = rv[4] if len(rv) > 4 else None
        if func is _newobj or getattr(func, "__name__", "") == "__newobj__":
            cls = args[0]
            self._save(cls)
            self._save(tuple(args[1:]))
            self._put(b"\x81")
        elif func is _newobj_ex:
            cls, a, kw = args
            self._save(cls)
            self._save(tuple(a))
            self._save(kw)
            self._put(b"\x92")
        else:
            self._save(func)
            self._save(tuple(args))
            self._put(b"R")
        if id(obj) in self._memo:
            self._put(b"0")
            self._get_memo(obj)
        else:
            self._memoize(obj)
        if listitems is not None:
            self._batch(listitems, b"a", b"e")
        if dictitems is not None:
            self._save_items(dictitems)
        if state is not None:
            self._save(state)
            self._put(b"b")


# Types whose pickles are rebuilt from their constructor's arguments.
_REDUCERS = {
    ("datetime", "timedelta"): lambda d: (d.days, d.seconds, d.microseconds),
    ("datetime", "date"): lambda d: (d.year, d.month, d.day),
    ("datetime", "datetime"): lambda d: (d.year, d.month, d.day, d.hour,
                                         d.minute, d.second, d.microsecond,
                                         d.tzinfo),
    ("datetime", "time"): lambda t: (t.hour, t.minute, t.second,
                                     t.microsecond, t.tzinfo),
    ("datetime", "timezone"): lambda z: (z.utcoffset(None),) if z.tzname(None)
    == z.__class__(z.utcoffset(None)).tzname(None) else (z.utcoffset(None), z.tzname(None)),
    ("decimal", "Decimal"): lambda d: (str(d),),
    ("fractions", "Fraction"): lambda f: (f.numerator, f.denominator),
}


def _own_attrs(klass):
    try:
        return klass.__dict__
    except AttributeError:
        return {}


def _is_default_getstate(obj):
    for klass in type(obj).__mro__:
        if "__getstate__" in _own_attrs(klass):
            return klass is object
    return True


def _default_state(obj):
    d = getattr(obj, "__dict__", None)
    slots = {}
    for klass in type(obj).__mro__:
        for name in _own_attrs(klass).get("__slots__", ()):
            if name in ("__dict__", "__weakref__"):
                continue
            if hasattr(obj, name):
                slots[name] = getattr(obj, name)
    if slots:
        return (d or None, slots)
    return d or None


class Unpickler:
    """Reads pickles written by Pickler (and by CPython, protocols 2-5,
    for the same kinds of objects)."""

    def __init__(self, file, *, fix_imports=True, encoding="ASCII",
                 errors="strict", buffers=None):
        self._file = file
        self._memo = {}
        self._stack = []
        self._marks = []

    def find_class(self, module, name):
        if module in _PY3_MODULES:
            if module == "__builtin__":
                name = _PY3_NAMES.get(name, name)
            module = _PY3_MODULES[module]
        return _find(module, name)

    def _read(self, n):
        data = self._file.read(n)
        if len(data) < n:
            raise UnpicklingError("pickle data was truncated")
        return data

    def _pop_mark(self):
        start = self._marks.pop()
        items = self._stack[start:]
        del self._stack[start:]
        return items

    def load(self):
        stack, memo, read = self._stack, self._memo, self._read
        first = self._file.read(1)
        if not first:
            raise EOFError("Ran out of input")
        code = first
        while True:
            op = code[0]
            if op == 0x80:
                proto = read(1)[0]
                if proto > HIGHEST_PROTOCOL:
                    raise ValueError("unsupported pickle protocol: %d" % proto)
            elif op == 0x95:
                read(8)
            elif op == 0x2E:  # .
                return stack.pop()
            elif op == 0x4E:  # N
                stack.append(None)
            elif op == 0x88:
                stack.append(True)
            elif op == 0x89:
                stack.append(False)
            elif op == 0x4B:  # K
                stack.append(read(1)[0])
            elif op == 0x4D:  # M
                stack.append(_struct.unpack("<H", read(2))[0])
            elif op == 0x4A:  # J
                stack.append(_struct.unpack("<i", read(4))[0])
            elif op == 0x8A:
                n = read(1)[0]
                stack.append(int.from_bytes(read(n), "little", signed=True))
            elif op == 0x8B:
                n = _struct.unpack("<i", read(4))[0]
                stack.append(int.from_bytes(read(n), "little", signed=True))
            elif op == 0x47:  # G
                stack.append(_struct.unpack(">d", read(8))[0])
            elif op == 0x8C:
                stack.append(read(read(1)[0]).decode("utf-8", "surrogatepass"))
            elif op == 0x58:  # X
                n = _struct.unpack("<I", read(4))[0]
                stack.append(read(n).decode("utf-8", "surrogatepass"))
            elif op == 0x8D:
                n = _struct.unpack("<Q", read(8))[0]
                stack.append(read(n).decode("utf-8", "surrogatepass"))
            elif op == 0x43:  # C
                stack.append(read(read(1)[0]))
            elif op == 0x42:  # B
                stack.append(read(_struct.unpack("<I", read(4))[0]))
            elif op == 0x8E:
                stack.append(read(_struct.unpack("<Q", read(8))[0]))
            elif op == 0x96:  # BYTEARRAY8
                stack.append(bytearray(read(_struct.unpack("<Q", read(8))[0])))
            elif op == 0x29:  # )
                stack.append(())
            elif op in (0x85, 0x86, 0x87):
                n = op - 0x84
                items = tuple(stack[len(stack) - n:])
                del stack[len(stack) - n:]
                stack.append(items)
            elif op == 0x28:  # (
                self._marks.append(len(stack))
            elif op == 0x74:  # t
                stack.append(tuple(self._pop_mark()))
            elif op == 0x5D:  # ]
                stack.append([])
            elif op == 0x6C:  # l
                stack.append(self._pop_mark())
            elif op == 0x61:  # a
                x = stack.pop()
                stack[-1].append(x)
            elif op == 0x65:  # e
                items = self._pop_mark()
                target = stack[-1]
                if isinstance(target, list):
                    target.extend(items)
                else:
                    for x in items:
                        target.append(x)
            elif op == 0x7D:  # }
                stack.append({})
            elif op == 0x64:  # d
                items = self._pop_mark()
                stack.append({items[i]: items[i + 1] for i in range(0, len(items), 2)})
            elif op == 0x73:  # s
                v = stack.pop()
                k = stack.pop()
                stack[-1][k] = v
            elif op == 0x75:  # u
                items = self._pop_mark()
                target = stack[-1]
                for i in range(0, len(items), 2):
                    target[items[i]] = items[i + 1]
            elif op == 0x8F:
                stack.append(set())
            elif op == 0x90:
                items = self._pop_mark()
                target = stack[-1]
                if isinstance(target, set):
                    target.update(items)
                else:
                    for x in items:
                        target.add(x)
            elif op == 0x91:
                stack.append(frozenset(self._pop_mark()))
            elif op == 0x94:
                memo[len(memo)] = stack[-1]
            elif op == 0x71:  # q
                memo[read(1)[0]] = stack[-1]
            elif op == 0x72:  # r
                memo[_struct.unpack("<I", read(4))[0]] = stack[-1]
            elif op == 0x68:  # h
                stack.append(memo[read(1)[0]])
            elif op == 0x6A:  # j
                stack.append(memo[_struct.unpack("<I", read(4))[0]])
            elif op == 0x30:  # 0
                stack.pop()
            elif op == 0x31:  # 1
                self._pop_mark()
            elif op == 0x32:  # 2
                stack.append(stack[-1])
            elif op == 0x93:
                name = stack.pop()
                module = stack.pop()
                stack.append(self.find_class(module, name))
            elif op == 0x63:  # c
                module = self._readline()
                name = self._readline()
                stack.append(self.find_class(module, name))
            elif op == 0x81:
                args = stack.pop()
                cls = stack.pop()
                stack.append(cls.__new__(cls, *args))
            elif op == 0x92:
                kwargs = stack.pop()
                args = stack.pop()
                cls = stack.pop()
                stack.append(cls.__new__(cls, *args, **kwargs))
            elif op == 0x52:  # R
                args = stack.pop()
                func = stack.pop()
                stack.append(func(*args))
            elif op == 0x62:  # b
                state = stack.pop()
                _set_state(stack[-1], state)
            else:
                raise UnpicklingError("invalid load key, %r." % chr(op))
            code = read(1)

    def _readline(self):
        out = bytearray()
        while True:
            c = self._read(1)
            if c == b"\n":
                return out.decode("ascii")
            out += c


def _set_state(obj, state):
    setstate = getattr(obj, "__setstate__", None)
    if setstate is not None and getattr(type(obj), "__setstate__", None) is not None:
        setstate(state)
        return
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    if state:
        obj.__dict__.update(state)
    if slots:
        for k, v in slots.items():
            setattr(obj, k, v)


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    Pickler(file, protocol).dump(obj)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    f = _io.BytesIO()
    Pickler(f, protocol).dump(obj)
    return f.getvalue()


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict",
         buffers=None):
    return Unpickler(file).load()


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict",
          buffers=None):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return Unpickler(_io.BytesIO(data)).load()
