"""Message catalogs (GNU gettext): translate program messages through
compiled .mo files, or pass them through unchanged (NullTranslations)
when there is no catalog for the language -- the usual case in corral,
whose filesystem holds no locale data unless a program writes some."""

import os
import sys

__all__ = ['NullTranslations', 'GNUTranslations', 'Catalog', 'bindtextdomain',
           'find', 'translation', 'install', 'textdomain', 'dgettext',
           'dngettext', 'gettext', 'ngettext', 'pgettext', 'dpgettext',
           'npgettext', 'dnpgettext']

_default_localedir = os.path.join(sys.base_prefix, 'share', 'locale')


# ---------------------------------------------------------------- plural forms
#
# A catalog's Plural-Forms header holds a C expression in n ("n != 1",
# "n%10==1 && n%100!=11 ? 0 : ..."). c2py turns it into a function of n.
# Operators keep C's precedence; && and || give back an operand as
# Python's and/or do, and ! covers the comparison or sum that follows it.

_LEVELS = {'||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '>': 4, '<=': 4, '>=': 4,
           '+': 5, '-': 5, '*': 6, '/': 6, '%': 6}


def _plural_tokens(text):
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in ' \t':
            i += 1
            continue
        j = i + 1
        if c.isalnum() or c == '_':
            while j < n and (text[j].isalnum() or text[j] == '_'):
                j += 1
            word = text[i:j]
            if word != 'n' and not (word.isascii() and word.isdigit()):
                raise ValueError('invalid token in plural form: ' + word)
        elif text.startswith(('&&', '||', '==', '<=', '>=', '!='), i):
            j = i + 2
        elif c not in '()-*/%+?:<>!':
            raise ValueError('invalid token in plural form: ' + c)
        yield text[i:j]
        i = j
    yield ''


def _unexpected(tok):
    if tok:
        return ValueError('unexpected token in plural form: ' + tok)
    return ValueError('unexpected end of plural form')


def _binary(op, left, right):
    if op == '||':
        return lambda n: left(n) or right(n)
    if op == '&&':
        return lambda n: left(n) and right(n)
    table = {
        '==': lambda a, b: a == b, '!=': lambda a, b: a != b,
        '<': lambda a, b: a < b, '>': lambda a, b: a > b,
        '<=': lambda a, b: a <= b, '>=': lambda a, b: a >= b,
        '+': lambda a, b: a + b, '-': lambda a, b: a - b,
        '*': lambda a, b: a * b, '/': lambda a, b: a // b, '%': lambda a, b: a % b,
    }
    f = table[op]
    return lambda n: f(left(n), right(n))


def _negated(expr, times):
    for _ in range(times):
        expr = (lambda inner: lambda n: not inner(n))(expr)
    return expr


class _PluralParser:
    def __init__(self, text):
        self.tokens = _plural_tokens(text)
        self.tok = next(self.tokens)

    def advance(self):
        self.tok = next(self.tokens)

    def operand(self):
        nots = 0
        while self.tok == '!':
            nots += 1
            self.advance()
        tok = self.tok
        if tok == '(':
            self.advance()
            expr = self.expression(-1)
            if self.tok != ')':
                raise ValueError('unbalanced parenthesis in plural form')
        elif tok == 'n':
            expr = lambda n: n
        elif tok.isdigit():
            value = int(tok)
            expr = lambda n: value
        else:
            raise _unexpected(tok)
        self.advance()
        return expr, nots

    def expression(self, floor):
        """An expression whose operators all bind at least as tightly as
        level `floor` (-1: anything, with a ?: allowed; 0: ?: allowed
        but wrapped)."""
        expr, nots = self.operand()
        while self.tok in _LEVELS:
            level = _LEVELS[self.tok]
            if level < floor:
                break
            if level <= 2 and nots:
                expr, nots = _negated(expr, nots), 0
            op = self.tok
            self.advance()
            right = self.expression(level + 1)
            expr = _binary(op, expr, right)
        expr = _negated(expr, nots)
        if self.tok == '?' and floor <= 0:
            self.advance()
            if_true = self.expression(0)
            if self.tok != ':':
                raise _unexpected(self.tok)
            self.advance()
            if_false = self.expression(-1)
            cond = expr
            expr = lambda n: if_true(n) if cond(n) else if_false(n)
        return expr


def _plural_number(n):
    if isinstance(n, int):
        return n
    try:
        round(n)
    except TypeError:
        raise TypeError('Plural value must be an integer, got '
                        + type(n).__name__) from None
    import warnings
    warnings.warn('Plural value must be an integer, got ' + type(n).__name__,
                  DeprecationWarning, 4)
    return n


def c2py(plural):
    """A function of n computing the plural form index that the C
    expression `plural` gives."""
    if len(plural) > 1000:
        raise ValueError('plural form expression is too long')
    depth = deepest = 0
    for ch in plural:
        if ch == '(':
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ')':
            depth -= 1
    if deepest > 20:
        raise ValueError('plural form expression is too complex')
    parser = _PluralParser(plural)
    expr = parser.expression(-1)
    if parser.tok != '':
        raise _unexpected(parser.tok)

    def func(n):
        return int(expr(_plural_number(n)))
    return func


# ---------------------------------------------------------------- languages

def _expand_lang(loc):
    """The names to look for a language's catalog under, most specific
    first: language_TERRITORY.CODESET@modifier down to language."""
    import locale
    loc = locale.normalize(loc)
    rest, at, modifier = loc.partition('@')
    rest, dot, codeset = rest.partition('.')
    language, under, territory = rest.partition('_')
    parts = [('_' + territory) if under else None,
             ('.' + codeset) if dot else None,
             ('@' + modifier) if at else None]
    names = []
    # Each subset of the optional parts, the fullest first, keeping their
    # order territory, codeset, modifier.
    for mask in range(7, -1, -1):
        chosen = [parts[0] if mask & 2 else '', parts[1] if mask & 1 else '',
                  parts[2] if mask & 4 else '']
        if any(c is None for c in chosen):
            continue
        names.append(language + ''.join(chosen))
    return names


def _wanted_languages(languages):
    if languages is None:
        languages = []
        for var in ('LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'):
            value = os.environ.get(var)
            if value:
                languages = value.split(':')
                break
        if 'C' not in languages:
            languages.append('C')
    names = []
    for lang in languages:
        for name in _expand_lang(lang):
            if name not in names:
                names.append(name)
    return names


def find(domain, localedir=None, languages=None, all=False):
    """The .mo file for `domain` in the first language that has one (all
    of them with all=True); None ([]) when there is none."""
    if localedir is None:
        localedir = _default_localedir
    found = []
    for lang in _wanted_languages(languages):
        if lang == 'C':
            break
        path = os.path.join(localedir, lang, 'LC_MESSAGES', domain + '.mo')
        if os.path.exists(path):
            if not all:
                return path
            found.append(path)
    return found if all else None


# ---------------------------------------------------------------- catalogs

class NullTranslations:
    """Translations that change nothing; the base of the others, and what
    translation(..., fallback=True) gives when no catalog is found."""

    def __init__(self, fp=None):
        self._info = {}
        self._charset = None
        self._output_charset = None
        self._fallback = None
        if fp is not None:
            self._parse(fp)

    def _parse(self, fp):
        pass

    def add_fallback(self, fallback):
        if self._fallback is None:
            self._fallback = fallback
        else:
            self._fallback.add_fallback(fallback)

    def gettext(self, message):
        if self._fallback is not None:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        if self._fallback is not None:
            return self._fallback.ngettext(msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        if self._fallback is not None:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        if self._fallback is not None:
            return self._fallback.npgettext(context, msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def info(self):
        return self._info

    def charset(self):
        return self._charset

    def install(self, names=None):
        """Make this catalog's gettext the builtin `_` (and, for each of
        `names`, that method under its own name)."""
        import builtins
        chosen = {'_': self.gettext}
        for name in names or ():
            if name in ('gettext', 'ngettext', 'pgettext', 'npgettext'):
                chosen[name] = getattr(self, name)
        for name, func in chosen.items():
            setattr(builtins, name, func)


def _u32(data, at, big):
    chunk = data[at:at + 4]
    if len(chunk) < 4:
        raise OSError(0, 'File is corrupt')
    return int.from_bytes(chunk, 'big' if big else 'little')


class GNUTranslations(NullTranslations):
    """A catalog read from a GNU .mo file."""

    LE_MAGIC = 0x950412de
    BE_MAGIC = 0xde120495
    CONTEXT = '%s\x04%s'
    VERSIONS = (0, 1)

    def _get_versions(self, version):
        return version >> 16, version & 0xffff

    def _parse(self, fp):
        data = fp.read()
        filename = getattr(fp, 'name', '')
        self._catalog = catalog = {}
        self.plural = lambda n: int(n != 1)
        magic = _u32(data, 0, False)
        if magic == self.LE_MAGIC:
            big = False
        elif magic == self.BE_MAGIC:
            big = True
        else:
            raise OSError(0, 'Bad magic number', filename)
        major, minor = self._get_versions(_u32(data, 4, big))
        if major not in self.VERSIONS:
            raise OSError(0, 'Bad version number ' + str(major), filename)
        count = _u32(data, 8, big)
        originals = _u32(data, 12, big)
        translations = _u32(data, 16, big)
        charset = None
        for i in range(count):
            length = _u32(data, originals + 8 * i, big)
            start = _u32(data, originals + 8 * i + 4, big)
            tlength = _u32(data, translations + 8 * i, big)
            tstart = _u32(data, translations + 8 * i + 4, big)
            if start + length > len(data) or tstart + tlength > len(data):
                raise OSError(0, 'File is corrupt', filename)
            msg = data[start:start + length]
            tmsg = data[tstart:tstart + tlength]
            if length == 0:
                charset = self._read_header(tmsg) or charset
            encoding = self._charset or 'ascii'
            if b'\x00' in msg:
                singular, _, _plural = msg.partition(b'\x00')
                key = singular.decode(encoding)
                for index, form in enumerate(tmsg.split(b'\x00')):
                    catalog[(key, index)] = form.decode(encoding)
            else:
                catalog[msg.decode(encoding)] = tmsg.decode(encoding)

    def _read_header(self, raw):
        last = None
        for line in raw.decode().split('\n'):
            line = line.strip()
            if not line:
                continue
            if line.startswith('#-#-#-#-#') and line.endswith('#-#-#-#-#'):
                continue
            key = value = None
            if ':' in line:
                key, value = line.split(':', 1)
                key = key.strip().lower()
                value = value.strip()
                self._info[key] = value
                last = key
            elif last is not None:
                self._info[last] += '\n' + line
            if key == 'content-type':
                for piece in value.split(';'):
                    piece = piece.strip()
                    if piece.startswith('charset='):
                        self._charset = piece.split('=', 1)[1]
            elif key == 'plural-forms':
                for piece in value.split(';'):
                    piece = piece.strip()
                    if piece.startswith('plural='):
                        self.plural = c2py(piece.split('=', 1)[1])
        return self._charset

    def gettext(self, message):
        missing = object()
        found = self._catalog.get(message, missing)
        if found is missing:
            found = self._catalog.get((message, self.plural(1)), missing)
        if found is not missing:
            return found
        if self._fallback is not None:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        try:
            return self._catalog[(msgid1, self.plural(n))]
        except KeyError:
            if self._fallback is not None:
                return self._fallback.ngettext(msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        key = self.CONTEXT % (context, message)
        missing = object()
        found = self._catalog.get(key, missing)
        if found is missing:
            found = self._catalog.get((key, self.plural(1)), missing)
        if found is not missing:
            return found
        if self._fallback is not None:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        key = self.CONTEXT % (context, msgid1)
        try:
            return self._catalog[(key, self.plural(n))]
        except KeyError:
            if self._fallback is not None:
                return self._fallback.npgettext(context, msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2


_translations = {}


def translation(domain, localedir=None, languages=None, class_=None,
                fallback=False):
    """The catalog for `domain` (chained through the languages found);
    with no catalog, NullTranslations if `fallback` else
    FileNotFoundError."""
    if class_ is None:
        class_ = GNUTranslations
    files = find(domain, localedir, languages, all=True)
    if not files:
        if fallback:
            return NullTranslations()
        import errno
        raise FileNotFoundError(errno.ENOENT, 'No translation file found for domain', domain)
    result = None
    for path in files:
        key = (class_, os.path.abspath(path))
        catalog = _translations.get(key)
        if catalog is None:
            with open(path, 'rb') as fp:
                catalog = _translations.setdefault(key, class_(fp))
        import copy
        catalog = copy.copy(catalog)
        if result is None:
            result = catalog
        else:
            result.add_fallback(catalog)
    return result


Catalog = translation


def install(domain, localedir=None, *, names=None):
    translation(domain, localedir, fallback=True).install(names)


# ---------------------------------------------------------------- the global API

_domain_dirs = {}
_current_domain = 'messages'


def textdomain(domain=None):
    """Set (when given) and return the domain the module functions use."""
    global _current_domain
    if domain is not None:
        _current_domain = domain
    return _current_domain


def bindtextdomain(domain, localedir=None):
    """Set (when given) and return where `domain`'s catalogs live."""
    if localedir is not None:
        _domain_dirs[domain] = localedir
    return _domain_dirs.get(domain, _default_localedir)


def _catalog_for(domain):
    try:
        return translation(domain, _domain_dirs.get(domain))
    except OSError:
        return None


def dgettext(domain, message):
    found = _catalog_for(domain)
    return message if found is None else found.gettext(message)


def dngettext(domain, msgid1, msgid2, n):
    found = _catalog_for(domain)
    if found is None:
        return msgid1 if n == 1 else msgid2
    return found.ngettext(msgid1, msgid2, n)


def dpgettext(domain, context, message):
    found = _catalog_for(domain)
    return message if found is None else found.pgettext(context, message)


def dnpgettext(domain, context, msgid1, msgid2, n):
    found = _catalog_for(domain)
    if found is None:
        return msgid1 if n == 1 else msgid2
    return found.npgettext(context, msgid1, msgid2, n)


def gettext(message):
    return dgettext(_current_domain, message)


def ngettext(msgid1, msgid2, n):
    return dngettext(_current_domain, msgid1, msgid2, n)


def pgettext(context, message):
    return dpgettext(_current_domain, context, message)


def npgettext(context, msgid1, msgid2, n):
    return dnpgettext(_current_domain, context, msgid1, msgid2, n)
