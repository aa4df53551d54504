# NotImplementedError from a plugin, wrapped by the dispatcher
class Plugin:
    def run(self, data):
        raise NotImplementedError(f"{type(self).__name__}.run")

class Upper(Plugin):
    def run(self, data):
        return data.upper()

class Lazy(Plugin):
    pass

def dispatch(plugin, data):
    try:
        return plugin.run(data)
    except NotImplementedError:
        raise TypeError(f"plugin {type(plugin).__name__} cannot handle {data!r}")

print(dispatch(Upper(), "abc"))
dispatch(Lazy(), "xyz")
