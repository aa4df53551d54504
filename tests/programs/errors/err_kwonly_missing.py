# missing a required keyword-only argument
def send(message, *, to, cc=None):
    return f"to={to} cc={cc}: {message}"

print(send("hello", to="ann"))
print(send("report", to="bo", cc="cy"))
try:
    send("x", "ann")
except TypeError as e:
    print("TypeError:", e)
print(send("x", cc=None, to="di"))
print(send("oops"))
