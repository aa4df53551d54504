import os

root = 'scratch_walk'
for sub in ['a/b/c', 'a/d', 'e']:
    os.makedirs(os.path.join(root, sub), exist_ok=True)
for f in ['a/1.txt', 'a/b/2.txt', 'a/b/c/3.py', 'e/4.md', 'top.txt']:
    with open(os.path.join(root, f), 'w') as fh:
        fh.write(f * 3)
try:
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        print(dirpath, dirnames, sorted(filenames))
    print('--- bottom-up')
    seen = []
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        seen.append(dirpath)
    print(sorted(seen), seen[-1])
    print('--- pruned')
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(x for x in dirnames if x != 'b')
        print(dirpath, sorted(filenames))
    total = 0
    for dirpath, _, filenames in os.walk(root):
        for fn in filenames:
            total += os.path.getsize(os.path.join(dirpath, fn))
    print('total bytes', total)
    with os.scandir(root) as it:
        entries = sorted(it, key=lambda e: e.name)
    for e in entries:
        print(e.name, e.is_dir(), e.is_file(), e.path)
    try:
        os.makedirs(os.path.join(root, 'a'))
    except FileExistsError as e:
        print('FileExistsError', e.errno)
    os.makedirs(os.path.join(root, 'a'), exist_ok=True)
    try:
        os.rmdir(os.path.join(root, 'a'))
    except OSError as e:
        print(type(e).__name__, e.errno)
    os.rename(os.path.join(root, 'e'), os.path.join(root, 'E'))
    print(sorted(os.listdir(root)))
    os.replace(os.path.join(root, 'top.txt'), os.path.join(root, 'E', 'moved.txt'))
    print(sorted(os.listdir(os.path.join(root, 'E'))))
    try:
        os.remove(os.path.join(root, 'a'))
    except OSError as e:
        print(type(e).__name__, e.errno)
    try:
        os.remove(os.path.join(root, 'ghost'))
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno, e.filename)
finally:
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        for fn in filenames:
            os.remove(os.path.join(dirpath, fn))
        os.rmdir(dirpath)
print(os.path.exists(root))
