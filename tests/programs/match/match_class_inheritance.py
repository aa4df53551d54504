# class patterns use isinstance, so subclasses match; __match_args__ is inherited
class Animal:
    __match_args__ = ("name",)
    def __init__(self, name):
        self.name = name

class Dog(Animal):
    sound = "woof"

class Cat(Animal):
    __match_args__ = ("name", "lives")
    def __init__(self, name, lives=9):
        super().__init__(name)
        self.lives = lives

def describe(a):
    match a:
        case Cat(n, 9):
            return f"{n}: a fresh cat"
        case Cat(n, lives):
            return f"{n}: a cat with {lives} lives"
        case Dog(n):
            return f"{n}: a dog says {a.sound}"
        case Animal(n):
            return f"{n}: some animal"

for a in [Dog("rex"), Cat("tom"), Cat("old", 2), Animal("blob")]:
    print(describe(a))
class Puppy(Dog):
    pass
print(describe(Puppy("bit")))
