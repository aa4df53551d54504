# exceptions carrying structured data
class ValidationError(Exception):
    def __init__(self, field, problems):
        self.field = field
        self.problems = list(problems)
        super().__init__(f"{field}: {'; '.join(self.problems)}")

def validate(user):
    errors = []
    for field, rules in [("name", [(lambda v: len(v) > 0, "empty"), (lambda v: v.isalpha(), "not alphabetic")]),
                         ("age", [(lambda v: v >= 0, "negative"), (lambda v: v < 150, "too large")])]:
        value = user[field]
        problems = [msg for check, msg in rules if not check(value)]
        if problems:
            errors.append(ValidationError(field, problems))
    return errors

for user in [{"name": "ann", "age": 3}, {"name": "r2d2", "age": -1}, {"name": "", "age": 200}]:
    errs = validate(user)
    print(user, "->", [str(e) for e in errs])
    print("   fields:", [e.field for e in errs], [len(e.problems) for e in errs])
e = ValidationError("x", ["a", "b"])
print(e.args, repr(e))
