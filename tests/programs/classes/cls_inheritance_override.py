# single inheritance, method overriding, attribute lookup along the chain
class Animal:
    sound = "..."
    legs = 4

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def info(self):
        return f"{self.name}: {self.legs} legs, kind={self.kind()}"

    def kind(self):
        return "animal"

class Dog(Animal):
    sound = "woof"

    def kind(self):
        return "dog"

class Bird(Animal):
    sound = "tweet"
    legs = 2

    def speak(self):
        return Animal.speak(self) + "!"

class Puppy(Dog):
    def kind(self):
        return "puppy of " + Dog.kind(self)

for a in [Animal("generic"), Dog("rex"), Bird("tweety"), Puppy("bit")]:
    print(a.speak(), "|", a.info())
print(issubclass(Puppy, Animal), issubclass(Animal, Dog))
print(Puppy.__bases__[0].__name__, Dog.__base__.__name__)
print(isinstance(Puppy("x"), Dog), isinstance(Bird("y"), Dog))
