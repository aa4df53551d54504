# a global declared but never assigned
def setup():
    global settings
    settings = {"verbose": True}

def use_cache():
    global cache
    return len(cache)

setup()
print(settings)
print(settings["verbose"])
print("using cache")
print(use_cache())
