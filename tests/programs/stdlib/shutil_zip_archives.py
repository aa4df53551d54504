# shutil: make_archive/unpack_archive with the zip format
import os
import shutil
import tempfile
import zipfile

with tempfile.TemporaryDirectory() as d:
    src = os.path.join(d, 'src')
    os.makedirs(os.path.join(src, 'a', 'b'))
    os.makedirs(os.path.join(src, 'empty'))
    for rel, body in (('top.txt', 'top\n'), ('a/one.txt', 'one\n'),
                      ('a/b/deep.txt', 'deep\n' * 40), ('z.txt', 'last\n')):
        with open(os.path.join(src, rel), 'w') as f:
            f.write(body)

    made = shutil.make_archive(os.path.join(d, 'out'), 'zip', src)
    print(os.path.relpath(made, d), os.path.isabs(made))
    with zipfile.ZipFile(made) as zf:
        for i in zf.infolist():
            print(' ', i.filename, i.compress_type, i.file_size, i.is_dir())

    made = shutil.make_archive(os.path.join(d, 'part'), 'zip', root_dir=src, base_dir='a')
    print(os.path.basename(made), zipfile.ZipFile(made).namelist())

    made = shutil.make_archive(os.path.join(d, 'nested', 'deeper', 'arch'), 'zip',
                               root_dir=d, base_dir='src')
    print(os.path.relpath(made, d), zipfile.ZipFile(made).namelist())

    dest = os.path.join(d, 'unpacked')
    print(shutil.unpack_archive(os.path.join(d, 'out.zip'), dest))
    for root, dirs, files in sorted(os.walk(dest)):
        print(' ', os.path.relpath(root, d), sorted(dirs), sorted(files))
    with open(os.path.join(dest, 'a', 'b', 'deep.txt')) as f:
        print(len(f.read()))
    shutil.unpack_archive(os.path.join(d, 'part.zip'), os.path.join(d, 'u2'), 'zip')
    print(sorted(os.listdir(os.path.join(d, 'u2', 'a'))))

    print(('zip', 'ZIP file') in shutil.get_archive_formats())
    print(('zip', ['.zip'], 'ZIP file') in shutil.get_unpack_formats())
    for call in (lambda: shutil.make_archive(os.path.join(d, 'x'), 'nope', src),
                 lambda: shutil.unpack_archive(made, d, 'nope'),
                 lambda: shutil.unpack_archive(os.path.join(src, 'top.txt'), d)):
        try:
            call()
        except (ValueError, shutil.ReadError) as e:
            print(type(e).__name__, str(e).replace(d, '<d>'))
    fake = os.path.join(d, 'fake.zip')
    with open(fake, 'w') as f:
        f.write('not a zip')
    try:
        shutil.unpack_archive(fake, d)
    except shutil.ReadError as e:
        print('ReadError', str(e).replace(d, '<d>'))
