import os
import pathlib
import shutil

d = 'scratch_errors'
os.makedirs(os.path.join(d, 'full'), exist_ok=True)
with open(os.path.join(d, 'f.txt'), 'w') as f:
    f.write('x')
open(os.path.join(d, 'full', 'g'), 'w').close()


def attempt(label, fn, *args):
    try:
        fn(*args)
        print(label, 'ok')
    except OSError as e:
        print(label, type(e).__name__, e.errno, e.strerror, repr(e.filename), repr(e.filename2))
        print('  ', e)
        print('  ', repr(e), e.args)


try:
    attempt('open missing', open, os.path.join(d, 'missing.txt'))
    attempt('open dir', open, d)
    attempt('open r+ missing', open, os.path.join(d, 'missing.txt'), 'r+')
    attempt('open in missing dir', open, os.path.join(d, 'no', 'x.txt'), 'w')
    attempt('open under a file', open, os.path.join(d, 'f.txt', 'x'), 'w')
    attempt('mkdir existing', os.mkdir, d)
    attempt('mkdir missing parent', os.mkdir, os.path.join(d, 'a', 'b'))
    attempt('rmdir not empty', os.rmdir, os.path.join(d, 'full'))
    attempt('rmdir missing', os.rmdir, os.path.join(d, 'nope'))
    attempt('rmdir file', os.rmdir, os.path.join(d, 'f.txt'))
    attempt('remove missing', os.remove, os.path.join(d, 'nope'))
    attempt('listdir missing', os.listdir, os.path.join(d, 'nope'))
    attempt('listdir file', os.listdir, os.path.join(d, 'f.txt'))
    attempt('stat missing', os.stat, os.path.join(d, 'nope'))
    attempt('rename missing', os.rename, os.path.join(d, 'nope'), os.path.join(d, 'other'))
    attempt('rename into missing dir', os.rename, os.path.join(d, 'f.txt'), os.path.join(d, 'no', 'f.txt'))
    attempt('makedirs existing', os.makedirs, os.path.join(d, 'full'))
    attempt('makedirs exist_ok', os.makedirs, os.path.join(d, 'full'), 0o777, True)
    attempt('chdir missing', os.chdir, os.path.join(d, 'nope'))
    p = pathlib.Path(d)
    attempt('read_text missing', (p / 'nope.txt').read_text)
    attempt('mkdir path existing', (p / 'full').mkdir)
    attempt('unlink missing', (p / 'nope').unlink)
    attempt('unlink missing_ok', lambda: (p / 'nope').unlink(missing_ok=True))
    attempt('iterdir file', lambda: list((p / 'f.txt').iterdir()))
    attempt('rmtree missing', shutil.rmtree, os.path.join(d, 'nope'))
    attempt('copy missing', shutil.copy, os.path.join(d, 'nope'), os.path.join(d, 'c'))
    try:
        open(os.path.join(d, 'missing.txt'))
    except FileNotFoundError as e:
        print('caught as FileNotFoundError', isinstance(e, OSError), e.errno == 2)
    open(os.path.join(d, 'gone.txt'))
finally:
    shutil.rmtree(d)
