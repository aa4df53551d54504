# a second error raised inside an except block
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        print("division failed, logging", a, b)
        log_entry = "failed: " + a
        return None

print(safe_div(6, 3))
print(safe_div(1, 0))
