# mimetypes: data URLs, add_type, MimeTypes databases, maps
import io
import mimetypes

for url in ('data:,hello', 'data:text/html;base64,PGI+', 'data:image/png,xx',
            'data:foo;a=b,x', 'data:abc', 'DATA:text/css,x',
            'data:text/plain;charset=utf-8,x', 'data:;base64,xx'):
    print(repr(url), mimetypes.guess_type(url))
print(mimetypes.guess_type('a.TGZ'), mimetypes.guess_type('a.SVGZ'),
      mimetypes.guess_type('x.tar.bz2'), mimetypes.guess_type('a.csv.xz'))
print(mimetypes.guess_type('a.'), mimetypes.guess_type('a.jpg.zzq'))

mimetypes.add_type('application/x-corral-test', '.crl')
print(mimetypes.guess_type('thing.crl'), mimetypes.guess_type('THING.CRL'))
print(mimetypes.guess_extension('application/x-corral-test'))
mimetypes.add_type('application/x-corral-test', '.crl2')
mimetypes.add_type('application/x-corral-test', '.crl')
print(mimetypes.guess_all_extensions('application/x-corral-test'))
mimetypes.add_type('application/x-corral-test', '.loose', strict=False)
print(mimetypes.guess_all_extensions('application/x-corral-test'),
      mimetypes.guess_all_extensions('application/x-corral-test', strict=False))
print(mimetypes.guess_type('a.loose'), mimetypes.guess_type('a.loose', strict=False))
print(mimetypes.types_map['.crl'], '.loose' in mimetypes.common_types)
print(mimetypes.inited)

print(sorted(mimetypes.encodings_map.items()))
print(sorted(mimetypes.suffix_map.items()))

db = mimetypes.MimeTypes()
print(db.guess_type('x.png'), db.guess_type('x.tgz'), db.guess_type('x.crl'))
print(db.guess_extension('text/csv'), db.guess_all_extensions('image/jpeg'))
print(db.guess_all_extensions('text/html'), db.guess_all_extensions('video/mpeg'))
print(db.guess_type('x.webp', strict=False), db.guess_type('x.mid', strict=False))
print(db.guess_all_extensions('image/jpg'), db.guess_all_extensions('image/jpg', strict=False))
db.readfp(io.StringIO('# comment\ntext/x-zzz  zzz zz2 # trailing\n\n'
                      'application/x-empty\nimage/x-q\tqq\n'))
print(db.guess_type('a.zzz'), db.guess_all_extensions('text/x-zzz'), db.guess_type('a.qq'))
print(db.guess_all_extensions('application/x-empty'))
db.readfp(io.StringIO('text/x-yyy yyy\n'), strict=False)
print(db.guess_type('a.yyy'), db.guess_type('a.yyy', strict=False))
print(type(db.types_map).__name__, len(db.types_map), type(db.types_map_inv).__name__)
print(db.read_windows_registry())
print(mimetypes.guess_type('a.zzz'))
print(mimetypes.read_mime_types('/no/such/mime.types'))
try:
    mimetypes.guess_type(5)
except TypeError as e:
    print('TypeError', e)
import pathlib
print(mimetypes.guess_type(pathlib.PurePosixPath('x/y.png')))
print(sorted(mimetypes.__all__))
