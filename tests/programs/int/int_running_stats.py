# integer-only statistics on a dataset
data = [23, 7, 42, 15, 8, 42, 16, 4, 23, 42, 11]
n = len(data)
total = sum(data)
print(n, total, total // n, total % n)
s = sorted(data)
print(s)
median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) // 2
print("median", median)
counts = {}
for x in data:
    counts[x] = counts.get(x, 0) + 1
mode = max(counts, key=lambda k: (counts[k], -k))
print("mode", mode, counts[mode])
print("range", max(data) - min(data))
var_num = sum((x * n - total) ** 2 for x in data)
print("var*n^3", var_num)
hist = {}
for x in data:
    bucket = x // 10 * 10
    hist[bucket] = hist.get(bucket, 0) + 1
for b in sorted(hist):
    print(f"{b:>3}-{b + 9:<3}", "#" * hist[b])
