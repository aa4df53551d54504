# sorting a list that contains None
scores = [88, 92, None, 75]
valid = [s for s in scores if s is not None]
print(valid, len(valid))
print(sorted(valid), sorted(valid, reverse=True))
print(max(valid), min(valid), sum(valid) / len(valid))
print(sorted(scores, key=lambda s: (s is None, s or 0)))
print(scores.count(None), scores.index(None))
print(None == 0, None is None)
print(sorted(scores))
