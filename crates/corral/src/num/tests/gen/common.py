# Shared helpers for the generators of ../*_data.rs (run with CPython 3.11).
import struct, math, random

def rs_str(s):
    out = []
    for ch in s:
        c = ord(ch)
        if ch == '"': out.append('\\"')
        elif ch == '\\': out.append('\\\\')
        elif 0x20 <= c < 0x7f: out.append(ch)
        elif c > 0xff and ch.isprintable() and not __import__('unicodedata').combining(ch): out.append(ch)
        else: out.append('\\u{%x}' % c)
    return '"' + ''.join(out) + '"'

def err(e):
    name = type(e).__name__
    msg = str(e)
    return f"E:{name}: {msg}"

def run(f):
    try:
        return ('ok', f())
    except Exception as e:
        return ('err', err(e))

def fl(x):
    # float literal text parseable by Rust
    r = repr(x)
    return r

def int_res(f):
    k, v = run(f)
    return v if k == 'err' else str(v)

def float_res(f):
    k, v = run(f)
    return v if k == 'err' else repr(v)
