# value patterns use dotted names; bare names would capture instead
class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"

class Http:
    OK = 200
    NOT_FOUND = 404
    class Redirect:
        MOVED = 301

def color_name(c):
    match c:
        case Color.RED:
            return "warm"
        case Color.GREEN | Color.BLUE:
            return "cool"
        case _:
            return "unknown"

def status(code):
    match code:
        case Http.OK:
            return "ok"
        case Http.NOT_FOUND:
            return "missing"
        case Http.Redirect.MOVED:
            return "moved"
        case other:
            return f"status {other}"

print([color_name(c) for c in ["red", "green", "blue", "pink"]])
print([status(c) for c in [200, 404, 301, 500]])
Http.OK = 201
print(status(201), status(200))
