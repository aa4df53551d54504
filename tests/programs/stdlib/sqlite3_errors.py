# sqlite3: exception classes, hierarchy and messages
import sqlite3

conn0 = sqlite3.connect(":memory:")
names = ["Warning", "Error", "InterfaceError", "DatabaseError", "InternalError",
         "OperationalError", "ProgrammingError", "IntegrityError", "DataError",
         "NotSupportedError"]
for n in names:
    cls = getattr(sqlite3, n)
    print(n, [b.__name__ for b in cls.__mro__[1:]], getattr(conn0, n) is cls)

c = sqlite3.connect(":memory:")
c.execute("create table t (id integer primary key, email text unique not null, n integer check (n >= 0))")
c.execute("insert into t values (1, 'a@x', 1)")

def attempt(sql, params=()):
    try:
        c.execute(sql, params)
        print("ok")
    except sqlite3.Error as e:
        print(type(e).__name__ + ":", e, "|", e.sqlite_errorcode, e.sqlite_errorname)

attempt("insert into t values (1, 'b@x', 1)")
attempt("insert into t values (2, 'a@x', 1)")
attempt("insert into t values (3, NULL, 1)")
attempt("insert into t values (4, 'c@x', -1)")
attempt("select * from missing")
attempt("SELEC * FROM t")
attempt("select nosuchcol from t")
attempt("insert into t values (1)")
attempt("create table t (x)")
attempt("select nosuchfunc(1)")
try:
    c.execute("select 1; select 2")
except sqlite3.ProgrammingError as e:
    print("ProgrammingError:", e)
try:
    c.executemany("select ?", [(1,)])
except sqlite3.ProgrammingError as e:
    print("ProgrammingError:", e)
try:
    c.execute(42)
except TypeError as e:
    print("TypeError:", e)
try:
    sqlite3.connect("/no/such/dir/db.sqlite")
except sqlite3.OperationalError as e:
    print("OperationalError:", e)
cur = c.cursor()
cur.close()
try:
    cur.execute("select 1")
except sqlite3.ProgrammingError as e:
    print("ProgrammingError:", e)
c.close()
c.close()
for op in (lambda: c.execute("select 1"), lambda: c.cursor(), lambda: c.commit(), lambda: c.total_changes):
    try:
        op()
    except sqlite3.ProgrammingError as e:
        print("ProgrammingError:", e)
try:
    raise sqlite3.IntegrityError("custom")
except sqlite3.DatabaseError as e:
    print("caught as DatabaseError:", e, isinstance(e, sqlite3.Error))
