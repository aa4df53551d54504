"""datetime for corral: dates, times, datetimes, durations and fixed-offset
time zones, with CPython 3.11's behaviour (reprs, messages, rounding).

now(), today() and utcnow() read the host's clock through the time module
(by default a virtual clock that starts at 2025-01-01T00:00:00Z and advances
only through time.sleep(); local time is UTC unless the host says otherwise).

Internally a time of day is carried as microseconds since midnight and a
calendar date as a proleptic Gregorian ordinal (0001-01-01 is day 1).
"""

import time as _time
from operator import index as _index
import operator as _operator
import _datetime as _nat

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999

_US_PER_SECOND = 1000000
_US_PER_MINUTE = 60 * _US_PER_SECOND
_US_PER_HOUR = 60 * _US_PER_MINUTE
_US_PER_DAY = 24 * _US_PER_HOUR
_MAX_DELTA_DAYS = 999999999


# -- the proleptic Gregorian calendar ---------------------------------------

# Day of the year before the first of each month (index 1..12), for common
# and leap years; index 13 closes the year.
_MONTH_STARTS = (
    (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365),
    (0, 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366),
)
_MONTH_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

_DAY_ABBR = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_MONTH_ABBR = (None, 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
               'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _month_length(y, m):
    if m == 2 and _leap(y):
        return 29
    return _MONTH_DAYS[m]


def _days_before(y):
    """Days in the years 1 .. y-1."""
    y -= 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _to_ordinal(y, m, d):
    return _days_before(y) + _MONTH_STARTS[_leap(y)][m] + d


_MAX_ORDINAL = _to_ordinal(MAXYEAR, 12, 31)


def _from_ordinal(n):
    """(year, month, day) of ordinal n >= 1."""
    # 146097 days make 400 years; the estimate is at most one year off.
    y = (n * 400) // 146097 + 1
    if _days_before(y) >= n:
        y -= 1
    elif _days_before(y + 1) < n:
        y += 1
    doy = n - _days_before(y)
    starts = _MONTH_STARTS[_leap(y)]
    m = (doy + 30) // 31
    if m < 12 and doy > starts[m + 1]:
        m += 1
    return y, m, doy - starts[m]


def _iso_week1_monday(y):
    """Ordinal of the Monday of ISO week 1 (the week holding January 4)."""
    jan4 = _days_before(y) + 4
    return jan4 - (jan4 + 6) % 7


def _as_int(v):
    return v if type(v) is int else _index(v)


def _check_date(y, m, d):
    if type(y) is not int or type(m) is not int or type(d) is not int:
        y, m, d = _index(y), _index(m), _index(d)
    if not MINYEAR <= y <= MAXYEAR:
        raise ValueError('year %i is out of range' % y)
    if not 1 <= m <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= d <= _month_length(y, m):
        raise ValueError('day is out of range for month')
    return y, m, d


def _check_time(h, mi, s, us, fold):
    if (type(h) is not int or type(mi) is not int or type(s) is not int
            or type(us) is not int or type(fold) is not int):
        h, mi, s, us, fold = _index(h), _index(mi), _index(s), _index(us), _index(fold)
    if not 0 <= h <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= mi <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= s <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= us <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return h, mi, s, us, fold


def _check_tz(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, "
                        "not type '%s'" % type(tz).__name__)


def _bad_keyword(unknown, where):
    return TypeError('%r is an invalid keyword argument for %s()' % (next(iter(unknown)), where))


# An optional argument not given.
_UNSET = object()
_UNSETS = (_UNSET,) * 9


def _arg_type(v):
    """How CPython names the type of a bad argument."""
    return 'None' if v is None else _tp_name(type(v))


def _c_int(v):
    """An argument CPython converts to a C int."""
    if type(v) is not int:
        v = _index(v)
    if not -0x80000000 <= v <= 0x7fffffff:
        if not -0x8000000000000000 <= v <= 0x7fffffffffffffff:
            raise OverflowError('Python int too large to convert to C long')
        raise OverflowError('signed integer is %s'
                            % ('greater than maximum' if v > 0 else 'less than minimum'))
    return v


def _c_args(fname, names, npos, nreq, args, kw, ints=()):
    """The arguments of a C function as CPython parses them (with the
    checks and words of PyArg_ParseTupleAndKeywords): `names` in order, the
    first `npos` also by position, the first `nreq` required; those at the
    indices `ints` are C ints. Missing optional ones are _UNSET. Messages
    name `fname`, or 'function' when it is None."""
    nargs = len(args)
    n = len(names)
    if not kw and nreq <= nargs <= npos:
        # The common shape, with nothing to complain about but the values.
        out = [_c_int(v) if i in ints else v for i, v in enumerate(args)]
        if nargs < n:
            out.extend(_UNSETS[:n - nargs])
        return out
    given = nargs + len(kw)
    fn = 'function' if fname is None else fname + '()'
    if given > n:
        raise TypeError('%s takes at most %d %sargument%s (%d given)'
                        % (fn, n, 'keyword ' if nargs == 0 else '', '' if n == 1 else 's', given))
    if nargs > npos:
        if npos == 0:
            raise TypeError('%s takes no positional arguments' % fn)
        raise TypeError('%s takes %s %d positional argument%s (%d given)'
                        % (fn, 'at most' if nreq < npos else 'exactly', npos,
                           '' if npos == 1 else 's', nargs))
    out = []
    left = len(kw)
    for i, name in enumerate(names):
        if i < nargs:
            v = args[i]
        elif left and name in kw:
            v = kw[name]
            left -= 1
        elif i < nreq:
            raise TypeError("%s missing required argument '%s' (pos %d)" % (fn, name, i + 1))
        else:
            out.append(_UNSET)
            continue
        out.append(_c_int(v) if i in ints else v)
    if left:
        for i in range(nargs):
            if names[i] in kw:
                raise TypeError("argument for %s given by name ('%s') and position (%d)"
                                % (fn, names[i], i + 1))
        for k in kw:
            if k not in names:
                raise TypeError("'%s' is an invalid keyword argument for %s"
                                % (k, 'this function' if fname is None else fname + '()'))
    return out


def _no_args(name, args, kw):
    """A C method taking no arguments, given some."""
    if kw:
        return TypeError('%s() takes no keyword arguments' % name)
    return TypeError('%s() takes no arguments (%d given)' % (name, len(args)))


def _one_arg(name, args, kw):
    """The argument of a C method taking exactly one."""
    if kw:
        raise TypeError('%s() takes no keyword arguments' % name)
    if len(args) != 1:
        raise TypeError('%s() takes exactly one argument (%d given)' % (name, len(args)))
    return args[0]


def _c_tuple(fname, n, args, kw):
    """The `n` positional arguments of a C function taking exactly those."""
    if kw:
        raise TypeError('%s() takes no keyword arguments' % fname)
    if len(args) != n:
        raise TypeError('%s() takes exactly %d argument%s (%d given)'
                        % (fname, n, '' if n == 1 else 's', len(args)))
    return args


def _or(v, default):
    return default if v is _UNSET else v


def _tp_name(cls):
    """How CPython's C types name themselves in messages and reprs:
    'datetime.date' for the base classes, the bare name for subclasses."""
    try:
        return cls.__dict__['__corral_tp_name__']
    except (KeyError, AttributeError):
        return cls.__name__


def _round_div(a, b):
    """a / b rounded to the nearest int, ties to even."""
    q, r = divmod(a, b)
    # Compare 2r with b on the side of b's sign.
    twice = 2 * r
    if b < 0:
        twice, b = -twice, -b
    if twice > b or (twice == b and q & 1):
        q += 1
    return q


# -- offsets and tzinfo results ---------------------------------------------

_OFFSET_RANGE_MSG = ('offset must be a timedelta strictly between '
                     '-timedelta(hours=24) and timedelta(hours=24)')


def _checked_offset(what, offset):
    """Validate what a tzinfo's utcoffset() or dst() returned."""
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (what, type(offset).__name__))
    if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
        raise ValueError(_OFFSET_RANGE_MSG + '.')
    return offset


def _checked_name(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not '%s'"
                        % type(name).__name__)
    return name


def _offset_text(offset, sep):
    """'+HH<sep>MM', with seconds and microseconds only when present."""
    us = offset._us()
    sign = '+'
    if us < 0:
        sign, us = '-', -us
    minutes, rest = divmod(us, _US_PER_MINUTE)
    h, m = divmod(minutes, 60)
    text = '%s%02d%s%02d' % (sign, h, sep, m)
    if rest:
        s, frac = divmod(rest, _US_PER_SECOND)
        text += '%s%02d' % (sep, s)
        if frac:
            text += '.%06d' % frac
    return text


def _clock_text(h, m, s, us, timespec):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (h, m, s)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (h, m, s, us)
    if timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (h, m, s, us // 1000)
    if timespec == 'minutes':
        return '%02d:%02d' % (h, m)
    if timespec == 'hours':
        return '%02d' % h
    raise ValueError('Unknown timespec value')


def _strftime(fmt, timetuple, us, owner):
    """time.strftime() plus the directives it cannot know: %f (microseconds),
    %z and %Z (from `owner`'s tzinfo; empty when naive or owner is None)."""
    if not isinstance(fmt, str):
        raise TypeError('strftime() argument 1 must be str, not %s' % _arg_type(fmt))
    if '%' in fmt:
        pieces = []
        i = 0
        n = len(fmt)
        while i < n:
            j = fmt.find('%', i)
            if j < 0 or j + 1 >= n:
                pieces.append(fmt[i:])
                break
            pieces.append(fmt[i:j])
            code = fmt[j + 1]
            if code == 'f':
                pieces.append('%06d' % us)
            elif code == 'z':
                off = owner.utcoffset() if owner is not None else None
                if off is not None:
                    pieces.append(_offset_text(off, ''))
            elif code == 'Z':
                name = owner.tzname() if owner is not None else None
                if name is not None:
                    pieces.append(name.replace('%', '%%'))
            else:
                pieces.append(fmt[j:j + 2])
            i = j + 2
        fmt = ''.join(pieces)
    return _time.strftime(fmt, timetuple)


# -- ISO 8601 parsing ---------------------------------------------------------

def _digits(s):
    """True for a nonempty run of ASCII digits (int() also takes others)."""
    return s.isdigit() and s.isascii()


class _BadIso(Exception):
    pass


def _iso_date_fields(s):
    """(y, m, d) from YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or YYYYWww[D]."""
    n = len(s)
    if n < 7 or not _digits(s[:4]):
        raise _BadIso
    y = int(s[:4])
    dashed = s[4] == '-'
    rest = s[5:] if dashed else s[4:]
    if rest[:1] == 'W':
        week = rest[1:3]
        tail = rest[3:]
        if dashed and tail:
            if tail[0] != '-':
                raise _BadIso
            tail = tail[1:]
            if not tail:
                raise _BadIso
        if not _digits(week) or (tail and (len(tail) != 1 or not _digits(tail))):
            raise _BadIso
        day = int(tail) if tail else 1
        try:
            return _iso_to_ymd(y, int(week), day)
        except ValueError:
            raise _BadIso from None
    if dashed:
        if len(rest) != 5 or rest[2] != '-':
            raise _BadIso
        mm, dd = rest[:2], rest[3:]
    else:
        if len(rest) != 4:
            raise _BadIso
        mm, dd = rest[:2], rest[2:]
    if not (_digits(mm) and _digits(dd)):
        raise _BadIso
    return y, int(mm), int(dd)


def _iso_date_length(s):
    """How many leading characters of a datetime string form its date."""
    if len(s) < 7:
        raise _BadIso
    if s[4] == '-':
        if s[5] == 'W':
            return 10 if len(s) > 8 and s[8] == '-' else 8
        return 10
    if s[4] == 'W':
        return 8 if len(s) > 7 and s[7] in '0123456789' else 7
    return 8


def _iso_clock(s):
    """(h, m, s, us) from HH[:MM[:SS]] or HH[MM[SS]], with an optional
    fraction (after '.' or ',') that counts as part of the seconds."""
    frac = 0
    for mark in '.,':
        k = s.find(mark)
        if k >= 0:
            digits = s[k + 1:]
            if not _digits(digits):
                raise _BadIso
            frac = int((digits + '00000')[:6])
            s = s[:k]
            break
    if ':' in s:
        parts = s.split(':')
    else:
        if len(s) % 2:
            raise _BadIso
        parts = [s[i:i + 2] for i in range(0, len(s), 2)]
    if not 1 <= len(parts) <= 3:
        raise _BadIso
    for p in parts:
        if len(p) != 2 or not _digits(p):
            raise _BadIso
    fields = [int(p) for p in parts] + [0] * (3 - len(parts))
    return fields[0], fields[1], fields[2], frac


def _iso_time_fields(s):
    """(h, m, s, us, tzinfo or None) from the time part of an ISO string."""
    cut = len(s)
    for mark in ('+', '-', 'Z'):
        k = s.find(mark)
        if 0 <= k < cut:
            cut = k
    clock, zone = s[:cut], s[cut:]
    if clock.endswith(' ') and zone:
        # CPython tolerates one space before the offset ('12:30 +01:00').
        clock = clock[:-1]
    h, m, sec, us = _iso_clock(clock)
    tz = None
    if zone:
        if zone == 'Z':
            tz = timezone.utc
        else:
            oh, om, osec, ous = _iso_clock(zone[1:])
            total = ((oh * 60 + om) * 60 + osec) * _US_PER_SECOND + ous
            if zone[0] == '-':
                total = -total
            tz = timezone.utc if total == 0 else timezone(timedelta(microseconds=total))
    return h, m, sec, us, tz


# -- timedelta ----------------------------------------------------------------

# Microseconds per unit of each timedelta() argument, in the order CPython
# adds them up (the order matters for how float parts round).
_TD_UNITS = (('microseconds', 1), ('milliseconds', 1000),
             ('seconds', _US_PER_SECOND), ('minutes', _US_PER_MINUTE),
             ('hours', _US_PER_HOUR), ('days', _US_PER_DAY),
             ('weeks', 7 * _US_PER_DAY))


# new_delta(cls, us): a timedelta of `us` microseconds, normalized and
# range-checked (the days must fit a C int, then |days| <= 999999999).
_new_delta = _nat.new_delta


_TD_NAMES = ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks')
_TD_DEFAULTS = dict.fromkeys(_TD_NAMES, 0)
_DATE_NAMES = ('year', 'month', 'day')
_TIME_NAMES = ('hour', 'minute', 'second', 'microsecond', 'tzinfo', 'fold')
_DATETIME_NAMES = _DATE_NAMES + _TIME_NAMES


class timedelta:
    """A duration: days, seconds (0..86399) and microseconds (0..999999),
    normalized so that only the days may be negative."""

    __slots__ = ('_days', '_seconds', '_microseconds')
    __corral_tp_name__ = 'datetime.timedelta'

    def __new__(cls, *args, **kw):
        if not args and _TD_DEFAULTS.keys() >= kw.keys():
            # Units by name (`timedelta(seconds=1.5)`), the usual call the
            # native constructor leaves here.
            get = kw.get
            days, seconds, microseconds = get('days', 0), get('seconds', 0), get('microseconds', 0)
            milliseconds, minutes, hours = get('milliseconds', 0), get('minutes', 0), get('hours', 0)
            weeks = get('weeks', 0)
        else:
            days, seconds, microseconds, milliseconds, minutes, hours, weeks = (
                0 if v is _UNSET else v for v in _c_args('__new__', _TD_NAMES, 7, 0, args, kw))
        if (type(days) is int and type(seconds) is int and type(microseconds) is int
                and type(milliseconds) is int and type(minutes) is int
                and type(hours) is int and type(weeks) is int):
            # All whole numbers (the common case): exact arithmetic only.
            s = ((weeks * 7 + days) * 24 + hours) * 3600 + minutes * 60 + seconds
            return _new_delta(cls, s * _US_PER_SECOND + milliseconds * 1000 + microseconds)
        values = (microseconds, milliseconds, seconds, minutes, hours, days, weeks)
        total = 0
        # Whole parts add up exactly; fractional parts of floats are summed
        # as a float and rounded once, half to even, at the end.
        leftover = 0.0
        for (name, unit), v in zip(_TD_UNITS, values):
            if type(v) is int:
                total += v * unit
            elif isinstance(v, float):
                whole = int(v)
                total += whole * unit
                part = (v - whole) * unit
                if part:
                    whole_part = int(part)
                    total += whole_part
                    leftover += part - whole_part
            elif isinstance(v, int):
                total += int(v) * unit
            else:
                raise TypeError('unsupported type for timedelta %s component: %s'
                                % (name, type(v).__name__))
        if leftover:
            rounded = round(leftover)
            if abs(rounded - leftover) == 0.5:
                # A tie: round so that the total, not the leftover, is even.
                odd = total & 1
                rounded = 2 * round((leftover + odd) * 0.5) - odd
            total += int(rounded)
        return _new_delta(cls, total)

    def _us(self):
        return (self._days * 86400 + self._seconds) * _US_PER_SECOND + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self, *args, **kw):
        """The duration in seconds, as a float."""
        if args or kw:
            raise _no_args('timedelta.total_seconds', args, kw)
        return self._us() / _US_PER_SECOND

    def __repr__(self):
        parts = []
        if self._days:
            parts.append('days=%d' % self._days)
        if self._seconds:
            parts.append('seconds=%d' % self._seconds)
        if self._microseconds:
            parts.append('microseconds=%d' % self._microseconds)
        return '%s(%s)' % (_tp_name(type(self)), ', '.join(parts) or '0')

    def __str__(self):
        minutes, s = divmod(self._seconds, 60)
        h, m = divmod(minutes, 60)
        text = '%d:%02d:%02d' % (h, m, s)
        if self._days:
            plural = 's' if abs(self._days) != 1 else ''
            text = '%d day%s, %s' % (self._days, plural, text)
        if self._microseconds:
            text += '.%06d' % self._microseconds
        return text

    # + - * / // % divmod are generated below the class (_DELTA_RULES).

    def __neg__(self):
        return _new_delta(timedelta, -self._us())

    def __pos__(self):
        return _new_delta(timedelta, self._us())

    def __abs__(self):
        return -self if self._days < 0 else +self

    def __hash__(self):
        # The hash of the (days, seconds, microseconds) state, as in CPython.
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return bool(self._days or self._seconds or self._microseconds)

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


# The native builders name an instance's fields with these shared strings.
timedelta._corral_keys = timedelta.__slots__

timedelta.min = _new_delta(timedelta, -_MAX_DELTA_DAYS * _US_PER_DAY)
timedelta.max = _new_delta(timedelta, (_MAX_DELTA_DAYS + 1) * _US_PER_DAY - 1)
timedelta.resolution = _new_delta(timedelta, 1)



# -- date -----------------------------------------------------------------------

def _plain_date(y, m, d):
    return _nat.new_date(date, y, m, d)


def _date_like(proto, y, m, d):
    """A date of proto's class: built directly for date itself, through the
    constructor for subclasses (which may have their own __new__)."""
    if type(proto) is date:
        return _plain_date(y, m, d)
    return type(proto)(y, m, d)


def _timestamp_arg(t):
    if not isinstance(t, (int, float)):
        t = _index(t)
    if t != t or not -2.0 ** 63 <= t < 2.0 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    return t


class IsoCalendarDate(tuple):
    """(year, week, weekday) as date.isocalendar() returns it."""

    __corral_tp_name__ = 'datetime.IsoCalendarDate'

    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return ('%s(year=%d, week=%d, weekday=%d)'
                % (_tp_name(type(self)), self[0], self[1], self[2]))


def _iso_to_ymd(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('Year is out of range: %d' % year)
    if not 0 < week < 53:
        # Week 53 exists only in years that start on a Thursday, or on a
        # Wednesday in leap years.
        first = (_days_before(year) + 1 + 6) % 7
        if not (week == 53 and (first == 3 or (first == 2 and _leap(year)))):
            raise ValueError('Invalid week: %d' % week)
    if not 0 < day < 8:
        raise ValueError('Invalid day: %d (range is [1, 7])' % day)
    n = _iso_week1_monday(year) + (week - 1) * 7 + (day - 1)
    return _from_ordinal(n)


class date:
    """A calendar date (year, month, day) of the proleptic Gregorian calendar."""

    __slots__ = ('_year', '_month', '_day')
    __corral_tp_name__ = 'datetime.date'

    def __new__(cls, *args, **kw):
        year, month, day = _c_args(None, _DATE_NAMES, 3, 3, args, kw, (0, 1, 2))
        year, month, day = _check_date(year, month, day)
        return _nat.new_date(cls, year, month, day)

    # Alternate constructors

    @classmethod
    def fromtimestamp(cls, *args, **kw):
        """The local date of a POSIX timestamp."""
        t = _one_arg('date.fromtimestamp', args, kw)
        tm = _time.localtime(_timestamp_arg(t))
        return cls(tm[0], tm[1], tm[2])

    @classmethod
    def today(cls, *args, **kw):
        if args or kw:
            raise _no_args('date.today', args, kw)
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, *args, **kw):
        """The date of proleptic Gregorian ordinal n (January 1 of year 1 is 1)."""
        n, = _c_tuple('fromordinal', 1, args, kw)
        n = _as_int(n)
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        return cls(*_from_ordinal(n))

    @classmethod
    def fromisoformat(cls, *args, **kw):
        """The date of an ISO 8601 string: YYYY-MM-DD, YYYYMMDD, YYYY-Www-D..."""
        date_string = _one_arg('date.fromisoformat', args, kw)
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) not in (7, 8, 10):
            raise ValueError('Invalid isoformat string: %r' % (date_string,))
        try:
            fields = _iso_date_fields(date_string)
        except _BadIso:
            raise ValueError('Invalid isoformat string: %r' % (date_string,)) from None
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """The date of an ISO calendar (year, week, weekday)."""
        return cls(*_iso_to_ymd(year, week, day))

    # Conversions to text

    def __repr__(self):
        return '%s(%d, %d, %d)' % (_tp_name(type(self)), self._year, self._month, self._day)

    def ctime(self, *args, **kw):
        """'Tue Jan  2 00:00:00 2024' style."""
        if args or kw:
            raise _no_args('date.ctime', args, kw)
        return '%s %s %2d 00:00:00 %04d' % (
            _DAY_ABBR[self.weekday()], _MONTH_ABBR[self._month], self._day, self._year)

    def strftime(self, *args, **kw):
        """Format with time.strftime() directives (the time fields are 0)."""
        fmt, = _c_args('strftime', ('format',), 1, 1, args, kw)
        return _strftime(fmt, self.timetuple(), 0, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _arg_type(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self, *args, **kw):
        """'YYYY-MM-DD'."""
        if args or kw:
            raise _no_args('date.isoformat', args, kw)
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self, *args, **kw):
        if args or kw:
            raise _no_args('date.timetuple', args, kw)
        y, m, d = self._year, self._month, self._day
        yday = _MONTH_STARTS[_leap(y)][m] + d
        return _time.struct_time((y, m, d, 0, 0, 0, self.weekday(), yday, -1))

    def toordinal(self, *args, **kw):
        if args or kw:
            raise _no_args('date.toordinal', args, kw)
        return _to_ordinal(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None, **unknown):
        """A copy with the given fields changed."""
        if unknown:
            raise _bad_keyword(unknown, 'replace')
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day)

    # Comparisons. A datetime is a date, but the two never compare equal,
    # and ordering them is an error.

    def __hash__(self):
        # The ordinal, as the native hash of plain dates has it.
        return hash(self.toordinal())

    # Arithmetic

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() + other._days
            if 0 < n <= _MAX_ORDINAL:
                return _date_like(self, *_from_ordinal(n))
            raise OverflowError('date value out of range')
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other._days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self, *args, **kw):
        """0 for Monday .. 6 for Sunday."""
        if args or kw:
            raise _no_args('date.weekday', args, kw)
        return (self.toordinal() + 6) % 7

    def isoweekday(self, *args, **kw):
        """1 for Monday .. 7 for Sunday."""
        if args or kw:
            raise _no_args('date.isoweekday', args, kw)
        return (self.toordinal() + 6) % 7 + 1

    def isocalendar(self, *args, **kw):
        """(ISO year, ISO week number, ISO weekday) as an IsoCalendarDate."""
        if args or kw:
            raise _no_args('date.isocalendar', args, kw)
        n = self.toordinal()
        y = self._year
        week1 = _iso_week1_monday(y)
        if n < week1:
            y -= 1
            week1 = _iso_week1_monday(y)
        elif y < MAXYEAR and n >= _iso_week1_monday(y + 1):
            y += 1
            week1 = _iso_week1_monday(y)
        return IsoCalendarDate(y, (n - week1) // 7 + 1, (n - week1) % 7 + 1)

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date._corral_keys = date.__slots__
date._corral_delta = timedelta
date._corral_isocal = IsoCalendarDate
date.min = _plain_date(1, 1, 1)
date.max = _plain_date(9999, 12, 31)
date.resolution = timedelta(days=1)


# -- tzinfo -----------------------------------------------------------------------

class tzinfo:
    """Abstract base for time zone information; subclasses implement
    utcoffset(), dst() and tzname()."""

    __slots__ = ()
    __corral_tp_name__ = 'datetime.tzinfo'

    def tzname(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        """Convert dt (in UTC, with tzinfo self) to local time: the default
        assumes the standard offset is utcoffset() - dst()."""
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() requires a datetime argument')
        if dt.tzinfo is not self:
            raise ValueError('dt.tzinfo is not self')
        offset = dt.utcoffset()
        if offset is None:
            raise ValueError('fromutc() requires a non-None utcoffset() result')
        saving = dt.dst()
        if saving is None:
            raise ValueError('fromutc() requires a non-None dst() result')
        standard = offset - saving
        if standard:
            dt += standard
            saving = dt.dst()
            if saving is None:
                raise ValueError('fromutc(): dt.dst gave inconsistent results; cannot convert')
        return dt + saving

    def __reduce__(self):
        init = getattr(self, '__getinitargs__', None)
        args = init() if init is not None else ()
        return (type(self), args, getattr(self, '__dict__', None) or None)


# -- time -----------------------------------------------------------------------

def _plain_time(h, m, s, us, tz, fold):
    self = object.__new__(time)
    self._hour = h
    self._minute = m
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    return self


class time:
    """A time of day, optionally with a tzinfo; `fold` (0 or 1) tells apart
    the two occurrences of a wall time repeated when clocks go back."""

    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')
    __corral_tp_name__ = 'datetime.time'

    def __new__(cls, *args, **kw):
        hour, minute, second, microsecond, tzinfo, fold = _c_args(
            None, _TIME_NAMES, 5, 0, args, kw, (0, 1, 2, 3, 5))
        hour, minute, second, microsecond, fold = (
            _or(hour, 0), _or(minute, 0), _or(second, 0), _or(microsecond, 0), _or(fold, 0))
        tzinfo = _or(tzinfo, None)
        hour, minute, second, microsecond, fold = _check_time(
            hour, minute, second, microsecond, fold)
        _check_tz(tzinfo)
        self = object.__new__(cls)
        self._hour, self._minute, self._second = hour, minute, second
        self._microsecond, self._tzinfo, self._fold = microsecond, tzinfo, fold
        return self

    def _day_us(self):
        return (((self._hour * 60 + self._minute) * 60 + self._second) * _US_PER_SECOND
                + self._microsecond)

    def _cmp(self, other, equality):
        """-1, 0 or 1; None when naive meets aware in an equality test."""
        if self._tzinfo is other._tzinfo:
            a, b = self._day_us(), other._day_us()
        else:
            mine, theirs = self.utcoffset(), other.utcoffset()
            if (mine is None) != (theirs is None):
                if equality:
                    return None
                raise TypeError("can't compare offset-naive and offset-aware times")
            a, b = self._day_us(), other._day_us()
            if mine is not None:
                a -= mine._us()
                b -= theirs._us()
        return (a > b) - (a < b)

    def __hash__(self):
        t = self.replace(fold=0) if self._fold else self
        offset = t.utcoffset()
        us = t._day_us()
        if offset is not None:
            us -= offset._us()
        return hash(us)

    def __bool__(self):
        return True

    def __repr__(self):
        if self._microsecond:
            clock = '%d, %d, %d, %d' % (self._hour, self._minute, self._second, self._microsecond)
        elif self._second:
            clock = '%d, %d, %d' % (self._hour, self._minute, self._second)
        else:
            clock = '%d, %d' % (self._hour, self._minute)
        text = '%s(%s' % (_tp_name(type(self)), clock)
        if self._tzinfo is not None:
            text += ', tzinfo=%r' % (self._tzinfo,)
        if self._fold:
            text += ', fold=1'
        return text + ')'

    def isoformat(self, *args, **kw):
        """'HH:MM:SS[.ffffff][+HH:MM]'; timespec picks the precision."""
        timespec, = _c_args('isoformat', ('timespec',), 1, 0, args, kw)
        timespec = _or(timespec, 'auto')
        text = _clock_text(self._hour, self._minute, self._second, self._microsecond, timespec)
        offset = self.utcoffset()
        if offset is not None:
            text += _offset_text(offset, ':')
        return text

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """The time of an ISO 8601 string (a leading 'T' is allowed)."""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        text = time_string[1:] if time_string[:1] == 'T' else time_string
        try:
            h, m, s, us, tz = _iso_time_fields(text)
        except _BadIso:
            raise ValueError('Invalid isoformat string: %r' % (time_string,)) from None
        return cls(h, m, s, us, tz)

    def strftime(self, *args, **kw):
        """Format with time.strftime() directives, on the date 1900-01-01."""
        fmt, = _c_args('strftime', ('format',), 1, 1, args, kw)
        tt = _time.struct_time((1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1))
        return _strftime(fmt, tt, self._microsecond, self)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _arg_type(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None, **unknown):
        """A copy with the given fields changed (tzinfo=None makes it naive)."""
        if unknown:
            raise _bad_keyword(unknown, 'replace')
        return type(self)(self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def __reduce__(self):
        fields = (self._hour, self._minute, self._second, self._microsecond,
                  self._tzinfo)
        if self._fold:
            return (_folded, (type(self),) + fields)
        return (type(self), fields)


def _folded(cls, *fields):
    """Rebuilds a copied time or datetime with fold=1: fold is keyword-only,
    which a __reduce__ tuple of positional arguments cannot pass."""
    return cls(*fields, fold=1)


time.min = _plain_time(0, 0, 0, 0, None, 0)
time.max = _plain_time(23, 59, 59, 999999, None, 0)
time.resolution = timedelta(microseconds=1)


# -- datetime -----------------------------------------------------------------------

def _plain_datetime(y, mo, d, h, mi, s, us, tz, fold):
    return _nat.new_datetime(datetime, y, mo, d, h, mi, s, us, tz, fold)


def _local_offset_us(t):
    """Offset of local time from UTC, in microseconds, at POSIX time t."""
    tm = _time.localtime(t)
    local = ((_to_ordinal(tm[0], tm[1], tm[2]) - _EPOCH_ORDINAL) * 86400
             + tm[3] * 3600 + tm[4] * 60 + tm[5])
    return (local - t) * _US_PER_SECOND


def _local_zone(t):
    """A fixed-offset timezone for local time at POSIX time t."""
    tm = _time.localtime(t)
    offset = timedelta(microseconds=_local_offset_us(t))
    name = getattr(tm, 'tm_zone', None)
    return timezone(offset, name) if name else timezone(offset)


class datetime(date):
    """A date and a time of day, optionally with a tzinfo."""

    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')
    __corral_tp_name__ = 'datetime.datetime'

    def __new__(cls, *args, **kw):
        (year, month, day, hour, minute, second, microsecond, tzinfo,
         fold) = _c_args(None, _DATETIME_NAMES, 8, 3, args, kw, (0, 1, 2, 3, 4, 5, 6, 8))
        hour, minute, second, microsecond, fold = (
            _or(hour, 0), _or(minute, 0), _or(second, 0), _or(microsecond, 0), _or(fold, 0))
        tzinfo = _or(tzinfo, None)
        year, month, day = _check_date(year, month, day)
        hour, minute, second, microsecond, fold = _check_time(
            hour, minute, second, microsecond, fold)
        _check_tz(tzinfo)
        return _nat.new_datetime(cls, year, month, day, hour, minute, second,
                                 microsecond, tzinfo, fold)

    def _wall(self):
        return (self._year, self._month, self._day, self._hour,
                self._minute, self._second, self._microsecond)

    def _total_us(self):
        """Microseconds since 0001-01-01T00:00 (naive wall clock)."""
        days = _to_ordinal(self._year, self._month, self._day)
        return ((((days * 24 + self._hour) * 60 + self._minute) * 60 + self._second)
                * _US_PER_SECOND + self._microsecond)

    def _derive(self, total_us, tz, fold=0):
        """A datetime of self's class at `total_us` (see _total_us)."""
        days, rest = divmod(total_us, _US_PER_DAY)
        if not 0 < days <= _MAX_ORDINAL:
            raise OverflowError('date value out of range')
        y, mo, d = _from_ordinal(days)
        rest, us = divmod(rest, _US_PER_SECOND)
        rest, s = divmod(rest, 60)
        h, mi = divmod(rest, 60)
        if type(self) is datetime:
            return _plain_datetime(y, mo, d, h, mi, s, us, tz, fold)
        return type(self)(y, mo, d, h, mi, s, us, tz, fold=fold)

    # Alternate constructors

    @classmethod
    def _from_posix(cls, t, utc, tz):
        t = _timestamp_arg(t)
        if isinstance(t, float):
            whole = int(t // 1) if t >= 0 else -int(-t // 1)
            us = round((t - whole) * 1e6)
            if us >= _US_PER_SECOND:
                whole += 1
                us -= _US_PER_SECOND
            elif us < 0:
                whole -= 1
                us += _US_PER_SECOND
        else:
            whole, us = t, 0
        tm = _time.gmtime(whole) if utc else _time.localtime(whole)
        # A leap second (60) is folded into 59.
        result = cls(tm[0], tm[1], tm[2], tm[3], tm[4], min(tm[5], 59), us, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, *args, **kw):
        """The local datetime (or tz's, converted from UTC) of a POSIX timestamp."""
        t, tz = _c_args('fromtimestamp', ('timestamp', 'tz'), 2, 1, args, kw)
        tz = _or(tz, None)
        _check_tz(tz)
        return cls._from_posix(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """The naive UTC datetime of a POSIX timestamp."""
        return cls._from_posix(t, True, None)

    @classmethod
    def now(cls, *args, **kw):
        """The current local datetime, or the current time in tz."""
        tz, = _c_args('now', ('tz',), 1, 0, args, kw)
        tz = _or(tz, None)
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls, *args, **kw):
        """The current UTC time, as a naive datetime."""
        if args or kw:
            raise _no_args('datetime.utcnow', args, kw)
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls, *args, **kw):
        if args or kw:
            raise _no_args('datetime.today', args, kw)
        return cls.fromtimestamp(_time.time())

    @classmethod
    def combine(cls, *args, **kw):
        """The datetime of a date and a time (tzinfo defaults to time's)."""
        date, time, tzinfo = _c_args('combine', ('date', 'time', 'tzinfo'), 3, 2, args, kw)
        tzinfo = _or(tzinfo, True)
        if not isinstance(date, _date_class):
            raise TypeError('combine() argument 1 must be datetime.date, not %s'
                            % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError('combine() argument 2 must be datetime.time, not %s'
                            % type(time).__name__)
        if tzinfo is True:
            tzinfo = time._tzinfo
        return cls(date._year, date._month, date._day, time._hour, time._minute,
                   time._second, time._microsecond, tzinfo, fold=time._fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """The datetime of an ISO 8601 string: a date, then optionally any one
        separator character and a time with an optional UTC offset."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            n = _iso_date_length(date_string)
            y, mo, d = _iso_date_fields(date_string[:n])
            clock = date_string[n + 1:]
            if len(date_string) > n:
                if not clock:
                    raise _BadIso
                h, mi, s, us, tz = _iso_time_fields(clock)
            else:
                h = mi = s = us = 0
                tz = None
        except _BadIso:
            raise ValueError('Invalid isoformat string: %r' % (date_string,)) from None
        return cls(y, mo, d, h, mi, s, us, tz)

    @classmethod
    def strptime(cls, *args, **kw):
        """Parse date_string with a time.strptime() format."""
        date_string, format = _c_tuple('strptime', 2, args, kw)
        if not isinstance(date_string, str):
            raise TypeError('strptime() argument 1 must be str, not %s'
                            % _arg_type(date_string))
        if not isinstance(format, str):
            raise TypeError('strptime() argument 2 must be str, not %s'
                            % _arg_type(format))
        fields, fraction, offset_fraction = _time._strptime(date_string, format)
        zone_name, offset = fields[-2], fields[-1]
        tz = None
        if offset is not None:
            delta = timedelta(seconds=offset, microseconds=offset_fraction)
            tz = timezone(delta, zone_name) if zone_name else timezone(delta)
        return cls(fields[0], fields[1], fields[2], fields[3], fields[4], fields[5],
                   fraction, tz)

    # Parts and conversions

    def date(self, *args, **kw):
        if args or kw:
            raise _no_args('datetime.date', args, kw)
        return _plain_date(self._year, self._month, self._day)

    def time(self, *args, **kw):
        if args or kw:
            raise _no_args('datetime.time', args, kw)
        return _plain_time(self._hour, self._minute, self._second, self._microsecond,
                           None, self._fold)

    def timetz(self, *args, **kw):
        if args or kw:
            raise _no_args('datetime.timetz', args, kw)
        return _plain_time(self._hour, self._minute, self._second, self._microsecond,
                           self._tzinfo, self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None,
                second=None, microsecond=None, tzinfo=True, *, fold=None, **unknown):
        """A copy with the given fields changed (tzinfo=None makes it naive)."""
        if unknown:
            raise _bad_keyword(unknown, 'replace')
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day,
                          self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def timetuple(self, *args, **kw):
        if args or kw:
            raise _no_args('datetime.timetuple', args, kw)
        saving = self.dst()
        flag = -1 if saving is None else (1 if saving else 0)
        y, m, d = self._year, self._month, self._day
        yday = _MONTH_STARTS[_leap(y)][m] + d
        return _time.struct_time((y, m, d, self._hour, self._minute, self._second,
                                  self.weekday(), yday, flag))

    def utctimetuple(self, *args, **kw):
        """timetuple() of the UTC time (naive datetimes are taken as UTC)."""
        if args or kw:
            raise _no_args('datetime.utctimetuple', args, kw)
        offset = self.utcoffset()
        t = self._derive(self._total_us() - offset._us(), None) if offset else self
        y, m, d = t._year, t._month, t._day
        yday = _MONTH_STARTS[_leap(y)][m] + d
        return _time.struct_time((y, m, d, t._hour, t._minute, t._second,
                                  t.weekday(), yday, 0))

    def _posix_us(self):
        """Microseconds since the epoch; naive datetimes are local time."""
        offset = self.utcoffset()
        wall = self._total_us() - _EPOCH_US
        if offset is not None:
            return wall - offset._us()
        # Local wall time to UTC: guess with the offset at the wall time
        # read as UTC, then correct once with the offset at that guess.
        wall_s = wall // _US_PER_SECOND
        guess = wall - _local_offset_us(wall_s)
        return wall - _local_offset_us(guess // _US_PER_SECOND)

    def timestamp(self, *args, **kw):
        """POSIX timestamp (float); naive datetimes are taken as local time."""
        if args or kw:
            raise _no_args('datetime.timestamp', args, kw)
        return self._posix_us() / _US_PER_SECOND

    def astimezone(self, tz=None):
        """The same instant expressed in tz (default: the local time zone)."""
        if tz is None:
            tz = _local_zone(self._posix_us() // _US_PER_SECOND)
        else:
            _check_tz(tz)
        if self._tzinfo is tz:
            return self
        offset = self.utcoffset()
        if offset is None:
            utc_us = self._posix_us() + _EPOCH_US
        else:
            utc_us = self._total_us() - offset._us()
        return tz.fromutc(self._derive(utc_us, tz))

    def ctime(self, *args, **kw):
        """'Tue Jan  2 03:04:05 2024' style."""
        if args or kw:
            raise _no_args('datetime.ctime', args, kw)
        return '%s %s %2d %02d:%02d:%02d %04d' % (
            _DAY_ABBR[self.weekday()], _MONTH_ABBR[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, *args, **kw):
        """'YYYY-MM-DDTHH:MM:SS[.ffffff][+HH:MM]'."""
        sep, timespec = _c_args('isoformat', ('sep', 'timespec'), 2, 0, args, kw)
        sep, timespec = _or(sep, 'T'), _or(timespec, 'auto')
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode character, not %s'
                            % type(sep).__name__)
        text = '%04d-%02d-%02d%s%s' % (
            self._year, self._month, self._day, sep,
            _clock_text(self._hour, self._minute, self._second, self._microsecond, timespec))
        offset = self.utcoffset()
        if offset is not None:
            text += _offset_text(offset, ':')
        return text

    def __str__(self):
        return self.isoformat(sep=' ')

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute,
                  self._second, self._microsecond]
        if not fields[6]:
            del fields[6]
            if not fields[5]:
                del fields[5]
        text = '%s(%s' % (_tp_name(type(self)), ', '.join(map(str, fields)))
        # Unlike time's, datetime's repr names fold before tzinfo.
        if self._fold:
            text += ', fold=1'
        if self._tzinfo is not None:
            text += ', tzinfo=%r' % (self._tzinfo,)
        return text + ')'

    def strftime(self, *args, **kw):
        """Format with time.strftime() directives, plus %f, %z and %Z."""
        fmt, = _c_args('strftime', ('format',), 1, 1, args, kw)
        return _strftime(fmt, self.timetuple(), self._microsecond, self)

    # Comparisons

    def _cmp(self, other, equality):
        """-1, 0 or 1; None when an equality test cannot hold (naive vs
        aware, or an offset that depends on fold)."""
        if self._tzinfo is other._tzinfo:
            a, b = self._total_us(), other._total_us()
            return (a > b) - (a < b)
        mine, theirs = self.utcoffset(), other.utcoffset()
        if equality:
            # An instant in a fold or gap has no single UTC value: it is
            # unequal to everything in another zone.
            if mine != self.replace(fold=not self._fold).utcoffset():
                return None
            if theirs != other.replace(fold=not other._fold).utcoffset():
                return None
        if (mine is None) != (theirs is None):
            if equality:
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        a, b = self._total_us(), other._total_us()
        if mine is not None:
            a -= mine._us()
            b -= theirs._us()
        return (a > b) - (a < b)

    def __hash__(self):
        t = self.replace(fold=0) if self._fold else self
        offset = t.utcoffset()
        us = t._total_us()
        if offset is not None:
            us -= offset._us()
        return hash(us)

    # Arithmetic

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._derive(self._total_us() + other._us(), self._tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self._derive(self._total_us() - other._us(), self._tzinfo)
        if not isinstance(other, datetime):
            return NotImplemented
        diff = self._total_us() - other._total_us()
        if self._tzinfo is not other._tzinfo:
            mine, theirs = self.utcoffset(), other.utcoffset()
            if (mine is None) != (theirs is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if mine is not None:
                diff += theirs._us() - mine._us()
        return _new_delta(timedelta, diff)

    def __reduce__(self):
        fields = (self._year, self._month, self._day, self._hour,
                  self._minute, self._second, self._microsecond, self._tzinfo)
        if self._fold:
            return (_folded, (type(self),) + fields)
        return (type(self), fields)


_date_class = date
_time_class = time

datetime._corral_keys = date.__slots__ + datetime.__slots__
# The native builder stores _fold only when it is 1.
datetime._fold = 0
datetime._corral_date = date
datetime.min = _plain_datetime(1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _plain_datetime(9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = timedelta(microseconds=1)

_EPOCH_ORDINAL = _to_ordinal(1970, 1, 1)
_EPOCH_US = _EPOCH_ORDINAL * _US_PER_DAY


# -- timezone ---------------------------------------------------------------------


# Rich comparisons. Each class supplies one function deciding a comparison
# given the operator module's test (eq, lt, ...); the six dunders share it.

_EQUALITY = (_operator.eq, _operator.ne)


def _give_comparisons(cls, decide):
    for test in (_operator.eq, _operator.ne, _operator.lt, _operator.le,
                 _operator.gt, _operator.ge):
        dunder = '__%s__' % test.__name__

        def compare(self, other, _test=test):
            return decide(self, other, _test)
        compare.__name__ = dunder
        compare.__qualname__ = '%s.%s' % (cls.__name__, dunder)
        setattr(cls, dunder, compare)


def _delta_decide(self, other, test):
    if not isinstance(other, timedelta):
        return NotImplemented
    return test(self._us(), other._us())


def _mixed_date_kinds(test, dt, d):
    # A datetime is a date, but the two never compare equal, and ordering
    # them is an error.
    if test in _EQUALITY:
        return test is _operator.ne
    raise TypeError("can't compare %s to %s"
                    % (_tp_name(type(dt)), _tp_name(type(d))))


def _date_decide(self, other, test):
    if isinstance(other, datetime):
        return _mixed_date_kinds(test, other, self)
    if not isinstance(other, date):
        return NotImplemented
    return test((self._year, self._month, self._day),
                (other._year, other._month, other._day))


def _time_decide(self, other, test):
    if not isinstance(other, time):
        return NotImplemented
    order = self._cmp(other, test in _EQUALITY)
    return test(order, 0)


def _datetime_decide(self, other, test):
    if not isinstance(other, datetime):
        if isinstance(other, date):
            return _mixed_date_kinds(test, self, other)
        return NotImplemented
    if self._tzinfo is other._tzinfo:
        # Same zone (naive included): wall-clock fields, fold ignored.
        return test(self._wall(), other._wall())
    order = self._cmp(other, test in _EQUALITY)
    if order is None:
        return test is _operator.ne
    return test(order, 0)


_give_comparisons(timedelta, _delta_decide)


# time and datetime share their clock fields and the questions they put to
# their tzinfo (a time passes None, a datetime passes itself).

def _tz_query(kind, check, passes_self):
    def query(self):
        zone = self._tzinfo
        if zone is None:
            return None
        return check(getattr(zone, kind)(self if passes_self else None))
    query.__name__ = kind
    return query


for _cls in (time, datetime):
    for _field in ('hour', 'minute', 'second', 'microsecond', 'tzinfo',
                   'fold'):
        setattr(_cls, _field, property(_operator.attrgetter('_' + _field)))
    _self_arg = _cls is datetime
    _cls.utcoffset = _tz_query(
        'utcoffset', lambda v: _checked_offset('utcoffset', v), _self_arg)
    _cls.dst = _tz_query('dst', lambda v: _checked_offset('dst', v),
                         _self_arg)
    _cls.tzname = _tz_query('tzname', _checked_name, _self_arg)
del _cls, _field, _self_arg


# timedelta arithmetic, done on whole microseconds. Each rule gives, for a
# right operand that is a timedelta, an int or a float, a function of
# (my microseconds, the operand's microseconds or the number); a missing
# entry means NotImplemented.

def _td(us):
    return _new_delta(timedelta, us)


def _times_float(us, factor):
    num, den = factor.as_integer_ratio()
    return _td(_round_div(us * num, den))


def _over_float(us, divisor):
    num, den = divisor.as_integer_ratio()
    return _td(_round_div(den * us, num))


def _delta_divmod(us, other_us):
    quotient, rest = divmod(us, other_us)
    return quotient, _td(rest)


_DELTA_RULES = {
    '__add__': (lambda a, b: _td(a + b), None, None),
    '__sub__': (lambda a, b: _td(a - b), None, None),
    '__rsub__': (lambda a, b: _td(b - a), None, None),
    '__mul__': (None, lambda a, n: _td(a * n), _times_float),
    '__floordiv__': (lambda a, b: a // b, lambda a, n: _td(a // n), None),
    '__truediv__': (lambda a, b: a / b,
                    lambda a, n: _td(_round_div(a, n)), _over_float),
    '__mod__': (lambda a, b: _td(a % b), None, None),
    '__divmod__': (_delta_divmod, None, None),
}
_DELTA_RULES['__radd__'] = _DELTA_RULES['__add__']
_DELTA_RULES['__rmul__'] = _DELTA_RULES['__mul__']


def _delta_operator(name, by_delta, by_int, by_float):
    def method(self, other):
        if isinstance(other, timedelta):
            rule, operand = by_delta, other._us()
        elif isinstance(other, int):
            rule, operand = by_int, other
        elif isinstance(other, float):
            rule, operand = by_float, other
        else:
            rule = None
        if rule is None:
            return NotImplemented
        return rule(self._us(), operand)
    method.__name__ = name
    method.__qualname__ = 'timedelta.' + name
    return method


for _op_name, _rules in _DELTA_RULES.items():
    setattr(timedelta, _op_name, _delta_operator(_op_name, *_rules))
del _op_name, _rules
_give_comparisons(date, _date_decide)
_give_comparisons(time, _time_decide)
_give_comparisons(datetime, _datetime_decide)


class timezone(tzinfo):
    """A fixed offset from UTC, with an optional name."""

    __slots__ = ('_offset', '_name')
    __corral_tp_name__ = 'datetime.timezone'

    def __new__(cls, *args, **kw):
        offset, name = _c_args('timezone', ('offset', 'name'), 2, 1, args, kw)
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not %s'
                            % type(offset).__name__)
        if name is _UNSET:
            if not offset and _utc is not None:
                return _utc
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s' % _arg_type(name))
        if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
            raise ValueError(_OFFSET_RANGE_MSG + ', not %r.' % (offset,))
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__())

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return '%s(%r)' % (_tp_name(type(self)), self._offset)
        return '%s(%r, %r)' % (_tp_name(type(self)), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def _check_arg(self, what, dt):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError('%s(dt) argument must be a datetime instance or None, not %s'
                            % (what, type(dt).__name__))

    def utcoffset(self, dt):
        self._check_arg('utcoffset', dt)
        return self._offset

    def tzname(self, dt):
        self._check_arg('tzname', dt)
        if self._name is not None:
            return self._name
        if not self._offset:
            return 'UTC'
        return 'UTC' + _offset_text(self._offset, ':')

    def dst(self, dt):
        self._check_arg('dst', dt)
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return dt + self._offset


_utc = None
_utc = timezone(timedelta(0))
timezone.utc = UTC = _utc
timezone.min = timezone(timedelta(hours=-23, minutes=-59))
timezone.max = timezone(timedelta(hours=23, minutes=59))


# The hot special methods are native (modules/datetime_native.rs). Each
# handles the plain cases itself and calls the Python definition, kept as
# _py<name>, for the rest (subclasses, tzinfo subclasses, big values).

def _take_over(cls, natives):
    for name, native in natives.items():
        setattr(cls, '_py' + name, getattr(cls, name))
        setattr(cls, name, getattr(_nat, native))


_COMPARISONS = {'__eq__': 'cmp_eq', '__ne__': 'cmp_ne', '__lt__': 'cmp_lt',
                '__le__': 'cmp_le', '__gt__': 'cmp_gt', '__ge__': 'cmp_ge'}
_take_over(timedelta, dict(
    _COMPARISONS, __new__='td_new', __hash__='td_hash', __add__='td_add',
    __radd__='td_radd', __sub__='td_sub', __rsub__='td_rsub', __neg__='td_neg',
    total_seconds='td_total_seconds'))
_take_over(date, dict(
    _COMPARISONS, __new__='d_new', __hash__='d_hash', __add__='d_add',
    __radd__='d_radd', __sub__='d_sub', isoformat='d_isoformat', __str__='d_str',
    strftime='d_strftime', weekday='d_weekday', isoweekday='d_isoweekday',
    toordinal='d_toordinal', isocalendar='d_isocalendar'))
_take_over(datetime, dict(
    _COMPARISONS, __new__='dt_new', __hash__='dt_hash', __add__='dt_add',
    __radd__='dt_radd', __sub__='dt_sub', date='dt_date', isoformat='dt_isoformat',
    __str__='dt_str', strftime='dt_strftime'))
del _take_over, _COMPARISONS
