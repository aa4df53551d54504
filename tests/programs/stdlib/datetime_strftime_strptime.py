from datetime import date, datetime, time, timedelta, timezone

d = datetime(2024, 3, 9, 14, 5, 7, 123456)
for fmt in ['%Y-%m-%d %H:%M:%S.%f', '%y%m%d', '%j %a %A %b %B', '%I:%M %p', '%d/%m/%Y', '%%Y', '%H%%%M',
            '%c', '%x', '%X', '%U %W %w %u', '%G-W%V-%u', '%e|%-d|%-m|%-H|%k|%l', '%D %F %T %R', '%h %C %g', '%n%t|',
            '%z|%Z|', 'no directives', '%', '100%', '%Q']:
    print(repr(fmt), '->', repr(d.strftime(fmt)))
for y in [1, 99, 999, 1000, 1900, 2000, 9999]:
    print(date(y, 1, 1).strftime('%Y %y %G %C %a %U %W %j'))
a = datetime(2024, 12, 31, 23, 59, 59, tzinfo=timezone(timedelta(hours=-3, minutes=-30), 'NST'))
print(a.strftime('%z %Z %H:%M'), a.astimezone(timezone.utc).strftime('%z %Z'), time(4, 5, 6, 7).strftime('%H-%M-%S-%f %p'))
print(date(2024, 12, 29).strftime('%U %W %V %G'), date(2025, 1, 5).strftime('%U %W %V %G %A'), date(2023, 1, 1).strftime('%U %W %V %G'))
cases = [
    ('2024-03-04 05:06:07', '%Y-%m-%d %H:%M:%S'),
    ('04/03/24', '%d/%m/%y'),
    ('4/3/69 7:08 PM', '%d/%m/%y %I:%M %p'),
    ('Tuesday, January 02 2024', '%A, %B %d %Y'),
    ('tue jan  2 10:00:00 2024', '%a %b %d %H:%M:%S %Y'),
    ('2024-060', '%Y-%j'),
    ('20240102T030405', '%Y%m%dT%H%M%S'),
    ('2024-01-02 03:04:05.5', '%Y-%m-%d %H:%M:%S.%f'),
    ('2024-01-02 03:04:05 +0530', '%Y-%m-%d %H:%M:%S %z'),
    ('2024-01-02T03:04:05-08:00', '%Y-%m-%dT%H:%M:%S%z'),
    ('2024-01-02T03:04:05Z', '%Y-%m-%dT%H:%M:%S%z'),
    ('2024-01-02 03:04:05 UTC', '%Y-%m-%d %H:%M:%S %Z'),
    ('12 AM', '%I %p'),
    ('12 pm', '%I %p'),
    ('2024 10 3', '%Y %U %w'),
    ('2024 10 1', '%Y %W %w'),
    ('2024-W10-3', '%G-W%V-%u'),
    ('  2024   5', '%Y %m'),
    ('100%', '%d%%'),
    ('Feb 29', '%b %d'),
    ('1/2/3', '%m/%d/%y'),
    ('123', '%H%M'),
    ('2024-1-2', '%Y-%m-%d'),
    ('2024-01-02', '%Y-%m'),
    ('2024-13-01', '%Y-%m-%d'),
    ('2024-01-02', '%Y-%m-%d %H'),
    ('x', '%Q'),
    ('2024', '%Y%'),
    ('2023-02-29', '%Y-%m-%d'),
    ('2024-01-02 03:04:05 +05:3', '%Y-%m-%d %H:%M:%S %z'),
    ('Mon', '%a'),
]
for s, f in cases:
    try:
        r = datetime.strptime(s, f)
        print(repr(s), repr(f), '->', repr(r))
    except ValueError as e:
        print(repr(s), repr(f), '!', e)
print(datetime.strptime('2024', '%Y').date(), datetime.strptime('13:14', '%H:%M').time())
import time as _t
print(_t.strptime('2024-02-03', '%Y-%m-%d'), _t.strptime('10:20', '%H:%M')[3:5])
print(_t.strftime('%Y-%m-%d %H:%M:%S', (2020, 5, 6, 7, 8, 9, 2, 127, 0)), _t.strftime('%a %d %b', _t.gmtime(10 ** 9)))
datetime.strptime('31/04/2024', '%d/%m/%Y')
