from decimal import Decimal, localcontext

for v in ['1', '2', '0.5', '10', '-1', '100', '1e-5', '0']:
    d = Decimal(v)
    print(v, d.exp())
for v in ['2', '10', '0.5', '1', '12345.678', '1e-10', 'inf']:
    d = Decimal(v)
    print(v, d.ln(), d.log10())
print(Decimal(1000).log10(), Decimal('0.001').log10(), Decimal(0).ln(), Decimal(0).log10())
print(Decimal(2) ** Decimal('0.5'), Decimal(2) ** Decimal('1.5'), Decimal('1.21') ** Decimal('0.5'), Decimal(10) ** Decimal('-2.5'))
with localcontext() as c:
    c.prec = 50
    print(Decimal(1).exp())
    print(Decimal(2).ln())
    print(Decimal(2).sqrt())
    print(Decimal(3) ** Decimal('0.5'))
with localcontext(prec=10):
    print(Decimal(7).exp(), Decimal(7).ln(), Decimal(7).log10(), Decimal(7).sqrt())
print(Decimal('120.00').normalize(), Decimal('0.00').normalize(), Decimal('1e3').normalize(), Decimal('-5.5000').normalize())
print(Decimal('123.45').as_tuple(), Decimal('-inf').as_tuple(), Decimal('nan').as_tuple(), Decimal('-0').as_tuple())
t = Decimal('1.230').as_tuple()
print(t.sign, t.digits, t.exponent, type(t).__name__)
print(Decimal('123.45').adjusted(), Decimal('0.00123').adjusted(), Decimal('1e10').adjusted(), Decimal(0).adjusted())
for v in ['1', '-0', 'nan', 'snan', '-inf', '0.00']:
    d = Decimal(v)
    print(v, d.is_nan(), d.is_qnan(), d.is_snan(), d.is_zero(), d.is_signed(), d.is_finite(), d.is_infinite(), d.number_class())
print(Decimal('1.5').copy_sign(Decimal('-2')), Decimal('-1.5').copy_abs(), Decimal('1.5').copy_negate(), Decimal('2.50').same_quantum(Decimal('1.00')))
print(Decimal('1.7').to_integral_value(), Decimal('2.5').to_integral(), Decimal('-2.5').to_integral_value())
print(Decimal('1E+2').logb(), Decimal('0.05').logb(), Decimal(1).next_plus(), Decimal(1).next_minus())
print(Decimal(-1).ln())
