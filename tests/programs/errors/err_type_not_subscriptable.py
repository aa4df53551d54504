# subscripting None returned from a function
def find_user(users, name):
    for u in users:
        if u["name"] == name:
            return u

users = [{"name": "ann", "age": 31}, {"name": "bob", "age": 27}]
print(find_user(users, "bob")["age"])
print(find_user(users, "zed"))
print(find_user(users, "zed")["age"])
