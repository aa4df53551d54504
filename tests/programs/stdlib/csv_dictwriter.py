import csv, io
s = io.StringIO()
w = csv.DictWriter(s, fieldnames=["id", "name", "score"])
w.writeheader()
w.writerow({"id": 1, "name": "Ann", "score": 9.5})
w.writerow({"id": 2, "name": "Bob, Jr."})
w.writerows([{"id": 3, "name": "Cy", "score": 0}, {"name": "Dee", "id": 4, "score": None}])
print(s.getvalue())
s2 = io.StringIO()
w2 = csv.DictWriter(s2, ["a"], extrasaction="ignore", restval="-", lineterminator="\n")
w2.writerow({"a": 1, "b": 2})
w2.writerow({})
print(repr(s2.getvalue()))
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="bad")
except ValueError as e:
    print(e)
w3 = csv.DictWriter(io.StringIO(), ["a"])
w3.writerow({"a": 1, "zz": 2})
