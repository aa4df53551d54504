"""time for corral.

The clock, the time zone and sleeping belong to the host (see the README):
by default the clock is virtual, so that runs are reproducible: time.time()
starts at 2025-01-01T00:00:00Z (1735689600.0) and advances only when the
program calls time.sleep(), which returns at once; monotonic() and
perf_counter() count the same slept seconds from 0.0, and local time is UTC.
A host may grant the real clock and another time zone.
"""

import _corral_os as _os

_UTC_OFFSET, _ZONE = _os.timezone()

timezone = -_UTC_OFFSET
altzone = timezone
daylight = 0
tzname = (_ZONE, _ZONE)

_STRUCT_TM_ITEMS = 11

CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
CLOCK_REALTIME = 0
CLOCK_THREAD_CPUTIME_ID = 3


def _check_number(secs):
    if isinstance(secs, bool) or not isinstance(secs, (int, float)):
        if hasattr(secs, '__float__'):
            return float(secs)
        raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")
    return secs


def time():
    """Return the current time in seconds since the Epoch."""
    return _os.time()


def time_ns():
    """Return the current time in nanoseconds since the Epoch."""
    t = _os.time()
    whole = int(t)
    return whole * 1000000000 + round((t - whole) * 1e9)


def monotonic():
    """Monotonic clock, cannot go backward."""
    return _os.monotonic()


def monotonic_ns():
    return round(_os.monotonic() * 1e9)


def perf_counter():
    """Performance counter for benchmarking."""
    return _os.monotonic()


def perf_counter_ns():
    return round(_os.monotonic() * 1e9)


def process_time():
    """Process time for profiling: sum of the kernel and user-space CPU time."""
    return 0.0


def process_time_ns():
    return 0


def thread_time():
    return 0.0


def thread_time_ns():
    return 0


def sleep(secs):
    """Delay execution for a given number of seconds (on the host's clock:
    the default virtual clock advances and nothing waits)."""
    secs = _check_number(secs)
    if secs != secs:
        raise ValueError("Invalid value NaN (not a number)")
    if secs < 0:
        raise ValueError("sleep length must be non-negative")
    _os.sleep(secs)


# --- calendar arithmetic (proleptic Gregorian; day 1 = 0001-01-01) ----------

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


_EPOCH_ORD = _ymd2ord(1970, 1, 1)

_DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
_MONTHNAMES = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July',
               'August', 'September', 'October', 'November', 'December']


# --- struct_time ------------------------------------------------------------

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
           'tm_wday', 'tm_yday', 'tm_isdst')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime()."""

    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        seq = tuple(seq)
        n = len(seq)
        if n < 9:
            raise TypeError(f"time.struct_time() takes an at least 9-sequence ({n}-sequence given)")
        if n > 11:
            raise TypeError(f"time.struct_time() takes an at most 11-sequence ({n}-sequence given)")
        self = tuple.__new__(cls, seq[:9])
        extra = seq[9:] + (None,) * (11 - n)
        self._zone = extra[0]
        self._gmtoff = extra[1]
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._zone)
    tm_gmtoff = property(lambda self: self._gmtoff)

    def __repr__(self):
        parts = ', '.join(f'{name}={value!r}' for name, value in zip(_FIELDS, self))
        return f'time.struct_time({parts})'

    def __reduce__(self):
        return (struct_time, (tuple(self),))


def _secs_arg(secs, name):
    if secs is None:
        return time()
    secs = _check_number(secs)
    if secs != secs:
        raise ValueError("Invalid value NaN (not a number)")
    if secs in (float('inf'), float('-inf')):
        raise OverflowError("timestamp out of range for platform time_t")
    return secs


def _gmtime_tuple(secs):
    whole = int(secs // 1) if isinstance(secs, float) else secs
    days, rem = divmod(whole, 86400)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    ordinal = _EPOCH_ORD + days
    if not 1 <= ordinal <= 3652059:
        raise OverflowError("timestamp out of range for platform time_t")
    y, m, d = _ord2ymd(ordinal)
    wday = (ordinal + 6) % 7
    yday = ordinal - _ymd2ord(y, 1, 1) + 1
    return (y, m, d, hh, mm, ss, wday, yday, 0)


def gmtime(secs=None):
    """Convert seconds since the Epoch to a time tuple expressing UTC."""
    secs = _secs_arg(secs, 'gmtime')
    return struct_time(_gmtime_tuple(secs) + ('GMT', 0))


def localtime(secs=None):
    """Convert seconds since the Epoch to a time tuple expressing local time
    (in the host's time zone; UTC by default)."""
    secs = _secs_arg(secs, 'localtime')
    return struct_time(_gmtime_tuple(secs + _UTC_OFFSET) + (_ZONE, _UTC_OFFSET))


def _checked_tuple(t, fname):
    if isinstance(t, struct_time):
        return tuple(t), t._zone, t._gmtoff
    if not isinstance(t, tuple):
        raise TypeError(f"Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError(f"{fname}(): illegal time tuple argument")
    for v in t:
        if not isinstance(v, int):
            raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    return t, None, None


def mktime(t):
    """Convert a time tuple in local time to seconds since the Epoch."""
    tt, _, _ = _checked_tuple(t, 'mktime')
    y, m, d, hh, mm, ss = tt[:6]
    # normalise the month like C's mktime
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    days = _ymd2ord(y, m, 1) + d - 1 - _EPOCH_ORD
    return float(days * 86400 + hh * 3600 + mm * 60 + ss - _UTC_OFFSET)


def asctime(t=None):
    """Convert a time tuple to a string, e.g. 'Sat Jun 06 16:26:11 1998'."""
    if t is None:
        t = localtime()
    tt, _, _ = _checked_tuple(t, 'asctime')
    y, m, d, hh, mm, ss, wd = tt[:7]
    return '%s %s %2d %02d:%02d:%02d %d' % (_DAYNAMES[wd][:3], _MONTHNAMES[m][:3],
                                          d, hh, mm, ss, y)


def ctime(secs=None):
    """Convert a time in seconds since the Epoch to a string in local time."""
    return asctime(localtime(secs))


def _iso_calendar(y, m, d):
    def week1monday(year):
        firstday = _ymd2ord(year, 1, 1)
        firstweekday = (firstday + 6) % 7
        week1 = firstday - firstweekday
        if firstweekday > 3:
            week1 += 7
        return week1
    year = y
    week1 = week1monday(year)
    today = _ymd2ord(y, m, d)
    week, day = divmod(today - week1, 7)
    if week < 0:
        year -= 1
        week1 = week1monday(year)
        week, day = divmod(today - week1, 7)
    elif week >= 52:
        if today >= week1monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


def _num(flag, v, width, pad='0'):
    if flag == '-':
        return str(v)
    if flag == '_':
        pad = ' '
    elif flag == '0':
        pad = '0'
    return str(v).rjust(width, pad)


def _text(flag, s):
    if flag == '^':
        return s.upper()
    if flag == '#':
        return s.swapcase() if s.isupper() else s.upper()
    return s


def strftime(format, t=None):
    """Convert a time tuple to a string according to a format specification
    (the C library's directives, as glibc formats them in the C locale)."""
    if not isinstance(format, str):
        raise TypeError(f"strftime() argument 1 must be str, not {type(format).__name__}")
    if t is None:
        t = localtime()
    tt, zone, gmtoff = _checked_tuple(t, 'strftime')
    y, m, d, hh, mi, ss, wd, yd, isdst = tt
    if not 1 <= m <= 12:
        if m == 0:
            m = 1
        else:
            raise ValueError("month out of range")
    if not 1 <= d <= 31:
        if d == 0:
            d = 1
        else:
            raise ValueError("day of month out of range")
    if not 0 <= hh <= 23:
        raise ValueError("hour out of range")
    if not 0 <= mi <= 59:
        raise ValueError("minute out of range")
    if not 0 <= ss <= 61:
        raise ValueError("seconds out of range")
    if wd < 0:
        raise ValueError("day of week out of range")
    wd = wd % 7
    if yd == 0:
        yd = 1
    if not 1 <= yd <= 366:
        raise ValueError("day of year out of range")
    if zone is None:
        zone = tzname[0]
    if gmtoff is None:
        gmtoff = 0
    out = []
    i, n = 0, len(format)
    while i < n:
        ch = format[i]
        i += 1
        if ch != '%':
            out.append(ch)
            continue
        if i >= n:
            out.append('%')
            break
        start = i - 1
        flag = ''
        if format[i] in '-_0^#':
            flag = format[i]
            i += 1
            if i >= n:
                out.append(format[start:])
                break
        c = format[i]
        i += 1

        if c == 'a':
            out.append(_text(flag, _DAYNAMES[wd][:3]))
        elif c == 'A':
            out.append(_text(flag, _DAYNAMES[wd]))
        elif c in 'bh':
            out.append(_text(flag, _MONTHNAMES[m][:3]))
        elif c == 'B':
            out.append(_text(flag, _MONTHNAMES[m]))
        elif c == 'c':
            out.append(_text(flag, '%s %s %2d %02d:%02d:%02d %d' % (
                _DAYNAMES[wd][:3], _MONTHNAMES[m][:3], d, hh, mi, ss, y)))
        elif c == 'C':
            out.append(_num(flag, y // 100, 1))
        elif c == 'd':
            out.append(_num(flag, d, 2))
        elif c == 'D':
            out.append('%02d/%02d/%02d' % (m, d, y % 100))
        elif c == 'e':
            out.append(_num(flag, d, 2, ' '))
        elif c == 'F':
            out.append('%d-%02d-%02d' % (y, m, d))
        elif c in 'GgVu':
            iy, iw, idw = _iso_calendar(y, m, d) if 1 <= y <= 9999 else (y, 1, wd + 1)
            if c == 'G':
                out.append(_num(flag, iy, 1))
            elif c == 'g':
                out.append(_num(flag, iy % 100, 2))
            elif c == 'V':
                out.append(_num(flag, iw, 2))
            else:
                out.append(_num(flag, idw, 1))
        elif c == 'H':
            out.append(_num(flag, hh, 2))
        elif c == 'I':
            out.append(_num(flag, hh % 12 or 12, 2))
        elif c == 'j':
            out.append(_num(flag, yd, 3))
        elif c == 'k':
            out.append(_num(flag, hh, 2, ' '))
        elif c == 'l':
            out.append(_num(flag, hh % 12 or 12, 2, ' '))
        elif c == 'm':
            out.append(_num(flag, m, 2))
        elif c == 'M':
            out.append(_num(flag, mi, 2))
        elif c == 'n':
            out.append('\n')
        elif c == 'p':
            s = 'AM' if hh < 12 else 'PM'
            out.append(s.lower() if flag == '#' else s)
        elif c == 'P':
            out.append('am' if hh < 12 else 'pm')
        elif c == 'r':
            out.append('%02d:%02d:%02d %s' % (hh % 12 or 12, mi, ss, 'AM' if hh < 12 else 'PM'))
        elif c == 'R':
            out.append('%02d:%02d' % (hh, mi))
        elif c == 's':
            days = _ymd2ord(y, m, d) - _EPOCH_ORD
            out.append(str(days * 86400 + hh * 3600 + mi * 60 + ss - gmtoff))
        elif c == 'S':
            out.append(_num(flag, ss, 2))
        elif c == 't':
            out.append('\t')
        elif c == 'T':
            out.append('%02d:%02d:%02d' % (hh, mi, ss))
        elif c == 'U':
            out.append(_num(flag, (yd - 1 + 7 - (wd + 1) % 7) // 7, 2))
        elif c == 'w':
            out.append(_num(flag, (wd + 1) % 7, 1))
        elif c == 'W':
            out.append(_num(flag, (yd - 1 + 7 - wd) // 7, 2))
        elif c == 'x':
            out.append('%02d/%02d/%02d' % (m, d, y % 100))
        elif c == 'X':
            out.append('%02d:%02d:%02d' % (hh, mi, ss))
        elif c == 'y':
            out.append(_num(flag, y % 100, 2))
        elif c == 'Y':
            out.append(_num(flag, y, 1))
        elif c == 'z':
            sign = '+' if gmtoff >= 0 else '-'
            off = abs(gmtoff)
            out.append('%s%02d%02d' % (sign, off // 3600, off // 60 % 60))
        elif c == 'Z':
            out.append(_text(flag, zone or ''))
        elif c == '%':
            out.append('%')
        else:
            out.append(format[start:i])
    return ''.join(out)


# --- strptime ---------------------------------------------------------------

_A_WEEKDAY = [n[:3].lower() for n in _DAYNAMES]
_F_WEEKDAY = [n.lower() for n in _DAYNAMES]
_A_MONTH = [''] + [n[:3].lower() for n in _MONTHNAMES[1:]]
_F_MONTH = [''] + [n.lower() for n in _MONTHNAMES[1:]]
_AM_PM = ['am', 'pm']
_TZ_NAMES = (frozenset({'utc', 'gmt', tzname[0].lower()}),
             frozenset({'utc', 'gmt', tzname[1].lower()}))

_D = '0123456789'
# Each directive: its regex alternatives (as in CPython's _strptime.TimeRE),
# each alternative a list of allowed characters per position.
_ALTS = {
    'd': [['3', '01'], ['12', _D], ['0', '123456789'], ['123456789'], [' ', '123456789']],
    'H': [['2', '0123'], ['01', _D], [_D]],
    'I': [['1', '012'], ['0', '123456789'], ['123456789']],
    'G': [[_D, _D, _D, _D]],
    'j': [['3', '6', '0123456'], ['3', '012345', _D], ['12', _D, _D], ['0', '123456789', _D],
          ['0', '0', '123456789'], ['123456789', _D], ['0', '123456789'], ['123456789']],
    'm': [['1', '012'], ['0', '123456789'], ['123456789']],
    'M': [['012345', _D], [_D]],
    'S': [['6', '01'], ['012345', _D], [_D]],
    'U': [['5', '0123'], ['01234', _D], [_D]],
    'W': [['5', '0123'], ['01234', _D], [_D]],
    'w': [['0123456']],
    'u': [['1234567']],
    'V': [['5', '0123'], ['0', '123456789'], ['1234', _D], [_D]],
    'y': [[_D, _D]],
    'Y': [[_D, _D, _D, _D]],
}


def _names_alts(names):
    return sorted([n for n in names if n], key=len, reverse=True)


_NAMES = {
    'a': _names_alts(_A_WEEKDAY),
    'A': _names_alts(_F_WEEKDAY),
    'b': _names_alts(_A_MONTH),
    'B': _names_alts(_F_MONTH),
    'p': _names_alts(_AM_PM),
    'Z': _names_alts([tz for names in _TZ_NAMES for tz in names]),
}

_COMPOSITE = {
    'c': '%a %b %d %H:%M:%S %Y',
    'x': '%m/%d/%y',
    'X': '%H:%M:%S',
}


def _z_ends(s, i):
    """Candidate ends for %z: [+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?|Z"""
    n = len(s)
    if i < n and s[i] in '+-':
        j = i + 1
        if j + 2 <= n and s[j] in _D and s[j + 1] in _D:
            j += 2
            for colon in ((1, 0) if j < n and s[j] == ':' else (0,)):
                k = j + colon
                if k + 2 <= n and s[k] in '012345' and s[k + 1] in _D:
                    k += 2
                    # optional group (:?[0-5]\d(\.\d{1,6})?)
                    for colon2 in ((1, 0) if k < n and s[k] == ':' else (0,)):
                        q = k + colon2
                        if q + 2 <= n and s[q] in '012345' and s[q + 1] in _D:
                            q += 2
                            if q < n and s[q] == '.':
                                r = q + 1
                                while r < n and r - q - 1 < 6 and s[r] in _D:
                                    r += 1
                                for e in range(r, q + 1, -1):
                                    yield e
                            yield q
                    yield k
    elif i < n and s[i] == 'Z':
        yield i + 1


def _directive_ends(key, s, low, i):
    n = len(s)
    if key in _ALTS:
        for alt in _ALTS[key]:
            e = i + len(alt)
            if e <= n and all(s[i + k] in chars for k, chars in enumerate(alt)):
                yield e
    elif key in _NAMES:
        for name in _NAMES[key]:
            if low.startswith(name, i):
                yield i + len(name)
    elif key == 'f':
        e = i
        while e < n and e - i < 6 and s[e] in _D:
            e += 1
        for k in range(e, i, -1):
            yield k
    elif key == 'z':
        yield from _z_ends(s, i)


def _compile(format):
    """Format string -> list of tokens: ('lit', c), ('ws',), ('dir', key)."""
    tokens = []
    i, n = 0, len(format)
    while i < n:
        c = format[i]
        if c == '%':
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % format)
            key = format[i + 1]
            if key in _COMPOSITE:
                tokens.extend(_compile(_COMPOSITE[key]))
            elif key == '%':
                tokens.append(('lit', '%'))
            elif key in _ALTS or key in _NAMES or key in 'fz':
                tokens.append(('dir', key))
            else:
                raise ValueError("'%s' is a bad directive in format '%s'" % (key, format))
            i += 2
        elif c.isspace():
            while i < n and format[i].isspace():
                i += 1
            tokens.append(('ws',))
        else:
            tokens.append(('lit', c.lower()))
            i += 1
    return tokens


def _match(tokens, t, s, low, i, groups):
    """Backtracking match of tokens[t:] at s[i:]; returns the end or -1."""
    while t < len(tokens):
        tok = tokens[t]
        kind = tok[0]
        if kind == 'lit':
            if i < len(s) and low[i] == tok[1]:
                i += 1
                t += 1
                continue
            return -1
        if kind == 'ws':
            e = i
            while e < len(s) and s[e].isspace():
                e += 1
            for k in range(e, i, -1):
                r = _match(tokens, t + 1, s, low, k, groups)
                if r >= 0:
                    return r
            return -1
        key = tok[1]
        for e in _directive_ends(key, s, low, i):
            groups.append((key, s[i:e]))
            r = _match(tokens, t + 1, s, low, e, groups)
            if r >= 0:
                return r
            groups.pop()
        return -1
    return i


def _calc_julian_from_U_or_W(year, week_of_year, day_of_week, week_starts_Mon):
    first_weekday = (_ymd2ord(year, 1, 1) + 6) % 7
    if not week_starts_Mon:
        first_weekday = (first_weekday + 1) % 7
        day_of_week = (day_of_week + 1) % 7
    week_0_length = (7 - first_weekday) % 7
    if week_of_year == 0:
        return 1 + day_of_week - first_weekday
    else:
        days_to_week = week_0_length + (7 * (week_of_year - 1))
        return 1 + days_to_week + day_of_week


def _calc_julian_from_V(iso_year, iso_week, iso_weekday):
    correction = (_ymd2ord(iso_year, 1, 4) + 6) % 7 + 1 + 3
    ordinal = (iso_week * 7) + iso_weekday - correction
    if ordinal < 1:
        ordinal += _ymd2ord(iso_year, 1, 1)
        iso_year -= 1
        ordinal -= _ymd2ord(iso_year, 1, 1)
    return iso_year, ordinal


def _strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """(time tuple + (tzname, gmtoff), fraction, gmtoff_fraction), as
    CPython's _strptime._strptime."""
    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            msg = "strptime() argument {} must be str, not {}"
            raise TypeError(msg.format(index, type(arg)))
    tokens = _compile(format)
    groups = []
    end = _match(tokens, 0, data_string, data_string.lower(), 0, groups)
    if end < 0:
        raise ValueError("time data %r does not match format %r" %
                         (data_string, format))
    if len(data_string) != end:
        raise ValueError("unconverted data remains: %s" %
                         data_string[end:])
    found_dict = {}
    for key, value in groups:
        found_dict[key] = value

    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = None
    week_of_year_start = None
    weekday = julian = None
    for group_key in found_dict.keys():
        if group_key == 'y':
            year = int(found_dict['y'])
            if year <= 68:
                year += 2000
            else:
                year += 1900
        elif group_key == 'Y':
            year = int(found_dict['Y'])
        elif group_key == 'G':
            iso_year = int(found_dict['G'])
        elif group_key == 'm':
            month = int(found_dict['m'])
        elif group_key == 'B':
            month = _F_MONTH.index(found_dict['B'].lower())
        elif group_key == 'b':
            month = _A_MONTH.index(found_dict['b'].lower())
        elif group_key == 'd':
            day = int(found_dict['d'])
        elif group_key == 'H':
            hour = int(found_dict['H'])
        elif group_key == 'I':
            hour = int(found_dict['I'])
            ampm = found_dict.get('p', '').lower()
            if ampm in ('', _AM_PM[0]):
                if hour == 12:
                    hour = 0
            elif ampm == _AM_PM[1]:
                if hour != 12:
                    hour += 12
        elif group_key == 'M':
            minute = int(found_dict['M'])
        elif group_key == 'S':
            second = int(found_dict['S'])
        elif group_key == 'f':
            s = found_dict['f']
            s += "0" * (6 - len(s))
            fraction = int(s)
        elif group_key == 'A':
            weekday = _F_WEEKDAY.index(found_dict['A'].lower())
        elif group_key == 'a':
            weekday = _A_WEEKDAY.index(found_dict['a'].lower())
        elif group_key == 'w':
            weekday = int(found_dict['w'])
            if weekday == 0:
                weekday = 6
            else:
                weekday -= 1
        elif group_key == 'u':
            weekday = int(found_dict['u'])
            weekday -= 1
        elif group_key == 'j':
            julian = int(found_dict['j'])
        elif group_key in ('U', 'W'):
            week_of_year = int(found_dict[group_key])
            if group_key == 'U':
                week_of_year_start = 6
            else:
                week_of_year_start = 0
        elif group_key == 'V':
            iso_week = int(found_dict['V'])
        elif group_key == 'z':
            z = found_dict['z']
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            msg = f"Inconsistent use of : in {found_dict['z']}"
                            raise ValueError(msg)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = (hours * 60 * 60) + (minutes * 60) + seconds
                gmtoff_remainder = z[8:]
                gmtoff_remainder_padding = "0" * (6 - len(gmtoff_remainder))
                gmtoff_fraction = int(gmtoff_remainder + gmtoff_remainder_padding)
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif group_key == 'Z':
            found_zone = found_dict['Z'].lower()
            for value, tz_values in enumerate(_TZ_NAMES):
                if found_zone in tz_values:
                    tz = value
                    break
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with "
                             "the ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with "
                             "the ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        else:
            raise ValueError("ISO week directive '%V' is incompatible with "
                             "the year directive '%Y'. Use the ISO year '%G' "
                             "instead.")

    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900

    if julian is None and weekday is not None:
        if week_of_year is not None:
            week_starts_Mon = True if week_of_year_start == 0 else False
            julian = _calc_julian_from_U_or_W(year, week_of_year, weekday,
                                              week_starts_Mon)
        elif iso_year is not None and iso_week is not None:
            year, julian = _calc_julian_from_V(iso_year, iso_week, weekday + 1)
        if julian is not None and julian <= 0:
            year -= 1
            yday = 366 if _is_leap(year) else 365
            julian += yday

    if julian is None:
        if not 1 <= day <= _days_in_month(year, month):
            raise ValueError('day is out of range for month')
        julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
    else:
        o = (julian - 1) + _ymd2ord(year, 1, 1)
        year, month, day = _ord2ymd(o)
    if weekday is None:
        weekday = (_ymd2ord(year, month, day) + 6) % 7
    tzname = found_dict.get("Z")

    if leap_year_fix:
        year = 1900

    return (year, month, day,
            hour, minute, second,
            weekday, julian, tz, tzname, gmtoff), fraction, gmtoff_fraction


def strptime(string, format="%a %b %d %H:%M:%S %Y"):
    """Parse a string to a time tuple according to a format specification."""
    tt = _strptime(string, format)[0]
    return struct_time(tt[:_STRUCT_TM_ITEMS])


def get_clock_info(name):
    raise ValueError('unknown clock')
