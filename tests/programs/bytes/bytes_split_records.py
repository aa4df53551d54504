# splitting binary-ish records
blob = b"id=1;name=alpha;tags=a,b\nid=2;name=beta;tags=\nid=3;name=gamma;tags=c"
records = []
for line in blob.split(b"\n"):
    rec = {}
    for field in line.split(b";"):
        k, _, v = field.partition(b"=")
        rec[k.decode()] = v.decode()
    records.append(rec)
for r in records:
    print(r)
print([r["tags"].split(",") if r["tags"] else [] for r in records])
print(blob.count(b";"), blob.find(b"beta"), blob[blob.find(b"beta"):blob.find(b"beta") + 4])
print(b"a  b   c".split(), b"a  b".split(b" "))
