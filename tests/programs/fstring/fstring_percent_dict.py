# dict-based %-formatting
data = {"name": "Widget", "price": 9.5, "qty": 3, "tags": ["a", "b"]}
print("%(name)s costs %(price).2f" % data)
print("%(qty)03d units of %(name)r" % data)
print("%(tags)s %(tags)r %(name)-10s|" % data)
print("%(price)e %(price)g %(qty)x" % data)
total = data["price"] * data["qty"]
print("%(name)s x%(qty)d = %(total).2f" % {**data, "total": total})
print("%(a)s%%" % {"a": 12})
try:
    "%(missing)s" % data
except KeyError as e:
    print("KeyError:", e)
try:
    "%s %s" % ("only one",)
except TypeError as e:
    print("TypeError:", e)
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "no placeholders" % ("extra",)
except TypeError as e:
    print("TypeError:", e)
