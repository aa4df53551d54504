"""colorsys for corral: conversions between RGB and the YIQ, HLS and HSV
colour spaces. Every coordinate is a float in [0, 1] (I and Q of YIQ may
be negative)."""

__all__ = ["rgb_to_yiq", "yiq_to_rgb", "rgb_to_hls", "hls_to_rgb",
           "rgb_to_hsv", "hsv_to_rgb"]

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0
TWO_THIRD = 2.0 / 3.0


def rgb_to_yiq(r, g, b):
    y = 0.30 * r + 0.59 * g + 0.11 * b
    i = 0.74 * (r - y) - 0.27 * (b - y)
    q = 0.48 * (r - y) + 0.41 * (b - y)
    return (y, i, q)


def yiq_to_rgb(y, i, q):
    r = y + 0.9468822170900693 * i + 0.6235565819861433 * q
    g = y - 0.27478764629897834 * i - 0.6356910791873801 * q
    b = y - 1.1085450346420322 * i + 1.7090069284064666 * q
    return (min(max(r, 0.0), 1.0), min(max(g, 0.0), 1.0),
            min(max(b, 0.0), 1.0))


def rgb_to_hls(r, g, b):
    hi, lo = max(r, g, b), min(r, g, b)
    total, span = hi + lo, hi - lo
    light = total / 2.0
    if lo == hi:
        return (0.0, light, 0.0)
    sat = span / total if light <= 0.5 else span / (2.0 - hi - lo)
    return (_hue(r, g, b, hi, span), light, sat)


def _hue(r, g, b, hi, span):
    rc, gc, bc = (hi - r) / span, (hi - g) / span, (hi - b) / span
    if r == hi:
        h = bc - gc
    elif g == hi:
        h = 2.0 + rc - bc
    else:
        h = 4.0 + gc - rc
    return (h / 6.0) % 1.0


def _channel(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    if s == 0.0:
        return (l, l, l)
    m2 = l * (1.0 + s) if l <= 0.5 else l + s - (l * s)
    m1 = 2.0 * l - m2
    return (_channel(m1, m2, h + ONE_THIRD), _channel(m1, m2, h),
            _channel(m1, m2, h - ONE_THIRD))


def rgb_to_hsv(r, g, b):
    hi, lo = max(r, g, b), min(r, g, b)
    if lo == hi:
        return (0.0, 0.0, hi)
    span = hi - lo
    return (_hue(r, g, b, hi, span), span / hi, hi)


def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return (v, v, v)
    sector = int(h * 6.0)
    f = (h * 6.0) - sector
    p = v * (1.0 - s)
    q = v * (1.0 - s * f)
    t = v * (1.0 - s * (1.0 - f))
    sector %= 6
    return ((v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v),
            (v, p, q))[sector]
