# close() raises GeneratorExit inside; finally blocks run
def resource(name):
    print("  open", name)
    try:
        for i in range(10):
            yield f"{name}-{i}"
    except GeneratorExit:
        print("  GeneratorExit in", name)
        raise
    finally:
        print("  close", name)

r = resource("db")
print(next(r), next(r))
r.close()
print(next(r, "closed"))
r.close()
unstarted = resource("never")
unstarted.close()
print("unstarted closed without output")
done = resource("short")
for x in done:
    if x.endswith("1"):
        break
print("after break")
done.close()
def returns_on_close():
    try:
        yield 1
    except GeneratorExit:
        return "ignored value"
g = returns_on_close()
next(g)
print(g.close())
