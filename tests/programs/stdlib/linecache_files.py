# linecache: lines of files read through open(), cached, checked, cleared
import linecache
import os
import tempfile

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'a.txt')
    with open(path, 'w') as f:
        f.write('first\nsecond\nthird')
    print(repr(linecache.getline(path, 1)), repr(linecache.getline(path, 3)))
    print(repr(linecache.getline(path, 4)), repr(linecache.getline(path, 0)),
          repr(linecache.getline(path, -1)))
    print(linecache.getlines(path))
    size, mtime, lines, full = linecache.cache[path]
    print(size, type(mtime).__name__, lines, full == path)
    print(list(linecache.cache) == [path])

    with open(path, 'w') as f:
        f.write('changed\r\nline two\rthree\n')
    print(repr(linecache.getline(path, 1)))
    linecache.checkcache(path)
    print(path in linecache.cache)
    print(linecache.getlines(path))
    print(linecache.cache[path][0])

    empty = os.path.join(d, 'empty.txt')
    open(empty, 'w').close()
    print(linecache.getlines(empty), linecache.cache[empty][0], linecache.cache[empty][2])

    missing = os.path.join(d, 'nope.txt')
    print(linecache.getlines(missing), repr(linecache.getline(missing, 1)),
          missing in linecache.cache)
    print(linecache.getlines(d), linecache.getlines(''), linecache.getlines('<string>'))
    print(linecache.updatecache('<stdin>'))

    src = os.path.join(d, 'mod.py')
    with open(src, 'wb') as f:
        f.write('# -*- coding: latin-1 -*-\ns = "caf\xe9"\n'.encode('latin-1'))
    print(linecache.getlines(src))
    uni = os.path.join(d, 'u.py')
    with open(uni, 'wb') as f:
        f.write('\ufeffx = "\u00e9\u4e2d"\n'.encode('utf-8'))
    print(linecache.getlines(uni))

    os.remove(path)
    linecache.checkcache()
    print(path in linecache.cache, empty in linecache.cache)
    print(linecache.updatecache(empty), empty in linecache.cache)

linecache.cache['virtual'] = (3, None, ['x\n', 'y\n'], 'virtual')
linecache.checkcache()
print(linecache.getline('virtual', 2), 'virtual' in linecache.cache)
linecache.cache['lazy'] = (lambda: 'a\nb',)
print(linecache.lazycache('lazy', {}))
print(linecache.getlines('lazy'), linecache.cache['lazy'][0])
print(linecache.lazycache('lazy', {}), linecache.lazycache('nothing.py', None))
linecache.clearcache()
print(linecache.cache)
print(sorted(linecache.__all__))
try:
    linecache.getline('virtual', '1')
except TypeError as e:
    print('TypeError')
