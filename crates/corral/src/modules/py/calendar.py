"""calendar for corral: month and year calendars as data, text or HTML.

Weeks start on Monday unless setfirstweekday() (or a Calendar's
firstweekday) says otherwise: 0 is Monday, 6 is Sunday. Names are English
(corral has no locale module; the Locale* calendars refuse to start, as if
the module were missing). The command-line interface is not provided.
"""

import datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % (self.month,)


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % (self.weekday,)


January = 1
February = 2

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)

# Days per month in a common year; index 0 is a placeholder.
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class _NameTable:
    """A read-only sequence of names (indexing and slicing as for a list)."""

    def __init__(self, names):
        self._names = list(names)

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return len(self._names)


_DAYS = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
         'Saturday', 'Sunday')
_MONTHS = ('January', 'February', 'March', 'April', 'May', 'June', 'July',
           'August', 'September', 'October', 'November', 'December')

day_name = _NameTable(_DAYS)
day_abbr = _NameTable(d[:3] for d in _DAYS)
month_name = _NameTable(('',) + _MONTHS)
month_abbr = _NameTable([''] + [m[:3] for m in _MONTHS])


def isleap(year):
    """True for leap years of the proleptic Gregorian calendar."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """How many leap years lie in range(y1, y2)."""
    def before(y):
        # Leap years in 1 .. y.
        return y // 4 - y // 100 + y // 400
    return before(y2 - 1) - before(y1 - 1)


def weekday(year, month, day):
    """Day of the week (0 = Monday) of year-month-day."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        # The Gregorian cycle repeats every 400 years.
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    """(weekday of the 1st, number of days) for the month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    length = mdays[month] + (month == 2 and isleap(year))
    return weekday(year, month, 1), length


def _days_in(year, month):
    return mdays[month] + (month == 2 and isleap(year))


def _month_before(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _month_after(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


def _in_weeks(items):
    return [items[i:i + 7] for i in range(0, len(items), 7)]


def _in_rows(items, width):
    return [items[i:i + width] for i in range(0, len(items), width)]


class Calendar(object):
    """Month and year layouts as data (dates, day numbers, weekdays)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """The seven weekday numbers in display order."""
        first = self.firstweekday
        for i in range(7):
            yield (first + i) % 7

    def _padding(self, year, month):
        # Days shown from the previous and the next month to fill the
        # first and last weeks.
        first, length = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        trail = (self.firstweekday - first - length) % 7
        return lead, length, trail

    def itermonthdays3(self, year, month):
        """(year, month, day) for every day of the month's full weeks."""
        lead, length, trail = self._padding(year, month)
        py, pm = _month_before(year, month)
        last = _days_in(py, pm)
        for d in range(last - lead + 1, last + 1):
            yield py, pm, d
        for d in range(1, length + 1):
            yield year, month, d
        ny, nm = _month_after(year, month)
        for d in range(1, trail + 1):
            yield ny, nm, d

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) for every day of the full weeks."""
        wd = self.firstweekday
        for y, m, d in self.itermonthdays3(year, month):
            yield y, m, d, wd
            wd = (wd + 1) % 7

    def itermonthdates(self, year, month):
        """datetime.date for every day of the full weeks."""
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        """Day numbers of the full weeks; 0 outside the month."""
        lead, length, trail = self._padding(year, month)
        for _ in range(lead):
            yield 0
        yield from range(1, length + 1)
        for _ in range(trail):
            yield 0

    def itermonthdays2(self, year, month):
        """(day number or 0, weekday) for the full weeks."""
        wd = self.firstweekday
        for d in self.itermonthdays(year, month):
            yield d, wd
            wd = (wd + 1) % 7

    def monthdatescalendar(self, year, month):
        return _in_weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        return _in_weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        return _in_weeks(list(self.itermonthdays(year, month)))

    def yeardatescalendar(self, year, width=3):
        """Months of monthdatescalendar, `width` months per row."""
        return _in_rows([self.monthdatescalendar(year, m) for m in range(1, 13)], width)

    def yeardays2calendar(self, year, width=3):
        return _in_rows([self.monthdays2calendar(year, m) for m in range(1, 13)], width)

    def yeardayscalendar(self, year, width=3):
        return _in_rows([self.monthdayscalendar(year, m) for m in range(1, 13)], width)


class TextCalendar(Calendar):
    """Plain-text calendars, like cal(1)."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        return ('%2i' % day if day else '').center(width)

    def formatweek(self, theweek, width):
        return ' '.join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %r' % (title, theyear)
        return title.center(width)

    def _month_lines(self, theyear, themonth, w):
        # The lines of one month, unstripped and without the title.
        lines = [self.formatweekheader(w)]
        for week in self.monthdays2calendar(theyear, themonth):
            lines.append(self.formatweek(week, w))
        return lines

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """A month as text: title, weekday header, one line per week.
        `w` is the width of a day column, `l` the lines per week."""
        w = max(2, w)
        gap = '\n' * max(1, l)
        lines = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1)]
        lines += self._month_lines(theyear, themonth, w)
        return ''.join(line.rstrip() + gap for line in lines)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """A year as text, `m` months side by side, `c` spaces apart."""
        w = max(2, w)
        gap = '\n' * max(1, l)
        c = max(2, c)
        colwidth = 7 * (w + 1) - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), gap]
        for first in range(1, 13, m):
            months = range(first, min(first + m, 13))
            names = [self.formatmonthname(theyear, k, colwidth, False) for k in months]
            blocks = [self._month_lines(theyear, k, w) for k in months]
            rows = [names] + [
                [block[i] if i < len(block) else '' for block in blocks]
                for i in range(max(len(block) for block in blocks))]
            out.append(gap)
            for row in rows:
                out.append(formatstring(row, colwidth, c).rstrip())
                out.append(gap)
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end='')


class HTMLCalendar(Calendar):
    """Calendars as HTML tables."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    _TABLE = '<table border="0" cellpadding="0" cellspacing="0" class="%s">'

    def formatday(self, day, weekday):
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return '<tr>%s</tr>' % ''.join(self.formatday(d, wd) for d, wd in theweek)

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return '<tr>%s</tr>' % ''.join(self.formatweekday(i) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %s' % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        rows = [self._TABLE % self.cssclass_month,
                self.formatmonthname(theyear, themonth, withyear=withyear),
                self.formatweekheader()]
        rows += [self.formatweek(week) for week in self.monthdays2calendar(theyear, themonth)]
        rows.append('</table>')
        return '\n'.join(rows) + '\n'

    def formatyear(self, theyear, width=3):
        width = max(width, 1)
        parts = [self._TABLE % self.cssclass_year, '\n',
                 '<tr><th colspan="%d" class="%s">%s</th></tr>'
                 % (width, self.cssclass_year_head, theyear)]
        for first in range(1, 13, width):
            parts.append('<tr>')
            for m in range(first, min(first + width, 13)):
                parts.append('<td>%s</td>' % self.formatmonth(theyear, m, withyear=False))
            parts.append('</tr>')
        parts.append('</table>')
        return ''.join(parts)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        """A complete XHTML page for the year, as bytes."""
        if encoding is None:
            encoding = 'utf-8'  # what sys.getdefaultencoding() always says
        head = ['<?xml version="1.0" encoding="%s"?>' % encoding,
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
                '<html>', '<head>',
                '<meta http-equiv="Content-Type" content="text/html; charset=%s" />' % encoding]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />' % css)
        head += ['<title>Calendar for %d</title>' % theyear, '</head>', '<body>']
        page = '\n'.join(head) + '\n' + self.formatyear(theyear, width) + '</body>\n</html>\n'
        return page.encode(encoding, 'xmlcharrefreplace')


def _no_locale():
    raise ModuleNotFoundError("No module named 'locale'")


class different_locale:
    """Context manager that would switch LC_TIME; needs the locale module."""

    def __init__(self, locale):
        self.locale = locale

    def __enter__(self):
        _no_locale()

    def __exit__(self, *exc):
        return False


class LocaleTextCalendar(TextCalendar):
    """Needs the locale module, which corral does not have."""

    def __init__(self, firstweekday=0, locale=None):
        _no_locale()


class LocaleHTMLCalendar(HTMLCalendar):
    """Needs the locale module, which corral does not have."""

    def __init__(self, firstweekday=0, locale=None):
        _no_locale()


# The module-level functions work on one shared TextCalendar.
c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Print columns centred in `colwidth`, `spacing` spaces apart."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Columns centred in `colwidth`, `spacing` spaces apart."""
    return (' ' * spacing).join(col.center(colwidth) for col in cols)


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Seconds since the epoch for a UTC time tuple (inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
