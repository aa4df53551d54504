# changing a dict's size during iteration is a RuntimeError
scores = {"ann": 90, "bob": 45, "cy": 70, "di": 30}
passing = {k: v for k, v in scores.items() if v >= 50}
print(passing)
for k in list(scores):
    if scores[k] < 40:
        del scores[k]
print(scores)
for k in scores:
    if scores[k] < 50:
        del scores[k]
print(scores)
