import csv, io
data = 'name,notes\r\n"Ann","line one\r\nline two"\r\n"Bob","say ""hi"""\r\nCy,plain\r\n'
for row in csv.reader(io.StringIO(data, newline="")):
    print(row)
print(list(csv.reader(['"unterminated', 'continues'])))
print(list(csv.reader(['"open'])))
print(list(csv.reader(['a"b,c'])))
print(list(csv.reader(['"a"b,c'])))
print(list(csv.reader(["a,b\n", "\n", "c,d\n"])))
text = "x,y\n1,2\n3,4\n"
print(list(csv.reader(text.splitlines())))
print(list(csv.reader(io.StringIO(text))))
