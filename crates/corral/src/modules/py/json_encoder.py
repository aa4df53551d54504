"""json.encoder: JSONEncoder and the string-quoting helpers."""

import json as _json
from json import JSONEncoder

__all__ = ['JSONEncoder']


def encode_basestring(s):
    """s as a JSON string literal, non-ASCII characters kept."""
    return _json.dumps(s, ensure_ascii=False)


def encode_basestring_ascii(s):
    """s as a JSON string literal with non-ASCII characters escaped."""
    return _json.dumps(s)


py_encode_basestring = c_encode_basestring = encode_basestring
py_encode_basestring_ascii = c_encode_basestring_ascii = encode_basestring_ascii
INFINITY = float('inf')
