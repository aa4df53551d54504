"""locale for corral: the C and POSIX locales (and C.UTF-8), nothing more.

The virtual OS carries no locale data, so only the locales every glibc
system has can be selected; asking for any other raises Error as a host
without it installed would. A run starts as CPython does in a UTF-8
container: LC_CTYPE is 'C.UTF-8' and every other category 'C'. All of them
format numbers the same way: '.' as the decimal point, no grouping, and no
currency conventions.
"""


# The module defines its own str() (and format()); these keep the builtins.
_Text = str

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127


class Error(Exception):
    pass


# glibc keeps twelve categories; a composite name lists them in this order.
_CATEGORY_ORDER = ('LC_CTYPE', 'LC_NUMERIC', 'LC_TIME', 'LC_COLLATE',
                   'LC_MONETARY', 'LC_MESSAGES', 'LC_PAPER', 'LC_NAME',
                   'LC_ADDRESS', 'LC_TELEPHONE', 'LC_MEASUREMENT',
                   'LC_IDENTIFICATION')
_current = ['C'] * len(_CATEGORY_ORDER)
_current[LC_CTYPE] = 'C.UTF-8'


def _installed(name):
    """The name glibc would report for locale `name`, or None when the
    virtual OS does not have it."""
    if name in ('C', 'POSIX'):
        return 'C'
    head, dot, enc = name.partition('.')
    if head == 'C' and dot and enc.replace('-', '').lower() == 'utf8':
        return name
    return None


def _composite():
    first = _current[0]
    if all(v == first for v in _current):
        return first
    return ';'.join('%s=%s' % pair for pair in zip(_CATEGORY_ORDER, _current))


def _joined_name(spec):
    """A (language, encoding) pair as one locale name."""
    try:
        lang, enc = spec
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of two '
                        'strings -- language code, encoding.') from None
    if enc is None:
        return lang
    return lang + '.' + enc


def setlocale(category, locale=None):
    if locale is not None and not isinstance(locale, _Text):
        locale = normalize(_joined_name(locale))
    if not isinstance(category, int) or not 0 <= category <= LC_ALL:
        if locale is None:
            raise Error('locale query failed')
        raise Error('unsupported locale setting')
    if locale is None:
        return _composite() if category == LC_ALL else _current[category]
    if locale == '':
        locale = 'C.UTF-8'
    found = _installed(locale)
    if found is None:
        raise Error('unsupported locale setting')
    if category == LC_ALL:
        for k in range(len(_current)):
            _current[k] = found
        return found
    _current[category] = found
    return found


def resetlocale(category=LC_ALL):
    import warnings
    warnings.warn('Use locale.setlocale(locale.LC_ALL, "") instead',
                  DeprecationWarning, stacklevel=2)
    setlocale(category, '')


# ---- names ----------------------------------------------------------------

# Each language's usual territory and encoding, and the encodings' spellings.
_LANG_HOME = {
    'en': 'en_US.ISO8859-1', 'de': 'de_DE.ISO8859-1', 'fr': 'fr_FR.ISO8859-1',
    'es': 'es_ES.ISO8859-1', 'it': 'it_IT.ISO8859-1', 'nl': 'nl_NL.ISO8859-1',
    'pt': 'pt_PT.ISO8859-1', 'sv': 'sv_SE.ISO8859-1', 'da': 'da_DK.ISO8859-1',
    'fi': 'fi_FI.ISO8859-1', 'no': 'no_NO.ISO8859-1', 'pl': 'pl_PL.ISO8859-2',
    'cs': 'cs_CZ.ISO8859-2', 'ru': 'ru_RU.UTF-8', 'uk': 'uk_UA.KOI8-U',
    'ja': 'ja_JP.eucJP', 'ko': 'ko_KR.eucKR', 'zh': 'zh_CN.gb2312',
    'el': 'el_GR.ISO8859-7', 'tr': 'tr_TR.ISO8859-9', 'he': 'he_IL.ISO8859-8',
}
_PLACE_DEFAULT_ENC = {
    'ja_jp': 'eucJP', 'ko_kr': 'eucKR', 'zh_cn': 'gb2312', 'zh_tw': 'big5',
    'ru_ru': 'UTF-8', 'pl_pl': 'ISO8859-2', 'cs_cz': 'ISO8859-2',
    'el_gr': 'ISO8859-7', 'tr_tr': 'ISO8859-9', 'he_il': 'ISO8859-8',
    'uk_ua': 'KOI8-U',
}
_ENC_SPELLING = {
    'utf8': 'UTF-8', 'latin1': 'ISO8859-1', 'iso88591': 'ISO8859-1',
    'latin9': 'ISO8859-15', 'iso885915': 'ISO8859-15', 'iso88592': 'ISO8859-2',
    'eucjp': 'eucJP', 'euckr': 'eucKR', 'ascii': 'ISO8859-1',
    'gb2312': 'gb2312', 'big5': 'big5', 'koi8r': 'KOI8-R',
}

locale_alias = {'c': 'C', 'posix': 'C', 'c.utf8': 'en_US.UTF-8'}
for _lang, _full in _LANG_HOME.items():
    locale_alias[_lang] = _full
    locale_alias[_full.split('.')[0].lower()] = _full
del _lang, _full
windows_locale = {0x0409: 'en_US', 0x0809: 'en_GB', 0x0407: 'de_DE',
                  0x040c: 'fr_FR', 0x0410: 'it_IT', 0x0c0a: 'es_ES',
                  0x0411: 'ja_JP', 0x0804: 'zh_CN', 0x0419: 'ru_RU'}


def normalize(localename):
    """The full name (language_TERRITORY.ENCODING) a locale name stands for;
    names it cannot make sense of come back unchanged."""
    low = localename.lower()
    if ':' in low:
        low = low.replace(':', '.')
    core, at, modifier = low.partition('@')
    lang, dot, enc = core.partition('.')
    key_enc = enc.replace('-', '').replace('_', '')
    if not at:
        for probe in (core, lang + '.' + key_enc):
            if probe in locale_alias:
                return locale_alias[probe]
    if lang not in locale_alias and '_' not in lang:
        return localename
    home = locale_alias.get(lang)
    if home is None:
        lang_part, _, terr = lang.partition('_')
        if lang_part not in _LANG_HOME:
            return localename
        place = lang_part + '_' + terr.upper()
        default = _PLACE_DEFAULT_ENC.get(lang, 'ISO8859-1')
    else:
        place, _, default = home.partition('.')
        if '_' in lang and place.lower() != lang:
            lp, _, terr = lang.partition('_')
            place = lp + '_' + terr.upper()
            default = _PLACE_DEFAULT_ENC.get(lang, default)
    if at == '@' and modifier == 'euro' and not enc:
        return place + '.ISO8859-15'
    if not dot:
        return place + '.' + default
    spelled = _ENC_SPELLING.get(key_enc)
    if spelled is None:
        return localename
    return place + '.' + spelled + (at + modifier if modifier != 'euro' else '')


def _split_name(name):
    full = normalize(name)
    if '@' in full:
        full = full.split('@')[0]
    if '.' in full:
        lang, enc = full.split('.', 1)
        return lang, enc
    if full == 'C':
        return None, None
    raise ValueError('unknown locale: %s' % name)


def getlocale(category=LC_CTYPE):
    name = setlocale(category)
    if category == LC_ALL and ';' in name:
        raise TypeError('category LC_ALL is not supported')
    return _split_name(name)


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    import warnings
    warnings.warn(
        "'locale.getdefaultlocale' is deprecated and slated for removal in "
        "Python 3.15. Use setlocale(), getencoding() and getlocale() instead.",
        DeprecationWarning, stacklevel=2)
    import os
    chosen = 'C'
    for var in envvars:
        got = os.environ.get(var)
        if got:
            chosen = got.split(':')[0] if var == 'LANGUAGE' else got
            break
    return _split_name(chosen)


def getencoding():
    return 'UTF-8'


def getpreferredencoding(do_setlocale=True):
    return 'utf-8'


# ---- conventions and formatting -------------------------------------------

def localeconv():
    return {
        'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '',
        'mon_thousands_sep': '', 'mon_grouping': [], 'positive_sign': '',
        'negative_sign': '', 'int_frac_digits': CHAR_MAX,
        'frac_digits': CHAR_MAX, 'p_cs_precedes': CHAR_MAX,
        'p_sep_by_space': CHAR_MAX, 'n_cs_precedes': CHAR_MAX,
        'n_sep_by_space': CHAR_MAX, 'p_sign_posn': CHAR_MAX,
        'n_sign_posn': CHAR_MAX, 'decimal_point': '.', 'thousands_sep': '',
        'grouping': [],
    }


def _insert_separators(text, monetary):
    """Put the locale's thousands separators into the integer digits of a
    formatted number; padding spaces the separators need are taken back
    from the ends, as the C library does."""
    conv = localeconv()
    sizes = conv['mon_grouping' if monetary else 'grouping']
    sep = conv['mon_thousands_sep' if monetary else 'thousands_sep']
    if not sizes or not sep:
        return text
    stripped = text.rstrip()
    tail_pad = len(text) - len(stripped)
    lead = len(stripped) - len(stripped.lstrip())
    body = stripped[lead:]
    end = 0
    while end < len(body) and (body[end].isdigit() or (end == 0 and body[0] in '+-')):
        end += 1
    sign = body[:1] if body[:1] in '+-' else ''
    digits, rest = body[len(sign):end], body[end:]
    chunks = []
    size = None
    for step in sizes:
        if step == CHAR_MAX:
            break
        size = step if step else size
        if not digits or size is None:
            break
        chunks.append(digits[-size:])
        digits = digits[:-size]
    else:
        while size and len(digits) > size:
            chunks.append(digits[-size:])
            digits = digits[:-size]
    if digits:
        chunks.append(digits)
    grouped = sep.join(reversed(chunks))
    added = len(grouped) - (end - len(sign))
    out = sign + grouped + rest
    take = min(added, lead)
    out = ' ' * (lead - take) + out
    added -= take
    out += ' ' * max(tail_pad - added, 0)
    return out


def _localize_number(text, grouping, monetary):
    conv = localeconv()
    point = conv['mon_decimal_point' if monetary else 'decimal_point'] or '.'
    if '.' in text:
        whole, frac = text.split('.', 1)
        text = whole + point + frac
    if grouping:
        text = _insert_separators(text, monetary)
    return text


_NUMERIC_CONVERSIONS = 'eEfFgGdiu'


def _format_one(spec, value, grouping, monetary):
    text = spec % value
    if spec[-1] in _NUMERIC_CONVERSIONS:
        text = _localize_number(text, grouping, monetary)
    return text


def _scan(fmt):
    """Splits a %-format into literal text and conversion specs: yields
    (True, spec, star_count) for each spec and (False, text, 0) between."""
    i = 0
    n = len(fmt)
    start = 0
    while i < n:
        if fmt[i] != '%':
            i += 1
            continue
        if i > start:
            yield False, fmt[start:i], 0
        j = i + 1
        if j < n and fmt[j] == '(':
            depth = 1
            j += 1
            while j < n and depth:
                depth += {'(': 1, ')': -1}.get(fmt[j], 0)
                j += 1
        stars = 0
        while j < n and fmt[j] in '-+ #0':
            j += 1
        while j < n and (fmt[j].isdigit() or fmt[j] in '.*'):
            stars += fmt[j] == '*'
            j += 1
        while j < n and fmt[j] in 'hlL':
            j += 1
        if j >= n:
            raise ValueError('incomplete format')
        yield True, fmt[i:j + 1], stars
        i = start = j + 1
    if start < n:
        yield False, fmt[start:], 0


def format_string(f, val, grouping=False, monetary=False):
    """f % val, numbers formatted the locale's way (grouped when asked)."""
    keyed = hasattr(val, 'keys') and hasattr(val, '__getitem__') and not isinstance(val, tuple)
    pending = list(val) if isinstance(val, tuple) else [val]
    out = []
    pos = 0
    for is_spec, piece, stars in _scan(f):
        if not is_spec:
            out.append(piece)
        elif piece == '%%':
            out.append('%')
        elif keyed or piece.startswith('%('):
            out.append(_format_one(piece, val, grouping, monetary))
        else:
            need = stars + 1
            args = pending[pos:pos + need]
            if len(args) < need:
                raise IndexError('tuple index out of range')
            pos += need
            out.append(_format_one(piece, tuple(args), grouping, monetary))
    return ''.join(out)


def format(percent, value, grouping=False, monetary=False, *additional):
    import warnings
    warnings.warn(
        "This method will be removed in a future version of Python. "
        "Use 'locale.format_string()' instead.",
        DeprecationWarning, stacklevel=2)
    specs = [p for is_spec, p, _ in _scan(percent) if is_spec]
    if len(specs) != 1 or specs[0] != percent:
        raise ValueError("format() must be given exactly one %%char format "
                         "specifier, %s not valid" % repr(percent))
    return _format_one(percent, (value,) + additional if additional else value,
                       grouping, monetary)


def currency(val, symbol=True, grouping=False, international=False):
    conv = localeconv()
    if conv['int_frac_digits' if international else 'frac_digits'] == CHAR_MAX:
        raise ValueError("Currency formatting is not possible using "
                         "the 'C' locale.")
    raise ValueError('currency formatting is not available')


def str(val):
    return format_string('%.12g', val)


def localize(string, grouping=False, monetary=False):
    return _localize_number(string, grouping, monetary)


def delocalize(string):
    conv = localeconv()
    sep = conv['thousands_sep']
    if sep:
        string = string.replace(sep, '')
    point = conv['decimal_point']
    if point and point != '.':
        string = string.replace(point, '.')
    return string


def atof(string, func=float):
    return func(delocalize(string))


def atoi(string):
    return int(delocalize(string))


def strcoll(a, b):
    if not isinstance(a, _Text) or not isinstance(b, _Text):
        raise TypeError('strcoll() argument must be str')
    return (a > b) - (a < b)


def strxfrm(string):
    if not isinstance(string, _Text):
        raise TypeError('strxfrm() argument must be str')
    return string


# ---- nl_langinfo ----------------------------------------------------------

CODESET = 14
RADIXCHAR = 65536
THOUSEP = 65537
ABDAY_1, ABDAY_2, ABDAY_3, ABDAY_4, ABDAY_5, ABDAY_6, ABDAY_7 = range(0x20000, 0x20007)
DAY_1, DAY_2, DAY_3, DAY_4, DAY_5, DAY_6, DAY_7 = range(0x20007, 0x2000e)
(ABMON_1, ABMON_2, ABMON_3, ABMON_4, ABMON_5, ABMON_6, ABMON_7, ABMON_8,
 ABMON_9, ABMON_10, ABMON_11, ABMON_12) = range(0x2000e, 0x2001a)
(MON_1, MON_2, MON_3, MON_4, MON_5, MON_6, MON_7, MON_8, MON_9, MON_10,
 MON_11, MON_12) = range(0x2001a, 0x20026)
AM_STR = 0x20026
PM_STR = 0x20027
D_T_FMT = 0x20028
D_FMT = 0x20029
T_FMT = 0x2002a
T_FMT_AMPM = 0x2002b
ERA = 0x2002c
ERA_D_FMT = 0x2002e
ALT_DIGITS = 0x2002f
ERA_D_T_FMT = 0x20030
ERA_T_FMT = 0x20031
CRNCYSTR = 0x4000f
YESEXPR = 0x50000
NOEXPR = 0x50001

_DAY_NAMES = ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday',
              'Friday', 'Saturday')
_MONTH_NAMES = ('January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December')
_LANGINFO = {
    RADIXCHAR: '.', THOUSEP: '', AM_STR: 'AM', PM_STR: 'PM',
    D_T_FMT: '%a %b %e %H:%M:%S %Y', D_FMT: '%m/%d/%y', T_FMT: '%H:%M:%S',
    T_FMT_AMPM: '%I:%M:%S %p', ERA: '', ERA_D_FMT: '', ALT_DIGITS: '',
    ERA_D_T_FMT: '', ERA_T_FMT: '', CRNCYSTR: '-', YESEXPR: '^[yY]',
    NOEXPR: '^[nN]',
}
for _k, _name in enumerate(_DAY_NAMES):
    _LANGINFO[DAY_1 + _k] = _name
    _LANGINFO[ABDAY_1 + _k] = _name[:3]
for _k, _name in enumerate(_MONTH_NAMES):
    _LANGINFO[MON_1 + _k] = _name
    _LANGINFO[ABMON_1 + _k] = _name[:3]
del _k, _name


def nl_langinfo(key):
    if key == CODESET:
        return 'UTF-8' if _current[LC_CTYPE] != 'C' else 'ANSI_X3.4-1968'
    try:
        return _LANGINFO[key]
    except (KeyError, TypeError):
        raise ValueError('unsupported langinfo constant') from None


# ---- message catalogues: none, so every message is its own translation ----

_domain = ['messages']


def gettext(msg):
    return msg


def dgettext(domain, msg):
    return msg


def dcgettext(domain, msg, category):
    return msg


def textdomain(domain):
    if domain is not None:
        _domain[0] = domain
    return _domain[0]


def bindtextdomain(domain, dir):
    return dir if dir is not None else '/usr/share/locale'


def bind_textdomain_codeset(domain, codeset):
    return codeset
