# parsing key=value text into typed dicts with comprehensions
text = "name=ann; age=31; score=88.5; active=true; tags=a|b|c; empty="
pairs = [p.strip().split("=", 1) for p in text.split(";")]
print(pairs)
raw = {k: v for k, v in pairs}
print(raw)
def convert(v):
    if v.isdigit():
        return int(v)
    if v.replace(".", "", 1).isdigit():
        return float(v)
    if v in ("true", "false"):
        return v == "true"
    if "|" in v:
        return v.split("|")
    return v or None
typed = {k: convert(v) for k, v in raw.items()}
print(typed)
print({k: type(v).__name__ for k, v in typed.items()})
print([k for k, v in typed.items() if v is None])
