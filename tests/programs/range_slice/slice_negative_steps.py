# negative steps and out-of-range bounds
s = "0123456789"
cases = [(None, None, -1), (8, 2, -1), (8, 2, -2), (2, 8, -1), (-1, -5, -1), (-5, -1, -1),
         (None, 3, -1), (3, None, -1), (100, None, -3), (None, -100, -2), (5, 5, -1), (9, 0, -4)]
for start, stop, step in cases:
    print((start, stop, step), repr(s[start:stop:step]), list(range(10))[start:stop:step])
lst = list(range(10))
lst[::-3] = ["a", "b", "c", "d"]
print(lst)
del lst[::-2]
print(lst)
print("hello"[::-1][::-1], "hello"[-2::-2])
