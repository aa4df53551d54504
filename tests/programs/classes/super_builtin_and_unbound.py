# super() with a builtin type as its first argument, and the unbound
# one-argument super(C) bound later through __get__.
class MyInt(int):
    def __add__(self, o):
        return super(MyInt, self).__add__(o) * 10


print(MyInt(3) + 4)
print(super(bool, True).__add__(1), super(bool, False).__or__(1))
print(super(int, 7).__hash__() == hash(object) or "object hash")
print(super(object, 5).__repr__ is not None)
try:
    print(super(int, True).__add__)
except AttributeError as e:
    print("AttributeError:", e)


class Stack(list):
    def append(self, x):
        super(list, self)  # a valid super, looked through object
        return super(Stack, self).append(x * 2)


s = Stack()
s.append(4)
print(s, super(list, s).__class__, type(super(list, s)).__name__)


class C:
    def f(self):
        return "C.f"


class D(C):
    def f(self):
        return "D.f"


u = super(D)
print(type(u).__name__, repr(u))
print(u.__get__(D()).f(), u.__get__(D(), D).f())
print(super(D, D()).f(), super(D, D).f(D()))
try:
    u.f
except AttributeError as e:
    print("AttributeError:", e)
print(u.__thisclass__, u.__self__, u.__self_class__)
b = super(C, D())
print(repr(b).split(" at ")[0], b.__thisclass__, type(b.__self__).__name__, b.__self_class__)
print(super(D, D).__self_class__, super(D, D).__self__)
print(b.__get__(C()) is b)
for bad in (lambda: u.__get__(None), lambda: super(int, "x"), lambda: super(1, 2), lambda: super(D).__get__(C()),
            lambda: super(int, 3.0)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class E(D):
    pass


# An unbound super stored on a class binds like any descriptor when the
# program calls its __get__ itself.
E.sup = super(E)
e = E()
print(E.__dict__["sup"].__get__(e).f())
