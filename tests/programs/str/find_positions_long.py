s = "héllo wörld " * 3 + "abc"
print(s.find("ö"), s.find("ö", 10), s.rfind("l", 0, 20), s.count("l", 5), s.index("abc", 3))
t = "x,y,zz" * 3
print(t.find(",", 2), t.rindex("zz"), t.count(",", 1, 9))
try: t.index("q", 2)
except ValueError as e: print(e)
big = "line\n" * 50000
pos = 0; n = 0
while True:
    i = big.find("\n", pos)
    if i < 0: break
    n += 1; pos = i + 1
print(n)
