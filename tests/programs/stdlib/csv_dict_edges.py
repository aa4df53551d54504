import csv, io

src = "a,b,c\n\n1,2\n3,4,5,6,7\n\n\n8,9,10\n"
r = csv.DictReader(io.StringIO(src), restkey='rest', restval='?')
print(r.line_num, r.fieldnames, r.line_num)
for row in r:
    print(r.line_num, row)
r = csv.DictReader(io.StringIO(""))
print(r.fieldnames, list(r))
r = csv.DictReader(io.StringIO("x;y\n1;2\n"), fieldnames=['p', 'q'], delimiter=';')
print(list(r), r.dialect)
r.fieldnames = ['z']
print(r.fieldnames)
out = io.StringIO()
w = csv.DictWriter(out, ['a', 'b'], restval='-', dialect='unix')
print(w.writeheader())
w.writerow({'a': 1})
w.writerows([{'a': 2, 'b': 3}, {'b': 'x,y'}])
print(repr(out.getvalue()))
w2 = csv.DictWriter(io.StringIO(), ['a'], extrasaction='ignore')
w2.writerow({'a': 1, 'zz': 2})
w3 = csv.DictWriter(io.StringIO(), ['a'], extrasaction='RAISE')
w3.writerow({'a': 1, 'zz': 2})
print('ok upper')
for name in ('excel', 'excel-tab', 'unix'):
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.lineterminator), d.quoting, d.doublequote)
print(csv.excel().delimiter, csv.excel._valid, csv.excel()._valid, csv.Dialect._valid)
class Bad(csv.Dialect):
    delimiter = ','
try:
    Bad()
except csv.Error as e:
    print('Error', e)
try:
    csv.DictWriter(io.StringIO(), ['a'], extrasaction='bogus')
except ValueError as e:
    print('ValueError', e)
csv.DictWriter(io.StringIO(), ['a']).writerow({'b': 1})
