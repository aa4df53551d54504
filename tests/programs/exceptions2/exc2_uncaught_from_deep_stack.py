# chained exception raised deep inside a recursive call stack
def descend(n):
    if n == 0:
        try:
            return 1 // n
        except ZeroDivisionError as e:
            raise ArithmeticError("bottom reached with n == 0") from e
    return descend(n - 1) + 1

def safe(n):
    try:
        return descend(n)
    except ArithmeticError as e:
        return f"failed: {e} (cause {type(e.__cause__).__name__})"

print(safe(3))
print(descend(5))
