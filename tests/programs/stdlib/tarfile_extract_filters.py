# tarfile: extract/extractall with the 'data', 'tar' and 'fully_trusted' filters and their errors; add() from files
import tarfile, io, hashlib, os, tempfile

def h(b): return hashlib.sha256(b).hexdigest()[:16]
def build(entries, fmt=tarfile.PAX_FORMAT):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=fmt) as tf:
        for name, data, extra in entries:
            ti = tarfile.TarInfo(name); ti.mtime = 1600000000
            for k, v in extra.items(): setattr(ti, k, v)
            if data is not None:
                ti.size = len(data); tf.addfile(ti, io.BytesIO(data))
            else:
                tf.addfile(ti)
    return buf.getvalue()

def tree(root):
    out = []
    for dp, dns, fns in os.walk(root):
        dns.sort()
        rel = os.path.relpath(dp, root)
        for f in sorted(fns):
            out.append((os.path.join(rel, f), open(os.path.join(dp, f), 'rb').read()[:12]))
        out.append((rel + '/', None))
    return sorted(out, key=str)

good = build([('top.txt', b'top\n', {}), ('pkg', None, {'type': tarfile.DIRTYPE, 'mode': 0o755}),
              ('pkg/m.py', b'x = 1\n', {'mode': 0o700}), ('pkg/deep/er/f', b'deep', {}),
              ('pkg/hard', None, {'type': tarfile.LNKTYPE, 'linkname': 'top.txt'}),
              ('./dot/./x', b'dotted', {})])
evil = [
    ('abs', [('/etc/evil', b'x', {})]),
    ('dotdot', [('../escape', b'x', {})]),
    ('dotdot2', [('a/../../escape', b'x', {})]),
    ('symabs', [('s', None, {'type': tarfile.SYMTYPE, 'linkname': '/etc/passwd'})]),
    ('symout', [('s', None, {'type': tarfile.SYMTYPE, 'linkname': '../../x'})]),
    ('hardout', [('s', None, {'type': tarfile.LNKTYPE, 'linkname': '../x'})]),
    ('dev', [('d', None, {'type': tarfile.CHRTYPE})]),
    ('fifo', [('f', None, {'type': tarfile.FIFOTYPE})]),
    ('setuid', [('suid', b'x', {'mode': 0o4777})]),
]
with tempfile.TemporaryDirectory() as d:
    for flt in ('data', 'tar', 'fully_trusted', None, tarfile.data_filter):
        dest = os.path.join(d, 'out_%s' % (flt if isinstance(flt, str) or flt is None else 'fn'))
        with tarfile.open(fileobj=io.BytesIO(good)) as tf:
            tf.extractall(dest, filter=flt)
        print(flt if not callable(flt) else 'fn', tree(dest))
    with tarfile.open(fileobj=io.BytesIO(good)) as tf:
        tf.extract('top.txt', os.path.join(d, 'one'), filter='data')
        tf.extract(tf.getmember('pkg/deep/er/f'), os.path.join(d, 'one'), filter='data')
        print(tree(os.path.join(d, 'one')))
        tf.extractall(os.path.join(d, 'some'), members=[m for m in tf if m.name.startswith('pkg/')], filter='data')
        print(tree(os.path.join(d, 'some')))
        tf.extractall(os.path.join(d, 'cust'), filter=lambda m, p: m if m.isreg() else None)
        print(tree(os.path.join(d, 'cust')))
        try: tf.extractall(os.path.join(d, 'bad'), filter='nope')
        except ValueError as e: print(e)
        m = tf.getmember('pkg/m.py')
        for f in (tarfile.data_filter, tarfile.tar_filter, tarfile.fully_trusted_filter):
            r = f(m, d)
            print(f.__name__, r is m, r.name, oct(r.mode) if r.mode is not None else None, r.uid, r.gid, r.uname, r.gname)
        r = tarfile.data_filter(tf.getmember('pkg'), d)
        print(r.mode, r.uid)
    for label, entries in evil:
        data = build(entries)
        for flt in ('data', 'tar'):
            dest = os.path.join(d, 'evil_%s_%s' % (label, flt))
            with tarfile.open(fileobj=io.BytesIO(data)) as tf:
                try:
                    if label in ('symabs', 'symout', 'dev', 'fifo') and flt == 'tar':
                        continue  # no symlinks or special files in corral's files
                    tf.extractall(dest, filter=flt)
                    print(label, flt, 'ok', [(os.path.relpath(os.path.join(dp, f), d)) for dp, dn, fn in os.walk(dest) for f in sorted(fn)])
                except tarfile.TarError as e:
                    print(label, flt, type(e).__name__, isinstance(e, tarfile.FilterError), str(e).replace(d, 'D'), e.tarinfo.name)
                except KeyError as e:
                    print(label, flt, 'KeyError', e)
        if label not in ('abs', 'setuid'): continue
        with tarfile.open(fileobj=io.BytesIO(data), errorlevel=0) as tf:
            tf.extractall(os.path.join(d, 'lvl0_' + label), filter='data')
            print('errorlevel0', label, tree(os.path.join(d, 'lvl0_' + label)) if os.path.exists(os.path.join(d, 'lvl0_' + label)) else None)
    print(tarfile.AbsolutePathError.__mro__[1].__name__, tarfile.FilterError.__mro__[1].__name__)
    # a hard link whose target is not in the archive
    data = build([('h', None, {'type': tarfile.LNKTYPE, 'linkname': 'missing'})])
    with tarfile.open(fileobj=io.BytesIO(data)) as tf:
        try: tf.extractall(os.path.join(d, 'hm'), filter='data')
        except Exception as e: print(type(e).__name__, e)
    # a filter that raises ExtractError: errorlevel 1 carries on unfiltered, 2 raises
    def picky(m, p):
        if m.name == 'top.txt':
            raise tarfile.ExtractError('no top')
        return m
    for level in (1, 2):
        with tarfile.open(fileobj=io.BytesIO(good), errorlevel=level) as tf:
            try:
                tf.extractall(os.path.join(d, 'picky%d' % level), filter=picky)
                print(level, tree(os.path.join(d, 'picky%d' % level)))
            except Exception as e: print(level, type(e).__name__, e)
    try:
        tarfile.TarFile.extraction_filter = 'data'
        with tarfile.open(fileobj=io.BytesIO(good)) as tf:
            tf.extractall(os.path.join(d, 'strfilter'))
    except TypeError as e:
        print(e)
    finally:
        tarfile.TarFile.extraction_filter = None
    class Safe(tarfile.TarFile):
        extraction_filter = staticmethod(tarfile.data_filter)
    with Safe.open(fileobj=io.BytesIO(build(evil[1][1]))) as tf:
        try: tf.extractall(os.path.join(d, 'safe'))
        except tarfile.OutsideDestinationError as e: print('class filter:', type(e).__name__)
    # add from the filesystem
    src = os.path.join(d, 'src')
    os.makedirs(os.path.join(src, 'a', 'b'))
    for rel, body in (('z.txt', b'zz'), ('a/one.txt', b'1' * 700), ('a/b/two.bin', bytes(300))):
        with open(os.path.join(src, rel), 'wb') as f: f.write(body)
    def norm(ti):
        ti.uid = ti.gid = 7; ti.uname = 'u'; ti.gname = 'g'; ti.mtime = 1234567890
        ti.mode = 0o755 if ti.isdir() else 0o644
        return None if ti.name.endswith('skip') else ti
    open(os.path.join(src, 'a', 'skip'), 'w').write('s')
    for fmt in (tarfile.PAX_FORMAT, tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT):
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode='w', format=fmt) as tf:
            tf.add(src, arcname='proj', filter=norm)
            tf.add(os.path.join(src, 'z.txt'), 'again/z.txt', filter=norm)
            tf.add(os.path.join(src, 'a'), arcname='flat', recursive=False, filter=norm)
        print(fmt, h(buf.getvalue()), len(buf.getvalue()))
    with tarfile.open(fileobj=io.BytesIO(buf.getvalue())) as tf:
        print([(m.name.replace(d, 'D'), m.type, m.size) for m in tf])
        ti = tf.getmember('proj/a/one.txt')
        print(ti.get_info()['name'], ti.isfile(), ti.isreg(), ti.issym(), ti.islnk(), ti.isdir(), ti.isdev(), ti.path)
    p = os.path.join(d, 'self.tar')
    with tarfile.open(p, 'w') as tf:
        tf.add(p)
        print(tf.getnames())
        info = tf.gettarinfo(os.path.join(src, 'z.txt'), arcname='zz')
        print(info.name, info.size, info.type, oct(info.mode & 0o777)[-3:], info.isreg())
        with open(os.path.join(src, 'z.txt'), 'rb') as f:
            print(tf.gettarinfo(fileobj=f).name.replace(d.lstrip('/'), 'D'))
