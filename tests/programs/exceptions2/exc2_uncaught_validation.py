# validation pipeline: first failing validator aborts with a chained error
class ValidationFailed(Exception):
    pass

def not_empty(v):
    if not v:
        raise ValueError("empty")

def is_int(v):
    int(v)

def positive(v):
    if int(v) <= 0:
        raise ValueError(f"{v} is not positive")

def validate(value, validators):
    for check in validators:
        try:
            check(value)
        except ValueError as e:
            raise ValidationFailed(f"{check.__name__} rejected {value!r}") from e
    return value

rules = [not_empty, is_int, positive]
for v in ["5", "12"]:
    print("valid", validate(v, rules))
for v in ["", "abc", "-3"]:
    try:
        validate(v, rules)
    except ValidationFailed as e:
        print(e, "<-", e.__cause__)
validate("0", rules)
