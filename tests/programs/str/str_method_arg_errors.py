# Argument errors of str methods, with CPython 3.11's exact messages.


def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


s = 'a-b-c'

# strip family: chars must be None or str
t('strip int', lambda: s.strip(1))
t('lstrip bytes', lambda: s.lstrip(b'a'))
t('rstrip list', lambda: s.rstrip(['c']))
t('strip None', lambda: s.strip(None))
t('strip 2 args', lambda: s.strip('a', 'b'))
t('strip kw', lambda: s.strip(chars='a'))

# split / rsplit: Argument Clinic checks
t('split int sep', lambda: s.split(1))
t('rsplit int sep', lambda: s.rsplit(1))
t('split kw sep', lambda: s.split(sep=1))
t('split None', lambda: s.split(None, 1))
t('split maxsplit str', lambda: s.split('-', 'x'))
t('rsplit maxsplit float', lambda: s.rsplit(maxsplit=1.5))
t('split 3 args', lambda: s.split('-', 1, 2))
t('split 2 kw 1 pos', lambda: s.split('-', maxsplit=1, sep='-'))
t('split bad kw', lambda: s.split(x=1))
t('split bad kw 2', lambda: s.split('-', x=1))
t('split too many kw', lambda: s.split('-', 1, x=2))
t('split pos and name', lambda: s.split('-', sep='-'))
t('split kw ok', lambda: s.rsplit(maxsplit=1, sep='-'))

# partition / rpartition
t('partition int', lambda: s.partition(1))
t('rpartition None', lambda: s.rpartition(None))
t('partition empty', lambda: s.partition(''))
t('partition none given', lambda: s.partition())
t('partition two', lambda: s.partition('a', 'b'))
t('partition kw', lambda: s.partition(sep='-'))

# removeprefix / removesuffix
t('removeprefix int', lambda: s.removeprefix(1))
t('removesuffix bytes', lambda: s.removesuffix(b'c'))
t('removeprefix none given', lambda: s.removeprefix())
t('removesuffix two', lambda: s.removesuffix('a', 'b'))

# encode
t('encode int', lambda: s.encode(1))
t('encode errors int', lambda: s.encode('utf-8', 1))
t('encode kw encoding', lambda: s.encode(encoding=1))
t('encode kw errors', lambda: s.encode(errors=None))
t('encode both bad', lambda: s.encode(errors='strict', encoding=1))
t('encode 3 args', lambda: s.encode('a', 'b', 'c'))
t('encode bad kw', lambda: s.encode(x=1))
t('encode pos and name', lambda: s.encode('utf-8', encoding='ascii'))
t('encode unknown', lambda: s.encode('no-such-codec'))
t('encode ok', lambda: s.encode(errors='strict', encoding='ascii'))

# join
t('join int', lambda: ''.join(1))
t('join None', lambda: ','.join(None))
t('join int item', lambda: ','.join(['a', 2]))
t('join none given', lambda: ''.join())
t('join two', lambda: ''.join([], []))
t('join kw', lambda: ''.join(iterable=[]))

# fill characters
t('center int fill', lambda: s.center(9, 1))
t('ljust bytes fill', lambda: s.ljust(9, b'*'))
t('rjust None fill', lambda: s.rjust(9, None))
t('center long fill', lambda: s.center(9, '**'))
t('center kw', lambda: s.center(9, fillchar='*'))
t('ljust width str', lambda: s.ljust('9'))
t('center no args', lambda: s.center())
t('ljust 3 args', lambda: s.ljust(1, 2, 3))
t('zfill str', lambda: s.zfill('9'))
t('zfill none given', lambda: s.zfill())

# splitlines: keepends is a C int
text = 'x\ny\r\nz'
t('splitlines 2', lambda: text.splitlines(2))
t('splitlines 0', lambda: text.splitlines(0))
t('splitlines True', lambda: text.splitlines(True))
t('splitlines kw', lambda: text.splitlines(keepends=1))
t('splitlines str', lambda: text.splitlines('x'))
t('splitlines float', lambda: text.splitlines(1.5))
t('splitlines None', lambda: text.splitlines(keepends=None))
t('splitlines list', lambda: text.splitlines([1]))
t('splitlines 2 args', lambda: text.splitlines(1, 2))
t('splitlines pos and kw', lambda: text.splitlines(1, keepends=1))
t('splitlines bad kw', lambda: text.splitlines(x=1))
t('splitlines 2 kw', lambda: text.splitlines(x=1, y=2))

# expandtabs
t('expandtabs str', lambda: 'a\tb'.expandtabs('x'))
t('expandtabs 2 args', lambda: 'a\tb'.expandtabs(1, 2))
t('expandtabs bad kw', lambda: 'a\tb'.expandtabs(x=1))
t('expandtabs pos and kw', lambda: 'a\tb'.expandtabs(1, tabsize=2))
t('expandtabs kw', lambda: 'a\tb'.expandtabs(tabsize=4))

# find / index / count family
t('find none given', lambda: s.find())
t('rfind none given', lambda: s.rfind())
t('index none given', lambda: s.index())
t('rindex 4 args', lambda: s.rindex('a', 0, 1, 2))
t('count none given', lambda: s.count())
t('find 4 args', lambda: s.find('a', 1, 2, 3))
t('find int', lambda: s.find(1))
t('count None', lambda: s.count(None))
t('find kw', lambda: s.find(sub='a'))
t('count bad start', lambda: s.count('a', 'x'))
t('find None bounds', lambda: s.find('b', None, None))
t('index missing', lambda: s.index('z'))

# startswith / endswith
t('startswith none given', lambda: s.startswith())
t('endswith none given', lambda: s.endswith())
t('startswith int', lambda: s.startswith(1))
t('endswith None', lambda: s.endswith(None))
t('startswith 4 args', lambda: s.startswith('a', 1, 2, 3))
t('startswith tuple int', lambda: s.startswith((1,)))
t('startswith tuple hit first', lambda: s.startswith(('a', 1)))
t('endswith tuple miss then bad', lambda: s.endswith(('x', 2)))
t('startswith bad start', lambda: s.startswith('a', 'x'))
t('startswith kw', lambda: s.startswith(prefix='a'))

# keywords refused by positional-only methods name the type
t('upper kw', lambda: s.upper(x=1))
t('replace kw', lambda: s.replace(old='a', new='b'))
t('title kw', lambda: s.title(x=1))
t('list append kw', lambda: [].append(x=1))
t('dict get kw', lambda: {}.get(key=1))
