# sort and sorted with key and reverse; stability
people = [("alice", 30), ("bob", 25), ("carol", 30), ("dave", 25), ("eve", 35)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
nums = [5, -3, 2, -8, 0, 7]
nums.sort()
print(nums)
nums.sort(key=abs)
print(nums)
nums.sort(reverse=True)
print(nums)
words = ["Banana", "apple", "cherry", "Date", "elder"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
print(sorted(words, key=lambda w: w[-1]))
print(sorted([[2, 1], [1, 2], [1, 1, 1], [2]]))
print(sorted("hello"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}))
res = nums.sort()
print(res)
print(sorted([3, 1, 2], reverse=False))
