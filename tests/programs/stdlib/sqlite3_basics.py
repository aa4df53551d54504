# sqlite3: create, insert, fetchone/fetchmany/fetchall, iteration, types
import sqlite3

conn = sqlite3.connect(":memory:")
cur = conn.cursor()
print(cur.arraysize, cur.rowcount, cur.description, cur.lastrowid)
cur.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, price REAL, qty INTEGER, raw BLOB)")
rows = [
    ("apple", 0.5, 10, b"\x01\x02"),
    ("bread", 2.25, 3, None),
    ("cheese", 7.0, 1, b""),
    ("dates", 3.75, 0, b"\xff"),
]
for r in rows:
    cur.execute("INSERT INTO items (name, price, qty, raw) VALUES (?, ?, ?, ?)", r)
print("last id", cur.lastrowid)
cur.execute("SELECT * FROM items ORDER BY id")
print(cur.fetchone())
print(cur.fetchmany(2))
print(cur.fetchall())
print(cur.fetchone(), cur.fetchall(), cur.fetchmany(5))
for row in conn.execute("SELECT name, price * qty FROM items WHERE qty > 0 ORDER BY name"):
    print(row)
print(conn.execute("SELECT typeof(price), typeof(qty), typeof(raw), typeof(name) FROM items").fetchone())
print(conn.execute("SELECT 1, 2.5, 'x', NULL, x'00ff', 9223372036854775807, -9223372036854775808").fetchone())
print(conn.execute("SELECT count(*), sum(qty), avg(price), max(name), min(price) FROM items").fetchone())
cur.arraysize = 3
cur.execute("SELECT id FROM items")
print(cur.fetchmany())
print(type(conn).__name__, type(cur).__name__, cur.connection is conn)
print(conn.execute("SELECT ? || ?", ("a", "b")).fetchone()[0])
print(conn.execute("SELECT ?, ?, ?", (True, False, 3.0)).fetchone())
print(conn.execute("SELECT length(?)", ("héllo wörld",)).fetchone())
print(conn.execute("SELECT upper(?), ?", ("ünïcode", "日本")).fetchone())
print(conn.execute("SELECT ?", (bytearray(b"ab"),)).fetchone())
print(conn.execute("SELECT ?", (memoryview(b"cd"),)).fetchone())
print(conn.execute("SELECT 7 / 2, 7 / 2.0, 7 % 3, 1e300 * 1e10").fetchone())
conn.close()
