"""calendar for corral: month and year calendars as lists, text and HTML.

Weekdays are numbered 0 (Monday) to 6 (Sunday); a calendar's weeks begin
on its firstweekday (Monday unless told otherwise). Names are always the
English ones: the Locale* calendars accept a locale and ignore it. There
is no command-line interface.
"""

import datetime
import sys

__all__ = """
    IllegalMonthError IllegalWeekdayError setfirstweekday firstweekday isleap
    leapdays weekday monthrange monthcalendar prmonth month prcal calendar
    timegm month_name month_abbr day_name day_abbr Calendar TextCalendar
    HTMLCalendar LocaleTextCalendar LocaleHTMLCalendar weekheader
""".split()

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


MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2

# Days per month in a common year; index 0 is a placeholder.
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class _Names:
    """A read-only sequence of names, indexable and sliceable like a list
    (out-of-range indices raise IndexError)."""

    def __init__(self, items):
        self._items = list(items)

    def __getitem__(self, i):
        return self._items[i]

    def __len__(self):
        return len(self._items)


_WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
_MONTHS = ("January February March April May June July August September "
           "October November December").split()

day_name = _Names(_WEEKDAYS)
day_abbr = _Names(name[:3] for name in _WEEKDAYS)
month_name = _Names([""] + _MONTHS)
month_abbr = _Names([""] + [name[:3] for name in _MONTHS])


def isleap(year):
    """Gregorian rule: every 4th year, but not centuries unless divisible
    by 400."""
    if year % 4:
        return False
    return year % 100 != 0 or year % 400 == 0


def leapdays(y1, y2):
    """How many leap years there are in [y1, y2)."""
    def upto(y):
        # Leap years in [1, y] (extended to y <= 0 by floor division).
        return y // 4 - y // 100 + y // 400
    return upto(y2 - 1) - upto(y1 - 1)


def weekday(year, month, day):
    """0 (Monday) .. 6 (Sunday) for the date; years beyond what datetime
    handles are mapped into its range by the 400-year Gregorian cycle."""
    if year < datetime.MINYEAR or year > datetime.MAXYEAR:
        year = year % 400 + 2000
    return datetime.date(year, month, day).weekday()


def _length(year, month):
    return 29 if month == 2 and isleap(year) else mdays[month]


def monthrange(year, month):
    """(weekday of the 1st, number of days) for the month."""
    if month < 1 or month > 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _length(year, month)


def _chunks(seq, size):
    return [seq[k:k + size] for k in range(0, len(seq), size)]


class Calendar:
    """Lays months out in weeks starting on firstweekday; the iter* and
    *calendar methods return the data, subclasses render it."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._first % 7

    def setfirstweekday(self, firstweekday):
        self._first = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        start = self.firstweekday
        for k in range(7):
            yield (start + k) % 7

    def _grid(self, year, month):
        # (days shown before the 1st, days in month, days shown after).
        first, count = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        trail = -(lead + count) % 7
        return lead, count, trail

    def itermonthdays3(self, year, month):
        """(year, month, day) for every cell of the month's weeks,
        including the neighbouring months' days that fill them."""
        lead, count, trail = self._grid(year, month)
        if lead:
            py, pm = (year - 1, 12) if month == 1 else (year, month - 1)
            last = _length(py, pm)
            for d in range(last - lead + 1, last + 1):
                yield py, pm, d
        for d in range(1, count + 1):
            yield (year, month, d)
        if trail:
            ny, nm = (year + 1, 1) if month == 12 else (year, month + 1)
            for d in range(1, trail + 1):
                yield ny, nm, d

    def itermonthdays4(self, year, month):
        start = self.firstweekday
        for k, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (start + k) % 7

    def itermonthdates(self, year, month):
        for ymd in self.itermonthdays3(year, month):
            yield datetime.date(*ymd)

    def itermonthdays(self, year, month):
        """Day numbers of the month's cells, 0 for days of other months."""
        lead, count, trail = self._grid(year, month)
        yield from [0] * lead
        yield from range(1, count + 1)
        yield from [0] * trail

    def itermonthdays2(self, year, month):
        start = self.firstweekday
        for k, d in enumerate(self.itermonthdays(year, month)):
            yield d, (start + k) % 7

    def monthdatescalendar(self, year, month):
        return _chunks(list(self.itermonthdates(year, month)), 7)

    def monthdays2calendar(self, year, month):
        return _chunks(list(self.itermonthdays2(year, month)), 7)

    def monthdayscalendar(self, year, month):
        return _chunks(list(self.itermonthdays(year, month)), 7)

    def _year(self, per_month, year, width):
        months = [per_month(year, m) for m in range(1, 13)]
        return [months[k:k + width] for k in range(0, 12, width)]

    def yeardatescalendar(self, year, width=3):
        return self._year(self.monthdatescalendar, year, width)

    def yeardays2calendar(self, year, width=3):
        return self._year(self.monthdays2calendar, year, width)

    def yeardayscalendar(self, year, width=3):
        return self._year(self.monthdayscalendar, year, width)


class TextCalendar(Calendar):
    """Plain-text calendars: each day takes `w` columns, with one space
    between days and `l` newlines after each line."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        return ("%2i" % day if day else "").center(width)

    def formatweek(self, theweek, width):
        return " ".join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day, width):
        table = day_name if width >= 9 else day_abbr
        return table[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join(self.formatweekday(d, width) for d in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = "%s %r" % (title, theyear)
        return title.center(width)

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(w, 2)
        gap = "\n" * max(l, 1)
        lines = [self.formatmonthname(theyear, themonth, 7 * w + 6),
                 self.formatweekheader(w)]
        lines += [self.formatweek(wk, w)
                  for wk in self.monthdays2calendar(theyear, themonth)]
        return "".join(line.rstrip() + gap for line in lines)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(w, 2)
        gap = "\n" * max(l, 1)
        c = max(c, 2)
        col = 7 * w + 6
        header = self.formatweekheader(w)
        out = [repr(theyear).center(col * m + c * (m - 1)).rstrip(), gap]
        for band, cals in enumerate(self.yeardays2calendar(theyear, m)):
            first = band * m + 1
            months = range(first, min(first + m, 13))
            out.append(gap)
            names = [self.formatmonthname(theyear, k, col, False) for k in months]
            out += [formatstring(names, col, c).rstrip(), gap]
            out += [formatstring([header] * len(months), col, c).rstrip(), gap]
            rows = max(len(cal) for cal in cals)
            for r in range(rows):
                cells = [self.formatweek(cal[r], w) if r < len(cal) else ""
                         for cal in cals]
                out += [formatstring(cells, col, c).rstrip(), gap]
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """Calendars as HTML tables; the css class attributes may be
    overridden."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month = cssclass_month_head = "month"
    cssclass_year = cssclass_year_head = "year"

    _TABLE = '<table border="0" cellpadding="0" cellspacing="0" class="%s">'

    def formatday(self, day, weekday):
        if not day:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return "<tr>" + "".join(self.formatday(d, wd) for d, wd in theweek) + "</tr>"

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return "<tr>" + "".join(self.formatweekday(d) for d in self.iterweekdays()) + "</tr>"

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = "%s %s" % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        parts = [self._TABLE % self.cssclass_month,
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 self.formatweekheader()]
        parts += [self.formatweek(wk) for wk in self.monthdays2calendar(theyear, themonth)]
        parts.append("</table>")
        return "\n".join(parts) + "\n"

    def formatyear(self, theyear, width=3):
        width = max(width, 1)
        parts = [self._TABLE % self.cssclass_year, "\n",
                 '<tr><th colspan="%d" class="%s">%s</th></tr>'
                 % (width, self.cssclass_year_head, theyear)]
        for first in range(1, 13, width):
            parts.append("<tr>")
            for m in range(first, min(first + width, 13)):
                parts += ["<td>", self.formatmonth(theyear, m, withyear=False), "</td>"]
            parts.append("</tr>")
        parts.append("</table>")
        return "".join(parts)

    def formatyearpage(self, theyear, width=3, css="calendar.css", encoding=None):
        """A whole XHTML page with the year's calendar, as bytes."""
        if encoding is None:
            encoding = sys.getdefaultencoding()
        head = [
            '<?xml version="1.0" encoding="%s"?>' % encoding,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
            "<html>", "<head>",
            '<meta http-equiv="Content-Type" content="text/html; charset=%s" />' % encoding,
        ]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />' % css)
        head += ["<title>Calendar for %d</title>" % theyear, "</head>", "<body>", ""]
        page = "\n".join(head) + self.formatyear(theyear, width) + "</body>\n</html>\n"
        return page.encode(encoding, "xmlcharrefreplace")


class different_locale:
    """Context manager kept for compatibility: corral has one (English)
    locale, so entering it changes nothing."""

    def __init__(self, locale):
        self.wanted = locale

    __enter__ = __exit__ = lambda self, *exc_details: None


class _AnyLocale:
    # Accepts a locale for compatibility and keeps English names.
    def __init__(self, firstweekday=0, locale=None):
        super().__init__(firstweekday)
        self.locale = locale


class LocaleTextCalendar(_AnyLocale, TextCalendar):
    pass


class LocaleHTMLCalendar(_AnyLocale, HTMLCalendar):
    pass


# The module-level functions use one shared TextCalendar.
c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if firstweekday < MONDAY or firstweekday > SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar, week, weekheader = c.monthdayscalendar, c.formatweek, c.formatweekheader
month, calendar = c.formatmonth, c.formatyear
prweek, prmonth, prcal = c.prweek, c.prmonth, c.pryear

# Text layout of multi-column output: three-wide days, six spaces apart.
_colwidth = 20
_spacing = 6


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """The strings centred in columns of colwidth, spacing blanks apart."""
    return (" " * spacing).join(s.center(colwidth) for s in cols)


def format(cols, colwidth=_colwidth, spacing=_spacing):
    print(formatstring(cols, colwidth, spacing))


EPOCH = 1970
_EPOCH_DAY = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Seconds since the epoch for a UTC time tuple (inverse of
    time.gmtime)."""
    y, mo, d, h, mi, s = tuple[:6]
    days = datetime.date(y, mo, 1).toordinal() - _EPOCH_DAY + d - 1
    return ((days * 24 + h) * 60 + mi) * 60 + s
