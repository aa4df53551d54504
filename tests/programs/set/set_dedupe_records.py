# de-duplicating records with sets of tuples
rows = [("ann", "paris"), ("bob", "rome"), ("ann", "paris"), ("cy", "oslo"), ("bob", "rome"), ("ann", "lima")]
unique = set(rows)
print(len(rows), len(unique))
print(sorted(unique))
people = {name for name, _ in rows}
cities = {city for _, city in rows}
print(sorted(people), sorted(cities))
visits = {}
for name, city in unique:
    visits.setdefault(name, set()).add(city)
print({k: sorted(v) for k, v in sorted(visits.items())})
multi = sorted(n for n, cs in visits.items() if len(cs) > 1)
print(multi)
first_seen = []
seen = set()
for r in rows:
    if r not in seen:
        seen.add(r)
        first_seen.append(r)
print(first_seen)
