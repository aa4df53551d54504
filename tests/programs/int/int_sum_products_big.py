# sums and products over big ranges
print(sum(range(1, 101)), sum(range(10 ** 6)))
print(sum(i * i for i in range(1, 1001)))
p = 1
for i in range(1, 31):
    p *= i * i
print(p)
tri = [n * (n + 1) // 2 for n in range(1, 16)]
print(tri)
print(sum(2 ** i for i in range(64)) == 2 ** 64 - 1)
cube_sum = sum(i ** 3 for i in range(1, 51))
print(cube_sum, sum(range(1, 51)) ** 2)
print(sum([10 ** 18] * 50))
nums = [3, -7, 12, 0, 45, -2]
print(sum(nums), sum(nums, 100), sum(abs(x) for x in nums))
prod = 1
for x in nums:
    if x:
        prod *= x
print(prod)
