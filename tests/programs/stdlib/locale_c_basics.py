# locale in the C locale: categories, setlocale, getlocale, conventions
import locale

print(locale.LC_CTYPE, locale.LC_NUMERIC, locale.LC_TIME, locale.LC_COLLATE,
      locale.LC_MONETARY, locale.LC_MESSAGES, locale.LC_ALL, locale.CHAR_MAX)
print(issubclass(locale.Error, Exception), locale.Error.__name__)
print(locale.setlocale(locale.LC_NUMERIC), locale.getlocale(locale.LC_NUMERIC))
print(locale.setlocale(locale.LC_ALL, 'C'))
print(locale.setlocale(locale.LC_ALL), locale.getlocale())
print(locale.setlocale(locale.LC_ALL, 'POSIX'), locale.setlocale(locale.LC_TIME))
print(locale.setlocale(locale.LC_NUMERIC, 'C.UTF-8'))
print(locale.getlocale(locale.LC_NUMERIC))
print(locale.setlocale(locale.LC_ALL))
print(locale.setlocale(locale.LC_ALL, 'C'), locale.setlocale(locale.LC_ALL, ('C', None)))
try:
    locale.getlocale(locale.LC_ALL)
    print('LC_ALL getlocale ok')
except TypeError as e:
    print('TypeError', e)
for bad in ('xx_YY', 'en_US.NOPE', 'posix'):
    try:
        locale.setlocale(locale.LC_ALL, bad)
    except locale.Error as e:
        print(repr(bad), 'Error:', e)
try:
    locale.setlocale(locale.LC_ALL, 5)
except TypeError as e:
    print('TypeError', e)
try:
    locale.setlocale(99)
except locale.Error as e:
    print('Error', e)
locale.setlocale(locale.LC_ALL, '')
print(locale.localeconv()['decimal_point'])
conv = locale.localeconv()
print(sorted(conv.items()))
print(conv is locale.localeconv())
print(locale.getpreferredencoding(), locale.getpreferredencoding(False), locale.getencoding())
print(locale.nl_langinfo(locale.CODESET), locale.nl_langinfo(locale.RADIXCHAR),
      repr(locale.nl_langinfo(locale.THOUSEP)))
print([locale.nl_langinfo(getattr(locale, 'DAY_%d' % i)) for i in range(1, 8)])
print([locale.nl_langinfo(getattr(locale, 'ABMON_%d' % i)) for i in range(1, 13)])
print(locale.nl_langinfo(locale.D_T_FMT), locale.nl_langinfo(locale.D_FMT),
      locale.nl_langinfo(locale.T_FMT), locale.nl_langinfo(locale.AM_STR),
      locale.nl_langinfo(locale.YESEXPR))
try:
    locale.nl_langinfo(123456)
except ValueError as e:
    print('ValueError', e)
