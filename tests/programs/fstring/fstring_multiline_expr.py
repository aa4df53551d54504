# f-strings spanning lines and with complex expressions
users = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}]
summary = (
    f"{len(users)} users: "
    f"{', '.join(u['name'].title() for u in users)}; "
    f"mean age {sum(u['age'] for u in users) / len(users):.1f}"
)
print(summary)
msg = f"""Report
  first: {users[0]['name']!r}
  ages:  {[u['age'] for u in users]}
  ok:    {all(u['age'] > 18 for u in users)}"""
print(msg)
x, y = 3, 4
print(f"({x}, {y}) -> {(x ** 2 + y ** 2) ** 0.5:.3f}")
print(f"{'even' if x % 2 == 0 else 'odd'}-{'even' if y % 2 == 0 else 'odd'}")
print(f"{ {'a': 1}['a'] }", f"{ {1, 2} == {2, 1} }")
print(f"{x:{y}}|", f"{x!r:>{y}}|")
