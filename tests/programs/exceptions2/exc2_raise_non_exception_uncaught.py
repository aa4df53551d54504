# only BaseException subclasses/instances can be raised
class NotAnError:
    pass

for thing in ["text", 42, NotAnError(), NotAnError]:
    try:
        raise thing
    except TypeError as e:
        print("TypeError:", e)
try:
    raise ValueError from "nope"
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        1 / 0
    except NotAnError:
        pass
except TypeError as e:
    print("TypeError:", e)
raise NotAnError()
