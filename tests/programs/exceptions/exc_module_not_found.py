# importing a module that does not exist
try:
    import definitely_not_a_module_xyz
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e, "| name:", e.name)
try:
    import also_missing_pkg.sub
except ImportError as e:
    print(type(e).__name__, e)
print("continuing without optional dependencies")
features = {"fast": False, "plots": False}
print(features)
import numpy
print(numpy)
