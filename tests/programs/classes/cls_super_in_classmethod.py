# super() inside classmethods and staticmethods via explicit class
class Base:
    @classmethod
    def create(cls, *args):
        print("Base.create for", cls.__name__)
        return cls(*args)
    @classmethod
    def describe(cls):
        return f"Base<{cls.__name__}>"
    def __init__(self, *args):
        self.args = args

class Mid(Base):
    @classmethod
    def create(cls, *args):
        print("Mid.create for", cls.__name__)
        return super().create(*args, "mid")
    @classmethod
    def describe(cls):
        return "Mid+" + super().describe()

class Leaf(Mid):
    @classmethod
    def describe(cls):
        return "Leaf+" + super().describe()

obj = Leaf.create(1)
print(type(obj).__name__, obj.args)
print(Leaf.describe(), Mid.describe(), Base.describe())
print(super(Mid, Leaf).describe())
