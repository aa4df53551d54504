# errors inside a genexp body only surface when iterated
values = ["1", "2", "three", "4"]
nums = (int(v) for v in values)
print("created")
print(next(nums), next(nums))
safe = (int(v) if v.isdigit() else -1 for v in values)
print(list(safe))
print(sum(nums))
