from decimal import Decimal

specs = ['', '.2f', '.0f', ',', ',.2f', '>10', '<10', '^12', '010.2f', '+.3f', ' .1f', 'e', '.3e', 'E', '%', '.1%',
         'g', '.3g', '.10g', 'f', '.2', '*^15,.2f', '=+12.2f', '-<8', '.5G']
vals = ['1234.5678', '-1234.5678', '0', '-0.000', '0.000012345', '1e10', '123456789', '0.125', '2.5', '99.995', 'inf', '-nan']
for v in vals:
    print(v, [format(Decimal(v), s) for s in specs])
print(f"{Decimal('19.999'):.2f} {Decimal('0.5'):.0%} {Decimal('1234567.891'):,.2f} {Decimal('-42'):08.3f}")
print('{:>20}|{:<20}|{:^20}'.format(Decimal('1.5'), Decimal('-2.25E+5'), Decimal('7E-9')))
print('%s %r' % (Decimal('3.10'), Decimal('3.10')))
print(str(Decimal('1E+3')), format(Decimal('1E+3'), 'f'), format(Decimal('1E+3'), ',.1f'))
