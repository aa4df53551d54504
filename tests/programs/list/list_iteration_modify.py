# iterating with indexes and building new lists
scores = [88, 92, 79, 65, 95, 70]
for i, s in enumerate(scores):
    if s < 75:
        scores[i] = s + 5
print(scores)
ranked = sorted(range(len(scores)), key=lambda i: -scores[i])
print(ranked, [scores[i] for i in ranked])
running = []
total = 0
for s in scores:
    total += s
    running.append(total)
print(running)
copy = scores[:]
for s in copy:
    if s > 90:
        scores.remove(s)
print(scores, copy)
rev = []
for s in reversed(copy):
    rev.append(s)
print(rev)
i = 0
while i < len(copy):
    if copy[i] % 2:
        del copy[i]
    else:
        i += 1
print(copy)
