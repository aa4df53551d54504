from pathlib import Path, PurePath, PurePosixPath

p = PurePosixPath('/usr/lib/python3.11/site.tar.gz')
print(p, repr(p), p.name, p.stem, p.suffix, p.suffixes, p.parent, p.anchor, p.root, p.parts)
print([str(x) for x in p.parents])
print(p.with_name('x.py'), p.with_suffix('.bz2'), p.with_stem('other'), p.with_suffix(''))
print(p.is_absolute(), PurePosixPath('a/b').is_absolute(), p.relative_to('/usr'), p.is_relative_to('/etc'))
try:
    p.relative_to('/etc')
except ValueError as e:
    print('ValueError', e)
q = PurePath('a') / 'b' / '../c' / 'd.txt'
print(q, q.parts, type(q).__name__, 'x' / PurePosixPath('y'))
print(PurePosixPath('a//b/./c/'), PurePosixPath(''), PurePosixPath('.'), PurePosixPath('/a', '/b', 'c'))
print(PurePosixPath('a/b') == PurePosixPath('a//b/'), PurePosixPath('a') < PurePosixPath('b'))
print(sorted([PurePosixPath('b/a'), PurePosixPath('a/z'), PurePosixPath('a')]))
print(len({PurePosixPath('x/y'), PurePosixPath('x//y'), PurePosixPath('x/z')}))
print(PurePosixPath('a/b.py').match('*.py'), PurePosixPath('/a/b/c.py').match('b/*.py'),
      PurePosixPath('/a/b/c.py').match('/*.py'), PurePosixPath('a/b.txt').match('*.py'))
print(PurePosixPath('.bashrc').suffix, PurePosixPath('.bashrc').stem, PurePosixPath('x.').suffix,
      PurePosixPath('a.b.c').suffixes, PurePosixPath('/').name, PurePosixPath('/').parent)
for bad in ['', '/x', '.']:
    try:
        PurePosixPath('a.txt').with_name(bad)
    except ValueError as e:
        print('ValueError', e)
try:
    PurePosixPath('a.txt').with_suffix('txt')
except ValueError as e:
    print('ValueError', e)
print(PurePosixPath('a/b').joinpath('c', 'd'), PurePosixPath('a').as_posix(), str(Path('x/y')))
print(Path('a') / 'b' == Path('a/b'), isinstance(Path('a'), PurePath))
try:
    Path('a') / 3
except TypeError as e:
    print('TypeError', e)
