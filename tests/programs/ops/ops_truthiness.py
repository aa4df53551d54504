# truthiness of builtin values
values = [0, 1, -1, 0.0, 0.1, "", " ", "0", [], [0], (), (None,), {}, {0: 0}, set(), {0}, None, True, False,
          range(0), range(1), b"", b"\x00", frozenset(), 2]
for v in values:
    print(repr(v), bool(v), "truthy" if v else "falsy")
print(len([v for v in values if v]), len([v for v in values if not v]))
print(bool(float("nan")), bool(-0.0), bool(10 ** 100))
def describe(v):
    sized = isinstance(v, (str, list, tuple, dict, set))
    if v:
        return "non-empty" if sized else "non-zero"
    return "empty" if sized else "zero/none"
print([describe(v) for v in [0, 3, "", "x", [], [1], None]])
print(all(values[1:2]), any(v for v in values if isinstance(v, str)))
