import csv, io
row = ["text", 1, 2.5, None, "", "a,b"]
for q in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]:
    s = io.StringIO()
    csv.writer(s, quoting=q, lineterminator="\n").writerow(row)
    print(q, repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONE, escapechar="\\", lineterminator="\n").writerow(["a,b", 'q"x', "plain", "back\\slash"])
print(repr(s.getvalue()))
print(list(csv.reader(['"a",1,"2",3.5'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,"c"'], quoting=csv.QUOTE_NONE, escapechar="\\")))
print(list(csv.reader(['"a\\"b",c'], escapechar="\\")))
s = io.StringIO()
csv.writer(s, doublequote=False, escapechar="\\", lineterminator="\n").writerow(['say "hi"', "x"])
print(repr(s.getvalue()))
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
list(csv.reader(["abc,1"], quoting=csv.QUOTE_NONNUMERIC))
