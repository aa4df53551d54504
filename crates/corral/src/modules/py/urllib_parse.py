"""Splitting, joining and percent-coding URLs (RFC 3986), as CPython 3.11's
urllib.parse does. Every function takes str or bytes; bytes are handled by
decoding them as ASCII, working on text, and encoding the result back."""

from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

# Which schemes take part in relative resolution, have a netloc, and carry
# ';params' on the last path segment (lists published by the module).
uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap',
                 'wais', 'file', 'https', 'shttp', 'mms',
                 'prospero', 'rtsp', 'rtspu', 'sftp',
                 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet',
               'imap', 'wais', 'file', 'mms', 'https', 'shttp',
               'snews', 'prospero', 'rtsp', 'rtspu', 'rsync',
               'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh',
               'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap',
               'https', 'shttp', 'rtsp', 'rtspu', 'sip', 'sips',
               'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news',
                    'telnet', 'wais', 'imap', 'snews', 'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms',
              'gopher', 'rtsp', 'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news',
                 'nntp', 'wais', 'https', 'shttp', 'snews',
                 'file', 'prospero']

scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')

# WHATWG: leading C0 controls and spaces are dropped, and tab/CR/LF are
# removed anywhere in the URL.
_LEADING_JUNK = ''.join(chr(c) for c in range(0x21))
_REMOVED = ('\t', '\r', '\n')
_ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'


# ---------------------------------------------------------------- str/bytes

def _as_text(*args):
    """(decoded args..., restore) where restore() maps a str result back to
    the argument type. Mixing str with bytes is an error."""
    is_str = isinstance(args[0], str)
    for a in args[1:]:
        if a and isinstance(a, str) != is_str:
            raise TypeError("Cannot mix str and non-str arguments")
    if is_str:
        return args + (_keep,)
    return tuple(_decode_arg(a) for a in args) + (_encode_result,)


def _keep(x):
    return x


def _decode_arg(a):
    if not a:
        return ''
    return a.decode('ascii', 'strict')


def _encode_result(obj, encoding='ascii', errors='strict'):
    if isinstance(obj, str):
        return obj.encode(encoding, errors)
    return obj._encoded(encoding, errors)


# ------------------------------------------------------------ result types

class _NetlocParts:
    """username/password/hostname/port, read off the netloc field."""
    __slots__ = ()

    def _pieces(self):
        # (userinfo or None, host or None, port text or None); the netloc is
        # used as text, the bytes classes convert at the edges.
        netloc = self._netloc_text()
        userinfo, at, hostinfo = netloc.rpartition('@')
        if not at:
            userinfo = None
        before, bracket, rest = hostinfo.partition('[')
        if bracket:
            host, _, tail = rest.partition(']')
            _, _, port = tail.partition(':')
        else:
            host, _, port = hostinfo.partition(':')
        return userinfo, host, (port or None)

    @property
    def username(self):
        info = self._pieces()[0]
        if info is None:
            return None
        return self._out(info.partition(':')[0])

    @property
    def password(self):
        info = self._pieces()[0]
        if info is None:
            return None
        _, colon, pw = info.partition(':')
        return self._out(pw) if colon else None

    @property
    def hostname(self):
        host = self._pieces()[1]
        if not host:
            return None
        # The zone id of a scoped IPv6 address keeps its case.
        name, pct, zone = host.partition('%')
        return self._out(name.lower() + pct + zone)

    @property
    def port(self):
        text = self._pieces()[2]
        if text is None:
            return None
        if not (text.isdigit() and text.isascii()):
            raise ValueError("Port could not be cast to integer value as %r"
                             % (self._out(text),))
        n = int(text)
        if n < 0 or n > 65535:
            raise ValueError("Port out of range 0-65535")
        return n


class _TextResult(_NetlocParts):
    __slots__ = ()

    def _netloc_text(self):
        return self.netloc

    def _out(self, s):
        return s

    def encode(self, encoding='ascii', errors='strict'):
        return self._bytes_class(*(x.encode(encoding, errors) for x in self))

    def _encoded(self, encoding, errors):
        return self.encode(encoding, errors)


class _BytesResult(_NetlocParts):
    __slots__ = ()

    def _netloc_text(self):
        return self.netloc.decode('latin-1')

    def _out(self, s):
        return s.encode('latin-1')

    def decode(self, encoding='ascii', errors='strict'):
        return self._str_class(*(x.decode(encoding, errors) for x in self))


_Defrag = namedtuple('DefragResult', 'url fragment')
_Split = namedtuple('SplitResult', 'scheme netloc path query fragment')
_Parse = namedtuple('ParseResult', 'scheme netloc path params query fragment')


class DefragResult(_Defrag):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url

    def encode(self, encoding='ascii', errors='strict'):
        return DefragResultBytes(*(x.encode(encoding, errors) for x in self))

    def _encoded(self, encoding, errors):
        return self.encode(encoding, errors)


class SplitResult(_Split, _TextResult):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_Parse, _TextResult):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_Defrag):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url

    def decode(self, encoding='ascii', errors='strict'):
        return DefragResult(*(x.decode(encoding, errors) for x in self))


class SplitResultBytes(_Split, _BytesResult):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_Parse, _BytesResult):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


SplitResult._bytes_class = SplitResultBytes
ParseResult._bytes_class = ParseResultBytes
SplitResultBytes._str_class = SplitResult
ParseResultBytes._str_class = ParseResult


# --------------------------------------------------------------- splitting

def _check_brackets(netloc):
    has_open = '[' in netloc
    has_close = ']' in netloc
    if has_open != has_close:
        raise ValueError("Invalid IPv6 URL")
    if has_open:
        inner = netloc.partition('[')[2].partition(']')[0]
        if inner.startswith('v'):
            ok = len(inner) > 1 and '.' in inner
            if ok:
                head, _, tail = inner[1:].partition('.')
                ok = bool(head) and bool(tail) and all(
                    c in '0123456789abcdefABCDEF' for c in head)
            if not ok:
                raise ValueError("IPvFuture address is invalid")
        else:
            import ipaddress
            ip = ipaddress.ip_address(inner)
            if isinstance(ip, ipaddress.IPv4Address):
                raise ValueError("An IPv4 address cannot be in brackets")


def _netloc_end(url, start):
    """Index where the authority starting at `start` ends."""
    end = len(url)
    for c in '/?#':
        i = url.find(c, start)
        if 0 <= i < end:
            end = i
    return end


def urlsplit(url, scheme='', allow_fragments=True):
    """Split a URL into (scheme, netloc, path, query, fragment)."""
    url, scheme, back = _as_text(url, scheme)
    url = url.lstrip(_LEADING_JUNK)
    scheme = scheme.strip(_LEADING_JUNK)
    for c in _REMOVED:
        url = url.replace(c, '')
        scheme = scheme.replace(c, '')
    colon = url.find(':')
    if colon > 0 and url[0] in _ASCII_LETTERS:
        head = url[:colon]
        if all(c in scheme_chars for c in head):
            scheme = head.lower()
            url = url[colon + 1:]
    netloc = query = fragment = ''
    if url[:2] == '//':
        end = _netloc_end(url, 2)
        netloc = url[2:end]
        url = url[end:]
        _check_brackets(netloc)
    if allow_fragments:
        url, _, fragment = url.partition('#')
    url, _, query = url.partition('?')
    result = SplitResult(scheme, netloc, url, query, fragment)
    return back(result)


def _split_params(path):
    # ';params' belong to the last path segment only.
    slash = path.rfind('/')
    semi = path.find(';', slash if slash >= 0 else 0)
    if semi < 0:
        return path, ''
    return path[:semi], path[semi + 1:]


def urlparse(url, scheme='', allow_fragments=True):
    """Split a URL into (scheme, netloc, path, params, query, fragment)."""
    url, scheme, back = _as_text(url, scheme)
    s = urlsplit(url, scheme, allow_fragments)
    path, params = s.path, ''
    if s.scheme in uses_params and ';' in path:
        path, params = _split_params(path)
    return back(ParseResult(s.scheme, s.netloc, path, params, s.query,
                            s.fragment))


def urlunsplit(components):
    """Rebuild a URL from the five urlsplit() parts."""
    scheme, netloc, path, query, fragment, back = _as_text(*components)
    wants_authority = scheme and scheme in uses_netloc and path[:2] != '//'
    if netloc or wants_authority:
        if path and not path.startswith('/'):
            path = '/' + path
        path = '//%s%s' % (netloc or '', path)
    pieces = [scheme, ':'] if scheme else []
    pieces.append(path)
    if query:
        pieces += ['?', query]
    if fragment:
        pieces += ['#', fragment]
    return back(''.join(pieces))


def urlunparse(components):
    """Rebuild a URL from the six urlparse() parts."""
    scheme, netloc, url, params, query, fragment, back = _as_text(*components)
    if params:
        url = url + ';' + params
    return back(urlunsplit((scheme, netloc, url, query, fragment)))


def urljoin(base, url, allow_fragments=True):
    """Resolve `url` against `base` (RFC 3986 section 5.2)."""
    if not base:
        return url
    if not url:
        return base
    base, url, back = _as_text(base, url)
    bs, bn, bp, bpar, bq, bf = urlparse(base, '', allow_fragments)
    s, n, p, par, q, f = urlparse(url, bs, allow_fragments)
    if s != bs or s not in uses_relative:
        return back(url)
    if s in uses_netloc:
        if n:
            return back(urlunparse((s, n, p, par, q, f)))
        n = bn
    if not p and not par:
        p, par = bp, bpar
        if not q:
            q = bq
        return back(urlunparse((s, n, p, par, q, f)))
    if p[:1] == '/':
        parts = p.split('/')
    else:
        # Merge: drop the base's last segment, and empty inner segments.
        parts = bp.split('/')
        if parts[-1] != '':
            parts.pop()
        parts = parts + p.split('/')
        if len(parts) > 2:
            parts = parts[:1] + [x for x in parts[1:-1] if x] + parts[-1:]
    out = []
    for seg in parts:
        if seg == '..':
            if out:
                out.pop()
        elif seg != '.':
            out.append(seg)
    if parts[-1] in ('.', '..'):
        out.append('')
    return back(urlunparse((s, n, '/'.join(out) or '/', par, q, f)))


def urldefrag(url):
    """(url without fragment, fragment) as a DefragResult."""
    url, back = _as_text(url)
    if '#' in url:
        s, n, p, par, q, frag = urlparse(url)
        rest = urlunparse((s, n, p, par, q, ''))
    else:
        rest, frag = url, ''
    return back(DefragResult(rest, frag))


# ---------------------------------------------------------- percent-coding

_HEX = '0123456789ABCDEFabcdef'
_UNRESERVED = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
                        b'0123456789_.-~')


def unquote_to_bytes(string):
    """'%xx' escapes decoded, as bytes (a str is UTF-8 encoded first)."""
    if not string:
        string.split  # a None or other non-string fails here, as in CPython
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    pieces = string.split(b'%')
    if len(pieces) == 1:
        return bytes(string)
    out = bytearray(pieces[0])
    for p in pieces[1:]:
        if len(p) >= 2 and chr(p[0]) in _HEX and chr(p[1]) in _HEX:
            out.append(int(p[:2], 16))
            out += p[2:]
        else:
            out += b'%'
            out += p
    return bytes(out)


def unquote(string, encoding='utf-8', errors='replace'):
    """'%xx' escapes decoded; runs of escapes are decoded together with
    `encoding`, non-ASCII text is left as it is."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    out = []
    start = 0
    n = len(string)
    while start < n:
        end = start
        ascii_run = string[start] < '\x80'
        while end < n and (string[end] < '\x80') == ascii_run:
            end += 1
        chunk = string[start:end]
        if ascii_run and '%' in chunk:
            chunk = unquote_to_bytes(chunk).decode(encoding, errors)
        out.append(chunk)
        start = end
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """unquote() after turning '+' into spaces (form encoding)."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


def quote_from_bytes(bs, safe='/'):
    """Percent-encode bytes; `safe` lists ASCII characters kept as they are."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes(c for c in safe if c < 128)
    keep = _UNRESERVED.union(safe)
    return ''.join(chr(b) if b in keep else '%%%02X' % b for b in bs)


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encode a str (encoded with `encoding`, UTF-8 by default) or
    bytes. Letters, digits and '_.-~' are never quoted."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """quote() for form values: spaces become '+'."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    return quote(string, safe + space, encoding, errors).replace(' ', '+')


def urlencode(query, doseq=False, safe='', encoding=None, errors=None,
              quote_via=quote_plus):
    """A mapping or sequence of pairs as an 'a=1&b=2' query string. With
    doseq, a sequence value gives one pair per element."""
    if hasattr(query, 'items'):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err

    def enc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)

    pairs = []
    for k, v in query:
        k = enc(k)
        if not doseq or isinstance(v, (str, bytes)):
            pairs.append(k + '=' + enc(v))
            continue
        try:
            len(v)
        except TypeError:
            pairs.append(k + '=' + enc(v))
            continue
        for item in v:
            pairs.append(k + '=' + enc(item))
    return '&'.join(pairs)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None,
              separator='&'):
    """A query string as a list of (name, value) pairs."""
    qs, back = _as_text(qs)
    if isinstance(separator, bytes):
        separator = separator.decode('ascii')
    if not separator or not isinstance(separator, str):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        count = 1 + qs.count(separator) if qs else 0
        if max_num_fields < count:
            raise ValueError('Max number of fields exceeded')
    out = []
    for field in (qs.split(separator) if qs else []):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition('=')
        if not eq:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            name = unquote(name.replace('+', ' '), encoding=encoding,
                           errors=errors)
            value = unquote(value.replace('+', ' '), encoding=encoding,
                            errors=errors)
            out.append((back(name), back(value)))
    return out


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None,
             separator='&'):
    """A query string as a dict of name -> list of values."""
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing,
                                 encoding=encoding, errors=errors,
                                 max_num_fields=max_num_fields,
                                 separator=separator):
        if name in result:
            result[name].append(value)
        else:
            result[name] = [value]
    return result


def unwrap(url):
    """'<URL:scheme://host/path>' -> 'scheme://host/path'."""
    text = str(url).strip()
    if text.startswith('<') and text.endswith('>'):
        text = text[1:-1].strip()
    if text.startswith('URL:'):
        text = text[4:].strip()
    return text
