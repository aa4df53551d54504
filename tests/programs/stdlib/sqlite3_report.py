# sqlite3: an agent-style report: joins, group by, order by, having
import sqlite3

db = sqlite3.connect(":memory:")
db.row_factory = sqlite3.Row
db.executescript("""
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                     product TEXT, qty INTEGER, unit_price REAL, day TEXT);
""")
customers = [(1, "Acme", "US"), (2, "Globex", "DE"), (3, "Initech", "US"), (4, "Umbrella", "UK")]
orders = [
    (1, "widget", 10, 2.5, "2024-01-03"), (1, "gadget", 2, 19.99, "2024-01-05"),
    (2, "widget", 100, 2.25, "2024-01-04"), (3, "gizmo", 1, 99.0, "2024-02-01"),
    (2, "gadget", 5, 18.5, "2024-02-11"), (1, "widget", 7, 2.5, "2024-02-15"),
    (3, "widget", 3, 2.5, "2024-03-02"),
]
with db:
    db.executemany("INSERT INTO customers VALUES (?, ?, ?)", customers)
    db.executemany("INSERT INTO orders (customer_id, product, qty, unit_price, day) VALUES (?, ?, ?, ?, ?)", orders)

print("== revenue by customer ==")
q = """
SELECT c.name, c.country, COUNT(o.id) AS n, ROUND(COALESCE(SUM(o.qty * o.unit_price), 0), 2) AS revenue
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id ORDER BY revenue DESC, c.name
"""
for r in db.execute(q):
    print(f"{r['name']:<10} {r['country']} {r['n']:>2} {r['revenue']:>8.2f}")

print("== monthly ==")
for r in db.execute("""SELECT substr(day, 1, 7) AS month, SUM(qty) AS units, ROUND(SUM(qty*unit_price), 2) AS total
                       FROM orders GROUP BY month HAVING units > 5 ORDER BY month"""):
    print(dict(r))

print("== top product per country ==")
rows = db.execute("""
SELECT c.country, o.product, SUM(o.qty) AS units
FROM orders o JOIN customers c ON c.id = o.customer_id
GROUP BY c.country, o.product
ORDER BY c.country, units DESC
""").fetchall()
best = {}
for r in rows:
    best.setdefault(r["country"], (r["product"], r["units"]))
print(best)

print("== window ==")
for r in db.execute("""SELECT day, qty, SUM(qty) OVER (ORDER BY day) AS running FROM orders ORDER BY day"""):
    print(tuple(r))

print("== subquery + case ==")
for r in db.execute("""SELECT name, CASE WHEN id IN (SELECT customer_id FROM orders WHERE qty >= 10)
                       THEN 'bulk' ELSE 'retail' END AS kind FROM customers ORDER BY name"""):
    print(r[0], r[1])

summary = db.execute("SELECT COUNT(*) AS orders, SUM(qty) AS units, MAX(unit_price) AS top FROM orders").fetchone()
print(f"{summary['orders']} orders, {summary['units']} units, top price {summary['top']}")
db.close()
