# 1,000,000 one-element lists held in a list.
lists = [[i] for i in range(1000000)]
print(len(lists), lists[-1])
