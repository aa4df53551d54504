# sliding windows and fixed-width field extraction with slices
line = "2024-03-15 ERROR  disk full   /var/log"
date, level, msg, path = line[0:10], line[11:16].strip(), line[18:29].strip(), line[30:]
print(repr(date), repr(level), repr(msg), repr(path))
yyyy, mm, dd = date[:4], date[5:7], date[8:]
print(int(yyyy), int(mm), int(dd))
dna = "ATGCGATACGCTTGA"
codons = [dna[i:i + 3] for i in range(0, len(dna) - 2, 3)]
print(codons)
kmers = {}
for i in range(len(dna) - 1):
    k = dna[i:i + 2]
    kmers[k] = kmers.get(k, 0) + 1
print(sorted(kmers.items()))
print(dna[::-1], dna[::3], dna[1::3], dna[-3:])
fields = [(0, 4), (4, 6), (6, 8)]
record = "19991231"
print([record[a:b] for a, b in fields])
