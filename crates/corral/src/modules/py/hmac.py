"""Keyed-hash message authentication (RFC 2104), built on hashlib."""

import hashlib as _hashlib

digest_size = None

# RFC 2104's opad and ipad, applied to every key byte through bytes.translate.
trans_5C = bytes(i ^ 0x5C for i in range(256))
trans_36 = bytes(i ^ 0x36 for i in range(256))


def _hash_factory(digestmod):
    """Turn a digestmod (constructor, name or module) into f(data=b'')."""
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda data=b"": _hashlib.new(digestmod, data)
    return lambda data=b"": digestmod.new(data)


class HMAC:
    """An HMAC in progress: feed it with update(), read digest()/hexdigest()."""

    blocksize = 64

    def __init__(self, key, msg=None, digestmod=""):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError(
                "key: expected bytes or bytearray, but got %r" % type(key).__name__
            )
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        make = _hash_factory(digestmod)
        inner = make()
        width = inner.block_size
        if len(key) > width:
            # Keys longer than a block are hashed down first (RFC 2104, 2).
            key = make(key).digest()
        padded = bytes(key).ljust(width, b"\0")
        outer = make()
        outer.update(padded.translate(trans_5C))
        inner.update(padded.translate(trans_36))
        self._make = make
        self._inner = inner
        self._outer = outer
        self.block_size = width
        self.digest_size = inner.digest_size
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        """Add more message bytes."""
        self._inner.update(msg)

    def copy(self):
        """An independent HMAC with the same state."""
        twin = type(self).__new__(type(self))
        twin._make = self._make
        twin._inner = self._inner.copy()
        twin._outer = self._outer.copy()
        twin.block_size = self.block_size
        twin.digest_size = self.digest_size
        return twin

    def _finish(self):
        # Finishing must not disturb this object, so work on a copy of outer.
        final = self._outer.copy()
        final.update(self._inner.digest())
        return final

    def digest(self):
        return self._finish().digest()

    def hexdigest(self):
        return self._finish().hexdigest()


def new(key, msg=None, digestmod=""):
    """Create an HMAC object; digestmod is required."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """One-shot HMAC of msg under key with the hash `digest`."""
    return HMAC(key, msg, digest).digest()


def _bytes_like(value):
    # Corral has no memoryview: its bytes-like objects are these two.
    return isinstance(value, (bytes, bytearray))


def compare_digest(a, b):
    """Compare two digests (str of ASCII, or bytes-like) for equality."""
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError(
                "comparing strings with non-ASCII characters is not supported"
            )
        return a == b
    a_ok, b_ok = _bytes_like(a), _bytes_like(b)
    if a_ok and b_ok:
        return bytes(a) == bytes(b)
    if a_ok or b_ok:
        odd = b if a_ok else a
        raise TypeError(
            "a bytes-like object is required, not '%s'" % type(odd).__name__
        )
    raise TypeError(
        "unsupported operand types(s) or combination of types: "
        f"'{type(a).__name__}' and '{type(b).__name__}'"
    )
