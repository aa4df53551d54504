# slicing creates shallow copies
a = [[1, 2], [3, 4], 5]
b = a[:]
b[2] = 50
b[0].append(99)
print(a, b, a is b, a[0] is b[0])
c = a[::-1]
c[0] = "x"
print(a, c)
s = "text"
print(s[:] == s, s[::-1][::-1] == s)
t = (1, 2, 3)
print(t[:] == t, t[::-1] == (3, 2, 1))
nums = list(range(6))
evens_view = nums[::2]
nums[0] = 100
print(nums, evens_view)
m = [row[:] for row in [[0] * 2] * 2]
m[0][0] = 1
print(m)
