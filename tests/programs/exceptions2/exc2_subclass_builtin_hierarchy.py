# user subclasses slot into the builtin hierarchy for except clauses
class ParseError(ValueError):
    pass

class EmptyInput(ParseError):
    pass

class ConfigMissing(KeyError):
    pass

class Timeout(OSError):
    pass

def run(exc):
    try:
        raise exc
    except EmptyInput:
        return "EmptyInput branch"
    except ValueError as e:
        return f"ValueError branch ({type(e).__name__})"
    except LookupError as e:
        return f"LookupError branch ({e})"
    except Exception as e:
        return f"generic branch ({type(e).__name__})"

for exc in [EmptyInput(), ParseError("p"), ValueError("v"), ConfigMissing("db"), Timeout("slow"), IndexError(1)]:
    print(run(exc))
print([k.__name__ for k in EmptyInput.__mro__])
print([k.__name__ for k in ConfigMissing.__mro__])
print(str(ConfigMissing("db")), str(KeyError("db")), str(ConfigMissing("a", "b")))
