# subclassing ExceptionGroup; derive controls the type of split results
class ValidationErrors(ExceptionGroup):
    def __new__(cls, message, errors, source):
        self = super().__new__(cls, message, errors)
        self.source = source
        return self
    def derive(self, excs):
        return ValidationErrors(self.message, excs, self.source)

errs = ValidationErrors("form invalid", [ValueError("name"), TypeError("age"), ValueError("email")], "signup")
print(type(errs).__name__, errs.source, str(errs))
vals, rest = errs.split(ValueError)
print(type(vals).__name__, vals.source, [str(e) for e in vals.exceptions])
print(type(rest).__name__, rest.source, [str(e) for e in rest.exceptions])
try:
    raise errs
except* TypeError as eg:
    print("caught part type:", type(eg).__name__, eg.source)
except* ValueError as eg:
    print("caught part type:", type(eg).__name__, len(eg.exceptions))
