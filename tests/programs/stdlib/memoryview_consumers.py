# memoryview and array.array are accepted wherever bytes-like objects are:
# bytes methods, hashing, compression, struct, io, re, files.
import array
import base64
import binascii
import hashlib
import io
import json
import os
import re
import struct
import tempfile
import zlib

work = tempfile.mkdtemp()


def attempt(label, f):
    try:
        r = f()
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


def write_file(x):
    path = os.path.join(work, 'out.bin')
    with open(path, 'wb') as f:
        n = f.write(x)
    with open(path, 'rb') as f:
        data = f.read()
    os.remove(path)
    return n, data


for name, x in [('array', array.array('B', b'hello')),
                ('view', memoryview(bytearray(b'hello'))),
                ('view of bytes', memoryview(b'xhello')[1:])]:
    print('--', name)
    attempt('bytes', lambda: bytes(x))
    attempt('bytearray', lambda: bytearray(x))
    attempt('join', lambda: b'-'.join([x, x]))
    attempt('startswith', lambda: b'hello'.startswith(x))
    attempt('in', lambda: x in b'xhellox')
    attempt('find', lambda: b'xhello'.find(x))
    attempt('replace', lambda: b'hello'.replace(x, b'!'))
    attempt('split', lambda: b'ahellob'.split(x))
    attempt('concat', lambda: b'>' + x)
    attempt('bytearray concat', lambda: bytearray(b'>') + x)
    attempt('eq', lambda: b'hello' == x)
    attempt('from_bytes', lambda: int.from_bytes(x, 'little'))
    attempt('struct', lambda: struct.unpack('5s', x))
    attempt('unpack_from', lambda: struct.unpack_from('B', x, 1))
    attempt('crc32', lambda: zlib.crc32(x))
    attempt('compress', lambda: zlib.decompress(zlib.compress(x)))
    attempt('sha256', lambda: hashlib.sha256(x).hexdigest()[:16])
    attempt('hexlify', lambda: binascii.hexlify(x))
    attempt('b64', lambda: base64.b64encode(x))
    attempt('BytesIO', lambda: io.BytesIO(x).read())
    attempt('BytesIO write', lambda: io.BytesIO().write(x))
    attempt('decode', lambda: str(x, 'ascii'))
    attempt('re group', lambda: re.match(b'h(.)l', x).group(0, 1))
    attempt('re findall', lambda: re.findall(b'l', x))
    attempt('re sub', lambda: re.sub(b'l', b'L', x))
    attempt('re sub callable', lambda: re.sub(b'l', lambda m: b'_', x))
    attempt('re split', lambda: re.split(b'e', x))
    attempt('fromhex', lambda: bytes.fromhex(x))
    attempt('json', lambda: json.loads(x))
    attempt('ord', lambda: ord(x))
    attempt('maketrans', lambda: bytes.maketrans(x, b'HELLO'))
    attempt('percent b', lambda: b'%b' % x)
    attempt('count', lambda: b'hellohello'.count(x))
    attempt('strip', lambda: b'hellohixhello'.strip(x))
    attempt('lt', lambda: b'a' < x)
    attempt('file write', lambda: write_file(x))

m = re.match(b'(a)b', bytearray(b'abc'))
print(repr(m.group()), repr(m.group(1)), type(m.string).__name__)
print(re.sub(b'a', b'X', bytearray(b'aa')), re.sub(b'(a)', br'<\1>', bytearray(b'ab')))
print(re.sub(b'a', lambda m: b'Y', bytearray(b'ab')))
os.rmdir(work)
