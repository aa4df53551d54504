"""IANA time zones as datetime.tzinfo objects.

The database is the one compiled into the interpreter (native module
`_zoneinfo`); no file of the host is read, so TZPATH is empty and
`from_file` is not offered.
"""

import _zoneinfo
from datetime import datetime, timedelta, tzinfo

__all__ = ['ZoneInfo', 'reset_tzpath', 'available_timezones', 'TZPATH',
           'ZoneInfoNotFoundError', 'InvalidTZPathWarning']

TZPATH = ()


class ZoneInfoNotFoundError(KeyError):
    """No time zone of this key exists."""


ZoneInfoNotFoundError.__module__ = 'zoneinfo._common'


class InvalidTZPathWarning(RuntimeWarning):
    """A TZPATH entry is not an absolute path."""


InvalidTZPathWarning.__module__ = 'zoneinfo._tzpath'


def reset_tzpath(to=None):
    """The search path is fixed here (the database is built in); only the
    argument is checked, as CPython checks it."""
    if to is not None:
        if isinstance(to, (str, bytes)):
            raise TypeError('tzpaths must be a list or tuple, not %s: %r'
                            % (type(to), to))
        for p in to:
            if not isinstance(p, str) or not p.startswith('/'):
                raise ValueError('Relative paths are not allowed in TZPATH')


def available_timezones():
    """The set of every key ZoneInfo accepts."""
    return set(_zoneinfo.available())


def _normalized(path):
    # posixpath.normpath, for the only question asked of it: is the key
    # already in normal form?
    parts = []
    for p in path.split('/'):
        if p in ('', '.'):
            continue
        if p == '..' and parts and parts[-1] != '..':
            parts.pop()
        else:
            parts.append(p)
    return '/'.join(parts) or '.'


def _check_key(key):
    if not isinstance(key, str):
        raise TypeError('expected str, bytes or os.PathLike object, not %s'
                        % type(key).__name__)
    if key.startswith('/'):
        raise ValueError('ZoneInfo keys may not be absolute paths, got: %s' % key)
    norm = _normalized(key)
    if len(norm) != len(key):
        raise ValueError('ZoneInfo keys must be normalized relative paths, got: %s' % key)
    if norm == '.' or norm == '..' or norm.startswith('../'):
        raise ValueError('ZoneInfo keys must refer to subdirectories of TZPATH, got: %s' % key)
    if not _zoneinfo.exists(key):
        raise ZoneInfoNotFoundError('No time zone found with key %s' % key)


_UNIX_EPOCH_ORDINAL = 719163
_deltas = {}


def _delta(secs):
    d = _deltas.get(secs)
    if d is None:
        d = _deltas[secs] = timedelta(seconds=secs)
    return d


def _wall_seconds(dt):
    """The wall-clock fields of dt as seconds since 1970-01-01 00:00."""
    days = dt.toordinal() - _UNIX_EPOCH_ORDINAL
    return ((days * 24 + dt.hour) * 60 + dt.minute) * 60 + dt.second


# Instances of each class, by key: ZoneInfo(k) is ZoneInfo(k).
_caches = {}


class ZoneInfo(tzinfo):
    """A time zone of the IANA database, by key ('Europe/Paris')."""

    def __new__(cls, key):
        cache = _caches.get(cls)
        if cache is None:
            cache = _caches[cls] = {}
        zone = cache.get(key) if isinstance(key, str) else None
        if zone is None:
            zone = cls._load(key, True)
            zone = cache.setdefault(key, zone)
        return zone

    @classmethod
    def _load(cls, key, from_cache):
        _check_key(key)
        self = object.__new__(cls)
        self._key = key
        self._from_cache = from_cache
        fixed = _zoneinfo.fixed_offset(key)
        if fixed is None:
            self._fixed = None
        else:
            self._fixed = _zoneinfo.at_utc(key, 0)
        return self

    @classmethod
    def no_cache(cls, key):
        """A new instance, bypassing (and not entering) the cache."""
        return cls._load(key, False)

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        """Forget cached instances of this class (all, or only these keys)."""
        cache = _caches.get(cls)
        if cache is None:
            return
        if only_keys is None:
            cache.clear()
        else:
            for k in only_keys:
                cache.pop(k, None)

    @classmethod
    def _unpickle(cls, key, from_cache):
        if from_cache:
            return cls(key)
        return cls.no_cache(key)

    def __reduce__(self):
        return (self.__class__._unpickle, (self._key, int(self._from_cache)))

    @property
    def key(self):
        return self._key

    def __str__(self):
        return self._key

    def __repr__(self):
        cls = type(self)
        name = 'zoneinfo.ZoneInfo' if cls is ZoneInfo else cls.__name__
        return '%s(key=%r)' % (name, self._key)

    def _info(self, dt):
        """(utcoffset, dst, tzname) in force at the wall time dt, or None."""
        if dt is None:
            return self._fixed
        wall = _wall_seconds(dt)
        before, after = _zoneinfo.local_offsets(
            self._key, dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second)
        if before == after:
            return _zoneinfo.at_utc(self._key, wall - before)
        # In a gap or a fold the wall time names two instants; the one
        # furthest from the transition on each side carries that side's
        # rules. fold=0 takes the side before the transition (PEP 495).
        if dt.fold:
            return _zoneinfo.at_utc(self._key, wall - min(before, after))
        return _zoneinfo.at_utc(self._key, wall - max(before, after))

    def utcoffset(self, dt):
        info = self._info(dt)
        return None if info is None else _delta(info[0])

    def dst(self, dt):
        info = self._info(dt)
        return None if info is None else _delta(info[1])

    def tzname(self, dt):
        info = self._info(dt)
        return None if info is None else info[2]

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt.tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        off = _zoneinfo.at_utc(self._key, _wall_seconds(dt))[0]
        local = dt + _delta(off)
        before, after = _zoneinfo.local_offsets(
            self._key, local.year, local.month, local.day,
            local.hour, local.minute, local.second)
        # The second pass through a repeated hour is fold=1.
        if before > after and off == after:
            local = local.replace(fold=1)
        return local
