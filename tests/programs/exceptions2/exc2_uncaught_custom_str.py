# uncaught custom exception whose __str__ builds the final message
class RangeError(ValueError):
    def __init__(self, value, lo, hi):
        super().__init__(value, lo, hi)
        self.value, self.lo, self.hi = value, lo, hi
    def __str__(self):
        return f"{self.value} is outside [{self.lo}, {self.hi}]"

def clamp_strict(v, lo=0, hi=100):
    if not lo <= v <= hi:
        raise RangeError(v, lo, hi)
    return v

def set_volume(v):
    try:
        return clamp_strict(v)
    except RangeError as e:
        raise RuntimeError(f"volume rejected: {e}") from e

print(set_volume(30), set_volume(100))
try:
    set_volume(-5)
except RuntimeError as e:
    print(e, "|", repr(e.__cause__))
print(clamp_strict(101, 0, 200))
set_volume(101)
