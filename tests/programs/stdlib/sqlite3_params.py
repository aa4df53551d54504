# sqlite3: qmark and named parameters, binding errors, big ints
import sqlite3

c = sqlite3.connect(":memory:")
c.execute("create table p (k text, v)")
c.execute("insert into p values (?, ?)", ["list", 1])
c.execute("insert into p values (?, ?)", ("tuple", 2))
c.execute("insert into p values (:k, :v)", {"k": "dict", "v": 3})
c.execute("insert into p values (:k, :v)", {"v": 4, "k": "order", "extra": 99})
c.execute("insert into p values (@k, $v)", {"k": "at", "v": 5})
print(c.execute("select * from p order by v").fetchall())
print(c.execute("select * from p where k = :k and v > :min", {"k": "dict", "min": 0}).fetchall())
print(c.execute("select ?1, ?2, ?1", ("a", "b")).fetchone())
print(c.execute("select count(*) from p where v in (?, ?, ?)", (1, 3, 5)).fetchone())

def attempt(sql, params=()):
    try:
        print("ok", c.execute(sql, params).fetchall())
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt("select ?, ?", (1,))
attempt("select ?", (1, 2))
attempt("select :a, :b", {"a": 1})
attempt("select ?", ([1, 2],))
attempt("select ?", ({"x": 1},))
attempt("select ?", (object(),))
attempt("select ?", (2 ** 63,))
attempt("select ?", (-(2 ** 63) - 1,))
attempt("select ?", (2 ** 63 - 1,))
attempt("select ?", (-(2 ** 63),))
attempt("select ?", 5)
attempt("select 1", ())
attempt("select ?", (None,))
attempt("select :x", {"x": "named"})
