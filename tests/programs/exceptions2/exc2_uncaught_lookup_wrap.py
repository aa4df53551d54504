# nested lookups; IndexError inside handler for KeyError
table = {"rows": [[1, 2], [3, 4]]}
def cell(r, c):
    try:
        return table["rows"][r][c]
    except IndexError as e:
        raise LookupError(f"no cell ({r}, {c})") from e

print(cell(0, 1), cell(1, 0))
try:
    cell(5, 0)
except LookupError as e:
    print(e, type(e.__cause__).__name__)
try:
    table["cols"]
except KeyError:
    cell(0, 9)
