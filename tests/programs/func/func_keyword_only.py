# keyword-only parameters
def connect(host, port=80, *, timeout=10, retries=3):
    return f"{host}:{port} timeout={timeout} retries={retries}"

print(connect("example.org"))
print(connect("example.org", 8080, timeout=5))
print(connect("h", retries=0))

def search(items, *, key=None, reverse=False):
    return sorted(items, key=key, reverse=reverse)

print(search([3, 1, 2]), search(["bb", "a"], key=len), search([1, 2], reverse=True))
try:
    connect("h", 1, 2)
except TypeError as e:
    print("TypeError:", e)
def required_kw(*, name):
    return name.upper()
print(required_kw(name="ok"))
try:
    required_kw()
except TypeError as e:
    print("TypeError:", e)
try:
    required_kw("positional")
except TypeError as e:
    print("TypeError:", e)
