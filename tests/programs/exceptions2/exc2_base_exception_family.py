# BaseException subclasses are not caught by except Exception
class Shutdown(BaseException):
    pass

def guarded(exc):
    try:
        try:
            raise exc
        except Exception as e:
            return f"Exception caught {type(e).__name__}"
    except BaseException as e:
        return f"BaseException caught {type(e).__name__}"

for exc in [Shutdown(), KeyboardInterrupt(), SystemExit(3), GeneratorExit(), ValueError(), Exception()]:
    print(guarded(exc))
print(SystemExit(3).code, SystemExit().code, SystemExit("msg").code)
print(issubclass(KeyboardInterrupt, Exception), issubclass(StopIteration, Exception))
print([k.__name__ for k in Shutdown.__mro__])
