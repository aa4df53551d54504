import os

d = 'scratch_files_basic'
os.makedirs(d, exist_ok=True)
try:
    p = os.path.join(d, 'notes.txt')
    with open(p, 'w') as f:
        n = f.write('alpha\nbeta\r\ngamma')
        print('wrote', n, f.writable(), f.readable(), f.mode, f.closed)
    print(f.closed)
    with open(p) as f:
        print(repr(f.read()))
    with open(p, newline='') as f:
        print(repr(f.read()))
    with open(p) as f:
        print(f.readline(), end='|')
        print(f.readlines())
    with open(p, 'a') as f:
        f.write('\ndelta')
    with open(p) as f:
        print([line.rstrip('\n') for line in f])
    with open(p, 'rb') as f:
        data = f.read()
        print(type(data).__name__, len(data), data[:6])
    with open(p, 'r+') as f:
        f.seek(0)
        f.write('ALPHA')
    print(open(p).read().split())
    with open(os.path.join(d, 'b.bin'), 'wb') as f:
        f.write(bytes(range(10)))
        f.write(bytearray(b'xyz'))
    with open(os.path.join(d, 'b.bin'), 'rb') as f:
        print(f.read(3), f.tell(), f.read())
    try:
        open(os.path.join(d, 'b.bin'), 'x')
    except FileExistsError as e:
        print('FileExistsError', e.errno)
    with open(os.path.join(d, 'new.txt'), 'x') as f:
        f.write('created')
    print(open(os.path.join(d, 'new.txt')).read())
    print(os.path.getsize(p), os.path.isfile(p), os.path.isdir(d), os.path.exists(d + '/nope'))
    print(sorted(os.listdir(d)))
    st = os.stat(p)
    print(st.st_size, st.st_size == os.path.getsize(p))
    for bad in ['rw', 'rr', 'wb+t', 'q', '']:
        try:
            open(p, bad)
        except ValueError as e:
            print('ValueError', e)
    try:
        open(p, 'rb', encoding='utf-8')
    except ValueError as e:
        print('ValueError', e)
    with open(p) as f:
        try:
            f.write('x')
        except Exception as e:
            print(type(e).__name__, e)
    f = open(p)
    f.close()
    try:
        f.read()
    except ValueError as e:
        print('ValueError', e)
    try:
        open(d)
    except IsADirectoryError as e:
        print('IsADirectoryError', e.errno)
    try:
        open(os.path.join(d, 'missing', 'x.txt'), 'w')
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)
    open(os.path.join(d, 'u.txt'), 'w', encoding='utf-8').write('héllo ✓')
    print(open(os.path.join(d, 'u.txt'), encoding='utf-8').read())
    print(open(os.path.join(d, 'u.txt'), 'rb').read())
finally:
    for name in os.listdir(d):
        os.remove(os.path.join(d, name))
    os.rmdir(d)
print(os.path.exists(d))
