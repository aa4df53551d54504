# sqlite3: create_function and create_aggregate call back into Python
import sqlite3

c = sqlite3.connect(":memory:")
c.execute("create table sales (region text, amount real, units integer)")
c.executemany("insert into sales values (?, ?, ?)", [
    ("north", 120.5, 3), ("south", 80.0, 2), ("north", 99.5, 1), ("east", 10.0, 10), ("south", 5.25, 1)])

def slug(s):
    return s.strip().lower().replace(" ", "-")

c.create_function("slug", 1, slug)
c.create_function("tax", 2, lambda amount, rate: round(amount * rate, 2))
c.create_function("anything", -1, lambda *args: len(args))
c.create_function("blobby", 1, lambda n: bytes(range(n)))
c.create_function("nada", 0, lambda: None)
print(c.execute("select slug('  Hello World ')").fetchone())
print(c.execute("select region, tax(amount, 0.2) from sales order by rowid").fetchall())
print(c.execute("select anything(), anything(1), anything(1, 2, 3)").fetchone())
print(c.execute("select blobby(3), nada(), typeof(nada())").fetchone())

def boom(x):
    raise ValueError("bad")

c.create_function("boom", 1, boom)
try:
    c.execute("select boom(1)").fetchone()
except sqlite3.OperationalError as e:
    print("OperationalError:", e)
try:
    c.execute("select tax(1)").fetchone()
except sqlite3.OperationalError as e:
    print("OperationalError:", e)

class Spread:
    def __init__(self):
        self.lo = None
        self.hi = None

    def step(self, value):
        if value is None:
            return
        self.lo = value if self.lo is None else min(self.lo, value)
        self.hi = value if self.hi is None else max(self.hi, value)

    def finalize(self):
        if self.lo is None:
            return None
        return self.hi - self.lo

class Joiner:
    def __init__(self):
        self.parts = []

    def step(self, value, sep):
        self.parts.append(str(value))
        self.sep = sep

    def finalize(self):
        return self.sep.join(sorted(self.parts))

c.create_aggregate("spread", 1, Spread)
c.create_aggregate("joined", 2, Joiner)
print(c.execute("select region, spread(amount), joined(units, '+') from sales group by region order by region").fetchall())
print(c.execute("select spread(amount) from sales where 0").fetchone())

class BadStep(Spread):
    def step(self, value):
        raise RuntimeError("no")

class BadFinal(Spread):
    def finalize(self):
        return 1 / 0

class BadInit:
    def __init__(self):
        raise KeyError("init")

for name, cls in (("badstep", BadStep), ("badfinal", BadFinal), ("badinit", BadInit)):
    c.create_aggregate(name, 1, cls)
    try:
        c.execute("select %s(amount) from sales" % name).fetchone()
    except sqlite3.OperationalError as e:
        print("OperationalError:", e)

calls = []
c.create_function("track", 1, lambda x: calls.append(x) or x * 2)
print(c.execute("select track(units) from sales order by units").fetchall(), sorted(calls))
