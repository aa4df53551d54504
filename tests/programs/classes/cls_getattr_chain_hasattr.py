# attribute lookup chain: instance dict, class, bases, then __getattr__
class Base:
    shared = "from Base"
    def __getattr__(self, name):
        return f"generated {name}"

class Child(Base):
    local = "from Child"

c = Child()
c.own = "from instance"
print(c.own, c.local, c.shared, c.nothing)
print(hasattr(c, "anything"), getattr(c, "x", "default not used"))
Child.shared = "overridden in Child"
print(c.shared, Base.shared)
del Child.shared
print(c.shared)
try:
    Child.nothing
except AttributeError as e:
    print("AttributeError:", e)
