# sqlite3: a database file (in corral, the run's own filesystem): loaded on
# connect, written back when a change is committed
import os
import shutil
import sqlite3
import tempfile

root = tempfile.mkdtemp()
os.chdir(root)
c = sqlite3.connect("shop.db")
print(os.path.exists("shop.db"), os.path.getsize("shop.db"))
c.execute("create table t (k text primary key, v integer)")
print("after create", os.path.getsize("shop.db") > 0)
c.execute("insert into t values ('a', 1)")
c2 = sqlite3.connect("shop.db")
print("uncommitted seen by other:", c2.execute("select count(*) from t").fetchone())
c.commit()
c3 = sqlite3.connect("shop.db")
print("committed:", c3.execute("select * from t").fetchall())
with c:
    c.executemany("insert into t values (?, ?)", [("b", 2), ("c", 3)])
c.close()
c4 = sqlite3.connect("shop.db")
print(c4.execute("select * from t order by k").fetchall())
c4.execute("insert into t values ('z', 26)")
c4.close()  # not committed: lost
c5 = sqlite3.connect(os.path.abspath("shop.db"))
print(c5.execute("select count(*) from t").fetchone())
c5.isolation_level = None
c5.execute("delete from t where k = 'a'")
print(sqlite3.connect("shop.db").execute("select count(*) from t").fetchone())
c5.executescript("create table u (x); insert into u values (1);")
print(sqlite3.connect("shop.db").execute("select * from u").fetchall())
with open("notdb.txt", "w") as f:
    f.write("hello, this is not a database at all........................................................................")
try:
    sqlite3.connect("notdb.txt").execute("select * from sqlite_master")
except sqlite3.DatabaseError as e:
    print(type(e).__name__, e)
for bad in ("/no/such/dir/x.db", "/"):
    try:
        sqlite3.connect(bad)
    except sqlite3.OperationalError as e:
        print("OperationalError", e)
os.chdir("/")
shutil.rmtree(root)
print(os.path.exists(root))
