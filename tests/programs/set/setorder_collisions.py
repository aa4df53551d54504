# Elements whose hashes share low bits collide in the table.
s = set()
for k in range(12):
    s.add(k * 8)
    print(s)
t = set()
for k in range(10):
    t.add(k * 1024 + k)
print(t)
u = set()
for k in [4096, 8192, 0, 12288, 1, 16384, 2]:
    u.add(k)
print(u)
v = {i * 64 for i in range(20)}
print(v)
w = set()
for i in range(40):
    w.add((i * 37) % 256 * 16)
print(w)
print(len(w), list(w)[:10])
