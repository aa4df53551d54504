# zipfile: stored members with fixed timestamps give byte-identical archives
import io
import zipfile

buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as zf:
    zf.writestr(zipfile.ZipInfo('a.txt', (2020, 1, 2, 3, 4, 6)), b'hello world')
    info = zipfile.ZipInfo('dir/b.txt', (2023, 12, 31, 23, 59, 58))
    info.external_attr = 0o644 << 16
    zf.writestr(info, 'text as str\n')
    zf.writestr(zipfile.ZipInfo('empty/', (2021, 6, 7, 8, 9, 10)), b'')
    zf.writestr(zipfile.ZipInfo('caf\u00e9.txt', (2022, 2, 3, 4, 5, 6)), b'\xc3\xa9')
    zf.comment = b'an archive comment'
    print(zf.infolist())
data = buf.getvalue()
print(len(data))
print(data)

with zipfile.ZipFile(io.BytesIO(data)) as zf:
    print(zf.namelist(), zf.comment)
    for i in zf.infolist():
        print(repr(i))
        print(' ', i.filename, i.date_time, i.compress_type, i.CRC, i.file_size,
              i.compress_size, i.header_offset, i.create_system, i.create_version,
              i.extract_version, i.flag_bits, hex(i.external_attr), i.is_dir())
        print(' ', zf.read(i))
    zf.printdir()
    print(zf.testzip())

buf2 = io.BytesIO()
with zipfile.ZipFile(buf2, 'w') as zf:
    with zf.open(zipfile.ZipInfo('stream.bin', (2020, 5, 5, 5, 5, 6)), 'w') as w:
        print(w.write(b'abc'), w.write(bytearray(b'def')), w.write(memoryview(b'gh')))
    i = zf.getinfo('stream.bin')
    print(i.file_size, i.CRC, hex(i.external_attr))
print(buf2.getvalue())
