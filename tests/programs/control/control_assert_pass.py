# asserts that hold, then one with a message that fails
def mean(xs):
    assert len(xs) > 0, "mean of empty list"
    return sum(xs) / len(xs)

print(mean([1, 2, 3]))
assert True
assert 1 + 1 == 2, "math is broken"
assert [1], "non-empty list is truthy"
try:
    mean([])
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert 1 > 2
except AssertionError as e:
    print("bare AssertionError:", repr(e), str(e) == "")
values = [4, 8, 15, -16, 23]
for v in values:
    assert v > 0, f"value must be positive, got {v}"
    print("ok", v)
