from fractions import Fraction as F
import math, copy
for s in ['1_000','1._5','1_.5','.5_0','1e1_0','1.e5','.e5','.','1/2e3','  -1/2  ', '+.5', '1 ', '\t1/3\n', '1/-2', '٣', '1.5/2', '1e-0_1', '1.2_3e4', '-0', '0/5', '3/0', '1e-3', '-1E+2', '+', '-', '/', '1/', '/2', 'e', '1_/2']:
    try: print(repr(s), repr(F(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
print(F(0,-5), repr(F(-0.0)))
for f in [lambda: F(1,0), lambda: F(F(1,2),0), lambda: F(0)**-1, lambda: F('1', 2), lambda: F([1]), lambda: F(1.5, 2), lambda: F(0)/F(0), lambda: F(3,2)/0, lambda: F(-3,2)/0, lambda: F(3,2)//0, lambda: F(3,2)%0, lambda: 1/F(0), lambda: 5/F(0), lambda: divmod(F(1,2),0), lambda: F(-4,6)**-1, lambda: F(0)**-2, lambda: F(0)**F(-1), lambda: 2**F(-1, 1), lambda: 0**F(-1), lambda: F(0)**-0.5, lambda: F(-1)**0.5, lambda: F(2)**F(1,2), lambda: F(1,2) + 'x', lambda: F(1,2) < 'x', lambda: 'x' * F(1), lambda: F.from_float('1.5'), lambda: F(1).limit_denominator(0), lambda: F(float('nan')), lambda: F(float('-inf'))]:
  try: print(repr(f()))
  except Exception as e: print(type(e).__name__, e)
print(F(F(1,2), F(3,4)), F(True, 3), type(F(1,2).numerator), F(True), repr(F(False)))
from decimal import Decimal
print(F(Decimal('1.25')), F.from_decimal(3), F.from_float(2), F.from_float(0.1))
print(format(F(1,3)), format(F(1,3), ''), F(1,2).__format__(''))
print(hash(F(1,3)), hash(F(-1,2)), hash(F(5)), hash(F(1, 2**61-1)), hash(F(-7, 2**61-1)), hash(F(-1)), hash(F(1,2)) == hash(0.5))
print(F(7,2)//F(1,3), F(7,2)%F(1,3), divmod(F(7,2), 2), divmod(7, F(2,3)), F(7,2)//2.0, 7.0 % F(3,2), divmod(F(7,2), 1.5), divmod(7.5, F(2)), 7 // F(2,3), 7 % F(2, 3), F(-7,2) % 2, -7 % F(2,3))
print(F(2,3)**2, F(2,3)**-2, F(-2,3)**-3, F(-2,3)**-2, F(4)**F(1,2), 2**F(2), 2**F(-2), 2**F(1,2), F(1,2)**1.0, 2.0**F(2), 2.0**F(1,2), F(2)**1j, F(1,2)**True)
print(round(F(5,2)), round(F(7,2)), round(F(-5,2)), round(F(12345,100), 1), round(F(12345,1), -2), type(round(F(1,3),2)), round(F(-7,2)), round(F(1,3), 0), repr(round(F(25,10), 0)), repr(round(F(35,10), 0)), repr(round(F(15), -1)),repr(round(F(25), -1)), round(F(-1,3), 2))
print(math.floor(F(-7,2)), math.ceil(F(-7,2)), math.trunc(F(-7,2)), int(F(-7,2)), float(F(1,3)), complex(F(1,2)), int(F(7,2)), math.trunc(F(7,2)), float(F(10**400, 10**399)))
print(F(1,2) == 0.5, F(1,3) == 1/3, F(1,2) < 0.6, F(1,2) > float('nan'), F(1,2) < float('inf'), F(1,2) == complex(0.5, 0), F(1,2) == 1j, F(0) == float('nan'), 0.5 == F(1,2), F(1,2) == 'x', F(1,2) != F(1,3))
print(F(1,2)+1, F(1,2)+0.5, F(1,2)+1j, 1-F(1,2), 1.0-F(1,2), 1j*F(1,2), F(1,2)/0.25, F(2,3)*F(3,4), F(1,6)+F(1,3), F(1,2)-F(1,2), True+F(1,2), F(5,3)-2, 3/F(3,4))
print(F(1,3) > F(1,4), F(1,3) >= 1, F(1,3) <= 0.3, F(1,3) == F(2,6), F(1,3) != 1, F(2) == 2, 2 == F(2), 1 < F(3,2), 2.0 >= F(2), F(1,2) < Decimal('0.6') if False else None, sorted([F(1,2), 0.25, 1, F(1,3)]))
print(F(3,4).as_integer_ratio(), F(3,4).real, F(3,4).imag, F(3,4).conjugate(), abs(F(-3,4)), -F(3,4), +F(3,4), bool(F(0)), bool(F(1,9)))
print(F(10**20+1, 3).limit_denominator(7), F('3.141592653589793').limit_denominator(100), F(1,3).limit_denominator(2), F(-1,3).limit_denominator(2), F(3,7).limit_denominator(1), F(1, 2).limit_denominator(1), F(3141592653589793, 10**15).limit_denominator(10), F(5,10).limit_denominator(), repr(F(1,3).limit_denominator(1000)))
class G(F): pass
print(repr(G(1,2)), repr(G(1,2)+1), repr(+G(1,2)), repr(G('1/3')), repr(G.from_float(0.5)), G(1,2).__reduce__(), type(copy.copy(G(1,2))).__name__, repr(copy.deepcopy(F(1,2))))
import numbers
print(isinstance(F(1), numbers.Rational), isinstance(F(1), numbers.Number), issubclass(F, numbers.Real), isinstance(F(1), numbers.Integral))
print(sum([F(1,3)]*3), max(F(1,2), F(2,3)), min(0.6, F(1,2)), {F(1,2): 'a'}[F(2,4)], {0.5: 'b'}[F(1,2)], {2: 'c'}[F(4,2)])
print(F(1,2).numerator, F(1,2).denominator, F(-6, -4), F(6, -4))
try:
    F(1,2).numerator = 3
except AttributeError as e:
    print('AttributeError')
