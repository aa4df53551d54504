# collections, datetime, textwrap, f-string corners.
import collections, datetime, textwrap
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple, ChainMap, UserDict, UserList, UserString
c = Counter('abracadabra')
print(c, c.most_common(2), c['z'], sorted(c.elements())[:5], c.total())
c2 = Counter(a=1, b=-2)
print(c + c2, c - c2, c | c2, c & c2, +c2, -c2, c2)
c2.subtract({'a': 5}); print(c2, repr(Counter()), Counter({'x': 0}) == Counter())
od = OrderedDict.fromkeys('abc')
od.move_to_end('a'); od.move_to_end('c', last=False)
print(od, od.popitem(), od.popitem(last=False), repr(OrderedDict()))
dd = defaultdict(list); dd['x'].append(1)
print(dd, repr(defaultdict(int)), dd.default_factory, dict(dd))
d = deque([1, 2, 3], maxlen=4); d.extendleft([0, -1]); d.rotate(2)
print(d, d.maxlen, d.count(1), d.index(2))
try:
    deque([1]).index(5)
except ValueError as e:
    print(e)
Pt = namedtuple('Pt', 'x y', defaults=[0])
print(Pt(1), Pt._fields, Pt._field_defaults, Pt(1, 2)._asdict(), Pt.__doc__, Pt.x)
try:
    namedtuple('Bad', ['a', 'a'])
except ValueError as e:
    print(e)
try:
    namedtuple('Bad', ['def'])
except ValueError as e:
    print(e)
print(namedtuple('R', 'a def', rename=True)._fields)
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm, cm['b'], len(cm), cm.new_child({'c': 4}), list(cm), cm.parents)
class UD(UserDict):
    pass
u = UD(a=1); u['b'] = 2
print(u, u.data, isinstance(u, dict), UserList([1, 2]) + [3], UserString('ab').upper())

D = datetime
dt = D.datetime(2024, 2, 29, 13, 5, 9, 120)
print(dt, repr(dt), dt.isoformat(), dt.isoformat(timespec='minutes'), dt.strftime('%Y-%m-%d %H:%M:%S.%f %a %b %j %U %w %y %p %I'))
print(dt + D.timedelta(days=366), dt - D.datetime(2000, 1, 1), dt.weekday(), dt.isoweekday(), dt.isocalendar())
print(D.timedelta(days=-1, seconds=5), D.timedelta(hours=25, microseconds=-1), repr(D.timedelta(0)), D.timedelta(weeks=1) / D.timedelta(days=2))
print(D.timedelta(seconds=1) * 1.5, D.timedelta(days=1) // 3, abs(D.timedelta(-1)), D.timedelta(days=1).total_seconds(), str(D.timedelta(days=2, seconds=3661)))
print(D.date(2024, 1, 1).replace(month=12), D.date.fromisoformat('2023-06-01'), D.date(2024, 3, 1) - D.date(2024, 2, 1), D.date.fromordinal(738000))
print(D.datetime.fromisoformat('2024-01-02T03:04:05.678+05:30'), D.datetime.strptime('2024/05/06 07', '%Y/%m/%d %H'))
tz = D.timezone(D.timedelta(hours=-3, minutes=-30), 'X')
a = D.datetime(2024, 1, 1, 12, tzinfo=tz)
print(a, repr(tz), a.utcoffset(), a.tzname(), a.astimezone(D.timezone.utc), D.timezone.utc, repr(D.timezone(D.timedelta(0))))
print(D.time(23, 59, 59, 999999), D.time(1, 2).isoformat('seconds'), D.time.fromisoformat('10:11:12'), D.time(5) < D.time(6))
print(D.date(2024, 5, 5).ctime(), dt.timetuple()[:6], D.date.min, D.date.max, D.datetime.max, D.timedelta.max, D.timedelta.min)
for bad in [lambda: D.date(2023, 2, 29), lambda: D.datetime(2024, 1, 1, 24), lambda: D.timedelta(days=10**9), lambda: D.date(2024, 1, 1) + 1, lambda: D.datetime.strptime('x', '%Y')]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(format(dt, '%d/%m'), f'{dt:%H:%M}', f'{D.date(2020, 1, 2)}', D.datetime(2020, 1, 1) == D.date(2020, 1, 1))

s = 'The quick brown fox jumps over the lazy dog. ' * 3
print(textwrap.wrap(s, 20))
print(textwrap.fill(s, 30, initial_indent='> ', subsequent_indent='  '))
print(textwrap.shorten(s, 40), textwrap.shorten('a b', 10), textwrap.shorten('hello world', 8, placeholder='..'))
print(repr(textwrap.dedent('    a\n      b\n    c\n')), repr(textwrap.indent('a\n\nb', '+ ')), repr(textwrap.indent('a\nb', '-', lambda l: True)))
print(textwrap.wrap('averyveryverylongword and more', 8), textwrap.wrap('a-b-c-d-e-f-g', 4), textwrap.wrap('x\ty', 4), textwrap.wrap('', 5))
print(textwrap.wrap('one two', 5, break_long_words=False), textwrap.fill('  lead  spaces  ', 8), textwrap.wrap('a. b', 10, fix_sentence_endings=True))
w = textwrap.TextWrapper(width=10, max_lines=2, placeholder=' [..]')
print(w.wrap('alpha beta gamma delta epsilon'))

x, y = 3, 'str'
print(f'{x!r:>5}{y!a}', f'{x:{x}}', f'{x:0{x}d}', f'{"{"}{x}{"}"}', f'{x if x else y}', f'{(lambda: 5)()}', f'{x,}')
print(f'{y=}', f'{x*2=:>6}', f'{y!s:^9}|', f'{3.5:=+8.2f}', f'{1234:_}', f'{[1,2][0]}', f'{ {"a": 1}["a"] }', f"{'q'}")
print(f'{x:#b}', f'{-x:x}', f'{255:#X}', f'{0.1:.1e}', f'{2**70:,}', f'{1e-7}', f'{True:d}', f'{None!r}')
w = 7
print(f'{"ab":{w}}|', f'{"ab":>{w}}|', f'{3.14159:.{x}f}', f'''{
x
}''', f'{x}' f'{y}', rf'\n{x}', f'{x:{"<"}{w}}|')
