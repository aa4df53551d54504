# config loader wrapping parse errors per line
class ConfigSyntaxError(Exception):
    def __init__(self, lineno, line):
        super().__init__(f"line {lineno}: cannot parse {line!r}")
        self.lineno = lineno

def parse_config(text):
    result = {}
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            key, value = line.split("=")
            result[key.strip()] = int(value)
        except ValueError as e:
            raise ConfigSyntaxError(lineno, line) from e
    return result

good = "# settings\nwidth = 10\nheight=20\n"
print(parse_config(good))
bad = "width = 10\nheight = twenty\n"
try:
    parse_config(bad)
except ConfigSyntaxError as e:
    print("error:", e, "| cause:", e.__cause__)
parse_config("a = 1\nb = 2 = 3\n")
