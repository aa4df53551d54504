# sqlite3: sqlite3.Row and custom row factories
import sqlite3

c = sqlite3.connect(":memory:")
c.execute("create table people (Name text, Age integer, City text)")
c.executemany("insert into people values (?, ?, ?)",
              [("Ana", 31, "Lisbon"), ("Ben", 25, "Oslo"), ("Cleo", 40, "Lima")])
c.row_factory = sqlite3.Row
r = c.execute("select * from people order by Age").fetchone()
print(type(r).__name__, len(r), r.keys())
print(r["name"], r["NAME"], r["Name"], r[0], r[1], r[-1], r[0:2])
print(tuple(r), list(r), dict(zip(r.keys(), r)))
try:
    r["nope"]
except IndexError as e:
    print("IndexError", e)
try:
    r[3]
except IndexError as e:
    print("IndexError", e)
same = c.execute("select * from people order by Age").fetchone()
print(r == same, r != same, hash(r) == hash(same))
other = c.execute("select * from people order by Age desc").fetchone()
print(r == other)
for row in c.execute("select Name, Age * 2 AS double_age from people order by Name"):
    print(row["Name"], row["double_age"], row.keys())
print([dict(x) for x in c.execute("select Name, City from people order by City")])

def dict_factory(cursor, row):
    return {d[0]: v for d, v in zip(cursor.description, row)}

c.row_factory = dict_factory
print(c.execute("select Name, Age from people where Age > ?", (30,)).fetchall())
cur = c.cursor()
cur.row_factory = lambda cursor, row: row[0]
print(cur.execute("select Name from people order by Name").fetchall())
c.row_factory = None
print(c.execute("select Name from people order by Name").fetchall())
cur2 = c.cursor()
print(cur2.row_factory)
