import csv, io
samples = ["a;b;c\n1;2;3\n4;5;6\n", "name,age,city\nAnn,30,NYC\nBob,25,LA\n", "x\ty\tz\n1\t2\t3\n", 'id,"name, full",v\n1,"Smith, J",2\n2,"Doe, A",3\n',
           "a|b|c\n1|2|3\n", "col1 col2\nv1 v2\n", 'a, b, c\n1, 2, 3\n', "'a';'b'\n'c';'d'\n", 'k:v\nx:1\ny:2\n', "one\ntwo\n", '"a","b ""x"" c"\n"1","2"\n',
           "date,temp\n2024-01-01,5.5\n2024-01-02,6.1\n", "1,2,3\n4,5,6\n7,8,9\n", "h1;h2\n1,5;2,5\n3,1;4,2\n", "a,b;c\n1,2;3\n4,5;6\n7;8,9\n"]
for s in samples:
    try:
        d = csv.Sniffer().sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting, repr(d.lineterminator), end=" | ")
        print(list(csv.reader(io.StringIO(s), d))[:2], end=" | ")
    except csv.Error as e: print("Error", e, end=" | ")
    try: print(csv.Sniffer().has_header(s))
    except csv.Error as e: print("Error", e)
print(csv.Sniffer().sniff("a;b,c\n1;2,3\n", delimiters=";").delimiter, csv.Sniffer().preferred)
data = "name,score\nann,90\nbob,85\n"
dialect = csv.Sniffer().sniff(data); has = csv.Sniffer().has_header(data)
rows = list(csv.reader(io.StringIO(data), dialect)); print(has, rows[1:] if has else rows)
print(csv.Sniffer().sniff("")) 
