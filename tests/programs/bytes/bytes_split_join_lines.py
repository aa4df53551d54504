# line-oriented processing of bytes
raw = b"alpha,1\r\nbeta,2\r\n\r\ngamma,3\n"
lines = raw.splitlines()
print(lines)
rows = [line.split(b",") for line in lines if line]
print(rows)
print({k.decode(): int(v) for k, v in rows})
print(b"\n".join(b"|".join(r) for r in rows))
print(raw.count(b"\r\n"), raw.replace(b"\r\n", b"\n"))
print(raw.strip().split(b"\n")[-1], raw.rstrip(b"\n").rsplit(b"\n", 1))
print([len(l) for l in raw.split(b"\n")])
