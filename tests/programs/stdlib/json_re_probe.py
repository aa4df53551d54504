# json and re edge cases.
import json, re
print(json.dumps({'b': 1, 'a': [1.5, True, None, 'é']}, sort_keys=True))
print(json.dumps({'a': 1}, indent=2), json.dumps([1, [2, [3]]], indent='\t'))
print(json.dumps('é\u2028\n"', ensure_ascii=False), json.dumps('é\U0001f600'))
print(json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}))
print(json.dumps([float('inf'), float('nan'), -0.0, 1e100, 1.0, 10**20]))
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print(e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(e)
try:
    json.dumps(object())
except TypeError as e:
    print(e)
print(json.dumps({(1, 2): 3}, skipkeys=True), json.dumps([1, 2], separators=(',', ':')))
print(json.dumps({'x': {1, 2}} if False else {'x': 1}, default=str))
print(json.dumps(set([3]), default=lambda o: sorted(o)))
print(json.loads('{"a": [1, 2.0, true, null, "x\\u00e9"]}'), json.loads('1e3'), json.loads(' "s" '))
print(json.loads('[1, 2]', object_pairs_hook=None), json.loads('{"a": 1, "a": 2}'))
print(json.loads('{"a": 1.5}', parse_float=str), json.loads('{"b": 2}', parse_int=float))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list), json.loads('NaN'), json.loads('-Infinity'))
for bad in ['', '{', '[1,]', '{"a" 1}', '{"a": 1,}', "{'a': 1}", '[1] x', '"abc', '01', '{"a":tru}', 'nul', '[1, 2', '"\\x"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e, e.pos, e.lineno, e.colno)
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)
print(json.dumps({'c': 1 + 2j}, cls=Enc))
print(json.dumps("\x00\x1f\x7f"), json.dumps([], indent=2), json.dumps({}, indent=2))
print(json.dumps({'a': [1, {'b': []}]}, indent=1, sort_keys=True))

print(re.findall(r'(\w)(\d)?', 'a1b c3'), re.split(r'(,)\s*', 'a, b,c'), re.split(r'\b', 'hi there', maxsplit=2))
print(re.sub(r'(?P<w>\w+)@(\w+)', r'\2 at \g<w>', 'me@home you@work'), re.subn('a', 'b', 'aaa', count=2))
print(re.sub(r'x*', '-', 'abxd'), re.sub('', '.', 'ab'), re.split('x*', 'axbc'))
m = re.match(r'(?P<first>\w+) (?P<last>\w+)?', 'Jane ')
print(m.groups(), m.groupdict(), m.group(0, 1), m.span(2), m.start(), m.end(1), m.lastindex, m.lastgroup, m.re.pattern)
print(repr(re.compile(r'a+', re.I | re.M)), re.compile('x').flags, re.escape('a.b*c?d[e]f{g}h\\ i-j'))
print(re.fullmatch(r'\d{2,3}', '1234'), re.search(r'(?i)HELLO', 'say hello').group(), bool(re.match('a', 'ba')))
print(re.findall(r'(?<=a)b', 'abcab'), re.findall(r'(?<!a)b', 'abcb'), re.findall(r'a(?=c)', 'acab'), re.findall(r'\bfoo\b', 'foo foobar'))
print([m.span() for m in re.finditer(r'\d+', 'a12b345c6')], re.findall(r'[^\W\d_]+', 'ab_12cd'))
print(re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b9'), re.findall(r'(a)|(b)', 'ab'))
print(re.match(r'(a)(b)?', 'a').group(2), re.match(r'(a)(b)?', 'a').groups('z'), re.match(r'(?:x)(y)', 'xy').groups())
for bad in ['(', 'a)', '[a', '*a', 'a{2,1}', '(?P<n>a)(?P<n>b)', '\\', '(?<=a+)b']:
    try:
        re.compile(bad)
    except re.error as e:
        print(repr(bad), '->', e, e.pos)
print(re.findall(r'^\w', 'a\nb\nc', re.M), re.findall(r'.', 'a\nb', re.S), re.findall(r'a.c', 'A\nC abc', re.I))
print(re.match(r'(?x) a  b # comment\n c', 'abc').group(), re.findall(r'\s+', 'a \t\nb'), re.findall(r'[\u00e0-\u00ff]', 'àbé'))
print(re.template if False else '', re.purge(), re.A, int(re.U), re.sub(r'(a)', r'\1\1', 'ab'))
p = re.compile(r'(\d+)-(\d+)')
print(p.groups, p.groupindex, p.sub(r'\2-\1', '1-2 3-4'), p.match('12-34').expand(r'<\2,\1>'))
print(re.split(r'[,;]', 'a,b;c', maxsplit=1), re.findall(r'\d*', 'a1'), re.search(r'$', 'ab').span())
