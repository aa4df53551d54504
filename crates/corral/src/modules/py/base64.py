"""base64 for corral: Base16, Base32 and Base64 encodings (RFC 4648).

The Base64 and hex work is done by the native binascii module; Base32 is
done here. Base85/Ascii85 are not provided.
"""

import binascii

__all__ = [
    'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)

# Legacy line-oriented interface: 76 output characters per line, which is
# 57 input bytes.
MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _as_input_bytes(data):
    """Bytes from the argument of a decoder, which also takes ASCII str."""
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only ASCII characters')
        return data.encode('ascii')
    if isinstance(data, bytes_types):
        return data
    # bytes and bytearray are the only buffers a corral program can hold.
    raise TypeError("argument should be a bytes-like object or ASCII "
                    "string, not %r" % type(data).__name__)


def _two_alt_chars(altchars):
    # CPython checks this with an assert whose message is the repr.
    if len(altchars) != 2:
        raise AssertionError(repr(altchars))
    return altchars


# -- Base64 ----------------------------------------------------------------

def b64encode(s, altchars=None):
    """Encode bytes-like `s` with Base64; `altchars` replaces '+' and '/'."""
    out = binascii.b2a_base64(s, newline=False)
    if altchars is None:
        return out
    return out.translate(bytes.maketrans(b'+/', _two_alt_chars(altchars)))


def b64decode(s, altchars=None, validate=False):
    """Decode Base64 `s` (bytes or ASCII str).

    Without `validate`, characters outside the alphabet are skipped; with it
    they raise binascii.Error.
    """
    data = _as_input_bytes(s)
    if altchars is not None:
        alt = _two_alt_chars(_as_input_bytes(altchars))
        data = data.translate(bytes.maketrans(alt, b'+/'))
    return binascii.a2b_base64(data, strict_mode=validate)


def standard_b64encode(s):
    """Encode with the standard Base64 alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """Decode with the standard Base64 alphabet."""
    return b64decode(s)


# The URL- and filename-safe alphabet swaps '+/' for '-_'.
_TO_URLSAFE = bytes.maketrans(b'+/', b'-_')
_FROM_URLSAFE = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode with the URL-safe alphabet ('-' and '_' for '+' and '/')."""
    return b64encode(s).translate(_TO_URLSAFE)


def urlsafe_b64decode(s):
    """Decode with the URL-safe alphabet."""
    return b64decode(_as_input_bytes(s).translate(_FROM_URLSAFE))


# -- Base32 ----------------------------------------------------------------

_B32_STD = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32_HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'

# How many '=' end the last 8-character group, by count of input bytes left
# over in the last 5-byte block.
_B32_PAD_FOR_TAIL = {0: 0, 1: 6, 2: 4, 3: 3, 4: 1}
# The reverse: bytes kept from the last decoded block, by count of '='.
_B32_BYTES_FOR_PAD = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}

_b32_pair_tables = {}


def _b32_pairs(alphabet):
    """The 1024 two-character encodings of 10-bit values, for `alphabet`."""
    table = _b32_pair_tables.get(alphabet)
    if table is None:
        table = [bytes((a, b)) for a in alphabet for b in alphabet]
        _b32_pair_tables[alphabet] = table
    return table


_b32_value_tables = {}


def _b32_pair_values(alphabet):
    """Two-character digit pairs of `alphabet` -> their 10-bit values."""
    table = _b32_value_tables.get(alphabet)
    if table is None:
        table = {pair: i for i, pair in enumerate(_b32_pairs(alphabet))}
        _b32_value_tables[alphabet] = table
    return table


def _b32_encode_with(alphabet, s):
    if not isinstance(s, bytes_types):
        raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                        % type(s).__name__)
    tail = len(s) % 5
    if tail:
        s = bytes(s) + bytes(5 - tail)
    pairs = _b32_pairs(alphabet)
    chunks = []
    for start in range(0, len(s), 5):
        # A 5-byte block is 40 bits: four 10-bit pair lookups.
        block = int.from_bytes(s[start:start + 5], 'big')
        chunks.append(pairs[block >> 30] + pairs[(block >> 20) & 1023]
                      + pairs[(block >> 10) & 1023] + pairs[block & 1023])
    out = b''.join(chunks)
    pad = _B32_PAD_FOR_TAIL[tail]
    if pad:
        out = out[:-pad] + b'=' * pad
    return out


def _b32_decode_with(alphabet, s, casefold=False, map01=None):
    data = _as_input_bytes(s)
    if len(data) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        one = _one_char(_as_input_bytes(map01))
        data = data.translate(bytes.maketrans(b'01', b'O' + one))
    if casefold:
        data = data.upper()
    body = data.rstrip(b'=')
    pad = len(data) - len(body)
    # Decode 8 characters (40 bits) at a time, as four 10-bit pairs; the last
    # group is completed with zero digits and trimmed by the padding.
    body += alphabet[:1] * pad
    values = _b32_pair_values(alphabet).get
    out = bytearray()
    for i in range(0, len(body), 8):
        a = values(body[i:i + 2])
        b = values(body[i + 2:i + 4])
        c = values(body[i + 4:i + 6])
        d = values(body[i + 6:i + 8])
        if a is None or b is None or c is None or d is None:
            raise binascii.Error('Non-base32 digit found')
        out += ((((a << 10 | b) << 10) | c) << 10 | d).to_bytes(5, 'big')
    if pad:
        keep = _B32_BYTES_FOR_PAD.get(pad)
        if keep is None:
            raise binascii.Error('Incorrect padding')
        del out[len(out) - 5 + keep:]
    return bytes(out)


def _one_char(map01):
    if len(map01) != 1:
        raise AssertionError(repr(map01))
    return map01


def b32encode(s):
    """Encode bytes-like `s` with Base32."""
    return _b32_encode_with(_B32_STD, s)


def b32decode(s, casefold=False, map01=None):
    """Decode Base32 `s`; `casefold` accepts lower case, `map01` says which
    letter (I or L) the digit 1 stands for (0 always maps to O)."""
    return _b32_decode_with(_B32_STD, s, casefold, map01)


def b32hexencode(s):
    """Encode bytes-like `s` with the Extended Hex Base32 alphabet."""
    return _b32_encode_with(_B32_HEX, s)


def b32hexdecode(s, casefold=False):
    """Decode Extended Hex Base32 `s`."""
    return _b32_decode_with(_B32_HEX, s, casefold)


# -- Base16 ----------------------------------------------------------------

_HEX_UPPER = b'0123456789ABCDEF'


def b16encode(s):
    """Encode bytes-like `s` as upper-case hex."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """Decode upper-case hex `s`; `casefold` accepts lower case too."""
    data = _as_input_bytes(s)
    if casefold:
        data = data.upper()
    if data.translate(None, _HEX_UPPER):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(data)


# -- MIME-style line-wrapped Base64 -----------------------------------------

def _check_binary(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % type(s).__name__)


def encodebytes(s):
    """Base64 with a newline after every 76 output characters and at the end."""
    _check_binary(s)
    return b''.join(binascii.b2a_base64(s[i:i + MAXBINSIZE])
                    for i in range(0, len(s), MAXBINSIZE))


def decodebytes(s):
    """Decode the output of encodebytes()."""
    _check_binary(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    """Read binary file `input` and write it Base64-encoded, in lines, to `output`."""
    while True:
        chunk = input.read(MAXBINSIZE)
        if not chunk:
            return
        # read() may come back short; fill the line before encoding it.
        while len(chunk) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(chunk))
            if not more:
                break
            chunk += more
        output.write(binascii.b2a_base64(chunk))


def decode(input, output):
    """Read Base64 lines from binary file `input` and write the bytes to `output`."""
    while True:
        line = input.readline()
        if not line:
            return
        output.write(binascii.a2b_base64(line))
