# missing attribute on a user instance ends with AttributeError
class Foo:
    def __init__(self):
        self.a = 1
    def method(self):
        return self.a + 1

f = Foo()
print(f.a, f.method())
try:
    Foo.missing
except AttributeError as e:
    print("AttributeError:", e)
try:
    f.methd()
except AttributeError as e:
    print("AttributeError:", e)
print(f.x)
