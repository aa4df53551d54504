# super(T, obj) with a builtin T runs the base type's own slot on the value.
print(super(bool, True).__repr__(), super(bool, False).__repr__())
print(super(bool, True).__str__(), super(bool, False).__format__(""))
print(super(bool, True).__hash__(), super(bool, True).__and__(1), super(bool, True).__add__(2))


class MyStr(str):
    def __str__(self):
        return "MyStr!" + super().__str__()

    def __repr__(self):
        return "MyStr(" + super().__repr__() + ")"


s = MyStr("hi")
print(str(s), repr(s), super(MyStr, s).__str__(), super(MyStr, s).__repr__())


class MyDict(dict):
    def __repr__(self):
        return "MyDict" + super().__repr__()


d = MyDict(a=1)
print(repr(d), super(MyDict, d).__repr__(), dict.__repr__(d))


class MyInt(int):
    def __repr__(self):
        return "MyInt(" + super().__repr__() + ")"

    def __str__(self):
        return "<" + super().__str__() + ">"


print(repr(MyInt(4)), str(MyInt(4)), super(MyInt, MyInt(4)).__str__())


class Plain:
    def __repr__(self):
        return "Plain()"

    def __str__(self):
        return "str:" + super().__str__()

    def __ne__(self, other):
        return super().__ne__(other)


p = Plain()
print(str(p), p != p, p != 1, super(Plain, p).__eq__(p))
