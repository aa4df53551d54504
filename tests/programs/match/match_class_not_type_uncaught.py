# calling a non-class in a class pattern raises TypeError
class Box:
    pass

def fake_class(x):
    return x

holder = Box()
holder.kind = int
match 5:
    case holder.kind(v):
        print("dotted class pattern works:", v)
match 5:
    case fake_class(v):
        print("never")
