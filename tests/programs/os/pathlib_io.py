from pathlib import Path

base = Path('scratch_pathlib')
base.mkdir(exist_ok=True)
try:
    (base / 'src' / 'pkg').mkdir(parents=True)
    (base / 'src' / 'pkg' / '__init__.py').write_text('')
    (base / 'src' / 'pkg' / 'mod.py').write_text('X = 1\n')
    (base / 'src' / 'main.py').write_text('print("hi")\n')
    (base / 'README.md').write_text('# Title\n\nBody\n')
    (base / 'data.bin').write_bytes(b'\x00\x01\x02')
    print((base / 'README.md').read_text().splitlines())
    print((base / 'data.bin').read_bytes(), (base / 'data.bin').stat().st_size)
    print(sorted(p.name for p in base.iterdir()))
    print(sorted(str(p.relative_to(base)) for p in base.glob('*')))
    print(sorted(str(p.relative_to(base)) for p in base.glob('**/*.py')))
    print(sorted(str(p.relative_to(base)) for p in base.rglob('*.py')))
    print(sorted(str(p.relative_to(base)) for p in base.glob('src/*')))
    print(sorted(str(p.relative_to(base)) for p in base.glob('*/pkg/m*.py')))
    print((base / 'src').is_dir(), (base / 'src').is_file(), (base / 'nope').exists())
    try:
        (base / 'src').mkdir()
    except FileExistsError as e:
        print('FileExistsError', e.errno)
    try:
        (base / 'x' / 'y').mkdir()
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)
    t = base / 'touched.txt'
    t.touch()
    print(t.exists(), t.read_text() == '')
    try:
        t.touch(exist_ok=False)
    except FileExistsError:
        print('FileExistsError')
    moved = t.rename(base / 'renamed.txt')
    print(type(moved).__name__, moved.name, t.exists(), moved.exists())
    moved.unlink()
    moved.unlink(missing_ok=True)
    try:
        moved.unlink()
    except FileNotFoundError:
        print('FileNotFoundError')
    with (base / 'README.md').open() as f:
        print(f.readline().strip())
    with (base / 'log.txt').open('a') as f:
        for i in range(3):
            print('line', i, file=f)
    print((base / 'log.txt').read_text())
    counts = {}
    for p in base.rglob('*'):
        if p.is_file():
            counts[p.suffix or '<none>'] = counts.get(p.suffix or '<none>', 0) + 1
    print(sorted(counts.items()))
finally:
    for p in sorted(base.rglob('*'), key=lambda p: len(p.parts), reverse=True):
        if p.is_dir():
            p.rmdir()
        else:
            p.unlink()
    base.rmdir()
print(base.exists())
