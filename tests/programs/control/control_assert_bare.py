# a failing assert without message
def check_sorted(xs):
    for a, b in zip(xs, xs[1:]):
        assert a <= b
    return True

print(check_sorted([1, 2, 2, 5]))
print(check_sorted([]))
print(check_sorted(["a", "b"]))
data = [3, 1, 2]
print("checking", data)
check_sorted(data)
