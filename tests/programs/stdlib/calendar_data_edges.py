import calendar

cal = calendar.Calendar(calendar.SUNDAY)
print(cal.yeardayscalendar(2024, 4)[2][3])
print([len(band) for band in cal.yeardayscalendar(2024, 5)])
print(list(cal.itermonthdays3(9999, 12))[-3:])
try:
    list(cal.itermonthdates(9999, 12))
except ValueError as e:
    print("ValueError:", e)
print(list(calendar.Calendar(6).itermonthdays3(1, 1))[:2])
for bad in [(2024, 2, 30), (2023, 2, 29), (2024, 0, 1)]:
    try:
        calendar.weekday(*bad)
    except ValueError as e:
        print("ValueError:", e)
print(calendar.weekday(2024, 2, 29), calendar.weekday(10400, 2, 29), calendar.weekday(0, 1, 1))
print(calendar.leapdays(2000, 2000), calendar.leapdays(1, 401), calendar.leapdays(-400, 0), calendar.leapdays(2024, 2025))
print([y for y in range(1896, 1913) if calendar.isleap(y)], calendar.isleap(-4), calendar.isleap(0))
print(calendar.timegm((1970, 1, 1, 0, 0, 0, 3, 1, 0)), calendar.timegm((2000, 3, 1, 12, 0, 0)), calendar.timegm((1900, 1, 1, 0, 0, -1)))
print(calendar.timegm((2024, 1, 32, 25, 61, 61)))
print(calendar.month_abbr[-2], calendar.day_name[-1], calendar.month_name[1:3], calendar.day_abbr[:])
print([m for m in calendar.month_abbr], list(reversed(calendar.day_abbr)), "Mon" in calendar.day_abbr)
for mo in [0, 13, -1, "x"]:
    try:
        calendar.monthrange(2024, mo)
    except calendar.IllegalMonthError as e:
        print("IllegalMonthError:", e, e.args)
    except TypeError as e:
        print("TypeError", type(e).__name__)
for wd in [7, -1, 2.5]:
    try:
        calendar.setfirstweekday(wd)
        print("accepted", wd, calendar.firstweekday())
    except calendar.IllegalWeekdayError as e:
        print("IllegalWeekdayError:", e)
calendar.setfirstweekday(0)
print(issubclass(calendar.IllegalMonthError, ValueError), calendar.error is ValueError)

tc = calendar.TextCalendar(2)
print(repr(tc.formatmonthname(2024, 5, 30)), repr(tc.formatmonthname(2024, 5, 9, withyear=False)))
print(repr(tc.formatweekday(0, 9)), repr(tc.formatweekday(0, 12)), repr(tc.formatweekday(4, 2)))
print(repr(tc.formatday(0, 1, 4)), repr(tc.formatday(7, 1, 4)), repr(tc.formatday(17, 1, 1)))
print(tc.formatmonth(2024, 6, 4, 1))
print(repr(tc.formatmonth(2024, 6, 1, 2)[:60]))
print(tc.formatyear(2024, 2, 1, 1, 4))
print(repr(tc.formatyear(2001, 3, 2, 3, 12)[:200]))


class Marked(calendar.TextCalendar):
    def formatday(self, day, weekday, width):
        text = super().formatday(day, weekday, width)
        return text.replace(" 1", "*1") if day == 1 else text


print(Marked().formatmonth(2025, 1))
hc = calendar.HTMLCalendar()
print(hc.formatmonthname(2024, 3), hc.formatweekday(0))
print(hc.formatyear(2024, 12).count("<tr>"), hc.formatyear(2024, 5).count("<tr>"), len(hc.formatyear(2024)))
page = hc.formatyearpage(2024, 4, css="a.css")
print(type(page).__name__, page[:60], page.count(b"<table"))


class Styled(calendar.HTMLCalendar):
    cssclass_month = "m"
    cssclass_year = "y"
    cssclass_year_head = "yh"
    cssclass_month_head = "mh"
    cssclasses_weekday_head = ["h%d" % i for i in range(7)]


s = Styled(calendar.SATURDAY).formatyear(2024, 2)
print(s[:240])
print(calendar.Calendar(13).getfirstweekday(), list(calendar.Calendar(-1).iterweekdays()))
calendar.format(["one", "two", "three"], 7, 2)
print(repr(calendar.formatstring([], 5, 5)), repr(calendar.formatstring(["a"])))
