from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN

CENT = Decimal('0.01')
prices = {'widget': Decimal('19.99'), 'gadget': Decimal('4.25'), 'gizmo': Decimal('0.10')}
cart = [('widget', 3), ('gadget', 7), ('gizmo', 11)]
subtotal = sum((prices[name] * qty for name, qty in cart), Decimal('0'))
print('subtotal', subtotal, repr(subtotal))
tax_rate = Decimal('0.0825')
tax = (subtotal * tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)
print('tax', subtotal * tax_rate, tax)
total = subtotal + tax
print('total', total, f'{total:,.2f}', f'${total:>12,.2f}')
discount = Decimal('15') / 100
print('discounted', (total * (1 - discount)).quantize(CENT))
# split a bill three ways, fixing up the remainder cent
share = (total / 3).quantize(CENT, rounding=ROUND_HALF_EVEN)
shares = [share, share, total - 2 * share]
print(shares, sum(shares) == total)
# compound interest
balance = Decimal('1000.00')
for year in range(1, 6):
    balance = (balance * Decimal('1.05')).quantize(CENT, ROUND_HALF_UP)
    print(year, balance)
print(Decimal('0.1') + Decimal('0.2') == Decimal('0.3'), 0.1 + 0.2 == 0.3)
ledger = [Decimal('12.50'), Decimal('-3.75'), Decimal('100'), Decimal('-0.01')]
print(sum(ledger), max(ledger), min(ledger), sorted(ledger))
print(Decimal('19.99') * 100, int(Decimal('19.99') * 100))
print('{:.2f}'.format(Decimal('2.675')), '{:.2f}'.format(2.675))
print('%.2f | %d | %s | %r | %8.3f' % (Decimal('1.235'), Decimal('7.9'), Decimal('1.50'), Decimal('1.50'), Decimal('-2.5')))
