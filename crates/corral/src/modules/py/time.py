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

# Day numbers come from the "days from civil" method (H. Hinnant): counting
# years from March makes February's length matter only at a year's end.
_MONTH_LENGTHS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_EPOCH_ORD = 719163     # 1970-01-01
_EPOCH_SHIFT = 719468   # days from 0000-03-01 to 1970-01-01
_ERA = 146097           # days in 400 Gregorian years


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year, month):
    return 29 if month == 2 and _is_leap(year) else _MONTH_LENGTHS[month]


def _ymd2ord(year, month, day):
    march_year = year - 1 if month <= 2 else year
    era, year_of_era = divmod(march_year, 400)
    from_march = (month + 9) % 12
    day_of_year = (153 * from_march + 2) // 5 + day - 1
    day_of_era = (year_of_era * 365 + year_of_era // 4 - year_of_era // 100
                  + day_of_year)
    return era * _ERA + day_of_era - _EPOCH_SHIFT + _EPOCH_ORD


def _ord2ymd(n):
    era, day_of_era = divmod(n - _EPOCH_ORD + _EPOCH_SHIFT, _ERA)
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4
                                - year_of_era // 100)
    from_march = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * from_march + 2) // 5 + 1
    month = from_march + 3 if from_march < 10 else from_march - 9
    year = era * 400 + year_of_era + (1 if month <= 2 else 0)
    return year, month, day


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


def _yday_from_week(year, week, wday, monday_first):
    """Day of the year for a %U/%W week number and a weekday (Monday 0)."""
    jan1 = (_ymd2ord(year, 1, 1) + 6) % 7
    if not monday_first:
        # Renumber so that the week's first day, Sunday, is 0.
        jan1 = (jan1 + 1) % 7
        wday = (wday + 1) % 7
    if week == 0:
        return 1 + wday - jan1
    # Week 1 starts on the first week-start day of the year.
    week1 = 1 + (7 - jan1) % 7
    return week1 + 7 * (week - 1) + wday


def _iso_to_year_day(iso_year, iso_week, iso_wday):
    """(year, day of the year) of an ISO year, week and weekday (1-7)."""
    # ISO week 1 is the one holding January 4th.
    jan4 = (_ymd2ord(iso_year, 1, 4) + 6) % 7 + 1
    yday = 7 * iso_week + iso_wday - jan4 - 3
    if yday < 1:
        iso_year -= 1
        yday += 366 if _is_leap(iso_year) else 365
    return iso_year, yday


def _utc_offset(text):
    """A %z match -> (seconds, microseconds), both signed."""
    if text == 'Z':
        return 0, 0
    body = text[1:]
    if body[2] == ':':
        body = body[:2] + body[3:]
        if len(body) > 4:
            if body[4] != ':':
                raise ValueError(f"Inconsistent use of : in {text}")
            body = body[:4] + body[5:]
    secs = int(body[0:2]) * 3600 + int(body[2:4]) * 60 + int(body[4:6] or 0)
    micro = int(body[7:].ljust(6, '0'))
    return (-secs, -micro) if text[0] == '-' else (secs, micro)


# Directives whose text is just a number for one field.
_NUMERIC_FIELDS = {'Y': 'year', 'G': 'iso_year', 'm': 'month', 'd': 'day',
                   'H': 'hour', 'M': 'minute', 'S': 'second', 'j': 'yday',
                   'V': 'iso_week'}


class _Fields:
    """What a strptime match said, before the date is worked out."""

    def __init__(self):
        self.year = self.iso_year = self.iso_week = None
        self.month = self.day = 1
        self.hour = self.minute = self.second = self.micro = 0
        self.week = self.week_monday_first = None
        self.wday = self.yday = None
        self.isdst = -1
        self.utcoff = None
        self.utcoff_micro = 0

    def take(self, key, text, found):
        if key in _NUMERIC_FIELDS:
            setattr(self, _NUMERIC_FIELDS[key], int(text))
        elif key == 'y':
            # POSIX: 69-99 are the 1900s, 00-68 the 2000s.
            two = int(text)
            self.year = two + (1900 if two >= 69 else 2000)
        elif key in 'Bb':
            names = _F_MONTH if key == 'B' else _A_MONTH
            self.month = names.index(text.lower())
        elif key in 'Aa':
            names = _F_WEEKDAY if key == 'A' else _A_WEEKDAY
            self.wday = names.index(text.lower())
        elif key == 'I':
            hour = int(text) % 12
            if found.get('p', '').lower() == _AM_PM[1]:
                hour += 12
            self.hour = hour
        elif key == 'f':
            self.micro = int(text.ljust(6, '0'))
        elif key == 'w':
            # %w counts from Sunday = 0; the tuple from Monday = 0.
            self.wday = (int(text) - 1) % 7
        elif key == 'u':
            self.wday = int(text) - 1
        elif key in 'UW':
            self.week = int(text)
            self.week_monday_first = key == 'W'
        elif key == 'z':
            self.utcoff, self.utcoff_micro = _utc_offset(text)
        elif key == 'Z':
            lowered = text.lower()
            for isdst, names in enumerate(_TZ_NAMES):
                if lowered in names:
                    self.isdst = isdst
                    break

    def check_iso(self):
        if self.year is None and self.iso_year is not None:
            if self.iso_week is None or self.wday is None:
                raise ValueError("ISO year directive '%G' must be used with "
                                 "the ISO week directive '%V' and a weekday "
                                 "directive ('%A', '%a', '%w', or '%u').")
            if self.yday is not None:
                raise ValueError("Day of the year directive '%j' is not "
                                 "compatible with ISO year directive '%G'. "
                                 "Use '%Y' instead.")
        elif self.week is None and self.iso_week is not None:
            if self.wday is None:
                raise ValueError("ISO week directive '%V' must be used with "
                                 "the ISO year directive '%G' and a weekday "
                                 "directive ('%A', '%a', '%w', or '%u').")
            raise ValueError("ISO week directive '%V' is incompatible with "
                             "the year directive '%Y'. Use the ISO year '%G' "
                             "instead.")

    def settle_date(self):
        """Fill in year, month, day, weekday and day of the year."""
        if self.yday is None and self.wday is not None:
            if self.week is not None:
                self.yday = _yday_from_week(self.year, self.week, self.wday,
                                            self.week_monday_first)
            elif self.iso_year is not None and self.iso_week is not None:
                self.year, self.yday = _iso_to_year_day(
                    self.iso_year, self.iso_week, self.wday + 1)
            if self.yday is not None and self.yday <= 0:
                self.year -= 1
                self.yday += 366 if _is_leap(self.year) else 365
        new_year = _ymd2ord(self.year, 1, 1)
        if self.yday is None:
            if not 1 <= self.day <= _days_in_month(self.year, self.month):
                raise ValueError('day is out of range for month')
            self.yday = _ymd2ord(self.year, self.month, self.day) - new_year + 1
        else:
            self.year, self.month, self.day = _ord2ymd(new_year + self.yday - 1)
        if self.wday is None:
            self.wday = (_ymd2ord(self.year, self.month, self.day) + 6) % 7


def _strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Parse for time.strptime and datetime.strptime: returns (the 11-field
    time tuple with tzname and gmtoff, microseconds, offset microseconds)."""
    for position, value in enumerate((data_string, format)):
        if not isinstance(value, str):
            raise TypeError("strptime() argument %d must be str, not %s"
                            % (position, type(value)))
    captured = []
    end = _match(_compile(format), 0, data_string, data_string.lower(), 0,
                 captured)
    if end < 0:
        raise ValueError("time data %r does not match format %r"
                         % (data_string, format))
    if end != len(data_string):
        raise ValueError("unconverted data remains: %s" % data_string[end:])
    # A directive given twice keeps its first position and its last text.
    found = {}
    for key, text in captured:
        found[key] = text
    fields = _Fields()
    for key, text in found.items():
        fields.take(key, text, found)
    fields.check_iso()
    # Without a year, 29 February is parsed in a leap year and the year
    # reported as 1900 afterwards.
    leap_day_only = (fields.year is None and fields.month == 2
                     and fields.day == 29)
    if fields.year is None:
        fields.year = 1904 if leap_day_only else 1900
    fields.settle_date()
    year = 1900 if leap_day_only else fields.year
    tt = (year, fields.month, fields.day, fields.hour, fields.minute,
          fields.second, fields.wday, fields.yday, fields.isdst,
          found.get('Z'), fields.utcoff)
    return tt, fields.micro, fields.utcoff_micro


def strptime(string, format="%a %b %d %H:%M:%S %Y"):
    """Parse a string to a time tuple according to a format specification."""
    tt = _strptime(string, format)[0]
    return struct_time(tt[:_STRUCT_TM_ITEMS])


def get_clock_info(name):
    raise ValueError('unknown clock')
