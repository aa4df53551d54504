# sorting dict items by keys and values
population = {"Tokyo": 37.4, "Delhi": 31.0, "Shanghai": 27.1, "Sao Paulo": 22.0, "Cairo": 21.3, "Mumbai": 20.7}
print(sorted(population))
print(sorted(population.items(), key=lambda kv: kv[1]))
print(dict(sorted(population.items(), key=lambda kv: -kv[1])[:3]))
print(max(population, key=population.get), min(population.values()))
print({k: population[k] for k in sorted(population, key=len)})
ranked = {name: rank for rank, name in enumerate(sorted(population, key=population.get, reverse=True), 1)}
print(ranked)
print(round(sum(population.values()), 1), len(population))
above = [c for c, p in population.items() if p > 25]
print(above)
