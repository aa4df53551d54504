# missing two required positional arguments
def make_user(name, email, role, active=True):
    return {"name": name, "email": email, "role": role, "active": active}

print(make_user("ann", "a@x.io", "admin"))
print(make_user("bo", "b@x.io", "dev", active=False))
print(make_user(name="cy", role="ops", email="c@x.io"))
row = ("eve", "e@x.io", "qa")
print(make_user(*row))
print(make_user("di"))
