# classmethod-managed per-class instance registries
class Tracked:
    _instances = None
    def __init__(self, label):
        cls = type(self)
        if cls.__dict__.get("_instances") is None:
            cls._instances = []
        cls._instances.append(label)
        self.label = label
    @classmethod
    def instances(cls):
        return list(cls.__dict__.get("_instances") or [])
    @classmethod
    def count(cls):
        return len(cls.instances())

class Car(Tracked): pass
class Bike(Tracked): pass

Car("c1"); Car("c2"); Bike("b1"); Tracked("t1"); Car("c3")
print(Car.instances(), Bike.instances(), Tracked.instances())
print(Car.count(), Bike.count(), Tracked.count())
print(Car("c4").count())
