# a generator handling send, throw and close in one session
def session():
    log = []
    try:
        while True:
            try:
                msg = yield log[-1] if log else "empty"
                log.append(f"msg:{msg}")
            except ValueError as e:
                log.append(f"error:{e}")
    finally:
        print("  session log:", log)

s = session()
print(next(s))
print(s.send("hi"))
print(s.throw(ValueError("oops")))
print(s.send("bye"))
print(next(s))
s.close()
print("done")
