"""hashlib for corral, over the RustCrypto digests in _hashlib.

A hash object keeps the chunks it was fed; digest() hashes them in one
pass, so objects are plain guest values that copy() and snapshots handle
like any other.
"""

import _hashlib

# name: (digest_size, block_size)
_INFO = {
    'md5': (16, 64), 'sha1': (20, 64), 'sha224': (28, 64), 'sha256': (32, 64),
    'sha384': (48, 128), 'sha512': (64, 128),
    'sha3_224': (28, 144), 'sha3_256': (32, 136), 'sha3_384': (48, 104),
    'sha3_512': (64, 72), 'shake_128': (0, 168), 'shake_256': (0, 136),
    'blake2b': (64, 128), 'blake2s': (32, 64),
}

algorithms_guaranteed = {'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                         'blake2b', 'blake2s', 'sha3_224', 'sha3_256',
                         'sha3_384', 'sha3_512', 'shake_128', 'shake_256'}
algorithms_available = set(algorithms_guaranteed)
__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'blake2b',
           'blake2s', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
           'shake_128', 'shake_256', 'new', 'algorithms_guaranteed',
           'algorithms_available')


def _check_data(data):
    if isinstance(data, str):
        raise TypeError('Strings must be encoded before hashing')
    if isinstance(data, memoryview) or hasattr(type(data), '__corral_buffer__'):
        return bytes(data)
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError('object supporting the buffer API required')
    return bytes(data)


class _Hash:
    __slots__ = ('name', 'digest_size', 'block_size', '_chunks', '_params')

    def __init__(self, name, data, params=None):
        self.name = name
        self.digest_size, self.block_size = _INFO[name]
        self._params = params
        self._chunks = []
        if data is not None:
            self.update(data)

    def update(self, data):
        self._chunks.append(_check_data(data))

    def _digest(self, size):
        p = self._params
        if p is None:
            return _hashlib.digest(self.name, self._chunks, size)
        return _hashlib.digest(self.name, self._chunks, size, p[0], p[1], p[2])

    def digest(self):
        return self._digest(self.digest_size)

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        h = object.__new__(type(self))
        h.name = self.name
        h.digest_size = self.digest_size
        h.block_size = self.block_size
        h._params = self._params
        h._chunks = list(self._chunks)
        return h

    def __repr__(self):
        return f'<{self.name} _hashlib.HASH object>'


class _Shake(_Hash):
    __slots__ = ()

    def digest(self, length=None):
        if length is None:
            raise TypeError("digest() missing required argument 'length' (pos 1)")
        if length < 0:
            raise ValueError('negative digest length')
        return self._digest(length)

    def hexdigest(self, length=None):
        if length is None:
            raise TypeError("hexdigest() missing required argument 'length' (pos 1)")
        return self.digest(length).hex()


def _constructor(name):
    def make(string=None, *, usedforsecurity=True):
        return _Hash(name, string)
    make.__name__ = 'openssl_' + name
    make.__qualname__ = make.__name__
    return make


md5 = _constructor('md5')
sha1 = _constructor('sha1')
sha224 = _constructor('sha224')
sha256 = _constructor('sha256')
sha384 = _constructor('sha384')
sha512 = _constructor('sha512')
sha3_224 = _constructor('sha3_224')
sha3_256 = _constructor('sha3_256')
sha3_384 = _constructor('sha3_384')
sha3_512 = _constructor('sha3_512')


def shake_128(data=None, *, usedforsecurity=True):
    return _Shake('shake_128', data)


def shake_256(data=None, *, usedforsecurity=True):
    return _Shake('shake_256', data)


def _blake2(name, max_size, data, digest_size, key, salt, person):
    if not 1 <= digest_size <= max_size:
        raise ValueError(f'digest_size must be between 1 and {max_size} bytes')
    if len(key) > max_size:
        raise ValueError(f'maximum key length is {max_size} bytes')
    if len(salt) > max_size // 4:
        raise ValueError(f'maximum salt length is {max_size // 4} bytes')
    if len(person) > max_size // 4:
        raise ValueError(f'maximum person length is {max_size // 4} bytes')
    params = None
    if key or salt or person:
        params = (bytes(key), bytes(salt), bytes(person))
    h = _Hash(name, None, params)
    h.digest_size = digest_size
    if data is not None:
        h.update(data)
    # Fails now for parameter combinations the digest backend lacks.
    h.digest()
    return h


class blake2b(_Hash):
    __slots__ = ()
    MAX_DIGEST_SIZE = 64
    MAX_KEY_SIZE = 64
    SALT_SIZE = 16
    PERSON_SIZE = 16

    def __new__(cls, data=None, *, digest_size=64, key=b'', salt=b'',
                person=b'', usedforsecurity=True, **kwargs):
        return _blake2('blake2b', 64, data, digest_size, key, salt, person)


class blake2s(_Hash):
    __slots__ = ()
    MAX_DIGEST_SIZE = 32
    MAX_KEY_SIZE = 32
    SALT_SIZE = 8
    PERSON_SIZE = 8

    def __new__(cls, data=None, *, digest_size=32, key=b'', salt=b'',
                person=b'', usedforsecurity=True, **kwargs):
        return _blake2('blake2s', 32, data, digest_size, key, salt, person)


_CONSTRUCTORS = {
    'md5': md5, 'sha1': sha1, 'sha224': sha224, 'sha256': sha256,
    'sha384': sha384, 'sha512': sha512, 'sha3_224': sha3_224,
    'sha3_256': sha3_256, 'sha3_384': sha3_384, 'sha3_512': sha3_512,
    'shake_128': shake_128, 'shake_256': shake_256,
    'blake2b': blake2b, 'blake2s': blake2s,
}


def new(name, data=b'', **kwargs):
    if not isinstance(name, str):
        raise TypeError(f'new() argument \'name\' must be str, not {type(name).__name__}')
    f = _CONSTRUCTORS.get(name) or _CONSTRUCTORS.get(name.lower())
    if f is None:
        raise ValueError('unsupported hash type ' + name)
    return f(data, **kwargs)


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    import hmac
    h = new(hash_name)
    if dklen is None:
        dklen = h.digest_size
    if iterations < 1:
        raise ValueError('iteration value must be greater than 0.')
    if dklen < 1:
        raise ValueError('key length must be greater than 0.')
    out = b''
    block = 1
    while len(out) < dklen:
        u = hmac.new(password, salt + block.to_bytes(4, 'big'), hash_name).digest()
        acc = int.from_bytes(u, 'big')
        for _ in range(iterations - 1):
            u = hmac.new(password, u, hash_name).digest()
            acc ^= int.from_bytes(u, 'big')
        out += acc.to_bytes(len(u), 'big')
        block += 1
    return out[:dklen]
