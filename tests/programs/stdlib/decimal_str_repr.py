from decimal import Decimal

cases = ['0', '-0', '0.0', '0.00', '1.20', '1.2000', '100', '1e2', '1E+2', '1e-2', '12.5e3',
         '0.000001', '0.0000001', '-0.00000012', '123456789e-15', '1e-6', '1e-7', '1.5E+10',
         '.5', '5.', '+3.14', '  42  ', '1_000_000', 'NaN', '-nan', 'NaN42', 'sNaN', '-sNaN7',
         'inf', '-Inf', 'Infinity', '-infinity', '0e5', '0e-8', '-0e-3', '12345678901234567890123456789012345',
         '1.000000000000000000000000000000001', '0E+3', '4.0E-10', '7e0']
for s in cases:
    d = Decimal(s)
    print(repr(s), str(d), repr(d), d.to_eng_string())
for v in [0, 7, -12, 10 ** 30, -(2 ** 70), True, False]:
    print(v, repr(Decimal(v)))
for f in [0.1, 0.5, -2.75, 1e20, 1e-5, -0.0, 3.0, float('inf'), float('-inf')]:
    print(f, Decimal(f))
print(repr(Decimal(float('nan'))), repr(Decimal.from_float(1.1)))
for t in [(0, (1, 2, 3), -2), (1, (4, 5), 3), (0, (), 0), (0, (0,), 5), (1, (), 'F'), (0, (1,), 'n'), (0, [7, 0, 0], -1)]:
    print(t, repr(Decimal(t)))
print(repr(Decimal(Decimal('3.50'))), str(Decimal('3.50')))
print([str(Decimal(2) ** n) for n in range(-3, 4)])
print(Decimal('1e-7') * 1, Decimal('123.456E-2'), Decimal('-1E-10').to_eng_string(), Decimal('1E+4').to_eng_string(),
      Decimal('0E+4').to_eng_string(), Decimal('0.00E-8').to_eng_string())
