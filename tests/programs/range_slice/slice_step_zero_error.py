# slice step cannot be zero
data = list(range(10))
print(data[::1], data[::2], data[::-1])
print(data[slice(1, 5)], data[1:5:None])
print("abcdef"[::3], tuple(data)[::4])
step = 3
while step >= 0:
    print("step", step, data[::step])
    step -= 1
print("done")
