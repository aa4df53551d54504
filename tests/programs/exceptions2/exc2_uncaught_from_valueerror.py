# uncaught RuntimeError raised from a ValueError
def load_port(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError(f"invalid port setting {text!r}") from e

for t in ["80", "8080"]:
    print("port", load_port(t))
print(load_port("eighty"))
