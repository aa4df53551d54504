import fnmatch
import glob
import os

names = ['a.py', 'b.PY', 'test_x.py', 'readme.md', '.hidden.py', 'data1.csv', 'data22.csv', '[x].txt']
for pat in ['*.py', '*.[pP][yY]', 'test_*', '?.py', 'data?.csv', 'data*.csv', '[!a-c]*', '[[]x].txt', '*']:
    print(pat, fnmatch.filter(names, pat))
print(fnmatch.fnmatch('ABC', 'abc'), fnmatch.fnmatchcase('ABC', 'A*'), fnmatch.fnmatch('a/b', '*'))
d = 'scratch_glob'
os.makedirs(os.path.join(d, 'sub', 'deep'), exist_ok=True)
for f in ['one.txt', 'two.txt', 'three.log', '.dot.txt', 'sub/four.txt', 'sub/deep/five.txt']:
    open(os.path.join(d, f), 'w').close()
try:
    print(sorted(glob.glob(os.path.join(d, '*.txt'))))
    print(sorted(glob.glob(os.path.join(d, '*'))))
    print(sorted(glob.glob(os.path.join(d, '**', '*.txt'), recursive=True)))
    print(sorted(glob.glob(os.path.join(d, '**', '*.txt'))))
    print(sorted(glob.glob('*.txt', root_dir=d)))
    print(sorted(glob.glob(os.path.join(d, 's*', '*.txt'))))
    print(glob.glob(os.path.join(d, 'nothing*')), glob.glob(os.path.join(d, 'one.txt')))
    print(glob.has_magic('a*'), glob.has_magic('abc'), glob.escape('a*b?[c]'))
finally:
    for root, dirs, files in os.walk(d, topdown=False):
        for f in files:
            os.remove(os.path.join(root, f))
        os.rmdir(root)
