# sqlite3: implicit transactions, commit/rollback, context manager, isolation_level
import sqlite3

c = sqlite3.connect(":memory:")
print(repr(c.isolation_level), c.in_transaction)
c.execute("create table acct (name text primary key, bal integer)")
print("after create", c.in_transaction)
c.execute("insert into acct values ('a', 100)")
print("after insert", c.in_transaction)
c.commit()
print("after commit", c.in_transaction)
c.execute("insert into acct values ('b', 50)")
c.rollback()
print(c.execute("select * from acct").fetchall(), c.in_transaction)
c.execute("select * from acct")
print("select starts none", c.in_transaction)

with c:
    c.execute("update acct set bal = bal - 10 where name = 'a'")
    print("inside with", c.in_transaction)
print("after with", c.in_transaction, c.execute("select bal from acct").fetchone())

try:
    with c:
        c.execute("update acct set bal = bal - 1000 where name = 'a'")
        raise ValueError("abort transfer")
except ValueError as e:
    print("caught", e)
print(c.execute("select bal from acct").fetchone(), c.in_transaction)

try:
    with c:
        c.execute("insert into acct values ('c', 1)")
        c.execute("insert into acct values ('a', 2)")
except sqlite3.IntegrityError as e:
    print("integrity", e)
print(c.execute("select name from acct order by name").fetchall())
with c as same:
    print("enter returns conn", same is c)
print("still open", c.execute("select 1").fetchone())

c.isolation_level = None
print(repr(c.isolation_level))
c.execute("insert into acct values ('d', 4)")
print("autocommit", c.in_transaction)
c.execute("begin")
c.execute("insert into acct values ('e', 5)")
print("explicit", c.in_transaction)
c.execute("rollback")
print(c.execute("select name from acct order by name").fetchall())
for level in ("DEFERRED", "immediate", "EXCLUSIVE", ""):
    c.isolation_level = level
    c.execute("update acct set bal = bal + 1")
    print(level, c.in_transaction)
    c.commit()
try:
    c.isolation_level = "bogus"
except ValueError as e:
    print("ValueError", e)
c2 = sqlite3.connect(":memory:", isolation_level=None)
print(repr(c2.isolation_level))
c2.execute("create table t (x)")
c2.execute("insert into t values (1)")
print(c2.in_transaction, c2.total_changes)
print(c.total_changes)
c.close()
