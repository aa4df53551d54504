# any truthy return value from __exit__ suppresses; falsy ones do not
class Ret:
    def __init__(self, value):
        self.value = value
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.value

for value in [True, 1, "yes", [0], 0.5, False, 0, "", None, []]:
    try:
        with Ret(value):
            raise ValueError
        outcome = "suppressed"
    except ValueError:
        outcome = "propagated"
    print(repr(value), outcome)
