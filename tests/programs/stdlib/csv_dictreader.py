import csv, io
data = "name,age,city\nAnn,30,Paris\nBob,25\nCy,40,Rome,extra1,extra2\n\nDee,22,Oslo\n"
r = csv.DictReader(io.StringIO(data))
print(r.fieldnames)
for row in r:
    print(row)
print(r.line_num)
r2 = csv.DictReader(["1;2", "3;4;5"], fieldnames=["a", "b"], delimiter=";", restkey="rest", restval="?")
print(list(r2))
r3 = csv.DictReader(["x,y", "1"], restval="missing")
print(list(r3))
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
