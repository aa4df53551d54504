# logging and re-raising an error
log = []
def process(x):
    try:
        return 100 // x
    except ZeroDivisionError as e:
        log.append(f"process({x}) failed: {e}")
        print(log[-1])
        raise

print(process(5))
print(process(0))
