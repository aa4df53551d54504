# errors inside a genexp body only surface when iterated
values = ["1", "2", "three", "4"]
nums = (int(v) for v in values)
print("created")
print(next(nums), next(nums))
safe = (int(v) if v.isdigit() else -1 for v in values)
print(list(safe))
lengths = (len(v) for v in values)
print(max(lengths))
inverted = (1 / (int(v) - 2) for v in ["5", "4", "3"])
print([round(x, 3) for x in inverted])
print(sum(nums))
