# os.PathLike is an ABC recognising any class with __fspath__, so APIs
# that accept "str, bytes or os.PathLike" take pathlib paths.
import os
import pathlib
import configparser
import gzip

class Custom:
    def __init__(self, p):
        self.p = p
    def __fspath__(self):
        return self.p

print(isinstance(pathlib.Path('a'), os.PathLike),
      isinstance(pathlib.PurePosixPath('a'), os.PathLike),
      issubclass(pathlib.Path, os.PathLike))
print(isinstance(Custom('x'), os.PathLike), issubclass(Custom, os.PathLike))
print(isinstance('str', os.PathLike), isinstance(b'b', os.PathLike),
      isinstance(3, os.PathLike), issubclass(str, os.PathLike))
print(os.PathLike[str], type(os.PathLike).__name__)
try:
    os.PathLike()
except TypeError as e:
    print('TypeError', e)

class Sub(os.PathLike):
    def __fspath__(self):
        return 'sub.txt'
print(os.fspath(Sub()), isinstance(Sub(), os.PathLike))

class NoImpl(os.PathLike):
    pass
try:
    NoImpl()
except TypeError as e:
    print('TypeError', e)

path = pathlib.Path('pathlike_test.ini')
path.write_text('[s]\nkey = value\n')
cp = configparser.ConfigParser()
print(cp.read(path), cp.read([path, Custom('pathlike_test.ini'), 'missing.ini']))
print(cp['s']['key'])
path.unlink()

gz = pathlib.Path('pathlike_test.gz')
with gzip.open(gz, 'wt') as f:
    f.write('zipped text')
with gzip.open(gz, 'rt') as f:
    print(f.read())
gz.unlink()
print(os.path.exists('pathlike_test.gz'))
