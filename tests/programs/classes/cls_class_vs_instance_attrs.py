# class attributes are shared until an instance attribute shadows them
class Config:
    debug = False
    level = 1
    tags = []

    def describe(self):
        return f"debug={self.debug} level={self.level} tags={self.tags}"

a = Config()
b = Config()
print(a.describe(), b.describe())
a.debug = True
print(a.debug, b.debug, Config.debug)
Config.level = 5
print(a.level, b.level)
b.level = 9
Config.level = 7
print(a.level, b.level, Config.level)
a.tags.append("shared")
print(b.tags, Config.tags)
a.tags = ["own"]
print(a.tags, b.tags)
del a.debug
print(a.debug)
del b.level
print(b.level)
print(sorted(vars(a)), sorted(vars(b)))
print("debug" in Config.__dict__, "describe" in Config.__dict__)
