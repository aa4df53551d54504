# Generator-based ETL: lines -> records -> validation -> enrichment -> batching -> totals.
import itertools


def read_lines(n):
    for i in range(n):
        if i % 250 == 0:
            yield "# comment"
        yield f"{i},{'abcdefghij'[i % 10]}{i % 37},{(i * 7919) % 10000 / 100:.2f},{'YN'[i % 3 == 0]}"


def parse(lines):
    for line in lines:
        if line.startswith("#"):
            continue
        ident, code, amount, flag = line.split(",")
        yield {"id": int(ident), "code": code, "amount": float(amount), "flag": flag == "Y"}


def validate(records):
    for r in records:
        if r["amount"] <= 0.5:
            continue
        yield r


def enrich(records):
    for r in records:
        r["bucket"] = int(r["amount"] // 10)
        r["group"] = r["code"][0]
        yield r


def batches(records, size):
    it = iter(records)
    while True:
        batch = list(itertools.islice(it, size))
        if not batch:
            return
        yield batch


def flatten(nested):
    for batch in nested:
        yield from batch


pipeline = enrich(validate(parse(read_lines(120000))))
totals = {}
nbatches = 0
for batch in batches(pipeline, 500):
    nbatches += 1
    for r in batch:
        key = (r["group"], r["flag"])
        totals[key] = totals.get(key, 0.0) + r["amount"]

squares = sum(x * x for x in range(200000) if x % 3)
evens = list(flatten([range(k, k + 5) for k in range(0, 50000, 5)]))
gen_lens = sum(len(s) for s in (str(x) for x in range(100000)))
print(nbatches, len(totals), round(sum(totals.values()), 2))
print(sorted((k, round(v, 2)) for k, v in totals.items())[:3])
print(squares, len(evens), gen_lens)
