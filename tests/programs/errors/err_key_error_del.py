# deleting a missing dict key
cache = {"x": 1, "y": 2}
del cache["x"]
print(cache)
cache.pop("z", None)
print(cache)
cache["z"] = 26
print(sorted(cache.items()))
del cache["z"]
print("z" in cache, len(cache))
del cache["z"]
