# user-visible raise of a builtin exception with a message
def parse_percent(s):
    if not s.endswith("%"):
        raise ValueError(f"expected a percentage like '50%', got {s!r}")
    value = float(s[:-1])
    if not 0 <= value <= 100:
        raise ValueError(f"percentage out of range: {value}")
    return value / 100

for s in ["50%", "12.5%", "100%"]:
    print(s, parse_percent(s))
print(parse_percent("0.75"))
