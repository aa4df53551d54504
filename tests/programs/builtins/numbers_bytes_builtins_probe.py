# Numbers, bytes and builtins corners.
import math, sys
print(complex(1, -0.0), complex('1+2j'), 1j ** 2, abs(3 + 4j), (1 + 2j).conjugate(), repr(complex(0, 1)), complex(-0.0, -0.0), format(1 + 2j, '.2f'), f'{3j:>8}')
print(int.from_bytes(b'\x01\x00', 'little'), (1024).to_bytes(3, 'big'), (-1).to_bytes(2, 'big', signed=True), (255).bit_length(), (7).bit_count(), int.from_bytes(b'\xff', 'big', signed=True))
try:
    (256).to_bytes(1, 'big')
except OverflowError as e:
    print(e)
print(float.fromhex('0x1.8p1'), (1.5).hex(), (0.1).as_integer_ratio(), (2.0).is_integer(), float('1e500'), -float('inf'), 5e-324)
print(math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.gcd(12, 18, 24), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.factorial(20))
print(math.sqrt(2), math.isqrt(99), math.log(8, 2), math.log10(1000), math.exp(1), math.pi, math.tau, math.inf, math.copysign(1, -0.0), math.fsum([0.1] * 10), math.prod([1, 2, 3]))
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.degrees(math.pi), math.atan2(1, 1), math.fmod(-7, 3), math.remainder(7, 3), math.modf(3.5), math.frexp(8.0), math.ldexp(0.5, 4))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.exp(1000), lambda: math.factorial(2.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(2 ** 100, -2 ** 0.5, (-8) ** (1 / 3), 10 ** -2, 0 ** 0, pow(3, 4, 5), pow(2, -1, 7), 7 // -2, -7 / 2, 1e308 * 10, int(1e20), int(-3.9))
print(round(1.23456, 3), round(-1.5), round(2.5), round(3.5), round(1e20), round(123.456, -1), round(0.5 + 1e-17), f'{2.5:.0f}', f'{0.125:.2f}', f'{1.005:.2f}')
print(hex(-255), oct(8), bin(-5), int('-0b11', 0), int('z', 36), int('  -42\n'), int(True), float(' 3.5e2 '), str(-0.0), repr(1e-5), repr(123e20), 1.0e15, 1e16)
print(sys.maxsize, sys.float_info.max, sys.float_info.epsilon, sys.int_info.bits_per_digit if False else '', sys.getrecursionlimit() > 0)
print(b'abc'.hex(), bytes.fromhex('61 62'), b'a,b'.split(b','), b'  x '.strip(), b'abc'.upper(), b'%d-%s' % (3, b'x'), b'x' * 3, bytes(3), bytes([65, 66]), b'abc'[1], b'abc'[1:], list(b'hi'))
print(bytearray(b'abc').replace(b'b', b'XX'), bytearray(5)[2], b'a\x00b'.decode(), b'caf\xc3\xa9'.decode(), 'é'.encode('latin-1'), 'x'.encode('utf-16'), b'\xff\xfe'.decode('utf-8', 'replace'), b'\xff'.decode('latin-1'))
print(b'hello world'.title(), b'abc'.center(7, b'-'), b'a\tb'.expandtabs(4), b'AbC'.swapcase(), b'abc'.find(b'c'), b'abc'.index(98), b'abc'.count(b''), b'12'.isdigit(), b'ab cd'.split(), b'abc'.startswith((b'x', b'a')))
print(repr(b'\x00\x7f\x80\xff\'"'), repr(bytearray(b"'")), str(b'x'), bytes.maketrans(b'ab', b'xy'), b'aab'.translate(bytes.maketrans(b'a', b'z'), b'b'), memoryview(b'abc')[1], memoryview(b'abc').tolist(), bytes(memoryview(b'xy')))
print(sorted([3, 1, 2], reverse=True), sorted('bca'), sorted([(1, 'b'), (1, 'a')]), sorted(['B', 'a', 'C'], key=str.lower), min('abc'), max([1, 3], default=0), min([], default='none'), max(1, 2, key=lambda x: -x))
print(list(enumerate('ab', 1)), list(zip('ab', [1, 2, 3])), list(map(pow, [2, 3], [2, 2])), list(filter(None, [0, 1, '', 'a'])), list(reversed(range(3))), any([]), all([]), sum([0.1] * 3), sum([[1], [2]], []))
print(divmod(-7.5, 2), divmod(7, -3), abs(-0.0), hash(-1) , hash(1.0) == hash(1), hash(0.5), id(1) == id(1), isinstance(True, int), bool.__mro__, type(True + True))
print(chr(0x1f600), ord('€'), ascii('ÿ'), repr('\t\n\\'), format(255, 'b'), format(-3.5, '08.2f'), format('s', '^5'), format(12, '+#o'), '%5.1f%%' % 12.345, '%-4s|' % 'ab', '%03x' % 10)
print(slice(1, 5, 2).indices(3), range(0, 10, 3)[-1], range(5)[1:3], len(range(-5, 5, 3)), 3 in range(0, 10, 3), range(3) == range(0, 3), list(range(10, 0, -4)), range(1, 2).count(1))
print(int.__name__, (5).__class__, (5).real, (5).imag, (5).denominator, (2.5).real, True.numerator, (3).conjugate(), float.__name__)
print(list(iter([1, 2, 3].__iter__())), next(iter('x')), next(iter([]), 'default'), [*range(3), *'ab'], {**{'a': 1}, 'b': 2}, (*[1], 2))
x = [1, 2, 3, 4, 5]
x[1:3] = ['a']; print(x); del x[::2]; print(x); x[:] = range(3); print(x)
try:
    x[::2] = [1]
except ValueError as e:
    print(e)
print(1 < 2 < 3, 1 < 3 < 2, 'a' < 'b', [1, 2] < [1, 3], (1, 2) == (1, 2.0), None is None, 1 == 1.0 == True, 'abc' * 0, [0] * -1)
print(int('1' * 50), 10 ** 30 // 7, -(10 ** 30) % 7, (10 ** 30).bit_length(), str(2 ** 64), float(2 ** 64), 2 ** 64 / 3, (2 ** 64) >> 3, ~5, -5 & 0xff, 5 ^ 3, 1 << 70)
