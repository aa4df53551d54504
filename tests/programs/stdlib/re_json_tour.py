import re, json
text = "Contact: john.doe@example.com, jane_s@test.org; phone 555-1234 or (555) 987-6543."
print(re.findall(r'[\w.]+@[\w.]+', text), re.findall(r'(\d{3})-(\d{4})', text))
m = re.search(r'(?P<user>[\w.]+)@(?P<dom>\w+)\.(\w+)', text)
print(m.group(), m.group('user', 'dom'), m.groups(), m.groupdict(), m.span(), m.start(2), m.end('dom'), m.lastindex, m.lastgroup)
print(repr(m))
print(re.sub(r'\d', '#', text), re.sub(r'(\w+)@(\w+)', r'\2 at \1', text), re.subn('o', '0', 'foo boo'))
print(re.sub(r'\b(\w)(\w*)', lambda m: m[1].upper() + m[2], 'hello big world'))
print(re.split(r'[,;]\s*', text), re.split(r'(\s)', 'a b c'), re.split(r'x*', 'axbc'), re.split(r'\W+', 'Words, words, words.', maxsplit=1))
print([m.span() for m in re.finditer(r'\d+', 'a1b22c333')], re.match(r'a', 'ba'), re.fullmatch(r'\d+', '123'))
p = re.compile(r'^(\w+)\s*=\s*(.*)$', re.M)
print(p.findall("a = 1\nbb= two\n c=3"), p.pattern, p.flags & re.M != 0, p.groups)
print(re.findall(r'(?i)hello', 'Hello HELLO hello'), re.findall(r'a.b', 'a\nb', re.S), re.escape('a.b*c?'), re.findall(r'(?<=\$)\d+', '$12 $34'))
print(re.sub(r'(?P<n>\d+)', r'<\g<n>>', 'a1b23'), re.sub('a', r'\n', 'bab') == 'b\nb', re.findall(r'\bfoo\b', 'foo foobar barfoo foo'))
print(re.match(r'(a)(b)?', 'a').groups(), re.match(r'(a)(b)?', 'a').groups('-'), re.match(r'(a)|(b)', 'b').span(1))
try:
    re.compile('(')
except re.error as e:
    print(type(e).__name__, e)
try:
    re.compile('a{2,1}')
except re.error as e:
    print(type(e).__name__, e)
print(re.findall(r'\d+(?:\.\d+)?', 'pi 3.14 e 2.718 n 42'), re.sub(r'\s+', ' ', '  a   b \n c '), re.findall(r'[^aeiou\s]+', 'hello world'))
data = {"name": "Widget", "price": 9.99, "tags": ["a", "b"], "stock": None, "ok": True, "nested": {"x": [1, 2, {"y": 1e20}]}, "uni": "é☃"}
s = json.dumps(data); print(s)
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, separators=(',', ':'), ensure_ascii=False))
print(json.loads(s) == data, json.loads('[1, 2.5, "x", null, true, {"a": -0}]'), json.loads('"\\u00e9\\ud83d\\ude00"'))
print(json.dumps([float('inf'), float('nan')]), json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}), json.dumps("tab\t\"q\""))
for bad in ['{"a": 1,}', '[1, 2', 'nul', '{"a" 1}', '', '[1] x', "{'a': 1}"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, e.pos, e.lineno, e.colno)
try:
    json.dumps({'a': {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps({(1, 2): 'a'})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({'s': {1, 2}}, default=sorted), json.dumps([1, [2, [3]]], indent='\t'), json.dumps({}, indent=2), json.dumps([], indent=2))
print(json.loads('{"a": 1, "a": 2}'), json.loads('1e400'), json.loads('-0.0'), json.loads(' 12 '), json.loads('[1.0, 10000000000000000000000]'))
print(json.loads('{"b": 1}', object_hook=lambda d: sorted(d.items())), json.loads('[1.5]', parse_float=str), json.dumps(1.0), json.dumps(1e-7), json.dumps(123456789012345678901234567890))
