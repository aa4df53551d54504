# locale formatting helpers in the C locale: no grouping, '.' decimal point
import locale

locale.setlocale(locale.LC_ALL, 'C')
print(locale.format_string('%d', 1234, grouping=True))
print(locale.format_string('%d', 1234567))
print(locale.format_string('%.2f', 1234.5, True))
print(locale.format_string('%s and %d', ('a', 5)))
print(locale.format_string('%(a)d-%(b)s', {'a': 1, 'b': 'x'}))
print(repr(locale.format_string('%5.1f%%', 2.25)))
print(locale.format_string('%x', 255), locale.format_string('%c', 65))
print(repr(locale.format_string('%5s|%-5d|', ('ab', 3))))
print(repr(locale.format_string('%*d|', (5, 3))))
print(locale.format_string('%d', (1, 2)), locale.format_string('abc', 5))
print(locale.format_string('%+d', 5, True), locale.format_string('%-8.3e|', 12345.678))
for fmt, val in (('%d %d', 5), ('%', 5), ('%d', 'x')):
    try:
        locale.format_string(fmt, val)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
print(repr(locale.str(1.5)), locale.str(0.1 + 0.2), locale.str(10), locale.str(1e20))
print(locale.str(2 / 3))
print(locale.atof('1.5'), locale.atof('1e3'), locale.atof('3', int), locale.atof(' 3.5 '))
print(locale.atoi('42'), locale.atoi('-7'))
for s in ('1.5', '1,234'):
    try:
        locale.atoi(s)
    except ValueError as e:
        print('ValueError', e)
print(locale.delocalize('1,234.5'), locale.localize('1234.5'), locale.localize('1234.5', True))
try:
    locale.currency(1234.5)
except ValueError as e:
    print('ValueError', e)
print(locale.strcoll('a', 'b'), locale.strcoll('b', 'a'), locale.strcoll('x', 'x'))
print(sorted(['pear', 'Apple', 'banana'], key=locale.strxfrm))
print(sorted(['b', 'a', 'C'], key=locale.cmp_to_key(locale.strcoll)) if hasattr(locale, 'cmp_to_key') else 'no')
print(locale.gettext('hello'), locale.dgettext('d', 'hi'), locale.textdomain('app'))
for name in ('C', 'POSIX', 'c', 'C.UTF-8', 'en_US', 'en_US.utf8', 'de_DE', 'fr',
             'ja_JP', 'en_US@euro', 'xx_YY', 'de_DE.UTF-8', 'ru_RU'):
    print(repr(name), locale.normalize(name))
