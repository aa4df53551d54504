import os.path as op
import os
import posixpath

print(op is posixpath, os.path is op, os.sep, os.curdir, os.pardir, os.linesep == '\n')
cases = ['', '/', 'a', 'a/', '/a/b/', 'a/b.txt', '.bashrc', 'a/.hidden.txt', 'archive.tar.gz',
         '//x//y', 'a/../b', './a/./b', '../..', 'a.b/c', 'name.']
for c in cases:
    print(repr(c), op.split(c), op.splitext(c), repr(op.basename(c)), repr(op.dirname(c)),
          repr(op.normpath(c)), op.isabs(c))
print(op.join('a', 'b', 'c'), op.join('a/', 'b'), op.join('a', '/b', 'c'), op.join('', 'x'), op.join('a', ''))
print(op.commonprefix(['/usr/lib', '/usr/local', '/usr/lib2']), op.commonprefix([]))
print(op.commonpath(['/usr/lib', '/usr/local/lib']), op.commonpath(['a/b', 'a/c/d']))
for a, b in [('/a/b/c', '/a'), ('/a', '/a/b/c'), ('/x/y', '/a/b'), ('/a/b', '/a/b')]:
    print(a, b, op.relpath(a, b))
print(op.splitdrive('/a/b'), op.normcase('AbC'))
print(op.join(b'a', b'b'), op.split(b'/x/y.z'), op.splitext(b'f.py'), op.normpath(b'a//b/../c'))
try:
    op.join('a', b'b')
except TypeError as e:
    print('TypeError', e)
try:
    op.commonpath(['/a', 'b'])
except ValueError as e:
    print('ValueError', e)
print(op.expanduser('nochange'), op.expandvars('no vars here'))
