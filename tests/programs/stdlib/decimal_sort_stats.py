from decimal import Decimal
import statistics

readings = [Decimal(s) for s in ['12.5', '9.75', '10.125', '11', '9.75', '13.0']]
readings.sort()
print(readings)
total = sum(readings)
mean = total / len(readings)
print(total, mean, mean.quantize(Decimal('0.001')))
var = sum((x - mean) ** 2 for x in readings) / (len(readings) - 1)
print(var.quantize(Decimal('1e-6')), var.sqrt().quantize(Decimal('1e-6')))
print(max(readings), min(readings), readings.index(Decimal('11.0')), readings.count(Decimal('9.750')))
ranked = sorted(enumerate(readings), key=lambda p: (-p[1], p[0]))
print(ranked[:3])
print(sorted([Decimal('1'), 0.5, 2, Decimal('-1.5'), 1.25]))
print(list(map(str, sorted({Decimal('3.0'), Decimal('1'), Decimal('2.00')}))))
pct = [(x / total * 100).quantize(Decimal('0.1')) for x in readings]
print(pct, sum(pct))
