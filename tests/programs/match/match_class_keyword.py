# keyword sub-patterns in class patterns match attributes by name
class User:
    def __init__(self, name, role, active=True):
        self.name, self.role, self.active = name, role, active

def access(u):
    match u:
        case User(role="admin", active=True, name=n):
            return f"{n}: full access"
        case User(role="admin", active=False):
            return "disabled admin"
        case User(role="editor" | "author" as r, name=n):
            return f"{n}: can write ({r})"
        case User(name=str() as n) if n.startswith("guest"):
            return "guest access"
        case User():
            return "read only"

for u in [User("ann", "admin"), User("bob", "admin", False), User("cy", "editor"),
          User("di", "author"), User("guest42", "viewer"), User("eve", "viewer")]:
    print(access(u))
match User("x", "y"):
    case User(nonexistent=1):
        print("matched?")
    case User(name="x", missing_attr=_):
        print("missing attribute also fails")
    case _:
        print("missing attributes make the pattern fail")
