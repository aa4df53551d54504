# from-import of a missing package
print("starting")
settings = {"plot": True, "dpi": 100}
print(settings)
try:
    import yaml_is_not_installed
except ModuleNotFoundError as e:
    print("no yaml_is_not_installed:", e)
points = [(0, 0), (1, 2), (2, 3)]
print(max(y for _, y in points))
from matplotlib import pyplot
pyplot.plot(points)
