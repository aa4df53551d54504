# deeply nested try/except with contexts at each level
log = []
try:
    try:
        try:
            raise ValueError("level 3")
        except ValueError as e3:
            log.append(("caught", str(e3)))
            raise TypeError("level 2")
    except TypeError as e2:
        log.append(("caught", str(e2), str(e2.__context__)))
        raise KeyError("level 1")
except KeyError as e1:
    log.append(("caught", str(e1), str(e1.__context__), str(e1.__context__.__context__)))
for entry in log:
    print(entry)
e = e1 if False else None
print(e)
try:
    print(e1)
except NameError as ne:
    print("NameError:", ne)
