"""importlib for corral: every module is built in, so importing is the
builtin __import__ plus the name arithmetic of relative imports."""

import sys

__all__ = ['import_module', 'invalidate_caches', 'reload']


def _absolute(name, package):
    depth = len(name) - len(name.lstrip('.'))
    if not package:
        raise TypeError("the 'package' argument is required to perform a "
                        f"relative import for {name!r}")
    parts = package.rsplit('.', depth - 1)
    if len(parts) < depth:
        raise ImportError('attempted relative import beyond top-level package')
    rest = name[depth:]
    return f'{parts[0]}.{rest}' if rest else parts[0]


def import_module(name, package=None):
    """The module `name` (a dotted name gives the submodule itself);
    `.name` is relative to `package`."""
    if name[:1] == '.':
        name = _absolute(name, package)
    # A non-empty fromlist makes __import__ answer the named module rather
    # than its top-level package; every module has __name__, so nothing
    # more is imported.
    return __import__(name, None, None, ('__name__',), 0)


def invalidate_caches():
    """Nothing is cached that could go stale: modules are built in."""


def reload(module):
    """Built-in modules are not re-executed; the module is returned as is."""
    if not isinstance(module, type(sys)):
        raise TypeError("reload() argument must be a module")
    if sys.modules.get(module.__name__) is not module:
        raise ImportError(f"module {module.__name__} not in sys.modules",
                          name=module.__name__)
    return module
