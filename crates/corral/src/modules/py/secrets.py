"""Tokens and random choices from the host's entropy.

Unlike `random` (seeded by the host, so runs repeat), the bytes here come
from the host's entropy source through `_corral_os.urandom`, a host
operation: the ledger keeps them, so `corral replay` reproduces a run.
"""

import _corral_os
import bisect as _bisect
import random as _random
from base64 import urlsafe_b64encode as _b64
import hmac as _hmac
import operator as _operator

__all__ = ['SystemRandom', 'choice', 'compare_digest', 'randbelow', 'randbits',
           'token_bytes', 'token_hex', 'token_urlsafe']

compare_digest = _hmac.compare_digest

DEFAULT_ENTROPY = 32

# Largest answer of one host call (osmod::URANDOM_MAX).
_CHUNK = 4096


def _entropy(n):
    n = _operator.index(n)
    if n < 0:
        raise ValueError('negative argument not allowed')
    if n <= _CHUNK:
        return _corral_os.urandom(n)
    parts = []
    left = n
    while left:
        take = min(left, _CHUNK)
        parts.append(_corral_os.urandom(take))
        left -= take
    return b''.join(parts)


_NO_STATE = 'System entropy source does not have state.'


class SystemRandom(_random.Random):
    """A Random whose every draw comes from the host's entropy; it has no
    state to seed, save or restore."""

    def random(self):
        # 53 random bits as a float in [0, 1).
        return (int.from_bytes(_entropy(7), 'big') >> 3) * (2.0 ** -53)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        nbytes = (k + 7) // 8
        if not nbytes:
            return 0
        return int.from_bytes(_entropy(nbytes), 'big') >> (nbytes * 8 - k)

    def randbytes(self, n):
        return _entropy(n)

    def seed(self, *args, **kwds):
        return None

    def getstate(self):
        raise NotImplementedError(_NO_STATE)

    def setstate(self, state):
        raise NotImplementedError(_NO_STATE)

    def _randbelow(self, n):
        bits = n.bit_length()
        r = self.getrandbits(bits)
        while r >= n:
            r = self.getrandbits(bits)
        return r

    def randrange(self, start, stop=None, step=1):
        lo = _int_arg(start, 1)
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if lo > 0:
                return self._randbelow(lo)
            raise ValueError('empty range for randrange()')
        hi = _int_arg(stop, 2)
        width = hi - lo
        st = _int_arg(step, 3)
        if st == 1:
            if width > 0:
                return lo + self._randbelow(width)
            raise ValueError('empty range for randrange() (%d, %d, %d)' % (lo, hi, width))
        if st == 0:
            raise ValueError('zero step for randrange()')
        count = (width + st - 1) // st if st > 0 else (width + st + 1) // st
        if count <= 0:
            raise ValueError('empty range for randrange()')
        return lo + st * self._randbelow(count)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        size = len(seq)
        return seq[self._randbelow(size)]

    def shuffle(self, x):
        for i in range(len(x) - 1, 0, -1):
            j = self._randbelow(i + 1)
            picked = x[j]
            x[j] = x[i]
            x[i] = picked

    def sample(self, population, k, *, counts=None):
        if counts is None:
            pass
        else:
            population = [item for item, c in zip(population, counts) for _ in range(c)]
        if isinstance(population, (set, frozenset)) or not hasattr(population, '__getitem__'):
            raise TypeError('Population must be a sequence.  '
                            'For dicts or sets, use sorted(d).')
        pool = [*population]
        n = len(pool)
        if not 0 <= k <= n:
            raise ValueError('Sample larger than population or is negative')
        picked = []
        for i in range(k):
            j = i + self._randbelow(n - i)
            pool[i], pool[j] = pool[j], pool[i]
            picked.append(pool[i])
        return picked

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        n = len(population)
        if weights is None and cum_weights is None:
            return [population[int(n * self.random())] for _ in range(k)]
        if weights is not None and cum_weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if cum_weights is None:
            running = 0
            cum_weights = []
            for w in weights:
                running += w
                cum_weights.append(running)
        if n != len(cum_weights):
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0 if cum_weights else 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        out = []
        for _ in range(k):
            x = self.random() * total
            out.append(population[_bisect.bisect_right(cum_weights, x, 0, n - 1)])
        return out

    def uniform(self, a, b):
        span = b - a
        return a + span * self.random()


def _int_arg(v, pos):
    try:
        return _operator.index(v)
    except TypeError:
        if isinstance(v, float) and v.is_integer():
            return int(v)
        raise ValueError('non-integer arg %d for randrange()' % pos) from None


_source = SystemRandom()
randbits = _source.getrandbits
choice = _source.choice


def randbelow(exclusive_upper_bound):
    """A random int in [0, exclusive_upper_bound)."""
    bound = exclusive_upper_bound
    if bound > 0:
        return _source._randbelow(bound)
    raise ValueError('Upper bound must be positive.')


def token_bytes(nbytes=None):
    """`nbytes` random bytes (DEFAULT_ENTROPY when None)."""
    return _entropy(DEFAULT_ENTROPY if nbytes is None else nbytes)


def token_hex(nbytes=None):
    """A random text of 2 * nbytes hex digits."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    """A random URL-safe base64 text of nbytes bytes, unpadded."""
    return _b64(token_bytes(nbytes)).rstrip(b'=').decode('ascii')
