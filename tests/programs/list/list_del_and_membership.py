# del statements on lists, membership and in-place ops
xs = list("abcdefg")
del xs[0]
print(xs)
del xs[-1]
print(xs)
del xs[1:3]
print(xs)
print("d" in xs, "b" in xs, "z" not in xs)
nums = [1, 2, 3]
alias = nums
nums += [4]
print(alias, nums is alias)
nums = nums + [5]
print(alias, nums, nums is alias)
nums *= 2
print(nums)
ws = ["x", "y"]
ws[0] += "z"
print(ws)
filtered = [n for n in nums if n % 2 == 0]
for n in filtered:
    nums.remove(n)
print(nums)
