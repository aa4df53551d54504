# else only runs when no exception happened; exceptions in else are not caught by that try
def check(v):
    try:
        n = int(v)
    except ValueError:
        return "not a number"
    else:
        if n < 0:
            return "negative"
        return f"ok {n}"
    finally:
        print("checked", repr(v))

print(check("5"), check("x"), check("-3"))
try:
    try:
        pass
    except ZeroDivisionError:
        print("not here")
    else:
        1 / 0
except ZeroDivisionError as e:
    print("else raised", e, "- caught by the outer try")
