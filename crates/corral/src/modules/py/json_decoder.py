"""json.decoder: where JSONDecoder and JSONDecodeError are defined in
CPython; programs import them from here as well as from json."""

from json import JSONDecodeError, JSONDecoder

__all__ = ['JSONDecoder', 'JSONDecodeError']
