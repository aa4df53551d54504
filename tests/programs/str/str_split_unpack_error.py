# unpacking split results: ends with ValueError
records = ["alice:30", "bob:25", "carol:41:admin"]
people = {}
for rec in records:
    print("record", rec)
    if rec.count(":") == 1:
        name, age = rec.split(":")
        people[name] = int(age)
print(people)
first, *rest = records[2].split(":")
print(first, rest)
for rec in records:
    name, age = rec.split(":")
    print(name.title(), int(age) + 1)
