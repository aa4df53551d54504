# __init_subclass__ hook with keyword arguments and registries
class Plugin:
    registry = []

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry.append(cls.plugin_name)
        print("registered", cls.plugin_name)

class Alpha(Plugin):
    pass

class Beta(Plugin, name="bee"):
    pass

class Gamma(Beta):
    pass

print(Plugin.registry)
print(Alpha.plugin_name, Beta.plugin_name, Gamma.plugin_name)
print(hasattr(Plugin, "plugin_name"))

class Counted:
    def __init_subclass__(cls):
        cls.count = 0

class X(Counted): pass
class Y(Counted): pass
X.count += 5
print(X.count, Y.count)
try:
    class Z(Counted, flavor="x"): pass
except TypeError as e:
    print("TypeError:", e)
