# user exceptions deriving from builtins: args, str(), repr()
class AppError(Exception):
    pass

class BadValue(ValueError):
    pass

class MissingKey(KeyError):
    pass

class Fatal(BaseException):
    pass

cases = [AppError(), AppError("msg"), AppError("a", 2), BadValue("bad"), BadValue(1, [2]),
         MissingKey("k"), MissingKey(), MissingKey("a", "b"), Fatal("stop"), AppError(None), AppError("")]
for e in cases:
    print(repr(e), "|", str(e), "|", e.args, "|", len(e.args))
print(isinstance(BadValue(), ValueError), isinstance(MissingKey(), LookupError))
print(issubclass(Fatal, Exception), issubclass(Fatal, BaseException))
try:
    raise BadValue("x must be positive", -3)
except ValueError as e:
    print(type(e).__name__, e.args[0], e.args[1], e)
