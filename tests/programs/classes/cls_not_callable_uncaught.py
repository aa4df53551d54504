# calling an instance without __call__ is an uncaught TypeError
class Foo:
    value = 3

class Bar:
    def __call__(self):
        return "Bar called"

print(Bar()())
print(callable(Foo()), callable(Bar()))
f = Foo()
try:
    f.value()
except TypeError as e:
    print("TypeError:", e)
f()
