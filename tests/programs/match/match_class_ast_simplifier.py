# simplifying an expression tree of user classes with class patterns
class Num:
    __match_args__ = ("v",)
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return str(self.v)

class Var:
    __match_args__ = ("name",)
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return self.name

class Bin:
    __match_args__ = ("op", "l", "r")
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def __repr__(self):
        return f"({self.l!r} {self.op} {self.r!r})"

def simplify(e):
    match e:
        case Bin(op, l, r):
            l, r = simplify(l), simplify(r)
            match (op, l, r):
                case ("+", Num(0), x) | ("+", x, Num(0)):
                    return x
                case ("*", Num(1), x) | ("*", x, Num(1)):
                    return x
                case ("*", Num(0), _) | ("*", _, Num(0)):
                    return Num(0)
                case (_, Num(a), Num(b)):
                    return Num(a + b if op == "+" else a * b)
                case _:
                    return Bin(op, l, r)
        case _:
            return e

tests = [Bin("+", Num(0), Var("x")), Bin("*", Bin("+", Num(2), Num(3)), Var("y")),
         Bin("*", Var("z"), Bin("+", Num(0), Num(0))), Bin("+", Bin("*", Num(1), Var("a")), Num(4)),
         Bin("*", Num(1), Bin("*", Var("b"), Num(1)))]
for t in tests:
    print(t, "=>", simplify(t))
