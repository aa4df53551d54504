# sqlite3: executemany with sequences and generators, executescript
import sqlite3

c = sqlite3.connect(":memory:")
c.executescript("""
    -- schema
    CREATE TABLE log (id INTEGER PRIMARY KEY AUTOINCREMENT, level TEXT, msg TEXT);
    CREATE INDEX log_level ON log(level);
    INSERT INTO log (level, msg) VALUES ('INFO', 'started');
    /* a block comment; with a semicolon */
    INSERT INTO log (level, msg) VALUES ('WARN', 'disk; low');
""")
print(c.execute("select * from log").fetchall())
cur = c.executemany("insert into log (level, msg) values (?, ?)",
                    [("INFO", "m%d" % i) for i in range(5)])
print("rowcount", cur.rowcount)

def gen():
    for i in range(3):
        yield {"lv": "DEBUG", "m": "g%d" % i}

cur = c.executemany("insert into log (level, msg) values (:lv, :m)", gen())
print("rowcount", cur.rowcount, c.in_transaction)
cur = c.executemany("update log set msg = msg || '!' where level = ?", [("INFO",), ("DEBUG",)])
print("updated", cur.rowcount)
print(c.execute("select level, count(*) from log group by level order by level").fetchall())
cur = c.executemany("delete from log where id = ?", iter([(1,), (2,), (99,)]))
print("deleted", cur.rowcount)
c.executescript("UPDATE log SET level = lower(level); DELETE FROM log WHERE level = 'debug';")
print(c.in_transaction)
print(c.execute("select id, level, msg from log order by id").fetchall())
try:
    c.executescript("insert into log (level, msg) values ('x', 'y'); bogus statement;")
except sqlite3.OperationalError as e:
    print("OperationalError:", e)
print(c.execute("select count(*) from log").fetchone())
cur = c.cursor()
print(cur.executescript("select 1;") is cur)
print(c.total_changes)
