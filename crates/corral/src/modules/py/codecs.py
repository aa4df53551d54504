"""Codec registry front end: encode()/decode() by name, lookup(), open().

Text encodings are delegated to str.encode / bytes.decode, which implement
them natively. A few codecs that are not text encodings live only here:
rot13 (str to str), hex / base64 / zlib (bytes to bytes), and the
unicode_escape family, which agents use to turn backslash escapes in data
into characters.
"""

import builtins as _builtins

__all__ = [
    "encode", "decode", "lookup", "open", "CodecInfo", "Codec",
    "IncrementalEncoder", "IncrementalDecoder", "StreamReader",
    "StreamWriter", "getencoder", "getdecoder", "getincrementalencoder",
    "getincrementaldecoder", "getreader", "getwriter", "iterencode",
    "iterdecode", "register", "lookup_error", "register_error",
    "BOM", "BOM_BE", "BOM_LE", "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_BE",
    "BOM_UTF16_LE", "BOM_UTF32", "BOM_UTF32_BE", "BOM_UTF32_LE",
    "strict_errors", "ignore_errors", "replace_errors",
    "xmlcharrefreplace_errors", "backslashreplace_errors",
    "namereplace_errors",
]

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_UTF16_LE = BOM_LE = b"\xff\xfe"
BOM_UTF16_BE = BOM_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
BOM_UTF16 = BOM = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE
BOM32_LE, BOM32_BE = BOM_UTF16_LE, BOM_UTF16_BE
BOM64_LE, BOM64_BE = BOM_UTF32_LE, BOM_UTF32_BE


class CodecInfo(tuple):
    """The (encoder, decoder, reader, writer) record lookup() returns."""

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None,
                name=None, *, _is_text_encoding=None):
        four = (encode, decode, streamreader, streamwriter)
        self = super().__new__(cls, four)
        vars(self).update(
            name=name, encode=encode, decode=decode,
            streamreader=streamreader, streamwriter=streamwriter,
            incrementalencoder=incrementalencoder,
            incrementaldecoder=incrementaldecoder)
        if _is_text_encoding is not None:
            # Only the non-text codecs (rot13, hex, ...) carry the flag.
            vars(self)["_is_text_encoding"] = _is_text_encoding
        return self

    def __repr__(self):
        return "<codecs.CodecInfo object for encoding %s at %#x>" % (
            self.name, id(self))


class Codec:
    def encode(self, input, errors="strict"):
        raise NotImplementedError

    def decode(self, input, errors="strict"):
        raise NotImplementedError


class IncrementalEncoder:
    def __init__(self, errors="strict"):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class IncrementalDecoder:
    def __init__(self, errors="strict"):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


class BufferedIncrementalEncoder(IncrementalEncoder):
    pass


class BufferedIncrementalDecoder(IncrementalDecoder):
    def __init__(self, errors="strict"):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b""


def _bytes_of(obj):
    if isinstance(obj, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return bytes(obj)


# ---- text encodings, via the native str/bytes methods ----

def _text_codec(name):
    def enc(input, errors="strict"):
        if not isinstance(input, str):
            raise TypeError("%s_encode() argument 1 must be str, not %s" % (
                name.replace("-", "_"), type(input).__name__))
        return (input.encode(name, errors), len(input))

    def dec(input, errors="strict"):
        data = _bytes_of(input)
        return (data.decode(name, errors), len(data))

    return enc, dec


class _StatefulUtf8Decoder(IncrementalDecoder):
    """Holds back the bytes of a character split across chunks."""

    def __init__(self, errors="strict", encoding="utf-8"):
        IncrementalDecoder.__init__(self, errors)
        self.encoding = encoding
        self.pending = b""

    def decode(self, input, final=False):
        data = self.pending + bytes(input)
        self.pending = b""
        if not final and self.encoding == "utf-8":
            # Keep an incomplete trailing sequence (at most 3 bytes) for later.
            cut = len(data)
            back = 0
            while back < 3 and cut - back - 1 >= 0:
                b = data[cut - back - 1]
                if b & 0xC0 != 0x80:
                    need = 2 if b >= 0xC0 else 1
                    if b >= 0xE0:
                        need = 3
                    if b >= 0xF0:
                        need = 4
                    if need > back + 1:
                        cut = cut - back - 1
                    break
                back += 1
            data, self.pending = data[:cut], data[cut:]
        return data.decode(self.encoding, self.errors)

    def reset(self):
        self.pending = b""

    def getstate(self):
        return (self.pending, 0)


class _SimpleEncoder(IncrementalEncoder):
    def __init__(self, errors="strict", encoding="utf-8"):
        IncrementalEncoder.__init__(self, errors)
        self.encoding = encoding

    def encode(self, input, final=False):
        return input.encode(self.encoding, self.errors)


# ---- the unicode_escape family ----

_SIMPLE_ESCAPES = {
    ord("\n"): "", ord("\\"): "\\", ord("'"): "'", ord('"'): '"',
    ord("a"): "\a", ord("b"): "\b", ord("f"): "\f", ord("n"): "\n",
    ord("r"): "\r", ord("t"): "\t", ord("v"): "\v",
}
_HEX = b"0123456789abcdefABCDEF"


def _escape_error(codec, data, start, end, reason, errors):
    if errors == "strict":
        raise UnicodeDecodeError(codec, data, start, end, reason)
    if errors == "replace":
        return "\ufffd"
    if errors == "ignore":
        return ""
    raise LookupError("unknown error handler name '%s'" % errors)


def _unescape(data, errors, raw):
    """Decodes backslash escapes in bytes `data` (latin-1 for the rest)."""
    codec = "rawunicodeescape" if raw else "unicodeescape"
    out = []
    i = 0
    n = len(data)
    while i < n:
        j = data.find(b"\\", i)
        if j < 0:
            out.append(data[i:].decode("latin-1"))
            break
        out.append(data[i:j].decode("latin-1"))
        if j + 1 >= n:
            if raw:
                out.append("\\")
                break
            out.append(_escape_error(codec, data, j, n, "\\ at end of string",
                                     errors))
            break
        c = data[j + 1]
        if raw and c not in (ord("u"), ord("U")):
            out.append("\\")
            i = j + 1
            continue
        if c in (ord("x"), ord("u"), ord("U")):
            width = {ord("x"): 2, ord("u"): 4, ord("U"): 8}[c]
            digits = data[j + 2:j + 2 + width]
            good = 0
            while good < len(digits) and digits[good] in _HEX:
                good += 1
            if good < width:
                label = {2: "xXX", 4: "uXXXX", 8: "UXXXXXXXX"}[width]
                out.append(_escape_error(codec, data, j, j + 2 + good,
                                         "truncated \\%s escape" % label,
                                         errors))
                i = j + 2 + good
                continue
            code = int(digits, 16)
            if code > 0x10FFFF:
                out.append(_escape_error(codec, data, j, j + 2 + width,
                                         "illegal Unicode character", errors))
            else:
                out.append(chr(code))
            i = j + 2 + width
        elif c in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[c])
            i = j + 2
        elif ord("0") <= c <= ord("7"):
            k = j + 1
            while k < n and k < j + 4 and ord("0") <= data[k] <= ord("7"):
                k += 1
            out.append(chr(int(data[j + 1:k], 8)))
            i = k
        elif c == ord("N"):
            close = data.find(b"}", j) if data[j + 2:j + 3] == b"{" else -1
            char = None
            if close > 0:
                import unicodedata
                try:
                    char = unicodedata.lookup(data[j + 3:close].decode("latin-1"))
                except KeyError:
                    char = None
            if char is None:
                end = close + 1 if close > 0 else j + 2
                out.append(_escape_error(codec, data, j, end,
                                         "unknown Unicode character name",
                                         errors))
                i = end
            else:
                out.append(char)
                i = close + 1
        else:
            # Unknown escapes stay as written.
            out.append("\\")
            i = j + 1
    return "".join(out)


def _escape(text, raw):
    out = []
    for ch in text:
        o = ord(ch)
        if raw:
            if o < 0x100:
                out.append(ch)
            elif o < 0x10000:
                out.append("\\u%04x" % o)
            else:
                out.append("\\U%08x" % o)
            continue
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif 0x20 <= o < 0x7F:
            out.append(ch)
        elif o < 0x100:
            out.append("\\x%02x" % o)
        elif o < 0x10000:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "".join(out).encode("latin-1")


def _escape_input(input):
    if isinstance(input, str):
        return input.encode("utf-8")
    return bytes(input)


def unicode_escape_encode(input, errors="strict"):
    return (_escape(input, False), len(input))


def unicode_escape_decode(input, errors="strict", final=True):
    data = _escape_input(input)
    return (_unescape(data, errors, False), len(data))


def raw_unicode_escape_encode(input, errors="strict"):
    return (_escape(input, True), len(input))


def raw_unicode_escape_decode(input, errors="strict", final=True):
    data = _escape_input(input)
    return (_unescape(data, errors, True), len(data))


def escape_decode(data, errors=None):
    raw = _escape_input(data)
    return (_unescape(raw, errors or "strict", False).encode("latin-1"),
            len(raw))


def escape_encode(data, errors=None):
    text = bytes(data).decode("latin-1")
    body = _escape(text, False).replace(b"'", b"\\'")
    return (body, len(data))


# ---- bytes-to-bytes and str-to-str codecs ----

def _rot13_encode(input, errors="strict"):
    if not isinstance(input, str):
        raise TypeError("descriptor 'translate' for 'str' objects doesn't "
                        "apply to a '%s' object" % type(input).__name__)
    table = {}
    for base in (ord("a"), ord("A")):
        for k in range(26):
            table[base + k] = base + (k + 13) % 26
    return (input.translate(table), len(input))


def _hex_encode(input, errors="strict"):
    import binascii
    data = _bytes_of(input)
    return (binascii.b2a_hex(data), len(data))


def _hex_decode(input, errors="strict"):
    import binascii
    data = _bytes_of(input) if not isinstance(input, str) else input
    return (binascii.a2b_hex(data), len(data))


def _base64_encode(input, errors="strict"):
    import base64
    data = _bytes_of(input)
    return (base64.encodebytes(data), len(data))


def _base64_decode(input, errors="strict"):
    import base64
    data = _bytes_of(input) if not isinstance(input, str) else input
    return (base64.decodebytes(data if isinstance(data, bytes)
                               else data.encode("ascii")), len(data))


def _zlib_encode(input, errors="strict"):
    import zlib
    data = _bytes_of(input)
    return (zlib.compress(data), len(data))


def _zlib_decode(input, errors="strict"):
    import zlib
    data = _bytes_of(input)
    return (zlib.decompress(data), len(data))


def _utf8_sig_encode(input, errors="strict"):
    return (BOM_UTF8 + input.encode("utf-8", errors), len(input))


def _utf8_sig_decode(input, errors="strict"):
    data = _bytes_of(input)
    body = data[3:] if data.startswith(BOM_UTF8) else data
    return (body.decode("utf-8", errors), len(data))


# canonical key -> (CodecInfo name, encoder, decoder, is text encoding)
_SPECIAL = {
    "rot_13": ("rot-13", _rot13_encode, _rot13_encode, False),
    "hex_codec": ("hex", _hex_encode, _hex_decode, False),
    "base64_codec": ("base64", _base64_encode, _base64_decode, False),
    "zlib_codec": ("zlib", _zlib_encode, _zlib_decode, False),
    "unicode_escape": ("unicode-escape", unicode_escape_encode,
                       unicode_escape_decode, True),
    "raw_unicode_escape": ("raw-unicode-escape", raw_unicode_escape_encode,
                           raw_unicode_escape_decode, True),
    "utf_8_sig": ("utf-8-sig", _utf8_sig_encode, _utf8_sig_decode, True),
}
_ALIASES = {
    "rot13": "rot_13", "hex": "hex_codec", "base64": "base64_codec",
    "base_64": "base64_codec", "zlib": "zlib_codec", "zip": "zlib_codec",
    "unicodeescape": "unicode_escape", "rawunicodeescape": "raw_unicode_escape",
    "utf8_sig": "utf_8_sig",
}
# Names str.encode knows, keyed by their normalised spelling; the value is
# the name CodecInfo reports.
_TEXT_NAMES = {
    "utf_8": "utf-8", "utf8": "utf-8", "u8": "utf-8", "utf": "utf-8",
    "ascii": "ascii", "us_ascii": "ascii", "646": "ascii",
    "latin_1": "iso8859-1", "latin1": "iso8859-1", "latin": "iso8859-1",
    "l1": "iso8859-1", "iso_8859_1": "iso8859-1", "iso8859_1": "iso8859-1",
    "8859": "iso8859-1", "cp819": "iso8859-1",
    "utf_16": "utf-16", "utf16": "utf-16", "utf_16_le": "utf-16-le",
    "utf_16le": "utf-16-le", "utf_16_be": "utf-16-be",
    "utf_16be": "utf-16-be", "utf_32": "utf-32", "utf32": "utf-32",
    "utf_32_le": "utf-32-le", "utf_32le": "utf-32-le",
    "utf_32_be": "utf-32-be", "utf_32be": "utf-32-be",
    "cp1252": "cp1252", "windows_1252": "cp1252",
}
_registry = []
_cache = {}


def _normalise(encoding):
    out = []
    for ch in encoding.strip().lower():
        out.append(ch if ch.isalnum() or ch == "." else "_")
    return "".join(out)


def register(search_function):
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _registry.append(search_function)


def unregister(search_function):
    if search_function in _registry:
        _registry.remove(search_function)
    _cache.clear()


def lookup(encoding):
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s"
                        % type(encoding).__name__)
    key = _normalise(encoding)
    if key in _cache:
        return _cache[key]
    for fn in _registry:
        info = fn(key)
        if info is not None:
            _cache[key] = info
            return info
    key = _ALIASES.get(key, key)
    if key in _SPECIAL:
        name, enc, dec, text = _SPECIAL[key]
        info = CodecInfo(enc, dec, name=name, _is_text_encoding=text)
    elif key in _TEXT_NAMES:
        name = _TEXT_NAMES[key]
        enc, dec = _text_codec(name)

        def inc_enc(errors="strict", _n=name):
            return _SimpleEncoder(errors, _n)

        def inc_dec(errors="strict", _n=name):
            return _StatefulUtf8Decoder(errors, _n)

        info = CodecInfo(enc, dec, name=name, incrementalencoder=inc_enc,
                         incrementaldecoder=inc_dec)
    else:
        raise LookupError("unknown encoding: %s" % encoding)
    _cache[key] = info
    return info


def _run(direction, obj, encoding, errors):
    info = lookup(encoding)
    fn = info.encode if direction == "encoding" else info.decode
    try:
        result = fn(obj, errors)
    except (TypeError, ValueError) as exc:
        if isinstance(exc, UnicodeError):
            raise
        kind = type(exc)
        raise kind("%s with '%s' codec failed (%s: %s)" % (
            direction, encoding, kind.__name__, exc)) from exc
    return result[0]


def encode(obj, encoding="utf-8", errors="strict"):
    return _run("encoding", obj, encoding, errors)


def decode(obj, encoding="utf-8", errors="strict"):
    return _run("decoding", obj, encoding, errors)


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def getincrementalencoder(encoding):
    factory = lookup(encoding).incrementalencoder
    if factory is None:
        raise LookupError(encoding)
    return factory


def getincrementaldecoder(encoding):
    factory = lookup(encoding).incrementaldecoder
    if factory is None:
        raise LookupError(encoding)
    return factory


def iterencode(iterator, encoding, errors="strict", **kwargs):
    enc = getincrementalencoder(encoding)(errors, **kwargs)
    for chunk in iterator:
        out = enc.encode(chunk)
        if out:
            yield out
    out = enc.encode("", True)
    if out:
        yield out


def iterdecode(iterator, encoding, errors="strict", **kwargs):
    dec = getincrementaldecoder(encoding)(errors, **kwargs)
    for chunk in iterator:
        out = dec.decode(chunk)
        if out:
            yield out
    out = dec.decode(b"", True)
    if out:
        yield out


class StreamWriter(Codec):
    def __init__(self, stream, errors="strict"):
        self.stream = stream
        self.errors = errors

    def write(self, object):
        self.stream.write(self.encode(object, self.errors)[0])

    def writelines(self, list):
        self.write("".join(list))

    def reset(self):
        pass

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stream.close()


class StreamReader(Codec):
    def __init__(self, stream, errors="strict"):
        self.stream = stream
        self.errors = errors

    def read(self, size=-1, chars=-1, firstline=False):
        return self.decode(self.stream.read(), self.errors)[0]

    def readline(self, size=None, keepends=True):
        line = self.stream.readline()
        text = self.decode(line, self.errors)[0]
        return text if keepends else text.rstrip("\r\n")

    def readlines(self, sizehint=None, keepends=True):
        return self.read().splitlines(keepends)

    def reset(self):
        pass

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stream.close()


def _stream_class(base, encoding, attr):
    info = lookup(encoding)
    fn = getattr(info, attr)

    class _Stream(base):
        pass

    setattr(_Stream, attr, lambda self, obj, errors="strict": fn(obj, errors))
    return _Stream


def getreader(encoding):
    return _stream_class(StreamReader, encoding, "decode")


def getwriter(encoding):
    return _stream_class(StreamWriter, encoding, "encode")


def open(filename, mode="r", encoding=None, errors="strict", buffering=-1):
    """Opens a file; with an encoding, line endings pass through untouched
    (the file is read as bytes and decoded whole, as CPython's wrapper does)."""
    if encoding is None:
        return _builtins.open(filename, mode, buffering)
    mode = mode.replace("b", "").replace("t", "")
    return _builtins.open(filename, mode, buffering, encoding=encoding,
                          errors=errors, newline="")


def EncodedFile(file, data_encoding, file_encoding=None, errors="strict"):
    raise NotImplementedError("codecs.EncodedFile is not supported")


def _named_text_codec(name):
    enc, dec = _text_codec(name)

    def decode_fn(input, errors="strict", final=False):
        return dec(input, errors)

    return enc, decode_fn


utf_8_encode, utf_8_decode = _named_text_codec("utf-8")
ascii_encode, ascii_decode = _named_text_codec("ascii")
latin_1_encode, latin_1_decode = _named_text_codec("latin-1")
utf_16_encode, utf_16_decode = _named_text_codec("utf-16")
utf_32_encode, utf_32_decode = _named_text_codec("utf-32")


# ---- error handlers ----

def strict_errors(exc):
    raise exc


def ignore_errors(exc):
    return ("", exc.end)


def replace_errors(exc):
    if isinstance(exc, UnicodeEncodeError):
        return ("?" * (exc.end - exc.start), exc.end)
    return ("\ufffd", exc.end)


def xmlcharrefreplace_errors(exc):
    body = exc.object[exc.start:exc.end]
    return ("".join("&#%d;" % ord(c) for c in body), exc.end)


def backslashreplace_errors(exc):
    if isinstance(exc, UnicodeDecodeError):
        body = exc.object[exc.start:exc.end]
        return ("".join("\\x%02x" % b for b in body), exc.end)
    body = exc.object[exc.start:exc.end]
    return (_escape(body, False).decode("latin-1"), exc.end)


def namereplace_errors(exc):
    import unicodedata
    parts = []
    for c in exc.object[exc.start:exc.end]:
        try:
            parts.append("\\N{%s}" % unicodedata.name(c))
        except ValueError:
            parts.append(_escape(c, False).decode("latin-1"))
    return ("".join(parts), exc.end)


_handlers = {
    "strict": strict_errors, "ignore": ignore_errors,
    "replace": replace_errors, "xmlcharrefreplace": xmlcharrefreplace_errors,
    "backslashreplace": backslashreplace_errors,
    "namereplace": namereplace_errors,
}


def register_error(name, error_handler):
    if not callable(error_handler):
        raise TypeError("handler must be callable")
    _handlers[name] = error_handler


def lookup_error(name):
    try:
        return _handlers[name]
    except KeyError:
        raise LookupError("unknown error handler name '%s'" % name) from None
