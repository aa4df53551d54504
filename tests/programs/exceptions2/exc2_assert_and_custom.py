# assertions with custom messages and user exception wrapping
class CheckFailed(AssertionError):
    pass

def check(cond, msg):
    if not cond:
        raise CheckFailed(msg)

for v in [3, -1, 0]:
    try:
        assert v >= 0, f"negative: {v}"
        check(v != 0, "zero not allowed")
        print("ok", v)
    except CheckFailed as e:
        print("CheckFailed:", e)
    except AssertionError as e:
        print("AssertionError:", e, e.args)
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
try:
    assert [], ("tuple", "msg")
except AssertionError as e:
    print(e.args)
