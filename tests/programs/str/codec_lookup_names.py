# str.encode / bytes.decode: the codecs module's transforms are not text
# encodings, and utf-8-sig writes and skips the BOM.
for enc in ['rot13', 'ROT_13', 'hex', 'base64', 'Base-64', 'zlib', 'zip', 'bz2', 'uu', 'quopri', 'nope']:
    try:
        'x'.encode(enc)
    except LookupError as e:
        print(type(e).__name__, e)
    try:
        b'x'.decode(enc)
    except LookupError as e:
        print(type(e).__name__, e)
for enc in ['utf-8-sig', 'UTF_8_SIG', 'utf8-sig']:
    try:
        print(enc, 'é€x'.encode(enc))
        print(enc, 'é€x'.encode(enc).decode(enc), 'ab'.encode().decode(enc))
    except LookupError as e:
        print(type(e).__name__, e)
print(''.encode('utf-8-sig'), b''.decode('utf-8-sig') == '')
try:
    b'\xef\xbb\xbfab\xff'.decode('utf-8-sig')
except UnicodeDecodeError as e:
    print(e)
print(b'\xef\xbb\xbfab\xff'.decode('utf-8-sig', 'replace'))
